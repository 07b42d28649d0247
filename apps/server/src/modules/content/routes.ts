import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, hotelIdQuery } from '@hotel/contracts/common';
import {
  calendarEventList,
  calendarEventsQuery,
  slideList,
  touristInfoResponse,
  weatherParams,
  weatherResponse,
} from '@hotel/contracts/content';
import { badRequest, notFound, guestError } from '../../platform/http/errors.ts';
import { OpenMeteoProvider } from '../../platform/providers/open-meteo.ts';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import { findLegacyImage } from './repository.ts';
import { MISSING_HOTEL_ID, slidesOnShow, touristInfoOf, upcomingEvents } from './service.ts';
import { staffContentRoutes } from './staff-routes.ts';
import { WeatherService } from './weather-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** After a failed provider call, the provider is asked again at most once a minute per hotel and instance. */
const WEATHER_RETRY_AFTER_FAILURE_MS = 60_000;

/**
 * Dashboard content: slideshow, weather, calendar events, tourist information, and the images staff
 * upload. Every read is scoped by the session's hotel; ids in the path or query only have to agree with it.
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const weather = new WeatherService({
    db: app.ctx.db,
    provider:
      config.WEATHER_PROVIDER === 'open-meteo'
        ? new OpenMeteoProvider({ baseUrl: config.OPEN_METEO_URL, timeoutMs: config.WEATHER_TIMEOUT_MS })
        : null,
    cacheMs: config.WEATHER_CACHE_MINUTES * 60_000,
    retryAfterFailureMs: WEATHER_RETRY_AFTER_FAILURE_MS,
    now: () => app.ctx.now(),
    log: app.log,
  });

  api.get(
    '/slideshow/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['content'],
        summary: 'The slides on show now, in order (the session decides the hotel; hotel_id is ignored)',
        querystring: hotelIdQuery,
        response: { 200: slideList, ...errors },
      },
    },
    async (request) => slidesOnShow(app.ctx, guestOf(request).hotelId),
  );

  api.get(
    '/weather/:hotelId/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['content'],
        summary:
          "Current weather and the coming days at the hotel. While the provider is unreachable the last reading is served with `stale` and its `observed_at`; with none, 503 'Unable to retrieve weather data.'",
        params: weatherParams,
        response: { 200: weatherResponse, ...errors, 503: errorResponse },
      },
    },
    async (request) => {
      const guest = guestOf(request);
      if (request.params.hotelId !== guest.hotelUniqueId)
        throw notFound('Hotel not found.', 'hotel_not_found');
      return weather.forHotel(guest.hotelId, guest.timezone);
    },
  );

  api.get(
    '/calendar-events/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['content'],
        summary:
          "The hotel's events that have not started yet, soonest first. hotel_unique_id is required (missing_hotel_id) and must be the session's hotel",
        querystring: calendarEventsQuery,
        response: { 200: calendarEventList, ...errors },
      },
    },
    async (request) => {
      const guest = guestOf(request);
      const { hotel_unique_id: hotelUniqueId } = request.query;
      if (!hotelUniqueId) throw badRequest(MISSING_HOTEL_ID, 'missing_hotel_id');
      if (hotelUniqueId !== guest.hotelUniqueId) throw guestError(403, 'sessionOtherHotel', 'hotel_mismatch');
      return upcomingEvents(app.ctx, guest.hotelId);
    },
  );

  api.get(
    '/tourist-info/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['content'],
        summary:
          "The hotel's tourist information: every field of SPEC's Tourist info, null where the hotel has not filled it",
        response: { 200: touristInfoResponse, ...errors },
      },
    },
    async (request) => touristInfoOf(app.ctx, guestOf(request).hotelId),
  );

  api.get(
    '/images/:key/',
    {
      schema: {
        tags: ['content'],
        summary:
          'A slide image uploaded before the one image store (decision 0071); new uploads are served at /api/images/sized/{key}',
        params: z.object({ key: z.string().regex(/^[0-9a-f]{32}$/, 'Unknown image') }),
      },
    },
    async (request, reply) => {
      const image = await findLegacyImage(app.ctx.db, request.params.key);
      if (!image) throw notFound('Image not found.');
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(image.bytes);
    },
  );

  staffContentRoutes(app);
}
