import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';

/**
 * Request ids (docs/decisions/0151-metrics-and-request-ids.md): the proxy's `X-Request-Id` when it looks like
 * an id (at most 128 of letters, digits and `_ . : -`), else a random UUID — never a per-process counter, which
 * every instance would start again at req-1. Fastify puts it in every log line of the request under
 * REQUEST_ID_LOG_LABEL, and the response echoes it, so a guest's report, the proxy's log and ours meet.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_LOG_LABEL = 'request_id';

const SANE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Fastify's options for it; Fastify's own `requestIdHeader` is off, since it would take any header as it is. */
export function requestIdOptions() {
  return {
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
    genReqId: requestIdOf,
  } as const;
}

/** Every response, errors and 404s included, says which request it answers. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
