import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import { hotelParams, hotelResponse } from '@hotel/contracts/hotels';
import { notFound } from '../../platform/http/errors.ts';
import { sendSerializedJson } from '../../platform/http/send-json.ts';
import { findHotelByUniqueId } from './repository.ts';
import { installRoutes } from './install-routes.ts';
import { HOTEL_NOT_FOUND, toHotelResponse } from './service.ts';

/**
 * Branding is read on every page load by every guest and changes rarely: each instance keeps the
 * serialised answer for a few seconds, so the hot path is a map lookup.
 */
const BRANDING_CACHE_MS = 10_000;

export async function hotelRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const brandingCache = new Map<string, { json: string; until: number; hotelId: number }>();
  // A manager's settings change drops the cached answer on every instance (the staff_update travels the
  // bus), so open guest apps get the new branding on their next hotel read, not after the cache time.
  const stopFollowing = app.ctx.bus.subscribe((event) => {
    if (event.type !== 'staff_update' || event.stayId !== null || event.payload.topic !== 'settings') return;
    for (const [uniqueId, entry] of brandingCache)
      if (entry.hotelId === event.hotelId) brandingCache.delete(uniqueId);
  });
  app.addHook('onClose', async () => stopFollowing());
  await app.register(installRoutes);

  api.get(
    '/hotels/:hotelId/',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Hotel branding, colours and feature flags (public: the login page shows them)',
        params: hotelParams,
        response: { 200: hotelResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { hotelId } = request.params;
      const now = Date.now();
      const cached = brandingCache.get(hotelId);
      if (cached && cached.until > now) return sendSerializedJson(reply, cached.json);
      const hotel = await findHotelByUniqueId(app.ctx.db, hotelId);
      if (!hotel) throw notFound(HOTEL_NOT_FOUND, 'hotel_not_found');
      const json = JSON.stringify(hotelResponse.parse(toHotelResponse(hotel)));
      brandingCache.set(hotelId, { json, until: now + BRANDING_CACHE_MS, hotelId: hotel.id });
      return sendSerializedJson(reply, json);
    },
  );
}
