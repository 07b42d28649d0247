import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** A lone UTF-16 surrogate: `\ud800` in JSON is valid syntax but not text (jsonb and UTF-8 refuse it). */
const LONE_SURROGATE = /\p{Cs}/u;
/** The only way JSON can carry one is an escape; bodies without one skip the walk. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused), then refused with a 400
 * naming the field when any string or key holds a lone surrogate, so no text field of any route can
 * reach the database with one (it answered 500 on both databases).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const where = SURROGATE_ESCAPE.test(body as string) ? findLoneSurrogate(value, '') : undefined;
      if (where === undefined) return done(null, value);
      done(
        new HttpError(
          400,
          `${where || 'body'}: Text contains an unpaired surrogate character; send valid Unicode text`,
          'invalid_text',
        ),
        undefined,
      );
    });
  });
}

/** The path of the first string or key with a lone surrogate, or undefined. */
export function findLoneSurrogate(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return innerPath;
    const found = findLoneSurrogate(inner, innerPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
