import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diningItemList } from '@hotel/contracts/dining';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture } from '../../../test/dining-fixtures.ts';

// Runs only when REDIS_URL names a Redis server (see vitest.config.ts); CI always sets it.
const redisUrl = process.env.REDIS_URL!;

describe('sold out across instances', () => {
  // Two instances behind one Redis, each with its own menu snapshot.
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

  it('hides an item marked sold out on instance B from a guest reading instance A within a second', async () => {
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
