import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, liveSocketPaths } from '@hotel/contracts/live';
import { auth, createTestHotel, createTestStaff, loginTestGuest } from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { twoInstancesBehindRedis } from '../../../test/two-instances.ts';

describe('check-out across instances', () => {
  // Two instances behind one Redis: the guest's phone on A, the front desk's console on B.
  const instances = twoInstancesBehindRedis();

  it("closes the guest's sockets on instance A when the desk checks them out through instance B", async () => {
    const { a, b } = instances;
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
