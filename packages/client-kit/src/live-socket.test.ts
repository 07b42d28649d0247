import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE_CODES } from '@hotel/contracts/live-messages';
import { FakeSocket } from './test/fake-socket.ts';
import {
  FINAL_CLOSE_CODES,
  LiveSocket,
  liveSocketUrl,
  reconnectDelay,
  type LiveSocketOptions,
  type LiveSocketState,
} from './live-socket.ts';

const URL_A = 'ws://hotel.test/ws/guest/HOTEL-DEMO/token-a/';
const URL_B = 'ws://hotel.test/ws/guest/HOTEL-DEMO/token-b/';

/** What the tests send: any message of the feed, or garbage with a type. */
interface TestMessage {
  type: string;
  id?: unknown;
}

function setUp(
  options: Partial<
    Pick<LiveSocketOptions<TestMessage>, 'random' | 'maxReconnectAttempts' | 'skipRepeats'>
  > = {},
) {
  const messages: TestMessage[] = [];
  const states: LiveSocketState[] = [];
  const opens: boolean[] = [];
  const warn = vi.fn();
  const sessionRefused = vi.fn();
  const socket = new LiveSocket<TestMessage>({
    random: () => 0,
    ...options,
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
    onOpen: ({ reconnected }) => opens.push(reconnected),
    createSocket: (url) => new FakeSocket(url),
    log: { warn },
    onSessionRefused: sessionRefused,
  });
  return { socket, messages, states, opens, warn, sessionRefused };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live socket addresses and close codes', () => {
  it('gives up only on the close codes after which retrying cannot help', () => {
    expect([...FINAL_CLOSE_CODES].sort()).toEqual(
      [
        LIVE_CLOSE_CODES.unauthorized,
        LIVE_CLOSE_CODES.forbidden,
        LIVE_CLOSE_CODES.unknownChannel,
        LIVE_CLOSE_CODES.tooManyConnections,
      ].sort(),
    );
    expect(FINAL_CLOSE_CODES.has(LIVE_CLOSE_CODES.goingAway)).toBe(false);
  });

  it('uses wss on an https page and ws on http, or the API’s own origin', () => {
    expect(liveSocketUrl('/ws/x/', { location: { protocol: 'https:', host: 'hotel.example' } })).toBe(
      'wss://hotel.example/ws/x/',
    );
    expect(liveSocketUrl('/ws/x/', { location: { protocol: 'http:', host: 'localhost:3000' } })).toBe(
      'ws://localhost:3000/ws/x/',
    );
    expect(liveSocketUrl('/ws/staff/', { apiOrigin: 'https://api.hotel.example' })).toBe(
      'wss://api.hotel.example/ws/staff/',
    );
  });
});

describe('reconnect delay', () => {
  it('is 2^n seconds capped at 30 s, with at most 20 % jitter inside the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(1, () => 0.999)).toBe(2399);
    // At the cap the jitter is taken off, never added: SPEC's 30 s is the longest wait.
    expect(reconnectDelay(5, () => 0.5)).toBe(27_000);
    for (const attempt of [1, 2, 3, 4, 5, 6, 10]) {
      for (const random of [0, 0.25, 0.5, 0.75, 0.999]) {
        expect(reconnectDelay(attempt, () => random)).toBeLessThanOrEqual(30_000);
      }
    }
    expect(reconnectDelay(4, () => 0.999)).toBe(19_196);
  });
});

describe('LiveSocket', () => {
  it('connects, reports connected and pings every 30 s', () => {
    const { socket, states, opens } = setUp();
    socket.setUrl(URL_A);
    expect(FakeSocket.last.url).toBe(URL_A);
    FakeSocket.last.open();
    expect(socket.state).toBe('connected');
    expect(states).toEqual(['connected']);
    expect(opens).toEqual([false]);

    vi.advanceTimersByTime(29_999);
    expect(FakeSocket.last.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.last.sent).toEqual([{ type: 'ping', timestamp: Date.now() }]);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.last.sent).toHaveLength(2);
  });

  it('retries with backoff 2, 4, 8, 16, 30 s, at most 5 times, then stays closed', () => {
    const { socket, states, warn } = setUp();
    socket.setUrl(URL_A);
    FakeSocket.last.open();
    FakeSocket.last.drop(1006);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(socket.state).toBe('reconnecting');

    for (const delay of [2000, 4000, 8000, 16_000, 30_000]) {
      const before = FakeSocket.created.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.created.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.created.length).toBe(before + 1);
      FakeSocket.last.drop(1006);
    }
    expect(socket.state).toBe('closed');
    expect(FakeSocket.created).toHaveLength(6);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.created).toHaveLength(6);
    expect(states).toEqual(['connected', 'reconnecting', 'closed']);
  });

  it('starts the count again after a successful reconnect, and says it reconnected', () => {
    const { socket, opens } = setUp();
    socket.setUrl(URL_A);
    FakeSocket.last.open();
    FakeSocket.last.drop(1001);
    vi.advanceTimersByTime(2000);
    FakeSocket.last.drop(1006);
    vi.advanceTimersByTime(4000);
    FakeSocket.last.open();
    expect(opens).toEqual([false, true]);
    FakeSocket.last.drop(1006);
    const before = FakeSocket.created.length;
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.created.length).toBe(before + 1);
  });

  it('adds jitter to the delay', () => {
    const { socket } = setUp({ random: () => 0.5 });
    socket.setUrl(URL_A);
    FakeSocket.last.drop(1006);
    vi.advanceTimersByTime(2199);
    expect(FakeSocket.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.created).toHaveLength(2);
  });

  it('warns only on an abnormal close, and gives up at once when the server refuses the session', () => {
    const { socket, warn, sessionRefused } = setUp();
    socket.setUrl(URL_A);
    FakeSocket.last.open();
    FakeSocket.last.drop(4401, 'Your session has expired.');
    expect(warn).not.toHaveBeenCalled();
    expect(socket.state).toBe('closed');
    expect(sessionRefused).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(1);
  });

  it('says the session was refused only for 4401, not for another stay or a newer tab', () => {
    const { socket, sessionRefused } = setUp();
    for (const code of [4403, 4429, 1001]) {
      socket.setUrl(`${URL_A}?${code}`);
      FakeSocket.last.open();
      FakeSocket.last.drop(code);
    }
    expect(sessionRefused).not.toHaveBeenCalled();
  });

  it('closes intentionally: no reconnect, no ping', () => {
    const { socket, states } = setUp();
    socket.setUrl(URL_A);
    const first = FakeSocket.last;
    first.open();
    socket.close();
    expect(first.closedWith?.code).toBe(1000);
    expect(socket.state).toBe('intentionally_closed');
    expect(states.at(-1)).toBe('intentionally_closed');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.created).toHaveLength(1);
    expect(first.sent).toEqual([]);
  });

  it('resets when the session token (the URL) changes', () => {
    const { socket, messages, opens } = setUp();
    socket.setUrl(URL_A);
    const first = FakeSocket.last;
    first.open();
    first.receive({ type: 'notification', id: 1 });
    first.drop(1006);
    expect(socket.state).toBe('reconnecting');

    socket.setUrl(URL_B);
    const second = FakeSocket.last;
    expect(second.url).toBe(URL_B);
    expect(FakeSocket.created).toHaveLength(2);
    // The pending retry of the old URL is gone.
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.created).toHaveLength(2);
    second.open();
    expect(opens).toEqual([false, false]);
    // A new session: what the old one processed is forgotten.
    second.receive({ type: 'notification', id: 1 });
    expect(messages).toHaveLength(2);

    socket.setUrl(URL_B);
    expect(FakeSocket.created).toHaveLength(2);
    socket.setUrl(null);
    expect(second.closedWith?.code).toBe(1000);
    expect(socket.state).toBe('closed');
  });

  it('skips a message already processed (by type and id), and ignores pongs and garbage', () => {
    const { socket, messages } = setUp();
    socket.setUrl(URL_A);
    const live = FakeSocket.last;
    live.open();
    live.receive({ type: 'notification', id: 7, title: 'Order Update' });
    live.receive({ type: 'notification', id: 7, title: 'Order Update' });
    // An order update shares its notification's id; both are handled, once each.
    live.receive({ type: 'order_update', id: 7, order_id: 3, status: 'ready' });
    live.receive({ type: 'order_update', id: 7, order_id: 3, status: 'ready' });
    live.receive({ type: 'booking_update', message: 'no id: never a duplicate' });
    live.receive({ type: 'booking_update', message: 'no id: never a duplicate' });
    live.receive({ type: 'pong', timestamp: 1 });
    live.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    live.receive([1, 2]);
    expect(messages.map((message) => message.type)).toEqual([
      'notification',
      'order_update',
      'booking_update',
      'booking_update',
    ]);
    expect(socket.processedCount).toBe(2);
  });

  it('forgets processed ids after an hour, pruning every 60 s', () => {
    const { socket, messages } = setUp();
    socket.setUrl(URL_A);
    const live = FakeSocket.last;
    live.open();
    live.receive({ type: 'notification', id: 1 });
    vi.advanceTimersByTime(30 * 60_000);
    live.receive({ type: 'notification', id: 2 });
    expect(socket.processedCount).toBe(2);

    // 1 h after the first: still remembered until the next prune runs.
    vi.advanceTimersByTime(30 * 60_000);
    live.receive({ type: 'notification', id: 1 });
    expect(messages).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(socket.processedCount).toBe(1);
    live.receive({ type: 'notification', id: 1 });
    live.receive({ type: 'notification', id: 2 });
    expect(messages.map((message) => message.id)).toEqual([1, 2, 1]);
  });

  it('passes every message on when repeats are not skipped (a console: an update names its record)', () => {
    const { socket, messages } = setUp({ skipRepeats: false });
    socket.setUrl(URL_A);
    FakeSocket.last.open();
    FakeSocket.last.receive({ type: 'staff_update', topic: 'orders', action: 'updated', id: 4 });
    FakeSocket.last.receive({ type: 'staff_update', topic: 'orders', action: 'updated', id: 4 });
    expect(messages).toHaveLength(2);
    expect(socket.processedCount).toBe(0);
  });

  it('never gives up when its attempts are unlimited (a console left open all day)', () => {
    const { socket, states } = setUp({ maxReconnectAttempts: Number.POSITIVE_INFINITY });
    socket.setUrl(URL_A);
    for (let attempt = 0; attempt < 12; attempt++) {
      FakeSocket.last.drop(1006);
      vi.advanceTimersByTime(30_000);
    }
    expect(socket.state).toBe('reconnecting');
    expect(states).not.toContain('closed');
    FakeSocket.last.open();
    expect(socket.state).toBe('connected');
  });

  it('tries again at once when the page comes back, even after giving up', () => {
    const { socket } = setUp();
    socket.setUrl(URL_A);
    FakeSocket.last.drop(1006);
    for (const delay of [2000, 4000, 8000, 16_000, 30_000]) {
      vi.advanceTimersByTime(delay);
      FakeSocket.last.drop(1006);
    }
    expect(socket.state).toBe('closed');
    const before = FakeSocket.created.length;
    socket.resume();
    expect(FakeSocket.created.length).toBe(before + 1);
    // A socket on its way is left to finish.
    socket.resume();
    expect(FakeSocket.created.length).toBe(before + 1);
    FakeSocket.last.open();
    expect(socket.state).toBe('connected');
    socket.resume();
    expect(FakeSocket.created.length).toBe(before + 1);
  });
});
