import type { FastifyInstance, FastifyRequest } from 'fastify';

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

const POLICY_WITHOUT_CONNECT = [
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
  // The apps' service workers (/sw.js, /staff/sw.js) and the hotel's web manifest, from this origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ');

/** A host header fit to be written into the policy (anything else gets only 'self'). */
const PLAIN_HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9a-f:.]{2,45}\](:\d{1,5})?$/i;

/**
 * Headers for the HTML document: the page is what the policy protects. The page may open sockets to its
 * own origin only ('self' covers ws/wss of the same host in CSP 3; the explicit socket origin is for
 * browsers that predate it), not to any host as `ws: wss:` allowed.
 */
export function documentHeaders(request: Pick<FastifyRequest, 'host' | 'protocol'>): Record<string, string> {
  const host = request.host;
  const socketOrigin = PLAIN_HOST.test(host)
    ? ` ${request.protocol === 'https' ? 'wss' : 'ws'}://${host}`
    : '';
  return { 'content-security-policy': `${POLICY_WITHOUT_CONNECT}; connect-src 'self'${socketOrigin}` };
}

const HTTPS_ONLY = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } as const;

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EVERY_RESPONSE);
    if (request.protocol === 'https') reply.headers(HTTPS_ONLY);
    done();
  });
}
