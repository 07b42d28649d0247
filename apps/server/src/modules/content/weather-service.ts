import type { FastifyBaseLogger } from 'fastify';
import type { WeatherResponse } from '@hotel/contracts/content';
import type { Database } from '../../platform/database/database.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { describeWeatherCode } from '../../platform/providers/weather-codes.ts';
import type { WeatherProvider, WeatherReading } from '../../platform/providers/weather-provider.ts';
import { dateInZone } from '../../platform/time.ts';
import { findWeatherLocation, storeWeatherReading, type WeatherLocationRow } from './repository.ts';

/** SPEC section 8, word for word: the widget shows it when there is no reading at all. */
export const WEATHER_UNAVAILABLE = 'Unable to retrieve weather data.';

/** Days asked of the provider: today plus the coming days the widget lists. */
const FORECAST_DAYS = 6;
export const FORECAST_SHOWN = 5;

export interface WeatherServiceOptions {
  db: Database;
  /** Null when no provider is configured: only readings already kept are served. */
  provider: WeatherProvider | null;
  cacheMs: number;
  /** After a failed call, the provider is left alone this long (the last reading is served meanwhile). */
  retryAfterFailureMs: number;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * A hotel's weather: the kept reading while it is younger than the cache time, else a fresh one from the
 * provider. The reading and its time live in the database, so every instance shares one cache and a
 * restart (or an offline demo) still has the last reading. A provider that fails costs one call per
 * hotel per `retryAfterFailureMs` on each instance, and the guest gets the last reading marked stale.
 */
export class WeatherService {
  private readonly inFlight = new Map<number, Promise<WeatherReading | null>>();
  private readonly failedAt = new Map<number, number>();

  constructor(private readonly options: WeatherServiceOptions) {}

  async forHotel(hotelId: number, timeZone: string): Promise<WeatherResponse> {
    const { db, now, cacheMs } = this.options;
    const location = await findWeatherLocation(db, hotelId);
    if (!location) throw unavailable();
    const fetchedAt = location.readingFetchedAt?.getTime() ?? 0;
    if (location.reading && now().getTime() - fetchedAt < cacheMs) {
      return toWeatherResponse(location, location.reading, timeZone, now(), false);
    }
    const fresh = await this.refresh(hotelId, location, timeZone);
    if (fresh) return toWeatherResponse(location, fresh, timeZone, now(), false);
    if (location.reading) return toWeatherResponse(location, location.reading, timeZone, now(), true);
    throw unavailable();
  }

  /** One provider call per hotel at a time; concurrent requests share it. */
  private refresh(hotelId: number, location: WeatherLocationRow, timeZone: string) {
    const { provider, now, retryAfterFailureMs } = this.options;
    if (!provider) return Promise.resolve(null);
    const lastFailure = this.failedAt.get(hotelId);
    if (lastFailure !== undefined && now().getTime() - lastFailure < retryAfterFailureMs) {
      return Promise.resolve(null);
    }
    let call = this.inFlight.get(hotelId);
    if (!call) {
      call = this.call(provider, hotelId, location, timeZone).finally(() => this.inFlight.delete(hotelId));
      this.inFlight.set(hotelId, call);
    }
    return call;
  }

  private async call(
    provider: WeatherProvider,
    hotelId: number,
    location: WeatherLocationRow,
    timeZone: string,
  ): Promise<WeatherReading | null> {
    const { db, now, log } = this.options;
    try {
      const reading = await provider.read(
        { latitude: location.latitude, longitude: location.longitude, timeZone },
        FORECAST_DAYS,
      );
      await storeWeatherReading(db, hotelId, location, reading, now());
      this.failedAt.delete(hotelId);
      return reading;
    } catch (error) {
      this.failedAt.set(hotelId, now().getTime());
      log.warn({ hotelId, err: error }, 'weather provider failed; serving the last reading if any');
      return null;
    }
  }
}

function unavailable(): HttpError {
  return new HttpError(503, WEATHER_UNAVAILABLE, 'weather_unavailable');
}

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** The coming days are judged at serving time, so an old reading never lists today or yesterday. */
export function toWeatherResponse(
  location: Pick<WeatherLocationRow, 'townName'>,
  reading: WeatherReading,
  timeZone: string,
  now: Date,
  stale: boolean,
): WeatherResponse {
  const today = dateInZone(now, timeZone);
  const current = describeWeatherCode(reading.conditionCode, reading.isDay);
  return {
    townName: location.townName,
    temperature: roundTenth(reading.temperature),
    condition: current.text,
    condition_key: current.key,
    icon: current.icon,
    forecast: reading.daily
      .filter((day) => day.date > today)
      .slice(0, FORECAST_SHOWN)
      .map((day) => {
        const condition = describeWeatherCode(day.conditionCode);
        return {
          date: day.date,
          label: WEEKDAY.format(new Date(`${day.date}T12:00:00Z`)),
          condition: condition.text,
          condition_key: condition.key,
          icon: condition.icon,
          temp_min: roundTenth(day.min),
          temp_max: roundTenth(day.max),
        };
      }),
    observed_at: reading.observedAt,
    stale,
  };
}
