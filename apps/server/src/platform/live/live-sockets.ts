import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_CODES } from '@hotel/contracts/live';
import { findGuestPrincipal } from '../../modules/auth/repository.ts';
import type { GuestPrincipal } from '../../modules/auth/principals.ts';
import { forbidden } from '../http/errors.ts';
import { hashToken } from '../security/tokens.ts';
import { builtInChannels, guestChannel, type ChannelRegistry } from './channels.ts';
import { CLOSE_REASONS, LiveHub, type LiveChannel } from './hub.ts';
import { isAllowedOrigin } from './origin.ts';
import { findLiveSessionIds } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket hub of this instance (connection count, the shared timer's tick for tests). */
    live: LiveHub;
    /** Where modules register their /ws/{channel}/ names (the chat issue). */
    liveChannels: ChannelRegistry;
  }
}

const MAX_TOKEN_LENGTH = 256;
const REASONS = {
  missingToken: 'A session token is required.',
  invalidToken: 'Your session has expired or is not valid. Please log in again.',
  otherHotel: 'This session belongs to another hotel. Please log in again.',
} as const;

type Refusal = { refuse: { code: number; reason: string } };
type Admission = { channel: LiveChannel; topic: number | null; guest: GuestPrincipal } | Refusal;

/**
 * Mounts the live sockets (SPEC section 7):
 *   /ws/guest/{hotel_id}/{session_token}/   notification channel
 *   /ws/booking_{id}/?token=…               booking channel
 *   /ws/{channel}/?token=…&conversation_id=… further channels from the registry (chat)
 *
 * The session is checked before the upgrade. A foreign Origin is refused with a plain 403 (a page on
 * another site learns nothing); an authentication failure is upgraded and closed at once with 4401/4403
 * and a reason, because that is all a browser's WebSocket lets the guest app read.
 */
export async function installLiveSockets(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const hub = new LiveHub({
    bus: ctx.bus,
    now: () => ctx.now(),
    log: app.log,
    liveSessionIds: (ids, now) => findLiveSessionIds(ctx.db, ids, now),
    maxSocketsPerStay: ctx.config.LIVE_MAX_SOCKETS_PER_STAY,
  });
  app.decorate('live', hub);
  app.decorate('liveChannels', builtInChannels());
  app.addHook('onClose', async () => hub.close());
  await app.register(liveRoutes);
}

/**
 * @fastify/websocket's `preClose` (app.ts passes it): its default closes every socket without a code;
 * this one lets the hub close them with 1001 "going away", which tells the guest app to reconnect.
 */
export async function closeLiveSockets(this: FastifyInstance): Promise<void> {
  if (this.hasDecorator('live')) this.live.close();
  for (const socket of this.websocketServer.clients)
    socket.close(LIVE_CLOSE_CODES.goingAway, CLOSE_REASONS.goingAway);
  this.websocketServer.close();
}

async function liveRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // Filled before the upgrade, read by the socket handler; WeakMaps so nothing outlives the request.
  const admissions = new WeakMap<object, Admission>();
  const responses = new WeakMap<object, ServerResponse>();

  app.addHook('onRequest', async (request) => {
    if (request.ws && !isAllowedOrigin(request.headers.origin, request.host, ctx.config.CORS_ORIGINS))
      throw forbidden('This site may not open live connections to the hotel app.', 'origin_not_allowed');
  });

  async function authenticate(token: string | undefined): Promise<{ guest: GuestPrincipal } | Refusal> {
    if (!token) return refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.missingToken);
    if (token.length > MAX_TOKEN_LENGTH) return refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.invalidToken);
    // Straight to the database, not the guard's short cache: a socket lives for hours, so a revoked
    // session must be refused at once.
    const guest = await findGuestPrincipal(ctx.db, hashToken(token), ctx.now());
    return guest ? { guest } : refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.invalidToken);
  }

  function accept(socket: WebSocket, request: FastifyRequest): void {
    const admission = admissions.get(request);
    admissions.delete(request);
    releaseHttpObjects(socket, request, responses.get(request));
    if (!admission || 'refuse' in admission) {
      const { code, reason } =
        admission?.refuse ?? refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.invalidToken).refuse;
      socket.close(code, reason);
      return;
    }
    const { guest } = admission;
    hub.add(socket, {
      channel: admission.channel,
      hotelId: guest.hotelId,
      stayId: guest.stayId,
      sessionId: guest.sessionId,
      expiresAt: guest.expiresAt,
      topic: admission.topic,
    });
    request.log.info({ channel: admission.channel.name, stayId: guest.stayId }, 'live socket opened');
  }

  const hub = app.live;

  /**
   * A socket address: `admit` runs before the upgrade. A plain GET (no upgrade) gets the API's 404, so
   * socket paths never fall through to the page.
   */
  function socketRoute(
    url: string,
    admit: (request: FastifyRequest) => Admission | Promise<Admission>,
  ): void {
    app.route({
      method: 'GET',
      url,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        if (!request.ws) return;
        admissions.set(request, await admit(request));
        responses.set(request, reply.raw);
      },
      handler: (_request, reply) => void reply.callNotFound(),
      wsHandler: accept,
    });
  }

  socketRoute('/ws/guest/:hotelId/:token/', async (request) => {
    const params = request.params as Record<'hotelId' | 'token', string>; // the route pattern names them
    const found = await authenticate(params.token);
    if ('refuse' in found) return found;
    return found.guest.hotelUniqueId === params.hotelId
      ? { channel: guestChannel, topic: null, guest: found.guest }
      : refusal(LIVE_CLOSE_CODES.forbidden, REASONS.otherHotel);
  });

  // The path without its token: the same clear close as a wrong token.
  socketRoute('/ws/guest/:hotelId/', () => refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.missingToken));

  socketRoute('/ws/:channel/', async (request) => {
    const { channel } = request.params as Record<'channel', string>; // the route pattern names it
    const query = singleValues(request.query as Record<string, string | string[] | undefined>);
    const found = await authenticate(query.token);
    if ('refuse' in found) return found;
    const admission = app.liveChannels.admit(channel, found.guest, query);
    return 'refuse' in admission ? admission : { ...admission, guest: found.guest };
  });
}

const refusal = (code: number, reason: string): Refusal => ({ refuse: { code, reason } });

/** A repeated parameter (?token=a&token=b) is ambiguous: treated as absent. */
function singleValues(
  query: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  const single: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query))
    single[key] = typeof value === 'string' ? value : undefined;
  return single;
}

/**
 * An upgraded socket no longer needs its HTTP request and response, but two links would keep them (with
 * their headers, and the token in the URL) for the socket's whole life, about 3 KB each: the response
 * @fastify/websocket assigned to the TCP socket, and that plugin's error listener, which closes over the
 * request and reply. Cutting both is what keeps an idle socket within its memory budget.
 */
function releaseHttpObjects(
  socket: WebSocket,
  request: FastifyRequest,
  response: ServerResponse | undefined,
) {
  if (response && request.raw.socket) response.detachSocket(request.raw.socket);
  socket.removeAllListeners('error');
  socket.on('error', terminateOnError);
}

function terminateOnError(this: WebSocket): void {
  this.terminate();
}
