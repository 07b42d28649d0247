import { describe, expect, it } from 'vitest';
import { diningItemList } from '@hotel/contracts/dining';
import { auth, createTestHotel, createTestStaff, loginTestGuest } from '../../../test/test-app.ts';
import { createMenuFixture } from '../../../test/dining-fixtures.ts';
import { twoInstancesBehindRedis } from '../../../test/two-instances.ts';

describe('sold out across instances', () => {
  // Two instances behind one Redis, each with its own menu snapshot.
  const instances = twoInstancesBehindRedis();

  it('hides an item marked sold out on instance B from a guest reading instance A within a second', async () => {
    const { a, b } = instances;
    const hotel = await createTestHotel(a.ctx);
    const menu = await createMenuFixture(a.ctx, hotel.hotelId);
    const guest = await loginTestGuest(a.app, hotel);
    const staff = (await createTestStaff(b.app, b.ctx, hotel.hotelId)).token;
    const sundae = menu.item('Sundae').id;
    const readOnA = async () =>
      diningItemList.parse((await a.app.inject({ url: '/api/items/', headers: auth(guest) })).json());
    // Instance A's clock stands still: its snapshot can only go because B's change reached it.
    a.setNow(new Date());
    try {
      expect((await readOnA()).some((item) => item.id === sundae)).toBe(true);
      const started = Date.now();
      const response = await b.app.inject({
        method: 'PATCH',
        url: `/api/staff/menu/items/${sundae}/availability/`,
        headers: auth(staff),
        payload: { available: false },
      });
      expect(response.statusCode).toBe(200);
      let visible = true;
      while (visible && Date.now() - started < 1_000) {
        visible = (await readOnA()).some((item) => item.id === sundae);
        if (visible) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(visible).toBe(false);
    } finally {
      a.setNow(undefined);
    }
  });
});
