import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized, guestError } from '../../platform/http/errors.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { findGuestPrincipal, guestSessionCache as guestCache, type GuestPrincipal } from '../stays/index.ts';
import { englishText } from '../../platform/i18n/ui-text.ts';

export const SESSION_COOKIE = 'session_token';

/** A token of one hotel sent with another hotel's id: a stale session on a shared device. */
export const HOTEL_MISMATCH = englishText('serverErrors.sessionOtherHotel');
const AUTHORIZATION_PATTERN = /^(?:Token|Bearer|Session)\s+(\S+)$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token from `Authorization: Token …` (or Bearer/Session, which the spec's client also sends), else the cookie. */
export function readToken(request: FastifyRequest): { token: string; fromHeader: boolean } | null {
  const header = request.headers.authorization;
  const match = header ? AUTHORIZATION_PATTERN.exec(header) : null;
  if (match?.[1]) return { token: match[1], fromHeader: true };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, fromHeader: false } : null;
}

/** After a change to the stay the principal carries (its language): this request's next call reads it anew. */
export function forgetCachedGuestOf(request: FastifyRequest): void {
  const found = readToken(request);
  if (found) guestCache.forget(hashToken(found.token));
}

function requireHeaderForChanges(request: FastifyRequest, fromHeader: boolean): void {
  // A cookie rides along on cross-site requests; only a header the page set itself may change state.
  if (!fromHeader && !SAFE_METHODS.has(request.method)) {
    throw unauthorized('This request needs the Authorization header.');
  }
}

export async function resolveGuest(request: FastifyRequest): Promise<GuestPrincipal | null> {
  const found = readToken(request);
  if (!found) return null;
  requireHeaderForChanges(request, found.fromHeader);
  const tokenHash = hashToken(found.token);
  const now = request.server.ctx.now();
  const cached = guestCache.get(tokenHash, now);
  if (cached) return cached;
  const principal = await findGuestPrincipal(request.server.ctx.db, tokenHash, now);
  if (!principal) {
    guestCache.forget(tokenHash);
    return null;
  }
  guestCache.set(tokenHash, principal, now);
  return principal;
}

/**
 * preHandler for guest routes: 401 unless a live guest session is presented. The session decides the
 * hotel; an X-Hotel-ID naming another one (a phone that moved hotels with a stale token) gets a 403, which
 * sends the guest app back to its login.
 */
export async function authenticateGuest(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const principal = await resolveGuest(request);
  if (!principal) throw unauthorized('Your session has expired. Please log in again.');
  const claimedHotel = request.headers['x-hotel-id'];
  if (typeof claimedHotel === 'string' && claimedHotel !== '' && claimedHotel !== principal.hotelUniqueId) {
    throw guestError(403, 'sessionOtherHotel', 'hotel_mismatch');
  }
  // Every write may create rows: one session (or one address) cannot make thousands a minute.
  if (!SAFE_METHODS.has(request.method))
    await request.server.requestLimits.assertGuestWrite(principal.sessionId, request.ip);
  request.guest = principal;
  request.language = principal.language;
}

export function guestOf(request: FastifyRequest): GuestPrincipal {
  if (!request.guest) throw unauthorized();
  return request.guest;
}
