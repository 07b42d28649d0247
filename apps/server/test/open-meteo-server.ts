import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Open-Meteo's GET /v1/forecast, answering in its documented JSON shape (current and
 * daily blocks, `time` local to the requested zone with `utc_offset_seconds`; errors as {error, reason}).
 * Tests switch it between answering, failing and hanging, and read the requests it received.
 */
export type OpenMeteoMode = 'ok' | 'error' | 'garbage' | 'hang';

export interface FakeOpenMeteo {
  url: string;
  requests: URL[];
  mode: OpenMeteoMode;
  /** Values of the next answers. */
  current: { time: string; temperature: number; code: number; isDay: 0 | 1 };
  utcOffsetSeconds: number;
  daily: { date: string; code: number; min: number; max: number }[];
  close(): Promise<void>;
}

export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeOpenMeteo = {
    url: '',
    requests: [],
    mode: 'ok',
    current: { time: '2026-11-23T14:15', temperature: 31.46, code: 2, isDay: 1 },
    utcOffsetSeconds: 7 * 3600,
    daily: [
      { date: '2026-11-23', code: 2, min: 24.1, max: 32.3 },
      { date: '2026-11-24', code: 61, min: 23.9, max: 30.2 },
      { date: '2026-11-25', code: 95, min: 24.4, max: 29.8 },
    ],
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    fake.requests.push(url);
    if (fake.mode === 'hang') {
      hanging.add(response);
      return;
    }
    response.setHeader('content-type', 'application/json; charset=utf-8');
    if (url.pathname !== '/v1/forecast' || fake.mode === 'error') {
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          error: true,
          reason: 'Cannot initialize WeatherVariable from invalid String value',
        }),
      );
      return;
    }
    if (fake.mode === 'garbage') {
      response.end(JSON.stringify({ latitude: 13.75, generationtime_ms: 0.1 }));
      return;
    }
    response.end(
      JSON.stringify({
        latitude: Number(url.searchParams.get('latitude')),
        longitude: Number(url.searchParams.get('longitude')),
        generationtime_ms: 0.05,
        utc_offset_seconds: fake.utcOffsetSeconds,
        timezone: url.searchParams.get('timezone'),
        timezone_abbreviation: 'GMT+7',
        elevation: 4,
        current_units: {
          time: 'iso8601',
          interval: 'seconds',
          temperature_2m: '°C',
          weather_code: 'wmo code',
          is_day: '',
        },
        current: {
          time: fake.current.time,
          interval: 900,
          temperature_2m: fake.current.temperature,
          weather_code: fake.current.code,
          is_day: fake.current.isDay,
        },
        daily_units: {
          time: 'iso8601',
          weather_code: 'wmo code',
          temperature_2m_max: '°C',
          temperature_2m_min: '°C',
        },
        daily: {
          time: fake.daily.map((day) => day.date),
          weather_code: fake.daily.map((day) => day.code),
          temperature_2m_max: fake.daily.map((day) => day.max),
          temperature_2m_min: fake.daily.map((day) => day.min),
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
