/**
 * What the weather widget needs from any weather provider, in the provider-neutral WMO 4677 codes that
 * Open-Meteo (and most others) report. Knows nothing of hotels: callers pass a place.
 */
export interface WeatherPlace {
  latitude: number;
  longitude: number;
  /** IANA zone the daily forecast's days are cut in. */
  timeZone: string;
}

export interface WeatherReading {
  /** Degrees Celsius. */
  temperature: number;
  /** WMO weather interpretation code. */
  conditionCode: number;
  isDay: boolean;
  /** When the provider measured or modelled the current values (ISO instant). */
  observedAt: string;
  /** One entry per day from today, in the place's zone. */
  daily: { date: string; conditionCode: number; min: number; max: number }[];
}

export interface WeatherProvider {
  read(place: WeatherPlace, days: number): Promise<WeatherReading>;
}

/** The provider answered nothing usable: unreachable, timed out, an error status or a malformed body. */
export class WeatherProviderError extends Error {}
