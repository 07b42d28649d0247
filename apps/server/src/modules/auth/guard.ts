import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { findGuestPrincipal, findStaffPrincipal } from './repository.ts';
import type { GuestPrincipal, StaffPrincipal } from './principals.ts';

export const SESSION_COOKIE = 'session_token';
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

/**
 * Looks sessions up at most once per CACHE_MS per instance: a cached read, or a staff member's stream of
 * changes, should not pay a join each time. Revocation on another instance therefore takes up to CACHE_MS
 * to bite; expiry is checked on every use.
 */
const CACHE_MS = 5_000;
const CACHE_LIMIT = 50_000;

class PrincipalCache<P extends { expiresAt: Date }> {
  private readonly entries = new Map<string, { principal: P; until: number }>();

  get(tokenHash: string, now: Date): P | undefined {
    const cached = this.entries.get(tokenHash);
    if (cached && cached.until > now.getTime() && cached.principal.expiresAt > now) return cached.principal;
    return undefined;
  }

  set(tokenHash: string, principal: P, now: Date): void {
    if (this.entries.size >= CACHE_LIMIT) this.entries.clear();
    this.entries.set(tokenHash, { principal, until: now.getTime() + CACHE_MS });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }
}

const guestCache = new PrincipalCache<GuestPrincipal>();
const staffCache = new PrincipalCache<StaffPrincipal>();

export function forgetCachedGuestSession(tokenHash: string): void {
  guestCache.forget(tokenHash);
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
    throw forbidden('This session belongs to another hotel. Please log in again.', 'hotel_mismatch');
  }
  request.guest = principal;
}

export function guestOf(request: FastifyRequest): GuestPrincipal {
  if (!request.guest) throw unauthorized();
  return request.guest;
}

/** preHandler for staff routes; staff tokens live in their own table, so a guest token never passes. */
export async function authenticateStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const found = readToken(request);
  if (!found || !found.fromHeader) throw unauthorized('Staff authentication required.');
  const tokenHash = hashToken(found.token);
  const now = request.server.ctx.now();
  let principal = staffCache.get(tokenHash, now);
  if (!principal) {
    principal = await findStaffPrincipal(request.server.ctx.db, tokenHash, now);
    if (!principal) throw unauthorized('Your staff session has expired. Please log in again.');
    staffCache.set(tokenHash, principal, now);
  }
  request.staff = principal;
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized('Staff authentication required.');
  return request.staff;
}
