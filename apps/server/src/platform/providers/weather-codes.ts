import type { WeatherConditionKey, WeatherIcon } from '@hotel/contracts/content';

interface Condition {
  key: WeatherConditionKey;
  text: string;
  /** The icon by day; night swaps the sun for the moon where the sky shows. */
  icon: WeatherIcon;
}

/** WMO 4677 weather interpretation codes, as Open-Meteo documents them. */
const CONDITIONS: Record<number, Condition> = {
  0: { key: 'clear', text: 'Clear sky', icon: 'clear-day' },
  1: { key: 'mainly_clear', text: 'Mainly clear', icon: 'clear-day' },
  2: { key: 'partly_cloudy', text: 'Partly cloudy', icon: 'partly-cloudy-day' },
  3: { key: 'overcast', text: 'Overcast', icon: 'cloudy' },
  45: { key: 'fog', text: 'Fog', icon: 'fog' },
  48: { key: 'fog', text: 'Fog', icon: 'fog' },
  51: { key: 'drizzle', text: 'Drizzle', icon: 'drizzle' },
  53: { key: 'drizzle', text: 'Drizzle', icon: 'drizzle' },
  55: { key: 'drizzle', text: 'Drizzle', icon: 'drizzle' },
  56: { key: 'freezing_drizzle', text: 'Freezing drizzle', icon: 'sleet' },
  57: { key: 'freezing_drizzle', text: 'Freezing drizzle', icon: 'sleet' },
  61: { key: 'rain', text: 'Rain', icon: 'rain' },
  63: { key: 'rain', text: 'Rain', icon: 'rain' },
  65: { key: 'rain', text: 'Rain', icon: 'rain' },
  66: { key: 'freezing_rain', text: 'Freezing rain', icon: 'sleet' },
  67: { key: 'freezing_rain', text: 'Freezing rain', icon: 'sleet' },
  71: { key: 'snow', text: 'Snow', icon: 'snow' },
  73: { key: 'snow', text: 'Snow', icon: 'snow' },
  75: { key: 'snow', text: 'Snow', icon: 'snow' },
  77: { key: 'snow_grains', text: 'Snow grains', icon: 'snow' },
  80: { key: 'rain_showers', text: 'Rain showers', icon: 'rain' },
  81: { key: 'rain_showers', text: 'Rain showers', icon: 'rain' },
  82: { key: 'rain_showers', text: 'Rain showers', icon: 'rain' },
  85: { key: 'snow_showers', text: 'Snow showers', icon: 'snow' },
  86: { key: 'snow_showers', text: 'Snow showers', icon: 'snow' },
  95: { key: 'thunderstorm', text: 'Thunderstorm', icon: 'thunderstorm' },
  96: { key: 'thunderstorm_hail', text: 'Thunderstorm with hail', icon: 'thunderstorm' },
  99: { key: 'thunderstorm_hail', text: 'Thunderstorm with hail', icon: 'thunderstorm' },
};

const UNKNOWN: Condition = { key: 'unknown', text: 'Unknown', icon: 'cloudy' };

const NIGHT_ICON: Partial<Record<WeatherIcon, WeatherIcon>> = {
  'clear-day': 'clear-night',
  'partly-cloudy-day': 'partly-cloudy-night',
};

/** The condition text, its translatable key and the icon for a WMO code; daily forecasts use the day icon. */
export function describeWeatherCode(code: number, isDay = true): Condition {
  const condition = CONDITIONS[code] ?? UNKNOWN;
  const icon = isDay ? condition.icon : (NIGHT_ICON[condition.icon] ?? condition.icon);
  return { ...condition, icon };
}
