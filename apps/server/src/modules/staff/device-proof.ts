import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The "known device" proof of decision 0145 (OWASP's device cookies): a browser that signed in to an
 * account keeps a long-lived HttpOnly cookie naming it, and its later attempts at that account are counted
 * apart, so failures from anywhere else never refuse it. The cookie is `<nonce>.<mac>`, the mac an HMAC of
 * the account and nonce keyed by the account's password hash: no secret to configure, valid on every
 * instance, and a new password (a manager's reset, the member's own change) voids every proof at once.
 * One cookie per account (its id in the name), so accounts sharing a desk computer each keep theirs; sent
 * only to the sign-in call.
 */
const COOKIE_PREFIX = 'staff_device_';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const NONCE_PATTERN = /^[\w-]{22}$/;

export interface DeviceAccount {
  id: number;
  passwordHash: string;
}

function macOf(account: DeviceAccount, nonce: string): string {
  return createHmac('sha256', account.passwordHash)
    .update(`staff-device:${account.id}:${nonce}`)
    .digest('base64url');
}

/** The device's id (the nonce) when the request carries a valid proof for this account; else null. */
export function readDeviceProof(request: FastifyRequest, account: DeviceAccount): string | null {
  const value = request.cookies?.[COOKIE_PREFIX + account.id];
  if (!value) return null;
  const [nonce, mac, ...rest] = value.split('.');
  if (!nonce || !mac || rest.length > 0 || !NONCE_PATTERN.test(nonce)) return null;
  const expected = Buffer.from(macOf(account, nonce));
  const sent = Buffer.from(mac);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? nonce : null;
}

/** Sets (or renews) the proof after a successful sign-in; keeps the device's id when it had one. */
export function setDeviceProof(
  request: FastifyRequest,
  reply: FastifyReply,
  account: DeviceAccount,
  nonce: string | null,
): void {
  const id = nonce ?? randomBytes(16).toString('base64url');
  reply.setCookie(COOKIE_PREFIX + account.id, `${id}.${macOf(account, id)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: request.routeOptions.url ?? '/',
    maxAge: MAX_AGE_SECONDS,
  });
}

/** A short name of the account's current password, so its counts start afresh with a new password. */
export function passwordGeneration(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 12);
}
