import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './platform/context.ts';
import { isDatabaseReachable } from './platform/database/database.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { redactUrl } from './platform/http/redact.ts';
import { DOCUMENT_HEADERS, installSecurityHeaders } from './platform/http/security-headers.ts';
import './platform/http/fastify-types.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { diningRoutes } from './modules/dining/routes.ts';
import { hotelRoutes } from './modules/hotels/routes.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { requestRoutes } from './modules/requests/routes.ts';
import { closeLiveSockets, installLiveSockets } from './platform/live/live-sockets.ts';

/** The API modules, each a Fastify plugin mounted under /api. New domains add one line here. */
const apiModules = [authRoutes, hotelRoutes, i18nRoutes, diningRoutes, notificationRoutes, requestRoutes];

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them to prove tokens never reach a log). */
  logStream?: { write(line: string): void };
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream && { stream: options.logStream }),
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: {
              req: (request) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('guest', null);
  app.decorateRequest('staff', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  installSecurityHeaders(app);
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Hotel-ID', 'Idempotency-Key'],
  });
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, preClose: closeLiveSockets });
  await installLiveSockets(app);
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const ready = await isDatabaseReachable(ctx.db);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unreachable' });
  });

  for (const module of apiModules) await app.register(module, { prefix: '/api' });

  await serveFiles(app);
  return app;
}

/** Hotel media and the built guest app, so one URL is the whole product. */
async function serveFiles(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
  const indexFile = path.join(config.GUEST_WEB_DIST, 'index.html');
  if (fs.existsSync(config.GUEST_WEB_DIST)) {
    await app.register(fastifyStatic, {
      root: config.GUEST_WEB_DIST,
      prefix: '/',
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
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.url) && fs.existsSync(indexFile)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .headers(DOCUMENT_HEADERS)
        .send(fs.createReadStream(indexFile));
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}

/**
 * A client-side route (/dashboard, /orders/12) gets the app; API, socket, media and file-like paths
 * (a missing /assets/x.js after a deploy) get a real 404, never HTML under a script's name.
 */
function isPageRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (/^\/(api|ws|media|assets)(\/|$)/.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}
