import { LIVE_CLOSE_CODES, LIVE_SOCKET } from '@hotel/contracts/live';
import { STAFF_SOCKET_PATH, type StaffUpdateMessage } from '@hotel/contracts/staff';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'signed-out';

export interface StaffLiveHandlers {
  onUpdate(update: StaffUpdateMessage): void;
  /** After a reconnect: whatever happened while the socket was down must be read again. */
  onReconnected(): void;
  /** The server closed the socket because the session ended. */
  onSignedOut(): void;
  onStatus(status: LiveStatus): void;
}

const MAX_BACKOFF_MS = LIVE_SOCKET.reconnectBackoffCapMs;

/** 1, 2, 4 … seconds, capped at 30 s, with jitter inside the cap so a restart does not bring every tablet back at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}

/**
 * The console's socket: /ws/staff/ with the session cookie. Unlike the guest's phone it never gives up
 * (a kitchen tablet is left open all day): it reconnects with backoff for as long as the page is open,
 * and at once when the browser says the network is back.
 */
export class StaffLive {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pinger: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private hasConnected = false;

  constructor(
    private readonly handlers: StaffLiveHandlers,
    private readonly url = defaultUrl(),
  ) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    this.socket?.close(1000);
    this.socket = null;
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.socket?.readyState === WebSocket.OPEN) return;
    clearTimeout(this.timer);
    this.connect();
  };

  private connect(): void {
    this.handlers.onStatus(this.hasConnected ? 'reconnecting' : 'connecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.hasConnected;
      this.attempt = 0;
      this.hasConnected = true;
      this.handlers.onStatus('live');
      if (reconnected) this.handlers.onReconnected();
      clearInterval(this.pinger);
      this.pinger = setInterval(
        () => socket.send(JSON.stringify({ type: 'ping', timestamp: Date.now() })),
        LIVE_SOCKET.pingIntervalMs,
      );
    };
    socket.onmessage = (event) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (isStaffUpdate(message)) this.handlers.onUpdate(message);
    };
    socket.onclose = (event) => {
      clearInterval(this.pinger);
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (event.code === LIVE_CLOSE_CODES.unauthorized) {
        this.handlers.onStatus('signed-out');
        this.handlers.onSignedOut();
        return;
      }
      this.handlers.onStatus('reconnecting');
      this.timer = setTimeout(() => this.connect(), reconnectDelay(this.attempt));
      this.attempt = Math.min(this.attempt + 1, 10);
    };
  }
}

function isStaffUpdate(message: unknown): message is StaffUpdateMessage {
  if (typeof message !== 'object' || message === null) return false;
  const record = message as Record<string, unknown>;
  return record.type === 'staff_update' && typeof record.topic === 'string' && typeof record.id === 'number';
}

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${STAFF_SOCKET_PATH}`;
}
