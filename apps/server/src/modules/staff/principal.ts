import type { LocationScope, StaffRole } from '@hotel/contracts/staff';

/** Who is calling from a console, taken from the staff session, never from ids the client sends. */
export interface StaffPrincipal {
  sessionId: number;
  /** The membership in this hotel: what other tables record as the one who acted. */
  staffMemberId: number;
  /** The person's account (email, password, language), shared by their memberships in other hotels. */
  staffAccountId: number;
  /** The person's name, for records that keep who acted (the audit log). */
  name: string;
  hotelId: number;
  hotelUniqueId: string;
  timezone: string;
  role: StaffRole;
  /** Kitchen accounts: whose orders they see (null: all). */
  locationScope: LocationScope;
  expiresAt: Date;
}

/** Set by the staff guard before a handler runs. */
declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}
