import type { FastifyInstance } from 'fastify';

/**
 * Security headers as constant objects set by one hook. @fastify/helmet builds them per request and
 * cost 45% of the throughput of a cached read (docs/decisions/0004-security-headers-without-helmet.md).
 */
const EVERY_RESPONSE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "script-src 'self'",
  // The theme and toasts set inline styles; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
].join('; ');

/** Headers for the HTML document: the page is what the policy protects. */
export const DOCUMENT_HEADERS = { 'content-security-policy': CONTENT_SECURITY_POLICY } as const;

const HTTPS_ONLY = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } as const;

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EVERY_RESPONSE);
    if (request.protocol === 'https') reply.headers(HTTPS_ONLY);
    done();
  });
}
