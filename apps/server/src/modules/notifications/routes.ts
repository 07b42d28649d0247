import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import {
  markNotificationsReadRequest,
  notificationCountsResponse,
  notificationListQuery,
  notificationListResponse,
} from '@hotel/contracts/live';
import { guestError } from '../../platform/http/errors.ts';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import { clearGuestNotifications, listGuestNotifications, markGuestNotificationsRead } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The guest's notification feed: what the bell shows, and what a reconnecting phone catches up on. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('preHandler', authenticateGuest);

  api.get(
    '/notifications/',
    {
      schema: {
        tags: ['notifications'],
        summary: "The stay's notifications, newest first (at most 100); since_id returns only newer ones",
        querystring: notificationListQuery,
        response: { 200: notificationListResponse, ...errors },
      },
    },
    async (request) => {
      const guest = guestOf(request);
      const { hotel_id: claimedHotel, since_id: sinceId } = request.query;
      // The session decides the hotel; a phone naming another one holds a stale token (as the guard's X-Hotel-ID rule).
      if (claimedHotel && claimedHotel !== guest.hotelUniqueId)
        throw guestError(403, 'sessionOtherHotel', 'hotel_mismatch');
      return listGuestNotifications(app.ctx.db, guest, sinceId);
    },
  );

  api.post(
    '/notifications/read/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: the given ids, or all of them when no ids are sent',
        body: markNotificationsReadRequest,
        response: { 200: notificationCountsResponse, ...errors },
      },
    },
    async (request) => markGuestNotificationsRead(app.ctx, guestOf(request), request.body?.ids),
  );

  api.post(
    '/notifications/clear/',
    {
      schema: {
        tags: ['notifications'],
        summary: "Delete all of the stay's notifications (Clear All)",
        response: { 200: notificationCountsResponse, ...errors },
      },
    },
    async (request) => clearGuestNotifications(app.ctx.db, guestOf(request)),
  );
}
