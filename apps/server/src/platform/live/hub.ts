import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  LIVE_CLOSE_CODES,
  LIVE_SOCKET,
  liveClientMessage,
  liveEventMessage,
  type LiveClientMessage,
  type LiveEventMessage,
  type LiveServerMessage,
} from '@hotel/contracts/live';
import type { EventBus, LiveEvent } from '../events/event-bus.ts';
import { SESSION_ENDED_EVENT } from './publish.ts';

/**
 * The socket hub: one per instance. It keeps the open guest sockets indexed by stay and the staff
 * sockets indexed by hotel, delivers each live event from the bus to the sockets it is addressed to
 * whose channel carries it, answers JSON pings, and with ONE shared timer pings at the protocol level,
 * reaps dead sockets and closes sockets whose session expired or was revoked.
 *
 * Memory is the budget (20,000 idle sockets at under 5 KB each): a connection is one small fixed-shape
 * object, listeners are functions shared by every socket (they find their connection through `this`),
 * and nothing per socket holds a timer or a closure.
 */

/** What a channel delivers and how it treats what the client sends. */
export interface LiveChannel {
  readonly name: string;
  readonly events: ReadonlySet<string>;
  /** A finer filter than the event type, e.g. the chat messages of one conversation. */
  accepts?(connection: LiveConnection, message: LiveEventMessage): boolean;
  /** Client messages other than ping; unknown ones get an error message. */
  onMessage?(connection: LiveConnection, message: LiveClientMessage): void;
}

/** Whose sessions a socket belongs to: guest and staff sessions are numbered separately. */
export type SessionKind = 'guest' | 'staff';

/** Who is on the other end, fixed at the handshake. */
export interface Admitted {
  channel: LiveChannel;
  hotelId: number;
  /** The guest's stay, or null for a staff member's socket (it hears the hotel's staff events). */
  stayId: number | null;
  sessionId: number;
  expiresAt: Date;
  /** Channel-specific narrowing (a conversation id), or null. */
  topic: number | null;
  /** What this socket may receive beyond its channel's event types (a staff member's role and places). */
  hears?: ((message: LiveEventMessage) => boolean) | undefined;
}

export class LiveConnection {
  /** Cleared at each ping, set by the pong (or any message); a socket still false at the next tick is dead. */
  alive = true;
  readonly expiresAtMs: number;

  constructor(
    readonly socket: WebSocket,
    readonly channel: LiveChannel,
    readonly hotelId: number,
    readonly stayId: number | null,
    readonly sessionId: number,
    expiresAt: Date,
    readonly topic: number | null,
    readonly hears: ((message: LiveEventMessage) => boolean) | null = null,
  ) {
    this.expiresAtMs = expiresAt.getTime();
  }

  send(message: LiveServerMessage): void {
    this.socket.send(JSON.stringify(message));
  }
}

export interface LiveHubOptions {
  bus: EventBus;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The ids among `sessionIds` of that kind that are still live (not revoked, not expired). */
  liveSessionIds: (kind: SessionKind, sessionIds: number[], now: Date) => Promise<Set<number>>;
  pingIntervalMs?: number;
  /** Every this many ticks the sessions are checked against the database, in case a revocation was missed. */
  revalidateEveryTicks?: number;
  maxSocketsPerStay: number;
  /** Staff sockets one hotel may hold on one instance (every console, kitchen tablet and tab). */
  maxStaffSocketsPerHotel?: number;
}

const OPEN = 1;
/** A socket that does not read what we send is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const CLIENT_ERROR = JSON.stringify({ type: 'error', detail: 'Send JSON messages such as {"type":"ping"}.' });

export const CLOSE_REASONS = {
  expired: 'Your session has expired. Please log in again.',
  ended: 'Your session has ended. Please log in again.',
  tooMany: 'Too many live connections for this stay; this was the oldest.',
  goingAway: 'The server is restarting. Please reconnect.',
} as const;

export class LiveHub {
  private readonly connections = new Map<WebSocket, LiveConnection>();
  private readonly byStay = new Map<number, Set<LiveConnection>>();
  private readonly staffByHotel = new Map<number, Set<LiveConnection>>();
  /** Every guest socket by hotel, for the few events all guests of a hotel hear (a menu change). */
  private readonly guestsByHotel = new Map<number, Set<LiveConnection>>();
  private readonly unsubscribe: () => void;
  private readonly timer: NodeJS.Timeout;
  private ticks = 0;
  private revalidating = false;

  // Shared by every socket: EventEmitter calls them with `this` = the socket.
  private readonly onMessage: (this: WebSocket, data: RawData, isBinary: boolean) => void;
  private readonly onPong: (this: WebSocket) => void;
  private readonly onClose: (this: WebSocket) => void;

  constructor(private readonly options: LiveHubOptions) {
    const { connections } = this;
    const receive = (socket: WebSocket, data: RawData, isBinary: boolean) =>
      this.receive(socket, data, isBinary);
    const remove = (socket: WebSocket) => this.remove(socket);
    this.onMessage = function (data, isBinary) {
      receive(this, data, isBinary);
    };
    this.onPong = function () {
      const connection = connections.get(this);
      if (connection) connection.alive = true;
    };
    this.onClose = function () {
      remove(this);
    };
    this.unsubscribe = options.bus.subscribe((event) => this.deliver(event));
    this.timer = setInterval(() => this.tick(), options.pingIntervalMs ?? LIVE_SOCKET.pingIntervalMs);
    // The hub must not keep a process alive on its own (tests, CLI); the server's listener does that.
    this.timer.unref();
  }

  get size(): number {
    return this.connections.size;
  }

  /** Open sockets by channel name (guest, staff, booking, chat): the metrics read it at scrape time. */
  countByChannel(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { channel } of this.connections.values())
      counts.set(channel.name, (counts.get(channel.name) ?? 0) + 1);
    return counts;
  }

  /** Takes over an accepted socket. Call synchronously in the upgrade handler so no message is missed. */
  add(socket: WebSocket, admitted: Admitted): LiveConnection {
    const connection = new LiveConnection(
      socket,
      admitted.channel,
      admitted.hotelId,
      admitted.stayId,
      admitted.sessionId,
      admitted.expiresAt,
      admitted.topic,
      admitted.hears ?? null,
    );
    const [groups, key] = this.groupOf(connection);
    const limit =
      connection.stayId === null
        ? (this.options.maxStaffSocketsPerHotel ?? 500)
        : this.options.maxSocketsPerStay;
    let group = groups.get(key);
    if (!group) {
      group = new Set();
      groups.set(key, group);
    }
    if (group.size >= limit) {
      // The newest socket is the phone in the guest's hand; the oldest is likely a forgotten tab.
      const oldest = group.values().next().value;
      if (oldest) this.close(oldest, LIVE_CLOSE_CODES.tooManyConnections, CLOSE_REASONS.tooMany);
    }
    group.add(connection);
    if (connection.stayId !== null) addTo(this.guestsByHotel, connection.hotelId, connection);
    this.connections.set(socket, connection);
    socket.on('message', this.onMessage);
    socket.on('pong', this.onPong);
    socket.on('close', this.onClose);
    return connection;
  }

  /**
   * Delivers a bus event to the sockets of its stay (or, with no stay, of its hotel's staff, or of all its
   * guests when `allGuests`); events for stays not connected here cost a map lookup.
   */
  deliver(event: LiveEvent): void {
    const group =
      event.stayId !== null
        ? this.byStay.get(event.stayId)
        : event.allGuests
          ? this.guestsByHotel.get(event.hotelId)
          : this.staffByHotel.get(event.hotelId);
    if (!group) return;
    if (event.type === SESSION_ENDED_EVENT) {
      const sessionId = event.payload.session_id;
      for (const connection of group) {
        if (connection.sessionId === sessionId && connection.hotelId === event.hotelId)
          this.close(connection, LIVE_CLOSE_CODES.unauthorized, CLOSE_REASONS.ended);
      }
      return;
    }
    // Validated once per event, not per socket: producers cannot push a shape the guest app does not know.
    const parsed = liveEventMessage.safeParse({ ...event.payload, type: event.type });
    if (!parsed.success) {
      this.options.log.error(
        { eventType: event.type, issues: parsed.error.issues.slice(0, 3) },
        'live event does not match the contract; not delivered',
      );
      return;
    }
    let json: string | undefined;
    for (const connection of group) {
      if (connection.hotelId !== event.hotelId || !connection.channel.events.has(event.type)) continue;
      if (connection.channel.accepts && !connection.channel.accepts(connection, parsed.data)) continue;
      const { socket } = connection;
      if (socket.readyState !== OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.terminate(connection);
        continue;
      }
      json ??= JSON.stringify(parsed.data);
      socket.send(json);
    }
  }

  /**
   * The shared timer: closes expired sessions, terminates sockets that did not answer the last ping,
   * pings the rest, and now and then re-checks sessions against the database.
   */
  tick(): void {
    const now = this.options.now();
    const nowMs = now.getTime();
    for (const connection of this.connections.values()) {
      if (connection.expiresAtMs <= nowMs) {
        this.close(connection, LIVE_CLOSE_CODES.unauthorized, CLOSE_REASONS.expired);
      } else if (!connection.alive) {
        this.terminate(connection);
      } else {
        connection.alive = false;
        connection.socket.ping();
      }
    }
    this.ticks += 1;
    if (this.ticks % (this.options.revalidateEveryTicks ?? 10) === 0) void this.revalidate(now);
  }

  /** Closes the sockets whose session was revoked without the bus telling us (a lost pub/sub message). */
  async revalidate(now: Date = this.options.now()): Promise<void> {
    if (this.revalidating || this.connections.size === 0) return;
    this.revalidating = true;
    try {
      const connections = [...this.connections.values()];
      const idsOf = (kind: SessionKind) => [
        ...new Set(connections.filter((c) => kindOf(c) === kind).map((c) => c.sessionId)),
      ];
      const [guests, staff] = await Promise.all([
        this.options.liveSessionIds('guest', idsOf('guest'), now),
        this.options.liveSessionIds('staff', idsOf('staff'), now),
      ]);
      for (const connection of connections) {
        const live = kindOf(connection) === 'guest' ? guests : staff;
        if (!live.has(connection.sessionId))
          this.close(connection, LIVE_CLOSE_CODES.unauthorized, CLOSE_REASONS.ended);
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'live sessions could not be re-checked; will retry');
    } finally {
      this.revalidating = false;
    }
  }

  /** Closes every socket (server shutdown) and stops listening to the bus; safe to call twice. */
  close(): void;
  close(connection: LiveConnection, code: number, reason: string): void;
  close(connection?: LiveConnection, code?: number, reason?: string): void {
    if (connection) {
      this.remove(connection.socket);
      connection.socket.close(code, reason);
      return;
    }
    clearInterval(this.timer);
    this.unsubscribe();
    for (const open of [...this.connections.values()]) {
      this.close(open, LIVE_CLOSE_CODES.goingAway, CLOSE_REASONS.goingAway);
    }
  }

  /** No close handshake: the peer is gone or not reading. */
  private terminate(connection: LiveConnection): void {
    this.remove(connection.socket);
    connection.socket.terminate();
  }

  private remove(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    const [groups, key] = this.groupOf(connection);
    const group = groups.get(key);
    group?.delete(connection);
    if (group?.size === 0) groups.delete(key);
    if (connection.stayId !== null) {
      const guests = this.guestsByHotel.get(connection.hotelId);
      guests?.delete(connection);
      if (guests?.size === 0) this.guestsByHotel.delete(connection.hotelId);
    }
  }

  /** Guest sockets are grouped by stay, staff sockets by hotel. */
  private groupOf(connection: LiveConnection): [Map<number, Set<LiveConnection>>, number] {
    return connection.stayId === null
      ? [this.staffByHotel, connection.hotelId]
      : [this.byStay, connection.stayId];
  }

  private receive(socket: WebSocket, data: RawData, isBinary: boolean): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    connection.alive = true;
    const message = isBinary ? undefined : parseClientMessage(data);
    if (!message) {
      socket.send(CLIENT_ERROR);
      return;
    }
    if (message.type === 'ping') {
      connection.send({ type: 'pong', timestamp: message.timestamp });
      return;
    }
    if (connection.channel.onMessage) connection.channel.onMessage(connection, message);
    else socket.send(CLIENT_ERROR);
  }
}

const kindOf = (connection: LiveConnection): SessionKind => (connection.stayId === null ? 'staff' : 'guest');

function parseClientMessage(data: RawData): LiveClientMessage | undefined {
  let value: unknown;
  try {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = liveClientMessage.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function addTo(groups: Map<number, Set<LiveConnection>>, key: number, connection: LiveConnection): void {
  let group = groups.get(key);
  if (!group) {
    group = new Set();
    groups.set(key, group);
  }
  group.add(connection);
}
