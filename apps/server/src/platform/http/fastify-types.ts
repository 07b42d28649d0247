import type { AppContext } from '../context.ts';
import type { RequestLimits } from '../rate-limit/request-limits.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language: set from the guest's session by the guard; else the Accept-Language header. */
    language: string | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** Per-session and per-address request rates of this instance. */
    requestLimits: RequestLimits;
  }
}
