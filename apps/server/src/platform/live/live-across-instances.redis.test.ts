import { describe, expect, it } from 'vitest';
import { notifyGuest } from '../../modules/notifications/service.ts';
import {
  auth,
  createTestHotel,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { liveSocketPaths } from '@hotel/contracts/live';
import { twoInstancesBehindRedis } from '../../../test/two-instances.ts';

async function guestOf(app: TestApp) {
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

describe('live delivery across instances', () => {
  // Two instances behind one Redis, as production runs them behind a load balancer.
  const instances = twoInstancesBehindRedis();

  it('delivers an event produced on instance B to a guest connected to instance A', async () => {
    const { a, b } = instances;
    const url = await listenForSockets(a);
    const { hotel, token } = await guestOf(a);
    const other = await guestOf(a);
    const client = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, token));
    const bystander = connectLive(url, liveSocketPaths.guest(other.hotel.uniqueId, other.token));
    await Promise.all([client.opened, bystander.opened]);
    const row = await notifyGuest(b.ctx, notice(hotel, 'from instance B'));
    expect(await client.next()).toMatchObject({
      type: 'notification',
      id: row.id,
      message: 'from instance B',
    });
    await b.ctx.bus.publish({
      type: 'order_update',
      hotelId: hotel.hotelId,
      stayId: hotel.stayId,
      payload: { order_id: 3, id: 3, status: 'delivered', message: 'Your order has been delivered' },
    });
    expect(await client.next()).toMatchObject({ type: 'order_update', order_id: 3 });
    await bystander.expectNothing();
    await Promise.all([client.close(), bystander.close()]);
  });

  it('closes on instance A the socket of a guest who logs out through instance B', async () => {
    const { a, b } = instances;
    const url = await listenForSockets(a);
    const { hotel, token } = await guestOf(a);
    const client = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, token));
    await client.opened;
    await b.app.inject({ method: 'POST', url: '/api/guest-logout/', headers: auth(token) });
    expect((await client.closed).code).toBe(4401);
  });
});
