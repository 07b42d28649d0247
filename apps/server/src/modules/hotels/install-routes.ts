import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '@hotel/contracts/common';
import { hotelParams } from '@hotel/contracts/hotels';
import { DEFAULT_LANGUAGE } from '@hotel/contracts/languages';
import { languageCode } from '@hotel/contracts/languages-api';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { findPublicHotel } from './first-paint.ts';
import { IconStore } from './icon-store.ts';
import { INSTALL_ICON_NAMES, iconVersion } from './install-icons.ts';
import { findHotelServingHost } from './repository.ts';
import { HOTEL_NOT_FOUND, toHotelResponse } from './service.ts';
import { webManifest } from './web-manifest.ts';

/** A manifest is read when the app is installed and now and then after: a changed hotel shows within minutes. */
const MANIFEST_CACHE = 'public, max-age=300';
/** An icon whose address names its current drawing never changes: a new logo or colour is a new address. */
const ICON_CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';
/** An icon asked for by an older address, or drawn while its logo could not be read. */
const ICON_CACHE_BRIEFLY = 'public, max-age=300';
/** /favicon.ico has one address for ever: browsers check it again after an hour. */
const FAVICON_CACHE = 'public, max-age=3600';

const stores = new WeakMap<AppContext, IconStore>();

function iconStoreOf(app: FastifyInstance): IconStore {
  let store = stores.get(app.ctx);
  if (!store) {
    store = new IconStore(app.ctx, app.log);
    stores.set(app.ctx, store);
  }
  return store;
}

const manifestQuery = z.object({ lang: languageCode.optional() });
const iconParams = hotelParams.extend({ icon: z.enum(INSTALL_ICON_NAMES, { error: 'Unknown icon' }) });
const iconQuery = z.object({ v: z.string().max(64).optional() });

/**
 * The hotel's web manifest and its icons (public: the login page links them). Mounted under /api. Not through the
 * zod type provider: the answers are a manifest and pictures, not serialised contracts.
 */
export async function installRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: z.infer<typeof hotelParams>; Querystring: z.infer<typeof manifestQuery> }>(
    '/hotels/:hotelId/manifest.webmanifest',
    {
      schema: {
        tags: ['hotels'],
        summary: "The hotel's guest app as an installable web app (W3C web app manifest)",
        params: hotelParams,
        querystring: manifestQuery,
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await findPublicHotel(app.ctx.db, request.params.hotelId);
      if (!found) throw notFound(HOTEL_NOT_FOUND, 'hotel_not_found');
      const json = JSON.stringify(webManifest(found.hotel, request.query.lang ?? DEFAULT_LANGUAGE));
      const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', MANIFEST_CACHE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/manifest+json; charset=utf-8').send(json);
    },
  );

  app.get<{ Params: z.infer<typeof iconParams>; Querystring: z.infer<typeof iconQuery> }>(
    '/hotels/:hotelId/icons/:icon',
    {
      schema: {
        tags: ['hotels'],
        summary: "One of the hotel's app icons (PNG), drawn from its logo and colour",
        params: iconParams,
        querystring: iconQuery,
        response: { 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await findPublicHotel(app.ctx.db, request.params.hotelId);
      if (!found) throw notFound(HOTEL_NOT_FOUND, 'hotel_not_found');
      const icon = await iconStoreOf(app).hotelIcon(found.hotel, request.params.icon);
      const current = request.query.v === iconVersion(found.hotel);
      return reply
        .type('image/png')
        .header('cache-control', current && icon.lasting ? ICON_CACHE_FOR_GOOD : ICON_CACHE_BRIEFLY)
        .send(icon.bytes);
    },
  );
}

/**
 * /favicon.ico, which browsers ask for on their own: the icon of the hotel whose own address this is, or of the
 * server's only hotel; otherwise the product's. A database that cannot answer costs the hotel's icon, never the
 * answer. Mounted at the root by app.ts.
 */
export async function faviconRoute(app: FastifyInstance): Promise<void> {
  app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
    let hotel = null;
    try {
      const row = await findHotelServingHost(app.ctx.db, request.host);
      hotel = row ? toHotelResponse(row) : null;
    } catch (error) {
      request.log.warn({ err: error }, "favicon without the hotel's icon: its lookup failed");
    }
    const icon = await iconStoreOf(app).favicon(hotel);
    return reply
      .type('image/x-icon')
      .header('cache-control', icon.lasting ? FAVICON_CACHE : ICON_CACHE_BRIEFLY)
      .send(icon.bytes);
  });
}
