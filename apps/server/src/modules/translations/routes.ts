import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import { DEFAULT_LANGUAGE } from '@hotel/contracts/languages';
import {
  toggleLanguageResponse,
  translationReportRequest,
  translationReportResponse,
  translationStatusQuery,
  translationStatusResponse,
  translationsQuery,
  translationsResponse,
} from '@hotel/contracts/translations';
import { createTranslationProvider } from '../../platform/providers/translation-providers.ts';
import { uiCatalogue } from '../../platform/i18n/ui-text.ts';
import { authenticateGuest, forgetCachedGuestOf, guestOf, resolveGuest } from '../auth/index.ts';
import { startTranslationWorker } from './job.ts';
import { contentTranslation, translationState, type ContentTranslator } from './service.ts';
import { reportTranslation, toggleLanguage } from './guest-service.ts';
import { staffTranslationRoutes } from './staff-routes.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * SPEC's translation calls (docs/decisions/0114-content-translation-jobs.md). `ui` is the guest app's
 * catalogue for the language; `content` is the guest's hotel's content in it, as far as it is translated.
 * Without a provider (TRANSLATION_PROVIDER=none) content stays as staff wrote it, but for a manager's own
 * corrections, and the status says `none`.
 */
export async function translationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = createTranslationProvider(app.ctx.config);
  const translator: ContentTranslator | null = provider
    ? {
        provider,
        worker: startTranslationWorker(app.ctx, provider, app.log, app.ctx.config.TRANSLATION_CONCURRENCY),
      }
    : null;
  app.addHook('onClose', async () => {
    translator?.worker.stop();
    // A provider call under way is not waited for: its lease runs out and another instance carries on.
    await Promise.race([translator?.worker.idle(), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });

  api.get(
    '/translations/',
    {
      schema: {
        tags: ['i18n'],
        summary:
          "The UI catalogue of a language and the guest's hotel's content in it, with the state of its translation (asking queues a pass when the content changed; force=true always does)",
        querystring: translationsQuery,
        response: { 200: translationsResponse, ...errors },
      },
    },
    async (request) => {
      const language = request.query.language_code ?? DEFAULT_LANGUAGE;
      const ui = uiCatalogue(language) ?? {};
      const guest = await resolveGuest(request);
      if (!guest) {
        return { ui, content: {}, language, translation_status: 'none' as const, translation_progress: 0 };
      }
      const state = await contentTranslation(
        app.ctx,
        translator,
        guest.hotelId,
        language,
        request.query.force === 'true',
      );
      return {
        ui,
        content: state.content,
        language,
        translation_status: state.status,
        translation_progress: state.progress,
      };
    },
  );

  api.get(
    '/translations/status/',
    {
      schema: {
        tags: ['i18n'],
        summary:
          "Progress of the guest's hotel's content translation into a language (none: no provider, or a language it lacks)",
        querystring: translationStatusQuery,
        response: { 200: translationStatusResponse, ...errors },
      },
    },
    async (request) => {
      const language = request.query.language_code ?? DEFAULT_LANGUAGE;
      const guest = await resolveGuest(request);
      const state = guest
        ? await translationState(app.ctx, translator, guest.hotelId, language)
        : { status: 'none' as const, progress: 0 };
      return { ...state, language };
    },
  );

  api.post(
    '/translations/reports/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['i18n'],
        summary: 'Report a translation of the hotel content that reads wrong: it reaches the staff console',
        body: translationReportRequest,
        response: { 201: translationReportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const report = await reportTranslation(app.ctx, guestOf(request), request.body, request.log);
      return reply.code(201).send(report);
    },
  );

  api.post(
    '/toggle-language/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['i18n'],
        summary:
          "Switch the session between the hotel's own language (its content as written) and the guest's last other choice",
        response: { 200: toggleLanguageResponse, ...errors },
      },
    },
    async (request) => {
      const toggled = await toggleLanguage(app.ctx, guestOf(request));
      forgetCachedGuestOf(request);
      return toggled;
    },
  );

  staffTranslationRoutes(app, translator);
}
