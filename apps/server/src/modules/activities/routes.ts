import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityAvailability,
  activityAvailabilityQuery,
  activityBooking,
  activityBookingRequest,
  activityDayQuery,
  activityList,
  activityWithSlots,
  guestActivityBookings,
  popularActivityList,
} from '@hotel/contracts/activities';
import { errorResponse, hotelIdQuery, idParam } from '@hotel/contracts/common';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '@hotel/contracts/idempotency';
import { guestError } from '../../platform/http/errors.ts';
import { sendSerializedJson } from '../../platform/http/send-json.ts';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import type { GuestPrincipal } from '../stays/index.ts';
import { bookingsCalendar } from './calendar.ts';
import { startReminderJob } from './reminder-job.ts';
import { followDayChanges } from './day-snapshot.ts';
import {
  activityDayJson,
  bookActivity,
  cancelGuestBooking,
  getAvailability,
  getGuestBooking,
  listActivities,
  listGuestBookings,
  listPopularActivities,
} from './service.ts';
import { staffActivityRoutes } from './staff-routes.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

/** Activities: the catalogue, a day's slots, booking, the guest's bookings and their calendar, and staff. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/activities/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: "The hotel's activities",
        response: { 200: activityList, ...errors },
      },
    },
    async (request) => listActivities(app.ctx, guestOf(request)),
  );

  api.get(
    '/popular-activities/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: "The dashboard's popular activities",
        querystring: hotelIdQuery,
        response: { 200: popularActivityList, ...errors },
      },
    },
    async (request) => {
      const guest = guestOf(request);
      if (request.query.hotel_id && request.query.hotel_id !== guest.hotelUniqueId)
        throw guestError(403, 'sessionOtherHotel', 'hotel_mismatch');
      return listPopularActivities(app.ctx, guest);
    },
  );

  api.get(
    '/activities/:id/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: "One activity with the day's open future slots and the places left in each (hotel time)",
        params: idParam,
        querystring: activityDayQuery,
        response: { 200: activityWithSlots, ...errors },
      },
    },
    // Serialised here and kept per day until a change drops it (decision 0161): the answer is built by our
    // own typed code, and the response schema's check of a busy day's hundred slots costs more than the
    // queries behind it (docs/benchmarks.md).
    async (request, reply) =>
      sendSerializedJson(
        reply,
        await activityDayJson(app.ctx, guestOf(request), request.params.id, request.query.date),
      ),
  );

  api.get(
    '/activities/:id/availability/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: "Per day, the most places any open slot still has: the booking dialog's date picker",
        params: idParam,
        querystring: activityAvailabilityQuery,
        response: { 200: activityAvailability, ...errors },
      },
    },
    async (request) =>
      getAvailability(app.ctx, guestOf(request), request.params.id, request.query.from, request.query.to),
  );

  api.post(
    '/activity-bookings/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary:
          'Book an activity: the server checks the rules, prices it and takes the places; send an Idempotency-Key so a retry returns the same booking',
        headers: idempotencyHeaders,
        body: activityBookingRequest,
        response: { 201: activityBooking, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await bookActivity(
        app.ctx,
        guestOf(request),
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
        request.log,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(outcome.value);
    },
  );

  api.get(
    '/guest/activities/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: "The stay's activity bookings, latest start first, each with can_cancel",
        response: { 200: guestActivityBookings, ...errors },
      },
    },
    async (request) => listGuestBookings(app.ctx, guestOf(request)),
  );

  api.get(
    '/guest/activities/calendar.ics',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: "The stay's whole itinerary as an iCalendar file (RFC 5545), stable UIDs",
        response: errors,
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      const { bookings } = await listGuestBookings(app.ctx, guest);
      return sendCalendar(reply, 'itinerary.ics', bookingsCalendar(bookings, calendarHotel(guest)));
    },
  );

  api.get(
    '/guest/activities/:id/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: 'One activity booking of this stay',
        params: idParam,
        response: { 200: activityBooking, ...errors },
      },
    },
    async (request) => getGuestBooking(app.ctx, guestOf(request), request.params.id),
  );

  api.get(
    '/guest/activities/:id/calendar.ics',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: 'One booking as an iCalendar file; downloading it again updates the same calendar entry',
        params: idParam,
        response: errors,
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      const booking = await getGuestBooking(app.ctx, guest, request.params.id);
      return sendCalendar(
        reply,
        `${booking.reference_number}.ics`,
        bookingsCalendar([booking], calendarHotel(guest)),
      );
    },
  );

  api.post(
    '/guest/activities/:id/cancel/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['activities'],
        summary: "Cancel one of this stay's bookings while can_cancel holds; frees its places",
        params: idParam,
        response: { 200: activityBooking, ...errors },
      },
    },
    async (request) => cancelGuestBooking(app.ctx, guestOf(request), request.params.id, request.log),
  );

  staffActivityRoutes(app);

  const stopFollowing = followDayChanges(app.ctx);
  app.addHook('onClose', async () => stopFollowing());

  const stopReminders = startReminderJob(app.ctx, app.log);
  app.addHook('onClose', async () => stopReminders());
}

function sendCalendar(reply: FastifyReply, fileName: string, body: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

const calendarHotel = (guest: GuestPrincipal) => ({
  uniqueId: guest.hotelUniqueId,
  currencyCode: guest.currency.code,
});
