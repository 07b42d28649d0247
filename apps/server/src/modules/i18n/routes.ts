import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import { LANGUAGE_GROUPS, LANGUAGE_NAMES } from '@hotel/contracts/languages';
import { languagesResponse, setLanguageRequest, setLanguageResponse } from '@hotel/contracts/languages-api';
import { authenticateGuest, forgetCachedGuestOf, guestOf } from '../auth/index.ts';
import { updateStayLanguage } from '../stays/index.ts';

export async function i18nRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/languages/',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Supported languages: code to native name, and the groups the selector shows them in',
        response: { 200: languagesResponse },
      },
    },
    async () => ({
      languages: LANGUAGE_NAMES,
      groups: LANGUAGE_GROUPS.map(({ id, languages }) => ({ id, languages: [...languages] })),
    }),
  );

  api.post(
    '/languages/set/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['i18n'],
        summary: "Save the guest's language on the stay",
        body: setLanguageRequest,
        response: { 200: setLanguageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await updateStayLanguage(app.ctx.db, guestOf(request).stayId, request.body.language);
      forgetCachedGuestOf(request);
      return { language: request.body.language };
    },
  );
}
