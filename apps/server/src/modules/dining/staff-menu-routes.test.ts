import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { diningItemList, order as orderContract } from '@hotel/contracts/dining';
import {
  menuDocument,
  staffMenu,
  type MenuDocumentInput,
  type MenuItemInput,
  type StaffMenu,
} from '@hotel/contracts/menu-admin';
import type { LiveEvent } from '../../platform/events/event-bus.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { liveSocketPaths } from '@hotel/contracts/live';
import { diningItems } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Setup {
  hotel: Awaited<ReturnType<typeof createTestHotel>>;
  menu: MenuFixture;
  guest: string;
  staff: string;
}

async function setup(): Promise<Setup> {
  const hotel = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const guest = await loginTestGuest(t.app, hotel);
  const staff = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
  return { hotel, menu, guest, staff };
}

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const readEditorMenu = async (staff: string): Promise<StaffMenu> => {
  const response = await call(staff, 'GET', '/api/staff/menu/');
  expect(response.statusCode).toBe(200);
  return staffMenu.parse(response.json());
};

const guestItems = async (guest: string) => {
  const response = await call(guest, 'GET', '/api/items/');
  expect(response.statusCode).toBe(200);
  return diningItemList.parse(response.json());
};

const breakfastItem = (overrides: Partial<MenuItemInput> = {}): MenuItemInput => ({
  name: 'Eggs Benedict',
  description: 'Poached eggs, hollandaise',
  price: 12.5,
  options: [
    {
      name: 'Bread',
      required: true,
      min_selections: 1,
      values: [{ name: 'Muffin' }, { name: 'Sourdough', price_adjustment: 1.25 }],
    },
  ],
  ...overrides,
});

describe('GET /api/staff/menu/', () => {
  it('shows the whole menu, sold-out items included, with prices in major units', async () => {
    const { menu, staff } = await setup();
    const editor = await readEditorMenu(staff);
    expect(editor.currency_symbol).toBe('฿');
    expect(editor.locations.map((location) => location.name)).toEqual(['Terrace', 'Bar']);
    expect(editor.items.find((item) => item.name === 'Sold-out Special')).toMatchObject({
      available: false,
      price: 50,
    });
    expect(editor.items.find((item) => item.id === menu.item('Curry').id)).toMatchObject({
      popular: true,
      sub_category: menu.subCategory('Mains'),
      options: [{ name: 'Spice', required: true }, { name: 'Protein' }],
    });
  });

  it.each(['front_desk', 'kitchen', 'housekeeping'] as const)('refuses the %s role', async (role) => {
    const { hotel } = await setup();
    const member = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
    const response = await call(member.token, 'GET', '/api/staff/menu/');
    expect(response.statusCode).toBe(403);
  });

  it('refuses a guest token and no session', async () => {
    const { guest } = await setup();
    expect((await call(guest, 'GET', '/api/staff/menu/')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/menu/' })).statusCode).toBe(401);
  });
});

describe('items', () => {
  it('adds an item with a required option that guests see at once, priced in minor units', async () => {
    const { hotel, menu, guest, staff } = await setup();
    await guestItems(guest); // the snapshot is now cached
    const response = await call(
      staff,
      'POST',
      '/api/staff/menu/items/',
      breakfastItem({ sub_category: menu.subCategory('Mains'), locations: [menu.terrace.id] }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await t.ctx.db.select().from(diningItems).where(eq(diningItems.id, id));
    expect(row).toMatchObject({ hotelId: hotel.hotelId, priceMinor: 1250, available: true });
    const seen = (await guestItems(guest)).find((item) => item.id === id);
    expect(seen).toMatchObject({
      price: 12.5,
      locations: [menu.terrace],
      options: [
        {
          name: 'Bread',
          required: true,
          multiple: false,
          min_selections: 1,
          max_selections: null,
          values: [
            { name: 'Muffin', price_adjustment: 0 },
            { name: 'Sourdough', price_adjustment: 1.25 },
          ],
        },
      ],
    });
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name: Name is required'],
    ['a negative price', { price: -1 }, 'price: Price must not be negative'],
    ['three decimals in baht', { price: 1.005 }, 'Price: THB has 2 decimals, give at most 2.'],
    ['four decimals', { price: 1.0005 }, 'price: Price has more than three decimals'],
    [
      'an adjustment with three decimals in baht',
      { options: [{ name: 'Size', values: [{ name: 'L', price_adjustment: 0.125 }] }] },
      'Price adjustment: THB has 2 decimals, give at most 2.',
    ],
    ['a price as text', { price: '12' }, 'price: Price must be a number'],
    ['a script as image', { image_url: 'javascript:alert(1)' }, 'image_url: Image must be an uploaded image'],
    [
      'an option without values',
      { options: [{ name: 'Size', values: [] }] },
      'options.0.values: An option needs at least one value',
    ],
    [
      'a single choice allowing two',
      { options: [{ name: 'Size', max_selections: 2, values: [{ name: 'S' }, { name: 'L' }] }] },
      'Size: a single choice allows one selection at most',
    ],
    [
      'a minimum above the maximum',
      {
        options: [
          {
            name: 'Sides',
            multiple: true,
            required: true,
            min_selections: 3,
            max_selections: 2,
            values: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
          },
        ],
      },
      'Sides: the minimum is above the maximum',
    ],
    [
      'a minimum above the number of values',
      {
        options: [
          { name: 'Sides', multiple: true, required: true, min_selections: 3, values: [{ name: 'A' }] },
        ],
      },
      'Sides: the minimum asks for more selections than there are values',
    ],
    [
      'a minimum on an optional option',
      { options: [{ name: 'Sides', multiple: true, min_selections: 1, values: [{ name: 'A' }] }] },
      'Sides: a minimum above 0 means the option is required',
    ],
    [
      'two options of the same name',
      {
        options: [
          { name: 'Size', values: [{ name: 'S' }] },
          { name: 'size', values: [{ name: 'L' }] },
        ],
      },
      'Option "size" appears twice',
    ],
    [
      'two values of the same name',
      { options: [{ name: 'Size', values: [{ name: 'S' }, { name: 'S' }] }] },
      'Value "S" appears twice',
    ],
  ])('refuses %s with a 400 that says so', async (_case, overrides, detail) => {
    const { staff, hotel } = await setup();
    const response = await call(staff, 'POST', '/api/staff/menu/items/', {
      ...breakfastItem(),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(detail);
    const rows = await t.ctx.db.select().from(diningItems).where(eq(diningItems.hotelId, hotel.hotelId));
    expect(rows.some((row) => row.name === 'Eggs Benedict')).toBe(false);
  });

  it('names the field a refusal of the shape is about, for the form to show it there', async () => {
    const { staff } = await setup();
    const response = await call(staff, 'POST', '/api/staff/menu/items/', { ...breakfastItem(), price: -1 });
    expect(response.json()).toEqual({
      detail: 'price: Price must not be negative',
      field: 'price',
      code: 'invalid_input',
    });
  });

  it("refuses another hotel's sub-category and location, and writes nothing", async () => {
    const { staff, hotel } = await setup();
    const other = await setup();
    for (const overrides of [
      { sub_category: other.menu.subCategory('Mains') },
      { locations: [other.menu.terrace.id] },
    ]) {
      const response = await call(staff, 'POST', '/api/staff/menu/items/', breakfastItem(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/not found/);
    }
    const rows = await t.ctx.db.select().from(diningItems).where(eq(diningItems.hotelId, hotel.hotelId));
    expect(rows.some((row) => row.name === 'Eggs Benedict')).toBe(false);
  });

  it("answers 404 for another hotel's item, whatever the change", async () => {
    const { staff } = await setup();
    const other = await setup();
    const foreign = other.menu.item('Curry').id;
    expect((await call(staff, 'PUT', `/api/staff/menu/items/${foreign}/`, breakfastItem())).statusCode).toBe(
      404,
    );
    expect(
      (await call(staff, 'PATCH', `/api/staff/menu/items/${foreign}/availability/`, { available: false }))
        .statusCode,
    ).toBe(404);
    expect((await call(staff, 'DELETE', `/api/staff/menu/items/${foreign}/`)).statusCode).toBe(404);
    expect((await guestItems(other.guest)).some((item) => item.id === foreign)).toBe(true);
  });

  it('keeps option and value ids across an edit, and refuses ids of another item', async () => {
    const { menu, staff } = await setup();
    const curry = (await readEditorMenu(staff)).items.find((item) => item.id === menu.item('Curry').id)!;
    const spice = curry.options[0]!;
    const edited = {
      ...curry,
      price: 260,
      options: [
        { ...spice, name: 'Heat', values: [...spice.values, { name: 'Volcanic', price_adjustment: 20 }] },
      ],
    };
    expect((await call(staff, 'PUT', `/api/staff/menu/items/${curry.id}/`, edited)).statusCode).toBe(200);
    const after = (await readEditorMenu(staff)).items.find((item) => item.id === curry.id)!;
    expect(after.price).toBe(260);
    expect(after.options).toHaveLength(1);
    expect(after.options[0]).toMatchObject({ id: spice.id, name: 'Heat' });
    expect(after.options[0]!.values.slice(0, 2).map((value) => value.id)).toEqual(
      spice.values.map((value) => value.id),
    );

    const pizzaOption = menu.option('Pizza', 'Toppings');
    const stolen = { ...edited, options: [{ ...edited.options[0]!, id: pizzaOption }] };
    const response = await call(staff, 'PUT', `/api/staff/menu/items/${curry.id}/`, stolen);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('is not an option of this item');
  });
});

describe('sold out', () => {
  it('hides the item from a guest already on the menu at once, through the snapshot, and refuses orders', async () => {
    const { menu, guest, staff, hotel } = await setup();
    // The clock stands still, so the snapshot can only go because the change dropped it.
    t.setNow(new Date());
    try {
      const sundae = menu.item('Sundae').id;
      expect((await guestItems(guest)).some((item) => item.id === sundae)).toBe(true);
      const events: LiveEvent[] = [];
      const stop = t.ctx.bus.subscribe((event) => events.push(event));
      const response = await call(staff, 'PATCH', `/api/staff/menu/items/${sundae}/availability/`, {
        available: false,
      });
      stop();
      expect(response.statusCode).toBe(200);
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'staff_update',
          hotelId: hotel.hotelId,
          stayId: null,
          payload: expect.objectContaining({ topic: 'menu', id: sundae }),
        }),
      );
      expect((await guestItems(guest)).some((item) => item.id === sundae)).toBe(false);
      expect((await call(guest, 'GET', `/api/items/${sundae}/`)).statusCode).toBe(404);
      const refused = await call(guest, 'POST', '/api/orders/', {
        location: null,
        items: [{ dining_item: sundae, quantity: 1 }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        detail: 'Sundae is not available right now.',
        code: 'item_unavailable',
      });

      await call(staff, 'PATCH', `/api/staff/menu/items/${sundae}/availability/`, { available: true });
      expect((await guestItems(guest)).some((item) => item.id === sundae)).toBe(true);
    } finally {
      t.setNow(undefined);
    }
  });

  it("tells every guest phone of the hotel (and no other hotel's) to read the menu again", async () => {
    const url = await listenForSockets(t);
    const { hotel, menu, guest, staff } = await setup();
    const other = await setup();
    const phone = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, guest));
    const bystander = connectLive(url, liveSocketPaths.guest(other.hotel.uniqueId, other.guest));
    await Promise.all([phone.opened, bystander.opened]);
    await call(staff, 'PATCH', `/api/staff/menu/items/${menu.item('Sundae').id}/availability/`, {
      available: false,
    });
    expect(await phone.next((message) => message.type === 'menu_update')).toEqual({ type: 'menu_update' });
    await bystander.expectNothing((message) => message.type === 'menu_update');
    await Promise.all([phone.close(), bystander.close()]);
  });

  it('refuses a body without a boolean', async () => {
    const { menu, staff } = await setup();
    const response = await call(
      staff,
      'PATCH',
      `/api/staff/menu/items/${menu.item('Sundae').id}/availability/`,
      {
        available: 'no',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('available must be true or false');
  });
});

describe('an order placed before an edit', () => {
  it('keeps its names, prices and options when the item is edited and then deleted', async () => {
    const { menu, guest, staff } = await setup();
    const curry = menu.item('Curry');
    const placed = await call(guest, 'POST', '/api/orders/', {
      location: null,
      items: [
        {
          dining_item: curry.id,
          quantity: 2,
          selected_options: { [menu.option('Curry', 'Spice')]: menu.value('Curry', 'Spice', 'Hot') },
        },
      ],
    });
    expect(placed.statusCode).toBe(201);
    const before = orderContract.parse(placed.json());

    const editor = (await readEditorMenu(staff)).items.find((item) => item.id === curry.id)!;
    await call(staff, 'PUT', `/api/staff/menu/items/${curry.id}/`, {
      ...editor,
      name: 'Red Curry',
      price: 999,
      options: editor.options.map((option) => ({
        ...option,
        values: option.values.map((value) => ({ ...value, name: `${value.name}!`, price_adjustment: 50 })),
      })),
    });
    const deleted = await call(staff, 'DELETE', `/api/staff/menu/items/${curry.id}/`);
    expect(deleted.statusCode).toBe(204);

    const after = orderContract.parse((await call(guest, 'GET', `/api/orders/${before.id}/`)).json());
    expect(after).toEqual(before);
    expect(after.items[0]).toMatchObject({ name: 'Curry', unit_price: 260, total_price: 520 });
    expect((await guestItems(guest)).some((item) => item.id === curry.id)).toBe(false);
    expect((await readEditorMenu(staff)).items.some((item) => item.id === curry.id)).toBe(false);
  });
});

describe('locations and sub-categories', () => {
  it('adds a location with opening hours and validates them', async () => {
    const { staff } = await setup();
    const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const hours = { ...closed, fri: [{ opens: '18:00', closes: '02:00' }] };
    const created = await call(staff, 'POST', '/api/staff/menu/locations/', {
      name: 'Night Bar',
      opening_hours: hours,
    });
    expect(created.statusCode).toBe(201);
    const editor = await readEditorMenu(staff);
    expect(editor.locations.at(-1)).toMatchObject({ name: 'Night Bar', opening_hours: hours });

    for (const [opening_hours, detail] of [
      [{ ...closed, mon: [{ opens: '25:00', closes: '26:00' }] }, 'Times are written HH:MM'],
      [{ ...closed, mon: [{ opens: '10:00', closes: '10:00' }] }, 'Opening and closing times must differ'],
      [{ mon: [] }, 'tue'],
    ] as const) {
      const response = await call(staff, 'POST', '/api/staff/menu/locations/', { name: 'X', opening_hours });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    }
  });

  it('will not delete a location that alone serves items, nor a sub-category with items', async () => {
    const { menu, staff, guest } = await setup();
    const location = await call(staff, 'DELETE', `/api/staff/menu/locations/${menu.bar.id}/`);
    expect(location.statusCode).toBe(409);
    expect(location.json<{ detail: string }>().detail).toContain('Cocktail');
    const subCategory = await call(
      staff,
      'DELETE',
      `/api/staff/menu/sub-categories/${menu.subCategory('Drinks')}/`,
    );
    expect(subCategory.statusCode).toBe(409);
    const empty = await call(staff, 'DELETE', `/api/staff/menu/sub-categories/${menu.subCategory('Empty')}/`);
    expect(empty.statusCode).toBe(204);
    // Once its only item is gone, the bar can go, and guests no longer see it.
    await call(staff, 'DELETE', `/api/staff/menu/items/${menu.item('Cocktail').id}/`);
    expect((await call(staff, 'DELETE', `/api/staff/menu/locations/${menu.bar.id}/`)).statusCode).toBe(204);
    expect((await call(guest, 'GET', `/api/locations/${menu.bar.id}/`)).statusCode).toBe(404);
  });

  it('refuses a name the menu already has, ignoring case, so every menu exports and imports again', async () => {
    const { menu, staff } = await setup();
    const location = await call(staff, 'POST', '/api/staff/menu/locations/', { name: 'TERRACE' });
    expect(location.statusCode).toBe(409);
    expect(location.json()).toMatchObject({
      code: 'name_taken',
      detail: 'A location named "TERRACE" already exists.',
    });
    const renamed = await call(staff, 'PUT', `/api/staff/menu/locations/${menu.bar.id}/`, {
      name: 'terrace',
    });
    expect(renamed.statusCode).toBe(409);
    const subCategory = await call(staff, 'POST', '/api/staff/menu/sub-categories/', { name: 'mains' });
    expect(subCategory.json()).toMatchObject({
      code: 'name_taken',
      detail: 'A sub-category named "mains" already exists.',
    });
    // Item names are unique within a sub-category: the same name elsewhere is another dish.
    const mains = menu.subCategory('Mains');
    const twin = await call(
      staff,
      'POST',
      '/api/staff/menu/items/',
      breakfastItem({ name: 'pizza', sub_category: mains }),
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json<{ detail: string }>().detail).toBe(
      'An item named "pizza" is already in this sub-category.',
    );
    const elsewhere = await call(
      staff,
      'POST',
      '/api/staff/menu/items/',
      breakfastItem({ name: 'Pizza', sub_category: menu.subCategory('Drinks') }),
    );
    expect(elsewhere.statusCode).toBe(201);
    // Saving an item or a location under its own name is not a clash.
    const pizza = menu.item('Pizza');
    const same = await call(
      staff,
      'PUT',
      `/api/staff/menu/items/${pizza.id}/`,
      breakfastItem({ name: 'PIZZA', sub_category: mains }),
    );
    expect(same.statusCode).toBe(200);
    expect(
      (await call(staff, 'PUT', `/api/staff/menu/locations/${menu.bar.id}/`, { name: 'BAR' })).statusCode,
    ).toBe(200);

    const exported = await call(staff, 'GET', '/api/staff/menu/export/');
    expect(exported.statusCode).toBe(200);
    expect(menuDocument.safeParse(exported.json()).success).toBe(true);
  });

  it('reorders a whole list and refuses a stale one', async () => {
    const { menu, staff } = await setup();
    const ids = (await readEditorMenu(staff)).sub_categories.map((entry) => entry.id).reverse();
    expect((await call(staff, 'PUT', '/api/staff/menu/order/sub-categories/', { ids })).statusCode).toBe(204);
    expect((await readEditorMenu(staff)).sub_categories.map((entry) => entry.id)).toEqual(ids);
    const stale = await call(staff, 'PUT', '/api/staff/menu/order/sub-categories/', { ids: ids.slice(1) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ detail: string }>().detail).toContain('Reload');
    const unknown = await call(staff, 'PUT', '/api/staff/menu/order/dishes/', { ids });
    expect(unknown.statusCode).toBe(400);
    const foreign = await call(
      staff,
      'PUT',
      `/api/staff/menu/sub-categories/${(await setup()).menu.subCategory('Mains')}/`,
      {
        name: 'Mine',
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(menu.subCategory('Mains')).toBeGreaterThan(0);
  });
});

describe('export and import', () => {
  it('moves a menu to another hotel unchanged (round trip)', async () => {
    const source = await setup();
    const exported = await call(source.staff, 'GET', '/api/staff/menu/export/');
    expect(exported.statusCode).toBe(200);
    const document = menuDocument.parse(exported.json());
    expect(document.items.find((item) => item.name === 'Pizza')).toMatchObject({
      sub_category: 'Mains',
      locations: ['Terrace'],
      price: 300,
    });

    const targetHotel = await createTestHotel(t.ctx);
    const target = (await createTestStaff(t.app, t.ctx, targetHotel.hotelId)).token;
    const imported = await call(target, 'POST', '/api/staff/menu/import/', document);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ locations: 2, sub_categories: 4, items: 5, removed_items: 0 });
    const again = menuDocument.parse((await call(target, 'GET', '/api/staff/menu/export/')).json());
    expect(again).toEqual(document);

    // Importing the same file again matches by name: ids survive, nothing is duplicated.
    const idsBefore = (await readEditorMenu(target)).items.map((item) => item.id);
    expect((await call(target, 'POST', '/api/staff/menu/import/', document)).statusCode).toBe(200);
    expect((await readEditorMenu(target)).items.map((item) => item.id)).toEqual(idsBefore);
  });

  it('replaces what the file leaves out', async () => {
    const { staff, guest } = await setup();
    const document: MenuDocumentInput = {
      format: 'hotel-menu',
      version: 1,
      sub_categories: ['Snacks'],
      items: [{ name: 'Nuts', price: 3, sub_category: 'Snacks' }],
    };
    const response = await call(staff, 'POST', '/api/staff/menu/import/', document);
    expect(response.json()).toEqual({ locations: 0, sub_categories: 1, items: 1, removed_items: 5 });
    expect((await guestItems(guest)).map((item) => item.name)).toEqual(['Nuts']);
  });

  it('names every problem of a bad file and writes nothing', async () => {
    const { staff } = await setup();
    const before = await call(staff, 'GET', '/api/staff/menu/export/');
    const response = await call(staff, 'POST', '/api/staff/menu/import/', {
      format: 'hotel-menu',
      version: 1,
      locations: [{ name: 'Bar' }, { name: 'bar' }],
      sub_categories: ['Mains'],
      items: [
        { name: 'Soup', price: -2, sub_category: 'Starters' },
        { name: 'Tea', price: 1, locations: ['Roof'] },
        { name: '', price: 1 },
        {
          name: 'Rice',
          price: 1,
          options: [{ name: 'Size', multiple: false, max_selections: 3, values: [{ name: 'S' }] }],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ detail: string; problems: string[] }>();
    expect(body.detail).toMatch(/^The menu file has \d+ problems; nothing was changed\./);
    expect(body.problems).toEqual(
      expect.arrayContaining([
        'locations: Location "bar" appears twice',
        'items[0].price: Price must not be negative',
        'items[0].sub_category: Soup: sub-category "Starters" is not in sub_categories',
        'items[1].locations: Tea: location "Roof" is not in locations',
        'items[2].name: Name is required',
        'items[3].options[0].max_selections: Size: a single choice allows one selection at most',
      ]),
    );
    expect((await call(staff, 'GET', '/api/staff/menu/export/')).json()).toEqual(before.json());

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/staff/menu/import/',
      headers: { ...auth(staff), 'content-type': 'application/json' },
      payload: '{"format": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ detail: string }>().detail).toBeTruthy();

    const notAMenu = await call(staff, 'POST', '/api/staff/menu/import/', { items: 'x' });
    expect(notAMenu.statusCode).toBe(400);
    expect(notAMenu.json<{ problems: string[] }>().problems).toEqual(
      expect.arrayContaining(['format: format must be "hotel-menu"', 'version: version must be 1']),
    );
  });
});
