import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffPermission } from '@hotel/contracts/staff';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery, auditPage } from '@hotel/contracts/audit';
import { errorResponse } from '@hotel/contracts/common';
import { scheduleEvery } from '../../platform/jobs/schedule.ts';
import { dateInZone } from '../../platform/time.ts';
import { auditCsv, listAudit, purgeExpiredAudit, type AuditReader } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const RETENTION_EVERY_MS = 3_600_000;

/** The console's guard and principal, handed in by app.ts (see auditRoutes): the staff module's. */
export interface StaffAccess {
  requireStaff(permission: StaffPermission): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  staffOf(request: FastifyRequest): AuditReader;
}

/**
 * The audit log for managers (docs/audit.md): read a page, export the filtered entries, and its retention.
 * The staff module records its own changes here, so this module sits below it and is handed the console's
 * guard rather than importing it (which would make an import cycle).
 */
export function auditRoutes({ requireStaff, staffOf }: StaffAccess): FastifyPluginAsync {
  return async (app) => registerAuditRoutes(app, { requireStaff, staffOf });
}

async function registerAuditRoutes(
  app: FastifyInstance,
  { requireStaff, staffOf }: StaffAccess,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/audit/',
    {
      onRequest: requireStaff('audit.view'),
      schema: {
        tags: ['staff'],
        summary:
          "The hotel's audit log, newest first, 100 a page: who changed what, when and from where; filter by person, kind and day (hotel time)",
        querystring: auditListQuery,
        response: { 200: auditPage, ...errors },
      },
    },
    async (request) => listAudit(app.ctx, staffOf(request), request.query),
  );

  api.get(
    '/staff/audit/export.csv',
    {
      onRequest: requireStaff('audit.view'),
      schema: {
        tags: ['staff'],
        summary:
          'Every entry the filters match, as a CSV file for a spreadsheet (UTF-8 with a byte-order mark)',
        querystring: auditListQuery.omit({ before: true }),
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const today = dateInZone(app.ctx.now(), staff.timezone);
      const name = `audit-${staff.hotelUniqueId}-${request.query.day ?? today}.csv`.replace(/[^\w.-]/g, '_');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsv(app.ctx, staff, request.query)));
    },
  );

  // Hourly on every instance: each run deletes only what has expired since, so running twice costs nothing.
  scheduleEvery(app, 'audit retention', RETENTION_EVERY_MS, () => purgeExpiredAudit(app.ctx));
}
