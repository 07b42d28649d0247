import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import { guestDataErasure, guestDataExport, guestDataStatus } from '@hotel/contracts/privacy';
import { leaseHolder, runWithLease } from '../../platform/jobs/lease.ts';
import { scheduleEvery } from '../../platform/jobs/schedule.ts';
import { staffActor, systemActor } from '../audit/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import {
  eraseExpiredGuestData,
  eraseGuestData,
  exportGuestData,
  guestDataStatus as statusOf,
} from './service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** The job's name in job_leases, and how often and how long it may hold the lease. */
export const RETENTION_JOB = 'guest-data-retention';
const RETENTION_EVERY_MS = 3_600_000;
const RETENTION_LEASE_MS = 15 * 60_000;

/** A stay's personal data for managers (docs/privacy.md): its state, the JSON export, the erasure; and the automatic erasure. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireStaff('guest_data.manage');

  api.get(
    '/staff/stays/:id/personal-data/status/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: "Whether a stay's personal data may be erased (checked out) or was erased, and when",
        params: idParam,
        response: { 200: guestDataStatus, ...errors },
      },
    },
    async (request) => statusOf(app.ctx, staffOf(request).hotelId, request.params.id),
  );

  api.get(
    '/staff/stays/:id/personal-data/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          'Everything the hotel holds about one stay (name, orders, bookings, requests, chat, notifications, folio), as a JSON file; recorded in the audit log',
        params: idParam,
        response: { 200: guestDataExport, ...errors },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const document = await exportGuestData(
        app.ctx,
        staff.hotelId,
        request.params.id,
        staffActor(request, staff),
      );
      const name = `guest-data-${staff.hotelUniqueId}-stay-${document.stay.id}.json`.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(document);
    },
  );

  api.post(
    '/staff/stays/:id/erase-personal-data/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          "Erase a checked-out stay's personal data: name, chat, notes and free text become markers; money lines and counts stay. A stay in the house is refused (409)",
        params: idParam,
        response: { 200: guestDataErasure, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return eraseGuestData(app.ctx, staff.hotelId, request.params.id, staffActor(request, staff));
    },
  );

  // Hourly on every instance; the lease lets one of them run it at a time (decision 0155).
  const holder = leaseHolder();
  scheduleEvery(app, 'guest data retention', RETENTION_EVERY_MS, () =>
    runWithLease(app.ctx.db, RETENTION_JOB, { holder, leaseMs: RETENTION_LEASE_MS, now: app.ctx.now }, () =>
      eraseExpiredGuestData(app.ctx, systemActor('Guest data retention')),
    ),
  );
}
