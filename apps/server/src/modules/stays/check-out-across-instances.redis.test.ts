import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, liveSocketPaths } from '@hotel/contracts/live';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';

// Runs only when REDIS_URL names a Redis server (see vitest.config.ts); CI always sets it.
const redisUrl = process.env.REDIS_URL!;

describe('check-out across instances', () => {
  // Two instances behind one Redis: the guest's phone on A, the front desk's console on B.
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl });
    b = await createTestApp({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("closes the guest's sockets on instance A when the desk checks them out through instance B", async () => {
    const hotel = await createTestHotel(a.ctx);
    const token = await loginTestGuest(a.app, hotel);
    const staff = await createTestStaff(b.app, b.ctx, hotel.hotelId, 'front_desk');
    const url = await listenForSockets(a);
    const guest = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, token));
    const booking = connectLive(url, liveSocketPaths.booking(hotel.stayId, token));
    await Promise.all([guest.opened, booking.opened]);

    const out = await b.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${hotel.stayId}/check-out/`,
      headers: auth(staff.token),
    });
    expect(out.statusCode).toBe(200);
    for (const socket of [guest, booking])
      expect((await socket.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
    expect((await a.app.inject({ url: '/api/guest-session/', headers: auth(token) })).statusCode).toBe(401);
  });
});
