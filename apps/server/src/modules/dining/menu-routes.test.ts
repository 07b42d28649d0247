import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { diningItemList } from '@hotel/contracts/dining';
import {
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import { diningItems } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function menuHotel(overrides: Parameters<typeof createTestHotel>[1] = {}) {
  const hotel = await createTestHotel(t.ctx, overrides);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const token = await loginTestGuest(t.app, hotel);
  return { hotel, menu, token };
}

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });
const names = (body: { name: string }[]) => body.map((entry) => entry.name);

describe('GET /api/items/', () => {
  it('lists the available items with prices, options and signed adjustments in major units', async () => {
    const { menu, token } = await menuHotel();
    const response = await get('/api/items/', token);
    expect(response.statusCode).toBe(200);
    const items = diningItemList.parse(response.json());
    expect(names(items)).toEqual(['Curry', 'Pizza', 'Cocktail', 'Sundae']);
    const curry = items[0]!;
    expect(curry).toMatchObject({
      id: menu.item('Curry').id,
      price: 250,
      currency_symbol: '฿',
      image_url: '/media/dining/green-curry.svg',
      sub_category: menu.subCategory('Mains'),
      locations: [],
    });
    expect(curry.options).toEqual([
      expect.objectContaining({
        name: 'Spice',
        required: true,
        multiple: false,
        values: [
          expect.objectContaining({ name: 'Mild', price_adjustment: 0 }),
          expect.objectContaining({ name: 'Hot', price_adjustment: 10 }),
        ],
      }),
      expect.objectContaining({
        name: 'Protein',
        required: false,
        values: [
          expect.objectContaining({ name: 'Chicken', price_adjustment: 0 }),
          expect.objectContaining({ name: 'Tofu', price_adjustment: -30 }),
        ],
      }),
    ]);
    const pizza = items[1]!;
    expect(pizza.image_url).toBeNull();
    expect(pizza.locations).toEqual([menu.terrace]);
    expect(pizza.options[0]).toMatchObject({ multiple: true, min_selections: 2, max_selections: 3 });
    expect(items[3]!.options[0]).toMatchObject({ multiple: true, max_selections: null });
  });

  it('shows at a location the items listed there and those with no locations', async () => {
    const { menu, token } = await menuHotel();
    expect(names((await get(`/api/items/?location=${menu.terrace.id}`, token)).json())).toEqual([
      'Curry',
      'Pizza',
      'Sundae',
    ]);
    expect(names((await get(`/api/items/?location=${menu.bar.id}`, token)).json())).toEqual([
      'Curry',
      'Cocktail',
      'Sundae',
    ]);
    expect(names((await get('/api/items/?location=room_service', token)).json())).toEqual([
      'Curry',
      'Pizza',
      'Cocktail',
      'Sundae',
    ]);
    expect(names((await get('/api/items/?location=', token)).json())).toHaveLength(4);
  });

  it("answers another hotel's location with 404 and a malformed one with 400", async () => {
    const { token } = await menuHotel();
    const other = await menuHotel();
    const foreign = await get(`/api/items/?location=${other.menu.terrace.id}`, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Location not found.');
    for (const location of ['abc', '1 OR 1=1', '<script>', '-1', 'room_service2', '9'.repeat(20)]) {
      const bad = await get(`/api/items/?location=${encodeURIComponent(location)}`, token);
      expect(bad.statusCode, location).toBe(400);
      expect(bad.json().detail, location).toBe(
        'location: Location must be a location id or room_service (querystring)',
      );
    }
  });

  it('refuses room service when the hotel does not offer it', async () => {
    const { token } = await menuHotel({ roomServiceEnabled: false });
    const response = await get('/api/items/?location=room_service', token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Room service is not available at this hotel.',
      code: 'room_service_unavailable',
    });
  });

  it('needs a guest session', async () => {
    const response = await t.app.inject({ url: '/api/items/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Your session has expired. Please log in again.');
  });

  it('serves the snapshot for a few seconds, then the changed menu', async () => {
    const { menu, token } = await menuHotel();
    const start = new Date();
    t.setNow(start);
    try {
      expect(names((await get('/api/items/', token)).json())).toContain('Cocktail');
      await t.ctx.db
        .update(diningItems)
        .set({ available: false })
        .where(eq(diningItems.id, menu.item('Cocktail').id));
      expect(names((await get('/api/items/', token)).json())).toContain('Cocktail');
      t.setNow(new Date(start.getTime() + 5_001));
      expect(names((await get('/api/items/', token)).json())).not.toContain('Cocktail');
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('GET /api/items/{id}/', () => {
  it("returns one of the hotel's available items and 404 for anything else", async () => {
    const { menu, token } = await menuHotel();
    const other = await menuHotel();
    const found = await get(`/api/items/${menu.item('Pizza').id}/`, token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ name: 'Pizza', price: 300, locations: [menu.terrace] });
    for (const id of [menu.item('Sold-out Special').id, other.menu.item('Pizza').id, 2_000_000_000]) {
      const missing = await get(`/api/items/${id}/`, token);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json().detail).toBe('Item not found.');
    }
    expect((await get('/api/items/abc/', token)).statusCode).toBe(400);
  });
});

describe('GET /api/sub-categories/', () => {
  it('lists the sub-categories that have something to show there', async () => {
    const { menu, token } = await menuHotel();
    const all = await get('/api/sub-categories/', token);
    expect(all.json()).toEqual([
      { id: menu.subCategory('Mains'), name: 'Mains' },
      { id: menu.subCategory('Drinks'), name: 'Drinks' },
      { id: menu.subCategory('Desserts'), name: 'Desserts' },
    ]);
    expect(names((await get(`/api/sub-categories/?location=${menu.terrace.id}`, token)).json())).toEqual([
      'Mains',
      'Desserts',
    ]);
  });
});

describe('GET /api/locations/{id}/', () => {
  it("returns the hotel's location and 404 for another hotel's", async () => {
    const { menu, token } = await menuHotel();
    const other: { menu: MenuFixture; hotel: TestHotel } = await menuHotel();
    const own = await get(`/api/locations/${menu.bar.id}/`, token);
    expect(own.json()).toEqual({ id: menu.bar.id, name: 'Bar', description: '', opening_hours: null });
    const foreign = await get(`/api/locations/${other.menu.bar.id}/`, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Location not found.');
  });
});

describe('GET /api/popular-items/', () => {
  it('lists the available popular items by rank, whatever hotel_id says', async () => {
    const { menu, token } = await menuHotel();
    const other = await menuHotel();
    const response = await get(`/api/popular-items/?hotel_id=${other.hotel.uniqueId}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: menu.item('Sundae').id,
        item_id: menu.item('Sundae').id,
        type: 'dining',
        name: 'Sundae',
        description: 'Vanilla',
        price: 100,
        currency_symbol: '฿',
        image_url: null,
      },
      expect.objectContaining({ item_id: menu.item('Curry').id, name: 'Curry', price: 250 }),
    ]);
  });
});
