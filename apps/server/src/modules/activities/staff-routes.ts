import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityInput,
  closure,
  closureInput,
  scheduleInput,
  staffActivity,
  staffActivityBooking,
  staffActivityDay,
  staffActivityList,
  staffBookingChange,
  staffDayQuery,
} from '@hotel/contracts/activities';
import { errorResponse, idParam } from '@hotel/contracts/common';
import { notFound } from '../../platform/http/errors.ts';
import { recordAudit, staffActor } from '../audit/index.ts';
import { type StaffPrincipal, requireStaff, staffOf } from '../staff/index.ts';
import {
  addClosure,
  addSchedule,
  changeSchedule,
  changeStaffBooking,
  listStaffActivities,
  removeClosure,
  removeSchedule,
  saveStaffActivity,
  staffDay,
} from './staff-service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const id = z.coerce.number().int().positive().max(2_147_483_647);
const scheduleParams = z.object({ id, scheduleId: id });
const closureParams = z.object({ id, closureId: id });

/** The console's side of activities: a day's bookings per slot, status changes, and the editor. */
export function staffActivityRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['staff', 'activities'];

  async function activityOf(staff: StaffPrincipal, activityId: number) {
    const list = await listStaffActivities(app.ctx, staff);
    const found = list.find((activity) => activity.id === activityId);
    if (!found) throw notFound('Activity not found.', 'activity_not_found');
    return found;
  }

  /** Records an editor's change to an activity (after it committed), with what changed where it matters. */
  async function recordActivityChange(
    request: FastifyRequest,
    activity: { name: string; price: number; active?: boolean },
    detail: Record<string, unknown>,
  ) {
    const staff = staffOf(request);
    await recordAudit(app.ctx.db, staff.hotelId, staffActor(request, staff), {
      kind: 'activity.changed',
      subject: activity.name,
      detail,
    });
  }

  api.get(
    '/staff/activity-bookings/day/',
    {
      onRequest: requireStaff('bookings.manage'),
      schema: {
        tags,
        summary: "A day's slots per activity with their bookings (today in the hotel's zone by default)",
        querystring: staffDayQuery,
        response: { 200: staffActivityDay, ...errors },
      },
    },
    async (request) => staffDay(app.ctx, staffOf(request), request.query.date),
  );

  api.patch(
    '/staff/activity-bookings/:id/',
    {
      onRequest: requireStaff('bookings.manage'),
      schema: {
        tags,
        summary: 'Confirm, cancel (with a reason the guest sees), or mark attended / no-show',
        params: idParam,
        body: staffBookingChange,
        response: { 200: staffActivityBooking, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const booking = await changeStaffBooking(app.ctx, staff, request.params.id, request.body, request.log);
      const cancelled = request.body.action === 'cancel';
      await recordAudit(app.ctx.db, staff.hotelId, staffActor(request, staff), {
        kind: cancelled ? 'booking.cancelled' : 'booking.status_changed',
        subject: `${booking.activity_name} ${booking.reference_number}`,
        detail: {
          room: booking.room_number,
          status: booking.status,
          ...(cancelled && request.body.reason && { reason: request.body.reason }),
          ...(request.body.payment_method && { payment_method: request.body.payment_method }),
        },
      });
      return booking;
    },
  );

  api.get(
    '/staff/activities/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Every activity of the hotel with its options, schedules and coming closures',
        response: { 200: staffActivityList, ...errors },
      },
    },
    async (request) => {
      return listStaffActivities(app.ctx, staffOf(request));
    },
  );

  api.post(
    '/staff/activities/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Create an activity',
        body: activityInput,
        response: { 201: staffActivity, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const activityId = await saveStaffActivity(app.ctx, staff, undefined, request.body);
      const created = await activityOf(staff, activityId);
      await recordActivityChange(request, created, { action: 'added', price: created.price });
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/staff/activities/:id/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Change an activity and replace its options; bookings keep what they were booked with',
        params: idParam,
        body: activityInput,
        response: { 200: staffActivity, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const before = await activityOf(staff, request.params.id);
      await saveStaffActivity(app.ctx, staff, request.params.id, request.body);
      const after = await activityOf(staff, request.params.id);
      const changes: Record<string, unknown> = {};
      for (const field of ['name', 'price', 'price_per_person', 'active', 'prepayment_required'] as const) {
        if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
      }
      await recordActivityChange(request, after, { action: 'edited', ...changes });
      return after;
    },
  );

  api.post(
    '/staff/activities/:id/schedules/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Add weekly hours or a session',
        params: idParam,
        body: scheduleInput,
        response: { 201: staffActivity, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await addSchedule(app.ctx, staff, request.params.id, request.body);
      const activity = await activityOf(staff, request.params.id);
      await recordActivityChange(request, activity, { action: 'schedule_added' });
      return reply.status(201).send(activity);
    },
  );

  api.put(
    '/staff/activities/:id/schedules/:scheduleId/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Change a schedule; a capacity below what a coming slot holds is refused (409)',
        params: scheduleParams,
        body: scheduleInput,
        response: { 200: staffActivity, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await changeSchedule(app.ctx, staff, request.params.id, request.params.scheduleId, request.body);
      const activity = await activityOf(staff, request.params.id);
      await recordActivityChange(request, activity, {
        action: 'schedule_changed',
        schedule: request.params.scheduleId,
      });
      return activity;
    },
  );

  api.delete(
    '/staff/activities/:id/schedules/:scheduleId/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Remove a schedule with no coming bookings',
        params: scheduleParams,
        response: { 200: staffActivity, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await removeSchedule(app.ctx, staff, request.params.id, request.params.scheduleId);
      const activity = await activityOf(staff, request.params.id);
      await recordActivityChange(request, activity, {
        action: 'schedule_removed',
        schedule: request.params.scheduleId,
      });
      return activity;
    },
  );

  api.post(
    '/staff/activities/:id/closures/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Close a day or a slot: its bookings are cancelled and each guest is told the reason',
        params: idParam,
        body: closureInput,
        response: { 201: closure, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const added = await addClosure(app.ctx, staff, request.params.id, request.body, request.log);
      await recordActivityChange(request, await activityOf(staff, request.params.id), {
        action: 'closed',
        ...request.body,
      });
      return reply.status(201).send(added);
    },
  );

  api.delete(
    '/staff/activities/:id/closures/:closureId/',
    {
      onRequest: requireStaff('activities.edit'),
      schema: {
        tags,
        summary: 'Reopen a closed day or slot (cancelled bookings stay cancelled)',
        params: closureParams,
        response: { 200: staffActivity, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await removeClosure(app.ctx, staff, request.params.id, request.params.closureId);
      const activity = await activityOf(staff, request.params.id);
      await recordActivityChange(request, activity, {
        action: 'reopened',
        closure: request.params.closureId,
      });
      return activity;
    },
  );
}
