import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { addDays, dateInZone } from '../../platform/time.ts';
import {
  addTestRoom,
  auth,
  createTestApp,
  createTestHotel,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { checkInGuest } from '../stays/provisioning.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_ADDRESS_BURST: '100000', LOGIN_ADDRESS_FAILURES_PER_HOUR: '200000' });
});
afterAll(() => t.close());

const login = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/guest-login/', payload: payload as object, remoteAddress });

describe('POST /api/guest-login/', () => {
  it('logs the guest in with any case and surrounding spaces, and sets a safe cookie', async () => {
    const hotel = await createTestHotel(t.ctx);
    const response = await login({
      room: ' 101 ',
      family_name: '  tAnAkA ',
      hotel_unique_id: hotel.uniqueId,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), hotel_unique_id: hotel.uniqueId, language: 'en' });
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`session_token=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers a wrong name and a wrong room with the same words', async () => {
    const hotel = await createTestHotel(t.ctx);
    const wrongName = await login({ room: '101', family_name: 'Smith', hotel_unique_id: hotel.uniqueId });
    const wrongRoom = await login({ room: '555', family_name: 'Tanaka', hotel_unique_id: hotel.uniqueId });
    expect(wrongName.statusCode).toBe(401);
    expect(wrongRoom.statusCode).toBe(401);
    expect(wrongName.json().detail).toBe(wrongRoom.json().detail);
    expect(wrongName.json().code).toBe('invalid_credentials');
  });

  it('does the same work for a room that does not exist as for a wrong name (no timing difference)', async () => {
    // Timing itself is too noisy to assert on a shared machine; the statements run are what makes it.
    const hotel = await createTestHotel(t.ctx);
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statements = async (payload: object) => {
      // Called through: the spy only records the SQL text of each statement.
      const spy = vi.spyOn(client, 'query');
      try {
        expect((await login(payload)).statusCode).toBe(401);
        return spy.mock.calls.map(([text]) =>
          typeof text === 'string' ? text : String((text as { text?: string }).text),
        );
      } finally {
        spy.mockRestore();
      }
    };
    const wrongName = await statements({
      room: '101',
      family_name: 'Smith',
      hotel_unique_id: hotel.uniqueId,
    });
    const noRoom = await statements({ room: '9999', family_name: 'Tanaka', hotel_unique_id: hotel.uniqueId });
    expect(wrongName.length).toBeGreaterThan(0);
    expect(noRoom).toEqual(wrongName);
  });

  it('lets in only a guest whose stay covers today in the hotel time zone', async () => {
    const hotel = await createTestHotel(t.ctx, { timezone: 'Pacific/Kiritimati' });
    const today = dateInZone(t.ctx.now(), 'Pacific/Kiritimati');
    await checkInGuest(t.ctx.db, {
      hotelId: hotel.hotelId,
      roomNumber: '102',
      familyName: 'Past',
      checkInDate: addDays(today, -5),
      checkOutDate: addDays(today, -1),
    });
    await checkInGuest(t.ctx.db, {
      hotelId: hotel.hotelId,
      roomNumber: '103',
      familyName: 'Future',
      checkInDate: addDays(today, 1),
      checkOutDate: addDays(today, 4),
    });
    await checkInGuest(t.ctx.db, {
      hotelId: hotel.hotelId,
      roomNumber: '104',
      familyName: 'Leaving',
      checkInDate: addDays(today, -3),
      checkOutDate: today,
    });
    expect(
      (await login({ room: '102', family_name: 'Past', hotel_unique_id: hotel.uniqueId })).statusCode,
    ).toBe(401);
    expect(
      (await login({ room: '103', family_name: 'Future', hotel_unique_id: hotel.uniqueId })).statusCode,
    ).toBe(401);
    expect(
      (await login({ room: '104', family_name: 'Leaving', hotel_unique_id: hotel.uniqueId })).statusCode,
    ).toBe(200);
  });

  it('answers room_unlicensed for a room the hotel has not licensed', async () => {
    const hotel = await createTestHotel(t.ctx);
    await addTestRoom(t.ctx, hotel.hotelId, '101', true);
    const response = await login({ room: '101', family_name: 'Tanaka', hotel_unique_id: hotel.uniqueId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'This room is currently unavailable. Please contact hotel staff for assistance.',
      code: 'room_unlicensed',
    });
  });

  it('finds the hotel whatever the case of the ID the guest typed, and answers with its own spelling', async () => {
    const hotel = await createTestHotel(t.ctx);
    for (const typed of [hotel.uniqueId.toLowerCase(), ` Hotel-${hotel.uniqueId.slice('HOTEL-'.length)} `]) {
      const response = await login({ room: '101', family_name: 'Tanaka', hotel_unique_id: typed });
      expect(response.statusCode).toBe(200);
      expect(response.json().hotel_unique_id).toBe(hotel.uniqueId);
    }
    const notAnId = await login({ room: '101', family_name: 'Tanaka', hotel_unique_id: 'DEMO' });
    expect(notAnId.statusCode).toBe(400);
  });

  it('answers an unknown hotel with the catalogue text', async () => {
    const response = await login({ room: '101', family_name: 'Tanaka', hotel_unique_id: 'HOTEL-NOPE-404' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Hotel not found. Please try scanning the QR code again.');
  });

  it('slows guesses at one room down after a burst, and lets the real guest in within one interval', async () => {
    // Burst 3, then 12 per hour in all: one evaluated guess every 400 s.
    const slow = await createTestApp({ LOGIN_ROOM_BURST: '3', LOGIN_ROOM_GUESSES_PER_HOUR: '12' });
    const hotel = await createTestHotel(slow.ctx);
    const start = Date.now();
    slow.setNow(new Date(start));
    const attempt = (familyName: string, remoteAddress: string, hotelUniqueId = hotel.uniqueId) =>
      slow.app.inject({
        method: 'POST',
        url: '/api/guest-login/',
        payload: { room: '101', family_name: familyName, hotel_unique_id: hotelUniqueId },
        remoteAddress,
      });
    try {
      for (let guess = 0; guess < 3; guess++)
        expect((await attempt(`Guess${guess}`, '10.0.0.9')).statusCode).toBe(401);
      const blocked = await attempt('Tanaka', '10.0.0.10');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toMatch(
        /^Too many login attempts\. Please wait \d+ seconds and try again/,
      );
      expect(blocked.json().code).toBe('too_many_attempts');
      // The hotel's ID spelt in another case is the same room, not a fresh allowance.
      expect((await attempt('Guess3', '10.0.0.11', hotel.uniqueId.toLowerCase())).statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(300);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(400);
      // One interval later the real guest gets in: slowed down, never locked for a whole window.
      slow.setNow(new Date(start + 400_000));
      expect((await attempt('Tanaka', '10.0.0.10')).statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('never evaluates more than LOGIN_ROOM_GUESSES_PER_HOUR wrong names at one room in an hour', async () => {
    const hotel = await createTestHotel(t.ctx);
    const start = Date.now();
    let evaluated = 0;
    try {
      // An attacker trying once a second for an hour, from ever-changing addresses.
      for (let second = 0; second < 3_600; second += 1) {
        t.setNow(new Date(start + second * 1_000));
        const response = await login(
          { room: '101', family_name: `Guess${second}`, hotel_unique_id: hotel.uniqueId },
          `10.7.${Math.floor(second / 250)}.${second % 250}`,
        );
        if (response.statusCode === 401) evaluated += 1;
        else expect(response.statusCode).toBe(429);
      }
    } finally {
      t.setNow(undefined);
    }
    expect(evaluated).toBeLessThanOrEqual(100);
    expect(evaluated).toBeGreaterThan(90);
  }, 120_000);

  it('slows one address sweeping many rooms, without touching other addresses', async () => {
    const strict = await createTestApp({ LOGIN_ADDRESS_BURST: '2', LOGIN_ADDRESS_FAILURES_PER_HOUR: '10' });
    try {
      const hotel = await createTestHotel(strict.ctx);
      const attempt = (room: string, remoteAddress: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/guest-login/',
          payload: { room, family_name: 'Tanaka', hotel_unique_id: hotel.uniqueId },
          remoteAddress,
        });
      expect((await attempt('201', '10.1.1.1')).statusCode).toBe(401);
      expect((await attempt('202', '10.1.1.1')).statusCode).toBe(401);
      const slowed = await attempt('101', '10.1.1.1');
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(450);
      expect((await attempt('101', '10.1.1.2')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it.each([
    [{}, 'room: Room number is required'],
    [{ room: '101', family_name: 'Tanaka' }, 'hotel_unique_id: Hotel ID is required'],
    [
      { room: '101', family_name: '   ', hotel_unique_id: 'HOTEL-DEMO' },
      'family_name: Family name is required',
    ],
    [{ room: 101, family_name: 'Tanaka', hotel_unique_id: 'HOTEL-DEMO' }, 'room: Room number must be text'],
    [
      { room: '101', family_name: 'Tanaka', hotel_unique_id: 'hotel demo' },
      'hotel_unique_id: Invalid hotel ID format',
    ],
    [
      { room: '101', family_name: 'x'.repeat(5000), hotel_unique_id: 'HOTEL-DEMO' },
      'family_name: Family name is too long',
    ],
    [
      { room: '1\u000001', family_name: 'Tanaka', hotel_unique_id: 'HOTEL-DEMO' },
      'room: Room number contains characters that are not allowed',
    ],
  ])('refuses bad input %j with a clear detail', async (payload, detail) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });

  it('never answers arbitrary input with a 5xx', async () => {
    const hotel = await createTestHotel(t.ctx);
    const nasty = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "' OR 1=1 --",
        '<script>alert(1)</script>',
        'Robert"); DROP TABLE stays;--',
        '\u0000',
        '💥'.repeat(40),
      ),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          room: nasty,
          family_name: nasty,
          hotel_unique_id: fc.oneof(nasty, fc.constant(hotel.uniqueId)),
        }),
        async (payload) => {
          const response = await login(payload, '10.9.9.9');
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(typeof response.json().detail).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a malformed JSON body with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"room":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});

describe('guest session', () => {
  it('returns the session shape of the spec, with or without the trailing slash', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    for (const url of ['/api/guest-session/', '/api/guest-session']) {
      const response = await t.app.inject({ url, headers: auth(token) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        booking: { id: hotel.stayId },
        room: { room_number: '101' },
        family_name: 'Tanaka',
        language: 'en',
        session_token: token,
        hotel_id: hotel.uniqueId,
        timezone: 'Asia/Bangkok',
        session: { hotel: { unique_id: hotel.uniqueId } },
      });
    }
  });

  it('accepts Bearer and Session schemes and the cookie for reads', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    for (const headers of [
      { authorization: `Bearer ${token}` },
      { authorization: `Session ${token}` },
      { cookie: `session_token=${token}` },
    ]) {
      expect((await t.app.inject({ url: '/api/guest-session/', headers })).statusCode).toBe(200);
    }
  });

  it('refuses a change carried by the cookie alone', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: { cookie: `session_token=${token}` },
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('This request needs the Authorization header.');
  });

  it('answers 401 for a missing, wrong or expired token', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    expect((await t.app.inject({ url: '/api/guest-session/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/guest-session/', headers: auth('not-a-token') })).statusCode,
    ).toBe(401);
    const checkOut = dateInZone(new Date(), 'Asia/Bangkok');
    t.setNow(new Date(Date.parse(`${addDays(checkOut, 4)}T00:00:00+07:00`)));
    try {
      const expired = await t.app.inject({ url: '/api/guest-session/', headers: auth(token) });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().detail).toBe('Your session has expired. Please log in again.');
    } finally {
      t.setNow(undefined);
    }
  });

  it('refuses a session presented for another hotel', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    const same = await t.app.inject({
      url: '/api/guest-session/',
      headers: { ...auth(token), 'x-hotel-id': hotel.uniqueId },
    });
    expect(same.statusCode).toBe(200);
    const other = await t.app.inject({
      url: '/api/guest-session/',
      headers: { ...auth(token), 'x-hotel-id': 'HOTEL-ELSEWHERE' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('hotel_mismatch');
  });

  it('ends the session on logout', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/guest-logout/', headers: auth(token) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/guest-session/', headers: auth(token) })).statusCode).toBe(401);
  });

  it('saves the chosen language and refuses an unknown one', async () => {
    const hotel = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: auth(token),
      payload: { language: 'ar' },
    });
    expect(set.json()).toEqual({ language: 'ar' });
    const again = await loginTestGuest(t.app, hotel);
    const session = await t.app.inject({ url: '/api/guest-session/', headers: auth(again) });
    expect(session.json().language).toBe('ar');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: auth(token),
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('language: Unsupported language');
  });
});
