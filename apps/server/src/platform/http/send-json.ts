import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was validated and serialised earlier (a cached answer). A string or Buffer payload skips
 * the response serializer, which would otherwise re-validate the same bytes on every hit; a Buffer kept with
 * the answer is not measured and encoded again for each reader.
 */
export function sendSerializedJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
