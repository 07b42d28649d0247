import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import { staffTranslationsResponse, translationCorrectionRequest } from '@hotel/contracts/translations';
import { staffActor } from '../audit/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import type { ContentTranslator } from './service.ts';
import { correctTranslation, dismissReport, staffTranslations } from './staff-service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

/** The console's translations screen: each language's progress, guests' reports, the hotel's corrections. */
export function staffTranslationRoutes(app: FastifyInstance, translator: ContentTranslator | null): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const managers = { onRequest: requireStaff('content.edit') };

  api.get(
    '/staff/translations/',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: "The hotel's content translation: each language's job, open reports and corrections",
        response: { 200: staffTranslationsResponse, ...errors },
      },
    },
    async (request) => staffTranslations(app.ctx, translator, staffOf(request).hotelId),
  );

  api.put(
    '/staff/translations/corrections/',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary:
          "Set the hotel's own wording of one text in one language (never overwritten by the machine); resolves the report it answers",
        body: translationCorrectionRequest,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      await correctTranslation(app.ctx, staff, request.body, request.log, staffActor(request, staff));
      return { ok: true as const };
    },
  );

  api.post(
    '/staff/translations/reports/:id/dismiss/',
    {
      ...managers,
      schema: {
        tags: ['staff'],
        summary: 'Close a report without a correction (the translation reads fine)',
        params: idParam,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await dismissReport(app.ctx, staffOf(request), request.params.id, request.log);
      return { ok: true as const };
    },
  );
}
