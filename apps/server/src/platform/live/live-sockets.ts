import type { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_CODES } from '@hotel/contracts/live';
import { forbidden } from '../http/errors.ts';
import { builtInChannels, guestChannel, staffChannel, type ChannelRegistry } from './channels.ts';
import { LiveHub, type Admitted } from './hub.ts';
import type { LiveGuest, LiveIdentities, LiveStaff } from './identities.ts';
import { isAllowedOrigin } from './origin.ts';
import { englishText } from '../i18n/ui-text.ts';

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
  otherHotel: englishText('serverErrors.sessionOtherHotel'),
  staffSignedOut: 'Your staff session has expired. Please sign in again.',
} as const;

type Refusal = { refuse: { code: number; reason: string } };
type Admission = (Omit<Admitted, 'expiresAt'> & { expiresAt: Date }) | Refusal;

/**
 * Mounts the live sockets (SPEC section 7):
 *   /ws/guest/{hotel_id}/{session_token}/   notification channel
 *   /ws/booking_{id}/?token=…               booking channel
 *   /ws/{channel}/?token=…&conversation_id=… further channels from the registry (chat; staff by cookie)
 *   /ws/staff/                              the hotel's staff events (staff session cookie)
 *
 * The session is checked before the upgrade. A foreign Origin is refused with a plain 403 (a page on
 * another site learns nothing); an authentication failure is upgraded and closed at once with 4401/4403
 * and a reason, because that is all a browser's WebSocket lets the guest app read.
 */
export async function installLiveSockets(app: FastifyInstance, identities: LiveIdentities): Promise<void> {
  const { ctx } = app;
  const hub = new LiveHub({
    bus: ctx.bus,
    now: () => ctx.now(),
    log: app.log,
    liveSessionIds: identities.liveSessionIds,
    maxSocketsPerStay: ctx.config.LIVE_MAX_SOCKETS_PER_STAY,
  });
  app.decorate('live', hub);
  ctx.metrics.sampled(
    'hotel_live_sockets',
    'Live sockets open on this instance, by channel (guest, staff, booking, chat)',
    ['channel'],
    () => {
      const counts = hub.countByChannel();
      return ['guest', 'staff', 'booking', 'chat', ...counts.keys()]
        .filter((name, index, names) => names.indexOf(name) === index)
        .map((channel) => ({ labels: { channel }, value: counts.get(channel) ?? 0 }));
    },
  );
  app.decorate('liveChannels', builtInChannels());
  app.addHook('onClose', async () => hub.close());
  await app.register(liveRoutes, { identities });
}

/**
 * The `ws` server's options (app.ts passes them to @fastify/websocket), chosen for 20,000 idle sockets:
 * - no client tracking: the hub holds the sockets; `ws`'s own set would add an entry and a close
 *   listener closure to every socket;
 * - no per-message compression: each socket would keep a zlib stream (over 300 KB with its window) for
 *   the few hundred bytes of JSON it is sent (decision 0163).
 */
export const liveSocketServerOptions = {
  maxPayload: 64 * 1024,
  clientTracking: false,
  perMessageDeflate: false,
} as const;

/**
 * @fastify/websocket's `preClose` (app.ts passes it): its default closes every socket without a code;
 * this one lets the hub close them with 1001 "going away", which tells the guest app to reconnect.
 * Sockets the hub never took were refused and are already closing.
 */
export async function closeLiveSockets(this: FastifyInstance): Promise<void> {
  if (this.hasDecorator('live')) this.live.close();
  this.websocketServer.close();
}

async function liveRoutes(
  app: FastifyInstance,
  { identities }: { identities: LiveIdentities },
): Promise<void> {
  const { ctx } = app;
  // Filled before the upgrade, read by the socket handler; WeakMaps so nothing outlives the request.
  const admissions = new WeakMap<object, Admission>();
  const responses = new WeakMap<object, ServerResponse>();

  app.addHook('onRequest', async (request) => {
    if (request.ws && !isAllowedOrigin(request.headers.origin, request.host, ctx.config.CORS_ORIGINS))
      throw forbidden('This site may not open live connections to the hotel app.', 'origin_not_allowed');
  });

  async function authenticate(
    token: string | undefined,
    address: string,
  ): Promise<{ guest: LiveGuest } | Refusal> {
    if (!token) return refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.missingToken);
    // Each lookup costs the database a query: an address that keeps presenting unknown tokens gets a
    // plain 429 before the upgrade, without one.
    await app.requestLimits.assertSocketAttemptAllowed(address);
    // Straight to the database, not the guard's short cache: a socket lives for hours, so a revoked
    // session must be refused at once.
    const guest =
      token.length > MAX_TOKEN_LENGTH ? undefined : await identities.guestByToken(token, ctx.now());
    if (guest) return { guest };
    await app.requestLimits.recordSocketFailure(address);
    return refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.invalidToken);
  }

  const admitGuest = (guest: LiveGuest, channel: Admitted['channel'], topic: number | null): Admission => ({
    channel,
    topic,
    hotelId: guest.hotelId,
    stayId: guest.stayId,
    sessionId: guest.sessionId,
    expiresAt: guest.expiresAt,
  });

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
    hub.add(socket, admission);
    request.log.info({ channel: admission.channel.name, stayId: admission.stayId }, 'live socket opened');
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
    const found = await authenticate(params.token, request.ip);
    if ('refuse' in found) return found;
    return found.guest.hotelUniqueId === params.hotelId
      ? admitGuest(found.guest, guestChannel, null)
      : refusal(LIVE_CLOSE_CODES.forbidden, REASONS.otherHotel);
  });

  /** A staff session presented with the request, or undefined (counted as a failed attempt). */
  async function staffOf(request: FastifyRequest): Promise<LiveStaff | undefined> {
    await app.requestLimits.assertSocketAttemptAllowed(request.ip);
    const staff = await identities.staffOfRequest(request, ctx.now());
    if (!staff) await app.requestLimits.recordSocketFailure(request.ip);
    return staff;
  }

  const admitStaff = (staff: LiveStaff, channel: Admitted['channel'], topic: number | null): Admission => ({
    channel,
    topic,
    hotelId: staff.hotelId,
    stayId: null,
    sessionId: staff.sessionId,
    expiresAt: staff.expiresAt,
    hears: staff.hears,
  });

  // Registered before /ws/:channel/, and a static path wins over a parameter in the router anyway.
  socketRoute('/ws/staff/', async (request) => {
    const staff = await staffOf(request);
    return staff
      ? admitStaff(staff, staffChannel, null)
      : refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.staffSignedOut);
  });

  // The path without its token: the same clear close as a wrong token.
  socketRoute('/ws/guest/:hotelId/', () => refusal(LIVE_CLOSE_CODES.unauthorized, REASONS.missingToken));

  socketRoute('/ws/:channel/', async (request) => {
    const { channel } = request.params as Record<'channel', string>; // the route pattern names it
    const query = singleValues(request.query as Record<string, string | string[] | undefined>);
    // A guest names their session with ?token=; a staff console's cookie (or Authorization) names theirs.
    if (query.token === undefined) {
      const staff = await staffOf(request);
      if (staff) {
        const admission = await app.liveChannels.admit(channel, { staff }, query);
        return 'refuse' in admission ? admission : admitStaff(staff, admission.channel, admission.topic);
      }
    }
    const found = await authenticate(query.token, request.ip);
    if ('refuse' in found) return found;
    const admission = await app.liveChannels.admit(channel, { guest: found.guest }, query);
    return 'refuse' in admission ? admission : admitGuest(found.guest, admission.channel, admission.topic);
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
 *
 * The TCP socket's close listeners were three for a moment (the connection cap's, the response's, `ws`'s),
 * and an EventEmitter's array keeps the room it grew to (19 slots, 176 bytes) after the response's leaves:
 * the remaining two are added again as a new pair. Not by `removeAllListeners`: deleting an event's key
 * turns a stream's events object, which Node gives a fixed shape, into a dictionary (830 bytes more).
 */
function releaseHttpObjects(
  socket: WebSocket,
  request: FastifyRequest,
  response: ServerResponse | undefined,
) {
  const tcp = request.raw.socket;
  if (response && tcp) {
    response.detachSocket(tcp);
    remakeListenerPair(tcp, 'close');
  }
  socket.removeAllListeners('error');
  socket.on('error', terminateOnError);
}

/** The first of two listeners out and back in front: their array is made again, two slots long. */
function remakeListenerPair(emitter: EventEmitter, event: string): void {
  const [first, second] = emitter.rawListeners(event) as Array<(...args: unknown[]) => void>;
  if (!first || !second || emitter.listenerCount(event) !== 2) return;
  emitter.removeListener(event, first);
  emitter.prependListener(event, first);
}

function terminateOnError(this: WebSocket): void {
  this.terminate();
}
