import type { SocketLike } from '../live-socket.ts';

/** A WebSocket stand-in whose opening, messages and closing the test drives. */
export class FakeSocket implements SocketLike {
  static created: FakeSocket[] = [];

  static reset(): void {
    FakeSocket.created = [];
  }

  static get last(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: { code?: number | undefined; reason?: string | undefined } | null = null;

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  // What the server (or the network) does:

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  drop(code = 1006, reason = ''): void {
    this.readyState = 3;
    // Node has no CloseEvent; the client reads only these two fields of it.
    this.onclose?.({ code, reason } as CloseEvent);
  }
}
