import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import { hotelParams, locationListResponse, type LocationResponse } from '@hotel/contracts/hotels';
import type { OpeningHours } from '@hotel/contracts/opening-hours';
import { notFound } from '../../platform/http/errors.ts';
import { findHotelByUniqueId, HOTEL_NOT_FOUND } from '../hotels/index.ts';
import { listLocations } from './menu-repository.ts';

export function toLocationResponse(location: {
  id: number;
  name: string;
  description: string;
  openingHours: OpeningHours | null;
}): LocationResponse {
  const { openingHours, ...rest } = location;
  return { ...rest, opening_hours: openingHours };
}

/** The hotel's dining locations, public like its branding (the login and the menu list them). */
export function locationRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/hotels/:hotelId/locations/',
    {
      schema: {
        tags: ['hotels'],
        summary: "The hotel's dining locations (restaurants, bars…); room service is a flag, not a location",
        params: hotelParams,
        response: { 200: locationListResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const hotel = await findHotelByUniqueId(app.ctx.db, request.params.hotelId);
      if (!hotel) throw notFound(HOTEL_NOT_FOUND, 'hotel_not_found');
      return (await listLocations(app.ctx.db, hotel.id)).map(toLocationResponse);
    },
  );
}
