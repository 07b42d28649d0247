import { PrincipalCache } from '../../platform/security/principal-cache.ts';
import type { GuestPrincipal } from './guest-principal.ts';

/** This instance's short memory of guest sessions: the guard fills it, a check-out empties it. */
export const guestSessionCache = new PrincipalCache<GuestPrincipal>();

export function forgetCachedGuestSession(tokenHash: string): void {
  guestSessionCache.forget(tokenHash);
}
