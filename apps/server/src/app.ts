import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiDocsServed } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { checkReadiness } from './platform/health/readiness.ts';
import { capConnectionsPerAddress } from './platform/http/connection-limits.ts';
import { installJsonBodyParser } from './platform/http/json-body.ts';
import { echoRequestId, requestIdOptions } from './platform/http/request-id.ts';
import { installMetrics } from './platform/metrics/metrics-route.ts';
import { installIdempotencyRetention } from './platform/idempotency/retention.ts';
import { RequestLimits } from './platform/rate-limit/request-limits.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { redactError, redactUrl } from './platform/http/redact.ts';
import { documentHeaders, installSecurityHeaders } from './platform/http/security-headers.ts';
import './platform/http/fastify-types.ts';
import { activityRoutes } from './modules/activities/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { authRoutes, resolveGuest } from './modules/auth/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { contentRoutes, slidesOnShow } from './modules/content/index.ts';
import { findStayDetails, stayRoutes } from './modules/stays/index.ts';
import { diningRoutes } from './modules/dining/index.ts';
import {
  faviconRoute,
  guestFirstPaint,
  hotelRoutes,
  type FirstPaintSources,
} from './modules/hotels/index.ts';
import { i18nRoutes } from './modules/i18n/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { requestRoutes } from './modules/requests/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { requireStaff, staffOf, staffRoutes } from './modules/staff/index.ts';
import { translationRoutes } from './modules/translations/index.ts';
import { liveIdentities } from './live-identities.ts';
import { registerModuleHooks } from './module-hooks.ts';
import {
  closeLiveSockets,
  installLiveSockets,
  liveSocketServerOptions,
} from './platform/live/live-sockets.ts';

/** The API modules, each a Fastify plugin mounted under /api. New domains add one line here. */
const apiModules = [
  authRoutes,
  staffRoutes,
  hotelRoutes,
  i18nRoutes,
  translationRoutes,
  diningRoutes,
  notificationRoutes,
  requestRoutes,
  mediaRoutes,
  stayRoutes,
  contentRoutes,
  activityRoutes,
  chatRoutes,
  billingRoutes,
  auditRoutes({ requireStaff, staffOf }),
  privacyRoutes,
  pushRoutes,
];

/** Where the guest dashboard's first paint reads the guest, the stay and the first slide (decision 0141). */
const firstPaintSources: FirstPaintSources = {
  guestOf: resolveGuest,
  async stayOf(ctx, stayId) {
    const details = await findStayDetails(ctx.db, stayId);
    return (
      details && {
        familyName: details.stay.familyName,
        roomNumber: details.roomNumber,
        checkInDate: details.stay.checkInDate,
        checkOutDate: details.stay.checkOutDate,
      }
    );
  },
  async slideImageUrlOf(ctx, hotelId) {
    const slides = await slidesOnShow(ctx, hotelId);
    return slides[0]?.image_url ?? null;
  },
};

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them to prove tokens never reach a log). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added (the permission and authorization tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  registerModuleHooks();
  const app = Fastify({
    // A hop count is given as a function (Fastify's types take no number): trust the nearest n peers.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // A client that sends its headers and one byte of body must not hold a connection for ever.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 10_000,
    // The proxy's X-Request-Id or a random UUID, in every log line of the request and echoed (decision 0151).
    ...requestIdOptions(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream && { stream: options.logStream }),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: {
              // A failed query's text and SQLSTATE, never its values (a token hash, a guest's name).
              err: redactError,
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.server.headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  // Node checks the header and request timeouts on this interval (30 s by default), from listen on.
  // (a documented option of http.createServer that @types/node does not list as a property).
  (app.server as typeof app.server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(1_000, config.HTTP_HEADERS_TIMEOUT_MS);
  capConnectionsPerAddress(app, config);
  ctx.health.useLog(app.log);
  app.decorate('ctx', ctx);
  // Real elapsed time, not ctx.now(): a test moving the business clock must not fill or empty the limits.
  app.decorate('requestLimits', new RequestLimits(config, Date.now));
  app.decorateRequest('guest', null);
  app.decorateRequest('language', null);
  app.decorateRequest('staff', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  echoRequestId(app);
  installErrorHandling(app);
  installJsonBodyParser(app);
  installMetrics(app);

  installSecurityHeaders(app);
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Hotel-ID', 'Idempotency-Key', 'X-CSRF-Token'],
  });
  await app.register(cookie);
  await app.register(websocket, { options: liveSocketServerOptions, preClose: closeLiveSockets });
  await installLiveSockets(app, liveIdentities(ctx));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hotel guest API', version: '1.0.0', description: 'Generated from packages/contracts.' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The OpenAPI document is always built (app.swagger()); its pages only where configured (decision 0151).
  if (apiDocsServed(config)) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const readiness = await checkReadiness(ctx);
    return reply.status(readiness.status === 'not_ready' ? 503 : 200).send(readiness);
  });

  for (const module of apiModules) await app.register(module, { prefix: '/api' });
  installIdempotencyRetention(app);
  await app.register(faviconRoute);

  await serveFiles(app);
  return app;
}

/** A built single-page app: its files, and its index.html for any of its client-side routes. */
interface SinglePageApp {
  dist: string;
  /** URL prefix ('/' or '/staff/'). */
  prefix: string;
}

/** Hotel media, the staff console under /staff/ and the guest app at /, so one URL is the whole product. */
async function serveFiles(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
  // The staff console first: its prefix is the more specific one.
  const pages: SinglePageApp[] = [
    { dist: config.STAFF_WEB_DIST, prefix: '/staff/' },
    { dist: config.GUEST_WEB_DIST, prefix: '/' },
  ].filter((page) => fs.existsSync(page.dist));
  for (const page of pages) {
    await app.register(fastifyStatic, {
      root: page.dist,
      prefix: page.prefix,
      decorateReply: false,
      // Looked up per request (not indexed at start-up), so a rebuild is served without a restart.
      wildcard: true,
      preCompressed: true,
      index: false,
      // The HTML document always goes through the fallback below, which adds its security policy.
      allowedPath: (pathName) => pathName !== '/' && !pathName.endsWith('.html'),
      setHeaders: (response, filePath) => {
        // Vite fingerprints everything under assets/; anything else must be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const page = pages.find((candidate) => `${pathname}/`.startsWith(candidate.prefix));
    if (page && isPageRequest(request.method, pathname)) {
      const indexPath = path.join(page.dist, 'index.html');
      const firstPaint =
        page.prefix === '/' ? await guestFirstPaint(app.ctx, request, firstPaintSources, app.log) : null;
      if (firstPaint && 'redirect' in firstPaint)
        return reply.header('cache-control', 'private, no-cache').redirect(firstPaint.redirect);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', firstPaint?.personal ? 'private, no-cache' : 'no-cache')
        .headers(documentHeaders(request));
      if (!firstPaint) return sendBuiltPage(reply, indexPath, request.headers['accept-encoding']);
      const html = firstPaint.write(await fs.promises.readFile(indexPath, 'utf8'));
      // Written per hotel, so not among the build's precompressed files: gzipped here (a few KB, well under 1 ms).
      reply.header('vary', 'accept-encoding');
      if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}

/**
 * The build's index.html as the compressed copy the browser takes (apps/guest-web/scripts/precompress.ts writes .br
 * and .gz beside it): with the stylesheet inlined it is 55 KB plain and 11 KB gzipped.
 */
function sendBuiltPage(reply: FastifyReply, indexPath: string, acceptEncoding: string | undefined) {
  reply.header('vary', 'accept-encoding');
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding ?? '') && fs.existsSync(indexPath + extension)) {
      return reply.header('content-encoding', encoding).send(fs.createReadStream(indexPath + extension));
    }
  }
  return reply.send(fs.createReadStream(indexPath));
}

/**
 * A client-side route (/dashboard, /orders/12) gets the app; API, socket, media and file-like paths
 * (a missing /assets/x.js after a deploy) get a real 404, never HTML under a script's name.
 */
function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (/^\/(api|ws|media|assets|staff\/assets)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}
