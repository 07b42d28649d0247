import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../database/database.ts';
import { localisedServerError, preferredLanguage } from '../i18n/ui-text.ts';
import { HttpError } from './errors.ts';
import { redactErrorMessage } from './redact.ts';

/** How long a client should wait before retrying while the database is away (a restart takes seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE =
  'The hotel system is briefly unavailable. Please try again in a few seconds.';

type ValidationIssue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

/**
 * The first problem, as `detail` ('price: Price must not be negative') and, when it names one, the field it is
 * about ('price', 'options.0.name'), so that a form can show it beside that field.
 */
function describeValidation(
  context: string | undefined,
  issues: ValidationIssue[],
): { detail: string; field?: string } {
  const first = issues[0];
  const field =
    first?.params?.issue?.path?.join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const message = first?.message ?? 'Invalid input';
  const where = context === 'body' || !context ? '' : ` (${context})`;
  return field ? { detail: `${field}: ${message}${where}`, field } : { detail: `${message}${where}` };
}

/** Every failure leaves as `{detail, code?}` (a refused input also names its `field`) with a 4xx for the client's mistakes; 5xx only for ours. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const language = request.language ?? preferredLanguage(request.headers['accept-language']);
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({
          detail: error.textKey ? localisedServerError(error.textKey, error.detail, language) : error.detail,
          ...(error.code ? { code: error.code } : {}),
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        ...describeValidation(error.validationContext, error.validation as ValidationIssue[]),
        code: 'invalid_input',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type…
      return reply.status(status).send({ detail: error.message, code: error.code?.toLowerCase() });
    }
    if (isDatabaseUnavailable(error)) {
      // Logged once per outage by the health tracker, not once per request.
      app.ctx.health.reportDown('database', 'pool', redactErrorMessage(error));
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE, code: 'service_unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
}
