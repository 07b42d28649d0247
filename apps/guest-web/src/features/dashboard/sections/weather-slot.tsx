import { WeatherWidget } from './weather-widget.tsx';

/** Dashboard section slot: weather widget ('Unable to retrieve weather data.' on failure). */
export function WeatherSlot() {
  return <WeatherWidget />;
}
