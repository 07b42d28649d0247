import type { AppContext } from '../context.ts';
import type { GuestPrincipal, StaffPrincipal } from '../../modules/auth/principals.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    guest: GuestPrincipal | null;
    staff: StaffPrincipal | null;
  }
}
