import type { GuestPrincipal, StaffPrincipal } from './principals.ts';

/** Who is calling, set by the guest and staff guards before a handler runs. */
declare module 'fastify' {
  interface FastifyRequest {
    guest: GuestPrincipal | null;
    staff: StaffPrincipal | null;
  }
}
