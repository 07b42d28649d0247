import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { hotelResponse } from '@hotel/contracts/hotels';
import { WEEKDAYS } from '@hotel/contracts/opening-hours';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  multipartFile,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setup() {
  const hotel = await createTestHotel(t.ctx);
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId);
  return { hotel, staff: staff.token };
}

const patch = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/staff/settings/', headers: auth(token), payload });

const guestRead = async (uniqueId: string) =>
  hotelResponse.parse((await t.app.inject({ url: `/api/hotels/${uniqueId}/` })).json());

describe('PATCH /api/staff/settings/', () => {
  it('changes what it names, and the next guest hotel read has it despite the branding cache', async () => {
    const { hotel, staff } = await setup();
    t.setNow(new Date());
    try {
      expect((await guestRead(hotel.uniqueId)).name).toContain('Test hotel'); // now cached
      const response = await patch(staff, {
        name: 'Casa Nova',
        primary_color: '#0B4F6C',
        timezone: 'Europe/Lisbon',
        currency_code: 'EUR',
        chat_enabled: true,
        guests_can_request_towels: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Casa Nova', primary_color: '#0b4f6c' });
      expect(await guestRead(hotel.uniqueId)).toMatchObject({
        name: 'Casa Nova',
        primary_color: '#0b4f6c',
        timezone: 'Europe/Lisbon',
        currency_code: 'EUR',
        currency_symbol: '€',
        subscription: { chat_enabled: true },
        guests_can_request_towels: false,
        guests_can_request_sheets: true,
      });
    } finally {
      t.setNow(undefined);
    }
  });

  it("sets the consoles' alert defaults, which every console's session carries and guests never see", async () => {
    const { hotel, staff } = await setup();
    const session = async () =>
      (await t.app.inject({ url: '/api/staff/session/', headers: auth(staff) })).json().hotel;
    expect(await session()).toMatchObject({ request_realert_seconds: 30, order_lead_minutes: 30 });
    const response = await patch(staff, { request_realert_seconds: 60, order_lead_minutes: 45 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ request_realert_seconds: 60, order_lead_minutes: 45 });
    expect(await session()).toMatchObject({ request_realert_seconds: 60, order_lead_minutes: 45 });
    expect((await t.app.inject({ url: `/api/hotels/${hotel.uniqueId}/` })).json()).not.toHaveProperty(
      'request_realert_seconds',
    );
    for (const payload of [
      { request_realert_seconds: 5 },
      { order_lead_minutes: 241 },
      { order_lead_minutes: 1.5 },
    ]) {
      const refused = await patch(staff, payload);
      expect(refused.statusCode).toBe(400);
    }
    expect(await session()).toMatchObject({ request_realert_seconds: 60, order_lead_minutes: 45 });
  });

  it('gives the menu the new currency and room-service flag at once', async () => {
    const { hotel, staff } = await setup();
    const guest = await loginTestGuest(t.app, hotel);
    t.setNow(new Date());
    try {
      const before = await t.app.inject({ url: '/api/items/?location=room_service', headers: auth(guest) });
      expect(before.statusCode).toBe(200);
      await patch(staff, { room_service_enabled: false });
      const after = await t.app.inject({ url: '/api/items/?location=room_service', headers: auth(guest) });
      expect(after.statusCode).toBe(400);
    } finally {
      t.setNow(undefined);
    }
  });

  it.each([
    [{ primary_color: 'red' }, 'Primary colour must be a colour written #RRGGBB'],
    [{ background_color: '#12345' }, 'Background colour must be a colour written #RRGGBB'],
    [{ timezone: 'Mars/Olympus' }, '"Mars/Olympus" is not a time zone'],
    [{ name: '' }, 'Hotel name is required'],
    [{ chat_enabled: 'yes' }, 'Chat must be true or false'],
    [{ currency_code: 'DOLLARS' }, 'Currency must be an ISO 4217 code such as THB, EUR or JPY'],
    [{}, 'Nothing to change'],
  ])('refuses %j with a 400 that says why', async (payload, detail) => {
    const { hotel, staff } = await setup();
    const response = await patch(staff, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(detail);
    expect((await guestRead(hotel.uniqueId)).timezone).toBe('Asia/Bangkok');
  });

  it.each(['front_desk', 'kitchen', 'housekeeping'] as const)('refuses the %s role', async (role) => {
    const { hotel } = await setup();
    const member = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
    expect((await patch(member.token, { name: 'Mine' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/staff/settings/', headers: auth(member.token) })).statusCode,
    ).toBe(403);
  });

  it('sets the room-service hours guests can schedule for, and refuses hours that cannot be read', async () => {
    const { hotel, staff } = await setup();
    const hours = Object.fromEntries(
      WEEKDAYS.map((day) => [day, day === 'sun' ? [] : [{ opens: '06:30', closes: '23:00' }]]),
    );
    const saved = await patch(staff, { room_service_hours: hours });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().room_service_hours).toEqual(hours);
    expect((await guestRead(hotel.uniqueId)).room_service_hours).toEqual(hours);

    const unreadable = await patch(staff, {
      room_service_hours: { ...hours, mon: [{ opens: '6.30', closes: '23:00' }] },
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().detail).toContain('Times are written HH:MM');
    const aroundTheClock = await patch(staff, { room_service_hours: null });
    expect(aroundTheClock.json().room_service_hours).toBeNull();
  });

  it("changes only the staff member's own hotel", async () => {
    const { staff } = await setup();
    const other = await setup();
    await patch(staff, { name: 'Only mine' });
    expect((await guestRead(other.hotel.uniqueId)).name).not.toBe('Only mine');
  });
});

describe('logos', () => {
  it('uploads a logo, resized for the navigation bar, and removes it', async () => {
    const { hotel, staff } = await setup();
    const bytes = await sharp({ create: { width: 1200, height: 400, channels: 4, background: '#0b4f6c' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({ bytes, filename: 'logo.png', contentType: 'image/png' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/settings/logos/logo/',
      headers: { ...auth(staff), ...headers },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const logo = (await guestRead(hotel.uniqueId)).logo_url!;
    expect(logo).toMatch(/^\/api\/images\/sized\/[0-9a-f]{32}-h176\.webp$/);
    const served = await t.app.inject({ url: logo });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 171 });

    const unknownKind = await t.app.inject({
      method: 'POST',
      url: '/api/staff/settings/logos/banner/',
      headers: { ...auth(staff), ...headers },
      payload,
    });
    expect(unknownKind.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/staff/settings/logos/logo/',
      headers: auth(staff),
    });
    expect(removed.statusCode).toBe(200);
    expect((await guestRead(hotel.uniqueId)).logo_url).toBeNull();
  });
});
