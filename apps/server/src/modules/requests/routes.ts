import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import {
  bookingParams,
  bookingPatchRequest,
  bookingResponse,
  staffRequestListQuery,
  staffRequestListResponse,
  staffRequestParams,
  staffRequestStatsQuery,
  staffRequestStatsResponse,
  staffServiceRequest,
  type StaffServiceRequest,
} from '@hotel/contracts/requests';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import { recordAudit, staffActor } from '../audit/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import {
  acknowledgeRequest,
  completeServiceRequest,
  getBooking,
  listStaffRequests,
  requestStats,
  updateBooking,
} from './service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** Records a staff member's move of a request (after it committed): taken or done, with its room and kind. */
async function recordRequestChange(
  app: FastifyInstance,
  request: FastifyRequest,
  task: StaffServiceRequest,
  action: 'acknowledged' | 'completed',
): Promise<StaffServiceRequest> {
  const staff = staffOf(request);
  await recordAudit(app.ctx.db, staff.hotelId, staffActor(request, staff), {
    kind: 'request.status_changed',
    subject: `Room ${task.room}`,
    detail: { request: task.kind, action, status: task.status },
  });
  return task;
}

/** Service requests: the guest's six toggles on their booking, and the staff's task list. */
export async function requestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/bookings/:bookingId/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['requests'],
        summary: "The guest's booking (stay) with its service-request toggles",
        params: bookingParams,
        response: { 200: bookingResponse, ...errors },
      },
    },
    async (request) => getBooking(app.ctx, guestOf(request), request.params.bookingId),
  );

  api.patch(
    '/bookings/:bookingId/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['requests'],
        summary:
          'Turn one toggle on or off (exactly one field); turning a request on opens a task for staff, off withdraws it',
        params: bookingParams,
        body: bookingPatchRequest,
        response: { 200: bookingResponse, ...errors },
      },
    },
    async (request) =>
      updateBooking(app.ctx, guestOf(request), request.params.bookingId, request.body, request.log),
  );

  api.get(
    '/staff/requests/',
    {
      onRequest: requireStaff('requests.manage'),
      schema: {
        tags: ['staff'],
        summary: "The staff member's hotel's service requests: open ones oldest first",
        querystring: staffRequestListQuery,
        response: { 200: staffRequestListResponse, ...errors },
      },
    },
    async (request) => ({
      requests: await listStaffRequests(app.ctx, staffOf(request), request.query.status),
    }),
  );

  api.get(
    '/staff/requests/stats/',
    {
      onRequest: requireStaff('requests.manage'),
      schema: {
        tags: ['staff'],
        summary:
          'Requests per day (hotel time, today first) with the median times to acknowledge and complete',
        querystring: staffRequestStatsQuery,
        response: { 200: staffRequestStatsResponse, ...errors },
      },
    },
    async (request) => requestStats(app.ctx, staffOf(request), request.query.days),
  );

  api.post(
    '/staff/requests/:id/acknowledge/',
    {
      onRequest: requireStaff('requests.manage'),
      schema: {
        tags: ['staff'],
        summary: 'Take an open request: every console stops re-alerting it; the first to take it keeps it',
        params: staffRequestParams,
        response: { 200: staffServiceRequest, ...errors },
      },
    },
    async (request) =>
      recordRequestChange(
        app,
        request,
        await acknowledgeRequest(app.ctx, staffOf(request), request.params.id, request.log),
        'acknowledged',
      ),
  );

  api.post(
    '/staff/requests/:id/complete/',
    {
      onRequest: requireStaff('requests.manage'),
      schema: {
        tags: ['staff'],
        summary: 'Mark a request done: the guest is notified and their toggle turns off',
        params: staffRequestParams,
        response: { 200: staffServiceRequest, ...errors },
      },
    },
    async (request) =>
      recordRequestChange(
        app,
        request,
        await completeServiceRequest(app.ctx, staffOf(request), request.params.id, request.log),
        'completed',
      ),
  );
}
