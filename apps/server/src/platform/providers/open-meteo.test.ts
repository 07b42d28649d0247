import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../../../test/open-meteo-server.ts';
import { OpenMeteoProvider } from './open-meteo.ts';
import { describeWeatherCode } from './weather-codes.ts';
import { WeatherProviderError } from './weather-provider.ts';

let fake: FakeOpenMeteo;
let provider: OpenMeteoProvider;
const bangkok = { latitude: 13.7563, longitude: 100.5018, timeZone: 'Asia/Bangkok' };

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  // Generous for the answers (a busy machine is slow to answer); the hang test has its own short timeout.
  provider = new OpenMeteoProvider({ baseUrl: fake.url, timeoutMs: 5000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
});

describe('OpenMeteoProvider', () => {
  it('asks /v1/forecast for the place, its zone, current and daily values', async () => {
    await provider.read(bangkok, 6);
    const [request] = fake.requests;
    expect(request?.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      latitude: '13.7563',
      longitude: '100.5018',
      current: 'temperature_2m,weather_code,is_day',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: 'Asia/Bangkok',
      forecast_days: '6',
    });
  });

  it('reads the current values, turns local time into an instant and keeps every day', async () => {
    const reading = await provider.read(bangkok, 3);
    expect(reading).toEqual({
      temperature: 31.46,
      conditionCode: 2,
      isDay: true,
      // 14:15 at UTC+7
      observedAt: '2026-11-23T07:15:00.000Z',
      daily: [
        { date: '2026-11-23', conditionCode: 2, min: 24.1, max: 32.3 },
        { date: '2026-11-24', conditionCode: 61, min: 23.9, max: 30.2 },
        { date: '2026-11-25', conditionCode: 95, min: 24.4, max: 29.8 },
      ],
    });
  });

  it('fails with the reason of an error answer', async () => {
    fake.mode = 'error';
    await expect(provider.read(bangkok, 3)).rejects.toThrow(/400: Cannot initialize/);
  });

  it('fails on an answer without the documented fields', async () => {
    fake.mode = 'garbage';
    await expect(provider.read(bangkok, 3)).rejects.toBeInstanceOf(WeatherProviderError);
  });

  it('gives up after its timeout', async () => {
    fake.mode = 'hang';
    const impatient = new OpenMeteoProvider({ baseUrl: fake.url, timeoutMs: 300 });
    const started = Date.now();
    await expect(impatient.read(bangkok, 3)).rejects.toBeInstanceOf(WeatherProviderError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails when nothing listens', async () => {
    const nowhere = new OpenMeteoProvider({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(nowhere.read(bangkok, 3)).rejects.toBeInstanceOf(WeatherProviderError);
  });
});

describe('describeWeatherCode', () => {
  it('maps WMO codes to a text, a key and an icon, with the moon by night', () => {
    expect(describeWeatherCode(0)).toEqual({ key: 'clear', text: 'Clear sky', icon: 'clear-day' });
    expect(describeWeatherCode(0, false).icon).toBe('clear-night');
    expect(describeWeatherCode(2, false).icon).toBe('partly-cloudy-night');
    expect(describeWeatherCode(63)).toEqual({ key: 'rain', text: 'Rain', icon: 'rain' });
    expect(describeWeatherCode(63, false).icon).toBe('rain');
    expect(describeWeatherCode(99)).toEqual({
      key: 'thunderstorm_hail',
      text: 'Thunderstorm with hail',
      icon: 'thunderstorm',
    });
    expect(describeWeatherCode(42).key).toBe('unknown');
  });
});
