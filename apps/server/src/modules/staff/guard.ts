import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER, roleHasPermission, type StaffPermission } from '@hotel/contracts/staff';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { SESSION_ENDED_EVENT } from '../../platform/live/publish.ts';
import { PrincipalCache } from '../../platform/security/principal-cache.ts';
import type { StaffPrincipal } from './principal.ts';
import { extendStaffSession, findStaffPrincipal } from './repository.ts';

/** The console's session cookie: HttpOnly, SameSite=Strict, Secure behind https. */
export const STAFF_COOKIE = 'staff_session';

const AUTHORIZATION_PATTERN = /^(?:Token|Bearer)\s+(\S+)$/i;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A session used within this long of its last extension is not written again (one UPDATE a minute at most). */
const EXTEND_STEP_MS = 60_000;

/** One cache per app (per instance; tests run several in one process), found by its context. */
const staffCaches = new WeakMap<object, PrincipalCache<StaffPrincipal>>();

function cacheOf(ctx: object): PrincipalCache<StaffPrincipal> {
  let cache = staffCaches.get(ctx);
  if (!cache) staffCaches.set(ctx, (cache = new PrincipalCache<StaffPrincipal>()));
  return cache;
}

/**
 * The staff_update action that says an account's access changed (role, kitchen places, active): every
 * instance drops the account's cached sessions, so its next request is judged by the new access.
 */
export const ACCESS_CHANGED = 'access_changed';

export const NOT_SIGNED_IN = 'Your staff session has ended. Please sign in again.';
export const CSRF_FAILED = 'This change was not sent by the staff console. Reload the page and try again.';

/**
 * The CSRF token of a cookie session, derived from its token: the console reads it from the session
 * call and repeats it in X-CSRF-Token. A page on another site can make the browser send the cookie, but
 * cannot read the token (and SameSite=Strict already keeps the cookie off cross-site requests).
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url');
}

/** The session token: `Authorization: Token …` (API clients, no CSRF needed) or the console's cookie. */
export function readStaffToken(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const header = request.headers.authorization;
  const match = header ? AUTHORIZATION_PATTERN.exec(header) : null;
  if (match?.[1]) return { token: match[1], fromCookie: false };
  const cookie = request.cookies?.[STAFF_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The live staff session behind a token, from the short cache or the database. */
export async function resolveStaff(
  request: FastifyRequest,
  token: string,
): Promise<StaffPrincipal | undefined> {
  const { ctx } = request.server;
  const tokenHash = hashToken(token);
  const now = ctx.now();
  const cache = cacheOf(ctx);
  const cached = cache.get(tokenHash, now);
  if (cached) return cached;
  const principal = await findStaffPrincipal(ctx.db, tokenHash, now);
  if (!principal) {
    cache.forget(tokenHash);
    return undefined;
  }
  cache.set(tokenHash, principal, now);
  return principal;
}

/** An idle console signs itself out: each use moves the end of the session STAFF_SESSION_IDLE_MINUTES on. */
async function keepAlive(request: FastifyRequest, token: string, principal: StaffPrincipal) {
  const { ctx } = request.server;
  const idleMs = ctx.config.STAFF_SESSION_IDLE_MINUTES * 60_000;
  const now = ctx.now().getTime();
  if (principal.expiresAt.getTime() - now > idleMs - EXTEND_STEP_MS) return;
  const expiresAt = new Date(now + idleMs);
  await extendStaffSession(ctx.db, principal.sessionId, expiresAt);
  cacheOf(ctx).set(hashToken(token), { ...principal, expiresAt }, ctx.now());
}

export function forgetCachedStaffSession(ctx: object, tokenHash: string): void {
  cacheOf(ctx).forget(tokenHash);
}

/** Drops this instance's cached sessions of one account (its access just changed). */
export function forgetCachedStaffMember(ctx: object, hotelId: number, staffMemberId: number): void {
  cacheOf(ctx).forgetWhere(
    (principal) => principal.hotelId === hotelId && principal.staffMemberId === staffMemberId,
  );
}

/**
 * Follows the bus so changes made through another instance bite here at once too: an ended staff session
 * (logout, deactivation, password reset) and an account whose access changed. Returns the unsubscribe.
 */
export function followStaffAccessChanges(ctx: Pick<AppContext, 'bus'>): () => void {
  return ctx.bus.subscribe((event) => {
    if (event.stayId !== null || event.allGuests) return;
    if (event.type === SESSION_ENDED_EVENT) {
      const sessionId = event.payload.session_id;
      cacheOf(ctx).forgetWhere(
        (principal) => principal.hotelId === event.hotelId && principal.sessionId === sessionId,
      );
    } else if (
      event.type === 'staff_update' &&
      event.payload.topic === 'staff' &&
      event.payload.action === ACCESS_CHANGED &&
      typeof event.payload.id === 'number'
    ) {
      forgetCachedStaffMember(ctx, event.hotelId, event.payload.id);
    }
  });
}

/** The guard of a staff route, carrying the permission it checks (the permission tests read it). */
export type StaffGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  permission: StaffPermission | null;
};

/**
 * The `onRequest` hook of a staff route (before the body is read, so a stranger's request costs no
 * parsing and learns nothing from validation): a live staff session (not a guest's: staff tokens live
 * in their own table), a CSRF token for a cookie-borne change, and the route's permission for the
 * member's role. `null` is for the few routes every signed-in member may use (their own session and
 * password).
 */
export function requireStaff(permission: StaffPermission | null): StaffGuard {
  const guard = async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const found = readStaffToken(request);
    if (!found) throw unauthorized(NOT_SIGNED_IN);
    const principal = await resolveStaff(request, found.token);
    if (!principal) throw unauthorized(NOT_SIGNED_IN);
    if (found.fromCookie && !SAFE_METHODS.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameText(sent, csrfTokenFor(found.token)))
        throw forbidden(CSRF_FAILED, 'csrf_failed');
    }
    if (permission && !roleHasPermission(principal.role, permission))
      throw forbidden('Your role does not allow this. Ask a manager.', 'permission_denied');
    await keepAlive(request, found.token, principal);
    request.staff = principal;
  };
  return Object.assign(guard, { permission });
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized(NOT_SIGNED_IN);
  return request.staff;
}
