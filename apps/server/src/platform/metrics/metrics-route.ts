import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a route is called in the histogram when no route matched (a 404, a static file's fallback). */
const UNMATCHED = '(unmatched)';

/** Headers a reverse proxy adds: a request carrying one came through a proxy, even from 127.0.0.1. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * GET /metrics (docs/decisions/0151-metrics-and-request-ids.md), and the measures the platform takes itself:
 * every request's duration by route pattern and status, the dependencies' state (read from
 * DependencyHealth at scrape time) and, on PostgreSQL, the connection pool.
 *
 * Who may read it: with METRICS_TOKEN, whoever sends `Authorization: Bearer <token>` (401 otherwise);
 * without, only a client on this machine — the socket's own address is loopback and no proxy header says
 * the request came through a reverse proxy on this machine — and anyone else gets the plain 404 of a path
 * that does not exist.
 */
export function installMetrics(app: FastifyInstance): void {
  const { ctx } = app;
  const { metrics } = ctx;

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  metrics.sampled(
    'hotel_dependency_up',
    'Whether each outside service is reachable as the connections see it (1 up, 0 down); redis covers the event bus and the shared limits',
    ['dependency'],
    () => [
      { labels: { dependency: 'database' }, value: ctx.health.isDown('database') ? 0 : 1 },
      ...(ctx.config.REDIS_URL
        ? [{ labels: { dependency: 'redis' }, value: ctx.health.isDown('redis') ? 0 : 1 }]
        : []),
    ],
  );

  const pool = poolOf(ctx.db);
  if (pool) {
    metrics.sampled(
      'hotel_db_pool_connections',
      'PostgreSQL pool of this instance: connections open (total), idle, and queries waiting for one (waiting)',
      ['state'],
      () => [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'waiting' }, value: pool.waitingCount },
      ],
    );
  }

  const token = ctx.config.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined && !isLocalDirect(request)) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ detail: 'A metrics token is required.' });
    }
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.scrape());
  });
}

/** node-postgres's Pool behind drizzle (`$client`); the embedded database has none. */
function poolOf(db: unknown): { totalCount: number; idleCount: number; waitingCount: number } | undefined {
  const client = (db as { $client?: unknown }).$client as
    { totalCount?: unknown; idleCount?: unknown; waitingCount?: unknown } | undefined;
  return client && typeof client.totalCount === 'number' && typeof client.waitingCount === 'number'
    ? (client as { totalCount: number; idleCount: number; waitingCount: number })
    : undefined;
}

/** The TCP peer is this machine and no proxy header is present: not X-Forwarded-For's word for it. */
export function isLocalDirect(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress);
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** Compares hashes, so neither the token's length nor its bytes show in the timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}
