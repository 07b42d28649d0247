import type { LocationScope, StaffRole } from '@hotel/contracts/staff';
import type { HotelCurrency } from '../hotels/currency.ts';

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

export interface StaffPrincipal {
  sessionId: number;
  staffMemberId: number;
  hotelId: number;
  hotelUniqueId: string;
  timezone: string;
  role: StaffRole;
  /** Kitchen accounts: whose orders they see (null: all). */
  locationScope: LocationScope;
  expiresAt: Date;
}
