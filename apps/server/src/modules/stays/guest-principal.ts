import type { HotelCurrency } from '../hotels/index.ts';

/** Who is calling, taken from the session, never from ids the client sends. */
export interface GuestPrincipal {
  sessionId: number;
  stayId: number;
  hotelId: number;
  hotelUniqueId: string;
  timezone: string;
  currency: HotelCurrency;
  language: string;
  expiresAt: Date;
}

/** Who is calling, set by the guest guard before a handler runs. */
declare module 'fastify' {
  interface FastifyRequest {
    guest: GuestPrincipal | null;
  }
}
