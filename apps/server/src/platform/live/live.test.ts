import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, liveSocketPaths } from '@hotel/contracts/live';
import { eq } from 'drizzle-orm';
import { addDays, dateInZone } from '../time.ts';
import { guestSessions } from '../../modules/stays/schema.ts';
import { notifyGuest } from '../../modules/notifications/service.ts';
import {
  addTestGuest,
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets, refusal } from '../../../test/live-client.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://guest.hotel.example' });
  base = await listenForSockets(t);
});
afterAll(() => t.close());

async function guestOf(app: TestApp = t) {
  const hotel = await createTestHotel(app.ctx);
  const token = await loginTestGuest(app.app, hotel);
  return { hotel, token };
}

const notice = (hotel: TestHotel, message: string) => ({
  hotelId: hotel.hotelId,
  stayId: hotel.stayId,
  type: 'other' as const,
  title: 'Hello',
  message,
});

describe('live socket handshake', () => {
  it('refuses a missing, wrong, expired and revoked token with 4401 and a reason', async () => {
    const { hotel, token } = await guestOf();
    expect(await refusal(base, `/ws/guest/${hotel.uniqueId}/`)).toEqual({
      code: LIVE_CLOSE_CODES.unauthorized,
      reason: 'A session token is required.',
    });
    expect((await refusal(base, `/ws/booking_${hotel.stayId}/`)).code).toBe(4401);
    const wrong = await refusal(base, liveSocketPaths.guest(hotel.uniqueId, 'not-a-real-token'));
    expect(wrong).toEqual({
      code: 4401,
      reason: 'Your session has expired or is not valid. Please log in again.',
    });
    expect((await refusal(base, liveSocketPaths.booking(hotel.stayId, 'x'.repeat(300)))).code).toBe(4401);

    const afterCheckOut = addDays(dateInZone(new Date(), hotel.timezone), 4);
    t.setNow(new Date(`${afterCheckOut}T00:00:00+07:00`));
    try {
      expect((await refusal(base, liveSocketPaths.guest(hotel.uniqueId, token))).code).toBe(4401);
    } finally {
      t.setNow(undefined);
    }

    await t.app.inject({ method: 'POST', url: '/api/guest-logout/', headers: auth(token) });
    expect((await refusal(base, liveSocketPaths.guest(hotel.uniqueId, token))).code).toBe(4401);
    expect((await refusal(base, liveSocketPaths.booking(hotel.stayId, token))).code).toBe(4401);
  });

  it("refuses another hotel's path and another stay's booking channel with 4403", async () => {
    const { hotel, token } = await guestOf();
    const other = await createTestHotel(t.ctx);
    expect(await refusal(base, liveSocketPaths.guest(other.uniqueId, token))).toEqual({
      code: LIVE_CLOSE_CODES.forbidden,
      reason: 'This session belongs to another hotel. Please log in again.',
    });
    expect(await refusal(base, liveSocketPaths.booking(other.stayId, token))).toEqual({
      code: 4403,
      reason: 'This session is not for that booking.',
    });
    expect((await refusal(base, liveSocketPaths.channel('nonsense_9', token))).code).toBe(
      LIVE_CLOSE_CODES.unknownChannel,
    );
    // The right pair opens.
    const client = connectLive(base, liveSocketPaths.booking(hotel.stayId, token));
    await client.opened;
    await client.close();
  });

  it('refuses a foreign Origin before the upgrade, and allows its own host, CORS_ORIGINS and none', async () => {
    const { hotel, token } = await guestOf();
    const path = liveSocketPaths.guest(hotel.uniqueId, token);
    const foreign = connectLive(base, path, { origin: 'https://evil.example' });
    await expect(foreign.opened).rejects.toThrow('refused with HTTP 403');
    for (const origin of [base.replace('ws:', 'http:'), 'https://guest.hotel.example', undefined]) {
      const client = connectLive(base, path, origin === undefined ? {} : { origin });
      await client.opened;
      await client.close();
    }
  });
});

describe('live delivery', () => {
  it("delivers a stored notification to that stay's sockets only", async () => {
    const a = await guestOf();
    const b = await guestOf();
    const socketA = connectLive(base, liveSocketPaths.guest(a.hotel.uniqueId, a.token));
    const secondPhoneA = connectLive(base, liveSocketPaths.guest(a.hotel.uniqueId, a.token));
    const socketB = connectLive(base, liveSocketPaths.guest(b.hotel.uniqueId, b.token));
    await Promise.all([socketA.opened, secondPhoneA.opened, socketB.opened]);

    const row = await notifyGuest(t.ctx, notice(a.hotel, 'For A'));
    const expected = {
      type: 'notification',
      id: row.id,
      notification_type: 'other',
      title: 'Hello',
      message: 'For A',
      timestamp: row.createdAt.toISOString(),
      read: false,
    };
    expect(await socketA.next()).toEqual(expected);
    expect(await secondPhoneA.next()).toEqual(expected);
    await socketB.expectNothing();

    await notifyGuest(t.ctx, notice(b.hotel, 'For B'));
    expect(await socketB.next()).toMatchObject({ type: 'notification', message: 'For B' });
    await socketA.expectNothing();
    await Promise.all([socketA.close(), secondPhoneA.close(), socketB.close()]);
  });

  it("keeps a neighbour's events in the same hotel off this stay's sockets", async () => {
    const { hotel, token } = await guestOf();
    const neighbour = await addTestGuest(t.ctx, hotel);
    const neighbourToken = await loginTestGuest(t.app, neighbour);
    const mine = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    const theirs = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, neighbourToken));
    const theirBooking = connectLive(base, liveSocketPaths.booking(neighbour.stayId, neighbourToken));
    await Promise.all([mine.opened, theirs.opened, theirBooking.opened]);
    await notifyGuest(t.ctx, notice(hotel, 'only mine'));
    await t.ctx.bus.publish({
      type: 'request_update',
      hotelId: hotel.hotelId,
      stayId: hotel.stayId,
      payload: { message: { booking_id: hotel.stayId, room: '101', changes: [] } },
    });
    expect(await mine.next()).toMatchObject({ message: 'only mine' });
    await theirs.expectNothing();
    await theirBooking.expectNothing();
    await Promise.all([mine.close(), theirs.close(), theirBooking.close()]);
  });

  it('delivers order_update to the notification channel and not to the booking channel', async () => {
    const { hotel, token } = await guestOf();
    const guest = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    const booking = connectLive(base, liveSocketPaths.booking(hotel.stayId, token));
    await Promise.all([guest.opened, booking.opened]);
    await t.ctx.bus.publish({
      type: 'order_update',
      hotelId: hotel.hotelId,
      stayId: hotel.stayId,
      payload: {
        order_id: 7,
        id: 7,
        status: 'ready',
        message: 'Your order is ready for pickup',
        data: { total: 12 },
      },
    });
    expect(await guest.next()).toEqual({
      type: 'order_update',
      order_id: 7,
      id: 7,
      status: 'ready',
      message: 'Your order is ready for pickup',
      data: { total: 12 },
    });
    await booking.expectNothing();
    await Promise.all([guest.close(), booking.close()]);
  });

  it('drops an event that does not match the contract instead of sending it', async () => {
    const { hotel, token } = await guestOf();
    const guest = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    await guest.opened;
    await t.ctx.bus.publish({
      type: 'order_update',
      hotelId: hotel.hotelId,
      stayId: hotel.stayId,
      payload: {},
    });
    await t.ctx.bus.publish({ type: 'mystery', hotelId: hotel.hotelId, stayId: hotel.stayId, payload: {} });
    await guest.expectNothing();
    await guest.close();
  });

  it('answers a JSON ping with a pong carrying the same timestamp, and bad messages with an error', async () => {
    const { hotel, token } = await guestOf();
    for (const path of [
      liveSocketPaths.guest(hotel.uniqueId, token),
      liveSocketPaths.booking(hotel.stayId, token),
      liveSocketPaths.channel('chat', token),
    ]) {
      const client = connectLive(base, path);
      await client.opened;
      client.send({ type: 'ping', timestamp: 1732000000000 });
      expect(await client.next()).toEqual({ type: 'pong', timestamp: 1732000000000 });
      for (const bad of ['not json', '{"type":"ping"}', '{"type":"launch"}', '[]']) {
        client.send(bad);
        expect(await client.next()).toEqual({ type: 'error', detail: expect.stringContaining('JSON') });
      }
      client.send({ type: 'ping', timestamp: 'later' });
      expect(await client.next()).toEqual({ type: 'pong', timestamp: 'later' });
      await client.close();
    }
  });
});

describe('live socket lifetime', () => {
  it('closes the sockets of a session when the guest logs out, and only those', async () => {
    const { hotel, token } = await guestOf();
    const otherPhone = await loginTestGuest(t.app, hotel);
    const leaving = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    const leavingBooking = connectLive(base, liveSocketPaths.booking(hotel.stayId, token));
    const staying = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, otherPhone));
    await Promise.all([leaving.opened, leavingBooking.opened, staying.opened]);
    await t.app.inject({ method: 'POST', url: '/api/guest-logout/', headers: auth(token) });
    expect(await leaving.closed).toEqual({
      code: 4401,
      reason: 'Your session has ended. Please log in again.',
    });
    expect((await leavingBooking.closed).code).toBe(4401);
    await notifyGuest(t.ctx, notice(hotel, 'still here'));
    expect(await staying.next()).toMatchObject({ message: 'still here' });
    await staying.close();
  });

  it('closes a socket at the first tick after its session expires', async () => {
    const { hotel, token } = await guestOf();
    const client = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    await client.opened;
    t.app.live.tick();
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    const afterCheckOut = addDays(dateInZone(new Date(), hotel.timezone), 4);
    t.setNow(new Date(`${afterCheckOut}T00:00:00+07:00`));
    try {
      t.app.live.tick();
      expect(await client.closed).toEqual({
        code: 4401,
        reason: 'Your session has expired. Please log in again.',
      });
    } finally {
      t.setNow(undefined);
    }
  });

  it('closes a socket whose session was revoked without a bus message, at the re-check', async () => {
    const { hotel, token } = await guestOf();
    const client = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    await client.opened;
    await t.app.live.revalidate();
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    // Revoked behind the hub's back (another tool, a lost pub/sub message).
    await t.ctx.db
      .update(guestSessions)
      .set({ revokedAt: new Date() })
      .where(eq(guestSessions.stayId, hotel.stayId));
    await t.app.live.revalidate();
    expect((await client.closed).code).toBe(4401);
  });

  it('reaps a socket that stops answering protocol pings, and keeps one that answers', async () => {
    const { hotel, token } = await guestOf();
    const dead = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token), { autoPong: false });
    const alive = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, token));
    await Promise.all([dead.opened, alive.opened]);
    const before = t.app.live.size;
    t.app.live.tick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    t.app.live.tick();
    expect((await dead.closed).code).toBe(1006);
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
    expect(t.app.live.size).toBe(before - 1);
    await alive.close();
  });

  it('closes the oldest socket of a stay beyond LIVE_MAX_SOCKETS_PER_STAY', async () => {
    const strict = await createTestApp({ LIVE_MAX_SOCKETS_PER_STAY: '2' });
    try {
      const url = await listenForSockets(strict);
      const { hotel, token } = await guestOf(strict);
      const path = liveSocketPaths.guest(hotel.uniqueId, token);
      const first = connectLive(url, path);
      await first.opened;
      const second = connectLive(url, path);
      await second.opened;
      const third = connectLive(url, path);
      await third.opened;
      expect((await first.closed).code).toBe(LIVE_CLOSE_CODES.tooManyConnections);
      expect(second.socket.readyState).toBe(second.socket.OPEN);
      await Promise.all([second.close(), third.close()]);
    } finally {
      await strict.close();
    }
  });

  it("gives a closed socket's connection back to its address (its close listeners survive the upgrade)", async () => {
    const capped = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '2' });
    try {
      const url = await listenForSockets(capped);
      const { hotel, token } = await guestOf(capped);
      const path = liveSocketPaths.guest(hotel.uniqueId, token);
      const first = connectLive(url, path);
      const second = connectLive(url, path);
      await Promise.all([first.opened, second.opened]);
      const over = connectLive(url, path);
      await expect(over.opened).rejects.toThrow('refused with HTTP 429');
      await first.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(capped.app.live.size).toBe(1);
      const again = connectLive(url, path);
      await again.opened;
      expect(capped.app.live.size).toBe(2);
      await Promise.all([second.close(), again.close()]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(capped.app.live.size).toBe(0);
    } finally {
      await capped.close();
    }
  });

  it('closes every socket with 1001 when the server shuts down, so the guest app reconnects', async () => {
    const closing = await createTestApp();
    const url = await listenForSockets(closing);
    const { hotel, token } = await guestOf(closing);
    const client = connectLive(url, liveSocketPaths.booking(hotel.stayId, token));
    await client.opened;
    await closing.close();
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_CODES.goingAway,
      reason: 'The server is restarting. Please reconnect.',
    });
  });
});

describe('live logs', () => {
  it('never writes a token from a socket path or query string to the log', async () => {
    const lines: string[] = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const url = await listenForSockets(logged);
      const { hotel, token } = await guestOf(logged);
      const guest = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, token));
      const booking = connectLive(url, liveSocketPaths.booking(hotel.stayId, token));
      await Promise.all([guest.opened, booking.opened]);
      await refusal(url, liveSocketPaths.guest('HOTEL-ELSEWHERE', token));
      await refusal(url, liveSocketPaths.channel('unknown', token));
      await Promise.all([guest.close(), booking.close()]);
      const socketLines = lines.filter((line) => line.includes('/ws/'));
      expect(socketLines.length).toBeGreaterThanOrEqual(4);
      expect(socketLines.some((line) => line.includes(`/ws/guest/${hotel.uniqueId}/[redacted]/`))).toBe(true);
      expect(socketLines.some((line) => line.includes('token=[redacted]'))).toBe(true);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
