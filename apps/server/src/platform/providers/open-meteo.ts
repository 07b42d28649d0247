import { z } from 'zod';
import {
  WeatherProviderError,
  type WeatherPlace,
  type WeatherProvider,
  type WeatherReading,
} from './weather-provider.ts';

/**
 * Open-Meteo's forecast API (https://open-meteo.com/en/docs): free, no key. The fields read are the
 * documented `current` and `daily` blocks of GET /v1/forecast; errors come as `{error: true, reason}`.
 */
const forecastBody = z.object({
  utc_offset_seconds: z.number(),
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    weather_code: z.number().int(),
    is_day: z.number().optional(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number().int().nullable()),
    temperature_2m_max: z.array(z.number().nullable()),
    temperature_2m_min: z.array(z.number().nullable()),
  }),
});
const errorBody = z.object({ reason: z.string() });

export interface OpenMeteoOptions {
  /** e.g. https://api.open-meteo.com (tests point it at a local server). */
  baseUrl: string;
  timeoutMs: number;
}

export class OpenMeteoProvider implements WeatherProvider {
  constructor(private readonly options: OpenMeteoOptions) {}

  async read(place: WeatherPlace, days: number): Promise<WeatherReading> {
    const url = new URL('/v1/forecast', this.options.baseUrl);
    url.search = new URLSearchParams({
      latitude: String(place.latitude),
      longitude: String(place.longitude),
      current: 'temperature_2m,weather_code,is_day',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: place.timeZone,
      forecast_days: String(days),
    }).toString();

    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
      body = await response.json();
    } catch (error) {
      throw new WeatherProviderError(`Open-Meteo unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const reason = errorBody.safeParse(body);
      throw new WeatherProviderError(
        `Open-Meteo answered ${response.status}${reason.success ? `: ${reason.data.reason}` : ''}`,
      );
    }
    const parsed = forecastBody.safeParse(body);
    if (!parsed.success)
      throw new WeatherProviderError(`Open-Meteo answer not understood: ${parsed.error.message}`);
    return toReading(parsed.data);
  }
}

function toReading(body: z.infer<typeof forecastBody>): WeatherReading {
  const { current, daily } = body;
  const daysWithValues = daily.time.flatMap((date, index) => {
    const conditionCode = daily.weather_code[index];
    const max = daily.temperature_2m_max[index];
    const min = daily.temperature_2m_min[index];
    if (conditionCode == null || max == null || min == null) return [];
    return [{ date, conditionCode, min, max }];
  });
  return {
    temperature: current.temperature_2m,
    conditionCode: current.weather_code,
    isDay: current.is_day !== 0,
    // `time` is local to the requested zone, without an offset; the body gives the offset.
    observedAt: new Date(Date.parse(`${current.time}Z`) - body.utc_offset_seconds * 1000).toISOString(),
    daily: daysWithValues,
  };
}
