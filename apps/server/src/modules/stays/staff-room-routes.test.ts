import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { CSRF_HEADER } from '@hotel/contracts/staff';
import { qrSheet, roomList } from '@hotel/contracts/rooms';
import {
  addTestRoom,
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';

const PUBLIC_URL = 'https://guest.example-hotel.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
});
afterAll(() => t.close());

async function frontDesk(role: 'manager' | 'front_desk' = 'front_desk') {
  const hotel = await createTestHotel(t.ctx);
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
  return { hotel, staff, headers: auth(staff.token) };
}

const listRooms = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ url: '/api/staff/rooms/', headers });
  expect(response.statusCode).toBe(200);
  return roomList.parse(response.json());
};

/** The dark modules an SVG from `qrcode` draws (horizontal runs of `M x y.5 h n m dx dy …`), as "x,y". */
function darkModules(svg: string): Set<string> {
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmhH])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else if (command === 'h') {
      for (let step = 0; step < Number(a); step++) cells.add(`${x + step},${Math.floor(y)}`);
      x += Number(a);
    }
  }
  return cells;
}

function expectCodeOf(svg: string, url: string) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const expected = new Set<string>();
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) expected.add(`${column + 4},${row + 4}`);
  expect(darkModules(svg)).toEqual(expected);
}

describe('GET /api/staff/rooms/', () => {
  it("lists the hotel's rooms in number order with today's guest and where the QR codes point", async () => {
    const { hotel, headers } = await frontDesk();
    await addTestRoom(t.ctx, hotel.hotelId, '1001');
    await addTestRoom(t.ctx, hotel.hotelId, '99', true);
    const other = await createTestHotel(t.ctx);
    await addTestRoom(t.ctx, other.hotelId, '555');

    const list = await listRooms(headers);
    expect(list.public_url).toBe(PUBLIC_URL);
    expect(list.public_url_configured).toBe(true);
    expect(list.rooms.map((room) => room.room_number)).toEqual(['99', '101', '1001']);
    expect(list.rooms[0]).toMatchObject({ licensed: false, current_stay: null });
    expect(list.rooms[1]).toMatchObject({
      licensed: true,
      current_stay: { id: hotel.stayId, family_name: 'Tanaka' },
    });
  });
});

describe('POST /api/staff/rooms/', () => {
  it('adds a room, and refuses one that exists in any letter case or is malformed', async () => {
    const { headers } = await frontDesk();
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/staff/rooms/', headers, payload });
    const created = await add({ room_number: ' A-12 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ room_number: 'A-12', licensed: true, current_stay: null });

    const again = await add({ room_number: 'a-12' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Room A-12 already exists; nothing was added.');

    for (const [room_number, detail] of [
      ['', 'room_number: Room number is required'],
      ['12/B', expect.stringContaining('letters and digits')],
      ['-12', expect.stringContaining('letters and digits')],
      ['1'.repeat(21), 'room_number: Room number is at most 20 characters'],
    ] as const) {
      const refused = await add({ room_number });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toEqual(detail);
    }
    expect((await add({})).statusCode).toBe(400);
  });

  it('lets a console change rooms only with its CSRF token', async () => {
    const { staff } = await frontDesk();
    const add = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/staff/rooms/', headers, payload: { room_number: '300' } });
    const forged = await add({ cookie: staff.cookie });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('csrf_failed');
    expect((await add({ cookie: staff.cookie, [CSRF_HEADER]: staff.csrf })).statusCode).toBe(201);
  });
});

describe('POST /api/staff/rooms/range/', () => {
  it('adds 201 to 230 at once, keeps zero padding and prefixes, licensed or not', async () => {
    const { headers } = await frontDesk();
    const range = await t.app.inject({
      method: 'POST',
      url: '/api/staff/rooms/range/',
      headers,
      payload: { from: '201', to: '230' },
    });
    expect(range.statusCode).toBe(201);
    expect(range.json().created).toHaveLength(30);
    const padded = await t.app.inject({
      method: 'POST',
      url: '/api/staff/rooms/range/',
      headers,
      payload: { from: 'B08', to: 'B11', licensed: false },
    });
    expect(padded.json().created.map((room: { room_number: string }) => room.room_number)).toEqual([
      'B08',
      'B09',
      'B10',
      'B11',
    ]);
    const list = await listRooms(headers);
    expect(list.rooms).toHaveLength(1 + 30 + 4);
    expect(list.rooms.filter((room) => !room.licensed).map((room) => room.room_number)).toEqual([
      'B08',
      'B09',
      'B10',
      'B11',
    ]);
  });

  it('refuses a range that reaches existing rooms, naming them, and adds none of it', async () => {
    const { hotel, headers } = await frontDesk();
    await addTestRoom(t.ctx, hotel.hotelId, '105');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/rooms/range/',
      headers,
      payload: { from: '100', to: '110' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Rooms 101, 105 already exist; nothing was added.');
    expect((await listRooms(headers)).rooms.map((room) => room.room_number)).toEqual(['101', '105']);
  });

  it('refuses malformed ranges with a sentence that says what is wrong', async () => {
    const { headers } = await frontDesk();
    const cases = [
      [{ from: '130', to: '101' }, 'The range must go upwards: 101 comes before 130.'],
      [{ from: 'A1', to: 'B9' }, 'Both ends of a range must start the same way ("A" and "B").'],
      [{ from: 'lobby', to: '12' }, 'Both ends of a range must end in a number (e.g. 101 to 130).'],
      [{ from: '1', to: '1000' }, 'A range adds at most 500 rooms; 1 to 1000 is 1000.'],
      [{ from: '#1', to: '#3' }, expect.stringContaining('"#1" is not a valid room number')],
      [{ from: '1' }, 'to: To is required'],
    ] as const;
    for (const [payload, detail] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/rooms/range/',
        headers,
        payload,
      });
      expect({ payload, status: response.statusCode, detail: response.json().detail }).toEqual({
        payload,
        status: 400,
        detail,
      });
    }
    expect((await listRooms(headers)).rooms).toHaveLength(1);
  });
});

describe('PATCH /api/staff/rooms/:id/', () => {
  it("renames a room (its guest logs in with the new number) and unlicenses it (login says it's unavailable)", async () => {
    const { hotel, headers } = await frontDesk();
    const [room] = (await listRooms(headers)).rooms;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/rooms/${room!.id}/`,
      headers,
      payload: { room_number: '101A' },
    });
    expect(renamed.json()).toMatchObject({ room_number: '101A', licensed: true });
    await loginTestGuest(t.app, { ...hotel, roomNumber: '101a' });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/rooms/${room!.id}/`,
      headers,
      payload: { licensed: false },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/guest-login/',
      payload: { room: '101A', family_name: 'Tanaka', hotel_unique_id: hotel.uniqueId },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('room_unlicensed');
  });

  it('refuses a name another room has, an empty change, and a room of another hotel (404)', async () => {
    const { hotel, headers } = await frontDesk();
    const second = await addTestRoom(t.ctx, hotel.hotelId, '102');
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/rooms/${second}/`,
      headers,
      payload: { room_number: '101' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toBe('Room 101 already exists.');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/rooms/${second}/`,
      headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);

    const other = await createTestHotel(t.ctx);
    const foreign = await addTestRoom(t.ctx, other.hotelId, '777');
    for (const request of [
      { method: 'PATCH' as const, url: `/api/staff/rooms/${foreign}/`, payload: { licensed: false } },
      { method: 'GET' as const, url: `/api/staff/rooms/${foreign}/qr-code/` },
    ]) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('No such room in this hotel.');
    }
  });
});

describe('QR codes', () => {
  it('makes one card per licensed room whose code carries `${PUBLIC_URL}/?room=…&hotel=…`, or per chosen room of the hotel', async () => {
    const { hotel, headers } = await frontDesk();
    const villa = await addTestRoom(t.ctx, hotel.hotelId, 'Villa 3');
    const unlicensed = await addTestRoom(t.ctx, hotel.hotelId, '99', true);
    const other = await createTestHotel(t.ctx);
    const foreign = await addTestRoom(t.ctx, other.hotelId, '888');

    const response = await t.app.inject({ url: '/api/staff/rooms/qr-codes/', headers });
    expect(response.statusCode).toBe(200);
    const sheet = qrSheet.parse(response.json());
    expect(sheet.hotel).toMatchObject({ unique_id: hotel.uniqueId, name: `Test hotel ${hotel.uniqueId}` });
    expect(sheet.cards.map((card) => card.room_number)).toEqual(['101', 'Villa 3']);
    const [first, second] = sheet.cards;
    expect(first!.url).toBe(`${PUBLIC_URL}/?room=101&hotel=${hotel.uniqueId}`);
    expect(second!.url).toBe(`${PUBLIC_URL}/?room=Villa+3&hotel=${hotel.uniqueId}`);
    expect(new URL(second!.url).searchParams.get('room')).toBe('Villa 3');
    for (const card of sheet.cards) {
      expect(card.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expectCodeOf(card.svg, card.url);
    }

    const chosen = await t.app.inject({
      url: `/api/staff/rooms/qr-codes/?rooms=${villa},${foreign},${unlicensed}`,
      headers,
    });
    expect(chosen.json().cards.map((card: { room_id: number }) => card.room_id)).toEqual([unlicensed, villa]);
    const malformed = await t.app.inject({ url: '/api/staff/rooms/qr-codes/?rooms=1;2', headers });
    expect(malformed.statusCode).toBe(400);
  });

  it("serves one room's code as an SVG file", async () => {
    const { hotel, headers } = await frontDesk();
    const [room] = (await listRooms(headers)).rooms;
    const response = await t.app.inject({ url: `/api/staff/rooms/${room!.id}/qr-code/`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('inline; filename="room-101-qr.svg"');
    expectCodeOf(response.body, `${PUBLIC_URL}/?room=101&hotel=${hotel.uniqueId}`);
  });

  it('points at the server itself when PUBLIC_URL is not set, and says so', async () => {
    const local = await createTestApp({ PORT: '4321' });
    try {
      const hotel = await createTestHotel(local.ctx);
      const staff = await createTestStaff(local.app, local.ctx, hotel.hotelId);
      const sheet = await local.app.inject({ url: '/api/staff/rooms/qr-codes/', headers: auth(staff.token) });
      expect(sheet.json()).toMatchObject({
        public_url: 'http://localhost:4321',
        public_url_configured: false,
        cards: [{ url: `http://localhost:4321/?room=101&hotel=${hotel.uniqueId}` }],
      });
    } finally {
      await local.close();
    }
  });
});

describe('who may manage rooms', () => {
  it.each(['kitchen', 'housekeeping'] as const)('refuses %s with 403', async (role) => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
    for (const request of [
      { method: 'GET' as const, url: '/api/staff/rooms/' },
      { method: 'POST' as const, url: '/api/staff/rooms/', payload: { room_number: '900' } },
      { method: 'GET' as const, url: '/api/staff/rooms/qr-codes/' },
    ]) {
      const response = await t.app.inject({ ...request, headers: auth(staff.token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
  });

  it('refuses a guest token and no token with 401', async () => {
    const hotel = await createTestHotel(t.ctx);
    const guest = await loginTestGuest(t.app, hotel);
    expect((await t.app.inject({ url: '/api/staff/rooms/', headers: auth(guest) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/rooms/' })).statusCode).toBe(401);
  });
});
