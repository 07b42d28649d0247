/** Who is calling, taken from the session, never from ids the client sends. */
export interface GuestPrincipal {
  sessionId: number;
  stayId: number;
  hotelId: number;
  hotelUniqueId: string;
  timezone: string;
  currencySymbol: string;
  language: string;
  expiresAt: Date;
}

export interface StaffPrincipal {
  sessionId: number;
  staffMemberId: number;
  hotelId: number;
  hotelUniqueId: string;
  timezone: string;
  expiresAt: Date;
}
