import {
  LIVE_CLOSE_CODES,
  LIVE_SOCKET,
  type LiveClientMessage,
  type PongMessage,
} from '@hotel/contracts/live-messages';

/**
 * The live socket client of both apps (SPEC section 7, "Live socket channels"; section 9, live socket constants):
 * one JSON WebSocket that pings every 30 s, retries a lost connection with exponential backoff, and (for the
 * guest's channels) drops messages it has already processed. Typed by the channel's messages of
 * @hotel/contracts/live-messages. The apps differ by options: the guest's phone gives up after five attempts, a
 * console left open all day never does.
 */

/** The close codes of LIVE_CLOSE_CODES after which retrying cannot help. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  LIVE_CLOSE_CODES.unauthorized, // the session is gone (see `onSessionRefused`)
  LIVE_CLOSE_CODES.forbidden, // another hotel's or another stay's channel
  LIVE_CLOSE_CODES.unknownChannel,
  LIVE_CLOSE_CODES.tooManyConnections, // a newer tab of the same stay took this one's place
]);

/** Added to each backoff delay, as a share of it, so phones dropped together do not return together. */
const JITTER_RATIO = 0.2;
/** The close code a browser reports when the connection died without a close frame. */
const ABNORMAL_CLOSURE = 1006;

/** SPEC section 4, live socket connection states. */
export type LiveSocketState = 'connected' | 'closed' | 'reconnecting' | 'intentionally_closed';

/** What a channel sends: a union of the contracts' messages, discriminated on `type`. */
export interface LiveMessageShape {
  type: string;
}

/** The part of the browser's WebSocket this client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

export interface LiveSocketOptions<Message extends LiveMessageShape> {
  /** Every message but the pongs. Only its `type` is checked: the rest is the server's word. */
  onMessage: (message: Exclude<Message, PongMessage>) => void;
  /** Every successful open; `reconnected` is true for all but the first one of a URL. */
  onOpen?: (info: { reconnected: boolean }) => void;
  onStateChange?: (state: LiveSocketState) => void;
  /** The server closed the socket because the session is no longer valid (4401); nothing reconnects. */
  onSessionRefused?: () => void;
  /** Attempts after a lost connection before giving up (LIVE_SOCKET's five); Infinity never gives up. */
  maxReconnectAttempts?: number;
  /** Drops a message whose type and id were processed in the last hour (a notification sent twice). */
  skipRepeats?: boolean;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  now?: () => number;
  log?: Pick<Console, 'warn'>;
}

/**
 * 2^attempt seconds (attempt 1 → 2 s), capped at 30 s, with up to 20 % jitter that never crosses the cap: added
 * below it, taken off once the cap is reached (so phones dropped together still spread out, within SPEC's 30 s).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const cap = LIVE_SOCKET.reconnectBackoffCapMs;
  const base = Math.min(2 ** attempt * 1000, cap);
  const jitter = Math.floor(random() * base * JITTER_RATIO);
  return base + jitter <= cap ? base + jitter : base - jitter;
}

/**
 * The socket address for a path of the server's: ws: or wss: like the page, or like the API's origin when the API
 * has a host of its own.
 */
export function liveSocketUrl(
  path: string,
  { apiOrigin = '', location }: { apiOrigin?: string; location?: Pick<Location, 'protocol' | 'host'> } = {},
): string {
  if (apiOrigin) return `${apiOrigin.replace(/^http/, 'ws')}${path}`;
  const { protocol, host } = location ?? window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

/** A message's identity for de-duplication: its type and id, so an order_update and the notification it raised
 * (which share the notification's id) are both handled, while a repeat of either is not. */
function messageKey(message: LiveMessageShape & { id?: unknown }): string | null {
  const id = message.id;
  return typeof id === 'number' || (typeof id === 'string' && id) ? `${message.type}:${id}` : null;
}

export class LiveSocket<Message extends LiveMessageShape> {
  private url: string | null = null;
  private socket: SocketLike | null = null;
  private currentState: LiveSocketState = 'closed';
  private attempts = 0;
  private openedBefore = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pruneTimer: ReturnType<typeof setInterval> | undefined;
  /** Processed message keys and when they were processed. */
  private readonly processed = new Map<string, number>();
  private readonly options: LiveSocketOptions<Message>;

  constructor(options: LiveSocketOptions<Message>) {
    this.options = options;
  }

  get state(): LiveSocketState {
    return this.currentState;
  }

  /** How many message keys are remembered (for tests and diagnostics). */
  get processedCount(): number {
    return this.processed.size;
  }

  /**
   * Connects to `url`, or disconnects with null. A different URL (a new session token) starts afresh: the old
   * socket is closed, the retry count and the processed messages are forgotten.
   */
  setUrl(url: string | null): void {
    if (url === this.url && this.currentState !== 'intentionally_closed') return;
    this.teardown();
    this.url = url;
    this.attempts = 0;
    this.openedBefore = false;
    this.processed.clear();
    if (!url) {
      this.setState('closed');
      return;
    }
    this.pruneTimer = setInterval(() => this.prune(), LIVE_SOCKET.processedPruneIntervalMs);
    this.setState('closed');
    this.open();
  }

  /** Closes for good (logout, leaving the app's shell); nothing reconnects until setUrl is called again. */
  close(): void {
    this.teardown();
    this.url = null;
    this.setState('intentionally_closed');
  }

  /**
   * The page came back to the foreground or the network returned: a connection that gave up or is waiting out its
   * backoff tries again now, with a fresh allowance of attempts.
   */
  resume(): void {
    if (!this.url || this.currentState === 'connected' || this.currentState === 'intentionally_closed')
      return;
    // A socket that is not open yet is on its way: let it finish.
    if (this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.attempts = 0;
    this.open();
  }

  send(message: LiveClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private setState(state: LiveSocketState): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.options.onStateChange?.(state);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private open(): void {
    const url = this.url;
    if (!url) return;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket?.(url) ?? new WebSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.openedBefore;
      this.openedBefore = true;
      this.attempts = 0;
      this.setState('connected');
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(
        () => this.send({ type: 'ping', timestamp: this.now() }),
        LIVE_SOCKET.pingIntervalMs,
      );
      this.options.onOpen?.({ reconnected });
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.handleClose(event);
    };
    // A failed connection also fires close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (
      typeof message !== 'object' ||
      message === null ||
      typeof (message as LiveMessageShape).type !== 'string'
    )
      return;
    const live = message as Exclude<Message, PongMessage>;
    if (live.type === 'pong') return;
    const key = this.options.skipRepeats === false ? null : messageKey(live);
    if (key) {
      if (this.processed.has(key)) return;
      this.processed.set(key, this.now());
    }
    this.options.onMessage(live);
  }

  private handleClose(event: CloseEvent): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    this.socket = null;
    if (event.code === ABNORMAL_CLOSURE) {
      (this.options.log ?? console).warn('Live connection closed abnormally (1006); reconnecting.');
    }
    if (FINAL_CLOSE_CODES.has(event.code)) {
      this.setState('closed');
      if (event.code === LIVE_CLOSE_CODES.unauthorized) this.options.onSessionRefused?.();
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.attempts >= (this.options.maxReconnectAttempts ?? LIVE_SOCKET.maxReconnectAttempts)) {
      this.setState('closed');
      return;
    }
    this.attempts += 1;
    this.setState('reconnecting');
    this.reconnectTimer = setTimeout(
      () => {
        this.reconnectTimer = undefined;
        this.open();
      },
      reconnectDelay(this.attempts, this.options.random),
    );
  }

  /** Forgets messages processed more than an hour ago; a repeat that late is a new event. */
  private prune(): void {
    const oldest = this.now() - LIVE_SOCKET.processedMaxAgeMs;
    for (const [key, at] of this.processed) {
      if (at < oldest) this.processed.delete(key);
    }
  }

  private teardown(): void {
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    clearInterval(this.pruneTimer);
    this.reconnectTimer = undefined;
    this.pingTimer = undefined;
    this.pruneTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      try {
        socket.close(1000, 'Closed by the app');
      } catch {
        // Closing a socket that never connected can throw in some browsers; it is gone either way.
      }
    }
  }
}
