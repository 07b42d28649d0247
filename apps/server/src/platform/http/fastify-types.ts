import type { AppContext } from '../context.ts';
import type { RequestLimits } from '../rate-limit/request-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Per-session and per-address request rates of this instance. */
    requestLimits: RequestLimits;
  }
}
