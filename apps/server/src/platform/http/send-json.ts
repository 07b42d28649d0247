import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was validated and serialised earlier (a cached answer). A string payload skips the
 * response serializer, which would otherwise re-validate the same bytes on every hit.
 */
export function sendSerializedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
