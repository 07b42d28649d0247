import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkOutRequest } from '@hotel/contracts/billing';
import { errorResponse, idParam } from '@hotel/contracts/common';
import {
  staffStay,
  stayBoard as stayBoardResponse,
  stayBoardQuery,
  stayCreate,
  stayImportRefusal,
  stayImportRequest,
  stayImportResult,
  stayUpdate,
} from '@hotel/contracts/stays';
import { staffActor } from '../audit/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import { ImportRefused, importArrivals } from './stay-import.ts';
import { cancelArrival, changeStay, checkIn, checkOut, stayBoard } from './stay-service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export function staffStayRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireStaff('stays.manage');

  api.get(
    '/staff/stays/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: "A day's arrivals, in-house guests and departures (today in the hotel's time zone)",
        querystring: stayBoardQuery,
        response: { 200: stayBoardResponse, ...errors },
      },
    },
    async (request) => stayBoard(app.ctx, staffOf(request), request.query.date),
  );

  api.post(
    '/staff/stays/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Check a guest in: room, family name, dates and language; overlapping stays are refused',
        body: stayCreate,
        response: { 201: staffStay, ...errors },
      },
    },
    async (request, reply) => {
      const stay = await checkIn(app.ctx, staffOf(request), request.body, request.log);
      return reply.status(201).send(stay);
    },
  );

  api.patch(
    '/staff/stays/:id/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          "Change a stay's room, name, dates or language; phones signed in stay signed in while the dates cover today",
        params: idParam,
        body: stayUpdate,
        response: { 200: staffStay, ...errors },
      },
    },
    async (request) => changeStay(app.ctx, staffOf(request), request.params.id, request.body, request.log),
  );

  api.post(
    '/staff/stays/:id/check-out/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          "Check out: the stay ends today and the guest's sessions and sockets end at once; an unpaid folio needs a manager's override_reason",
        params: idParam,
        body: checkOutRequest,
        response: { 200: staffStay, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const actor = staffActor(request, staff);
      return checkOut(app.ctx, staff, request.params.id, request.log, request.body ?? {}, actor);
    },
  );

  api.delete(
    '/staff/stays/:id/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Cancel an arrival nobody has signed in to yet',
        params: idParam,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await cancelArrival(app.ctx, staffOf(request), request.params.id, request.log);
      return { ok: true as const };
    },
  );

  api.post(
    '/staff/stays/import/',
    {
      onRequest: guard,
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['staff'],
        summary:
          'Import arrivals (rows of a CSV file with their line numbers): dry_run previews every bad line; the import writes all or none',
        body: stayImportRequest,
        response: { 200: stayImportResult, ...errors, 400: z.union([stayImportRefusal, errorResponse]) },
      },
    },
    async (request, reply) => {
      try {
        return await importArrivals(app.ctx, staffOf(request), request.body, request.log);
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        return reply
          .status(400)
          .send({ detail: error.message, code: 'import_invalid' as const, errors: error.errors });
      }
    },
  );
}
