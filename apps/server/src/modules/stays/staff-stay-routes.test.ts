import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE_CODES, liveSocketPaths } from '@hotel/contracts/live';
import { stayBoard, type StaffStay } from '@hotel/contracts/stays';
import { addDays, dateInZone } from '../../platform/time.ts';
import {
  addTestGuest,
  addTestRoom,
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function frontDesk() {
  const hotel = await createTestHotel(t.ctx);
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
  const today = dateInZone(t.ctx.now(), hotel.timezone);
  return { hotel, staff, headers: auth(staff.token), today };
}

const checkIn = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/staff/stays/', headers, payload });

const board = async (headers: Record<string, string>, date?: string) => {
  const response = await t.app.inject({ url: '/api/staff/stays/', headers, query: date ? { date } : {} });
  expect(response.statusCode).toBe(200);
  return stayBoard.parse(response.json());
};

const guestCall = (token: string) => t.app.inject({ url: '/api/guest-session/', headers: auth(token) });

const guestLogin = (hotel: Pick<TestHotel, 'uniqueId'>, room: string, familyName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guest-login/',
    payload: { room, family_name: familyName, hotel_unique_id: hotel.uniqueId },
  });

describe('GET /api/staff/stays/', () => {
  it("answers the day's arrivals, in-house guests and departures in the hotel's time zone", async () => {
    // 20:00 UTC on 10 March is already 11 March in Bangkok.
    t.setNow(new Date('2026-03-10T20:00:00Z'));
    try {
      const hotel = await createTestHotel(t.ctx);
      const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
      const headers = auth(staff.token);
      for (const room of ['102', '103', '104']) await addTestRoom(t.ctx, hotel.hotelId, room);
      const stays = [
        { room: '102', family_name: 'Arrives', check_in_date: '2026-03-11', check_out_date: '2026-03-13' },
        { room: '103', family_name: 'Leaves', check_in_date: '2026-03-08', check_out_date: '2026-03-11' },
        { room: '104', family_name: 'Later', check_in_date: '2026-03-12', check_out_date: '2026-03-14' },
      ];
      for (const stay of stays) expect((await checkIn(headers, stay)).statusCode).toBe(201);

      const day = await board(headers);
      expect(day.today).toBe('2026-03-11');
      expect(day.date).toBe('2026-03-11');
      expect(day.arrivals.map((stay) => stay.family_name)).toEqual(['Arrives']);
      expect(day.departures.map((stay) => stay.family_name)).toEqual(['Leaves']);
      expect(day.in_house.map((stay) => stay.family_name)).toEqual(['Tanaka', 'Arrives', 'Leaves']);
      expect(day.arrivals[0]).toMatchObject({
        room_number: '102',
        room_licensed: true,
        language: 'en',
        status: 'in_house',
        checked_out_at: null,
        signed_in_devices: 0,
      });

      const tomorrow = await board(headers, '2026-03-12');
      expect(tomorrow.today).toBe('2026-03-11');
      expect(tomorrow.arrivals).toMatchObject([{ family_name: 'Later', status: 'upcoming' }]);
      expect((await t.app.inject({ url: '/api/staff/stays/?date=2026-02-30', headers })).statusCode).toBe(
        400,
      );
    } finally {
      t.setNow(undefined);
    }
  });

  it('counts the phones signed in to each stay, and tells open consoles when a guest signs in or out', async () => {
    const { hotel, headers, staff } = await frontDesk();
    const url = await listenForSockets(t);
    const console = connectLive(url, '/ws/staff/', { headers: { cookie: staff.cookie } });
    await console.opened;
    const first = await loginTestGuest(t.app, hotel);
    expect(await console.next((m) => m.type === 'staff_update' && m.topic === 'stays')).toMatchObject({
      action: 'signed_in',
      id: hotel.stayId,
    });
    await t.app.inject({ method: 'POST', url: '/api/guest-logout/', headers: auth(first) });
    expect(await console.next((m) => m.type === 'staff_update' && m.topic === 'stays')).toMatchObject({
      action: 'signed_out',
      id: hotel.stayId,
    });
    await console.close();
    await loginTestGuest(t.app, hotel);
    await loginTestGuest(t.app, hotel);
    const [tanaka] = (await board(headers)).in_house;
    expect(tanaka!.signed_in_devices).toBe(2);
  });
});

describe('POST /api/staff/stays/ (check-in)', () => {
  it('checks a guest in; the guest logs in with the room and family name in their language', async () => {
    const { hotel, headers, today } = await frontDesk();
    await addTestRoom(t.ctx, hotel.hotelId, '102');
    const response = await checkIn(headers, {
      room: '102',
      family_name: ' Silva ',
      check_in_date: today,
      check_out_date: addDays(today, 2),
      language: 'pt',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      room_number: '102',
      family_name: 'Silva',
      language: 'pt',
      status: 'in_house',
    });
    const login = await guestLogin(hotel, '102', 'silva');
    expect(login.statusCode).toBe(200);
    expect(login.json().language).toBe('pt');
  });

  it('refuses bad input with a clear 400, and a room the hotel does not have with 404', async () => {
    const { hotel, headers, today } = await frontDesk();
    await addTestRoom(t.ctx, hotel.hotelId, '102');
    const other = await createTestHotel(t.ctx);
    await addTestRoom(t.ctx, other.hotelId, '555');
    const valid = {
      room: '102',
      family_name: 'Silva',
      check_in_date: today,
      check_out_date: addDays(today, 2),
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid, language: 'xx' }, 400, 'language: Unsupported language'],
      [{ ...valid, family_name: '  ' }, 400, 'family_name: Family name is required'],
      [
        { ...valid, check_in_date: '2026-02-30' },
        400,
        'check_in_date: Check-in must be a date written YYYY-MM-DD (e.g. 2026-11-24)',
      ],
      [
        { ...valid, check_out_date: addDays(today, -1) },
        400,
        'check_out_date: Check-out must not be before check-in.',
      ],
      [
        { ...valid, check_out_date: addDays(today, 400) },
        400,
        'check_out_date: A stay is at most 365 nights; check the year of both dates.',
      ],
      [
        { ...valid, check_in_date: addDays(today, -5), check_out_date: addDays(today, -1) },
        400,
        `Check-out ${addDays(today, -1)} is before today (${today}): that stay is already over.`,
      ],
      [
        { ...valid, room: '555' },
        404,
        'Room 555 does not exist in this hotel. Add it on the Rooms screen first.',
      ],
    ];
    for (const [payload, status, detail] of cases) {
      const response = await checkIn(headers, payload);
      expect({ status: response.statusCode, detail: response.json().detail }).toEqual({ status, detail });
    }
    expect((await board(headers)).in_house).toHaveLength(1);
  });

  it('refuses a stay that overlaps another in the room, and lets the next guest arrive the day the last leaves', async () => {
    const { hotel, headers, today } = await frontDesk();
    // Tanaka is in 101 from yesterday to three days from today.
    const overlapping = await checkIn(headers, {
      room: '101',
      family_name: 'Silva',
      check_in_date: addDays(today, 2),
      check_out_date: addDays(today, 5),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      code: 'stay_overlap',
      detail: `Room 101 already has a stay from ${addDays(today, -1)} to ${addDays(today, 3)} (Tanaka). Stays in one room may not overlap; the next guest can arrive on the day the last one leaves.`,
    });
    const next = await checkIn(headers, {
      room: '101',
      family_name: 'Silva',
      check_in_date: addDays(today, 3),
      check_out_date: addDays(today, 5),
    });
    expect(next.statusCode).toBe(201);
    const dayUse = await checkIn(headers, {
      room: '101',
      family_name: 'Day',
      check_in_date: addDays(today, 5),
      check_out_date: addDays(today, 5),
    });
    expect(dayUse.statusCode).toBe(201);
    const sameDay = await checkIn(headers, {
      room: '101',
      family_name: 'Again',
      check_in_date: addDays(today, 5),
      check_out_date: addDays(today, 5),
    });
    expect(sameDay.statusCode).toBe(409);
    expect(hotel.roomNumber).toBe('101');
  });
});

describe('PATCH /api/staff/stays/:id/', () => {
  it('changes name, language and dates; signed-in phones stay signed in while the dates cover today', async () => {
    const { hotel, headers, today } = await frontDesk();
    const token = await loginTestGuest(t.app, hotel);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/stays/${hotel.stayId}/`,
      headers,
      payload: { family_name: 'Tanaka-Sato', language: 'ja', check_out_date: addDays(today, 6) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      family_name: 'Tanaka-Sato',
      language: 'ja',
      check_out_date: addDays(today, 6),
      signed_in_devices: 1,
    });
    const session = await guestCall(token);
    expect(session.statusCode).toBe(200);
    expect(session.json().booking.check_out_date).toBe(addDays(today, 6));
  });

  it('moves a stay to another room, refusing an overlap there', async () => {
    const { hotel, headers, today } = await frontDesk();
    const busy = await addTestGuest(t.ctx, hotel, { roomNumber: '102', familyName: 'Suzuki' });
    await addTestRoom(t.ctx, hotel.hotelId, '103');
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/stays/${hotel.stayId}/`,
      headers,
      payload: { room: '102' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail).toMatch(/^Room 102 already has a stay from .* \(Suzuki\)/);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/stays/${hotel.stayId}/`,
      headers,
      payload: { room: '103' },
    });
    expect(moved.json()).toMatchObject({ room_number: '103', check_in_date: addDays(today, -1) });
    expect((await guestLogin(hotel, '103', 'Tanaka')).statusCode).toBe(200);
    expect(busy.stayId).not.toBe(hotel.stayId);
  });

  it('signs the guest out at once when the new dates no longer cover today', async () => {
    const { hotel, headers, today } = await frontDesk();
    const token = await loginTestGuest(t.app, hotel);
    const url = await listenForSockets(t);
    const socket = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, token));
    await socket.opened;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/stays/${hotel.stayId}/`,
      headers,
      payload: { check_in_date: addDays(today, 1) },
    });
    expect(moved.json()).toMatchObject({ status: 'upcoming', signed_in_devices: 0 });
    expect((await socket.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
    expect((await guestCall(token)).statusCode).toBe(401);
  });

  it('refuses impossible dates, an empty change, and a stay of another hotel (404)', async () => {
    const { hotel, headers, today } = await frontDesk();
    const patch = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/staff/stays/${id}/`, headers, payload });
    const backwards = await patch(hotel.stayId, { check_out_date: addDays(today, -2) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toBe('Check-out must not be before check-in.');
    expect((await patch(hotel.stayId, {})).statusCode).toBe(400);
    const other = await createTestHotel(t.ctx);
    const foreign = await patch(other.stayId, { family_name: 'Mine' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('No such stay in this hotel.');
  });
});

describe('POST /api/staff/stays/:id/check-out/', () => {
  it("ends the guest's sessions and closes their sockets at once; the room is free from today", async () => {
    const { hotel, headers, today } = await frontDesk();
    const phone = await loginTestGuest(t.app, hotel);
    const tablet = await loginTestGuest(t.app, hotel);
    const bystander = await addTestGuest(t.ctx, hotel);
    const bystanderToken = await loginTestGuest(t.app, bystander);
    const url = await listenForSockets(t);
    const sockets = [
      connectLive(url, liveSocketPaths.guest(hotel.uniqueId, phone)),
      connectLive(url, liveSocketPaths.booking(hotel.stayId, tablet)),
    ];
    const other = connectLive(url, liveSocketPaths.guest(hotel.uniqueId, bystanderToken));
    await Promise.all([...sockets, other].map((socket) => socket.opened));
    expect((await guestCall(phone)).statusCode).toBe(200); // cached as signed in

    const out = await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${hotel.stayId}/check-out/`,
      headers,
    });
    expect(out.statusCode).toBe(200);
    const stay = out.json<StaffStay>();
    expect(stay).toMatchObject({ status: 'checked_out', check_out_date: today, signed_in_devices: 0 });
    expect(stay.checked_out_at).not.toBeNull();

    for (const socket of sockets) expect((await socket.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
    for (const token of [phone, tablet]) expect((await guestCall(token)).statusCode).toBe(401);
    expect((await guestLogin(hotel, '101', 'Tanaka')).statusCode).toBe(401);
    await other.expectNothing(() => true, 100);
    expect((await guestCall(bystanderToken)).statusCode).toBe(200);
    await other.close();

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${hotel.stayId}/check-out/`,
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This stay is already checked out.');
    const day = await board(headers);
    expect(day.departures).toMatchObject([{ id: hotel.stayId, status: 'checked_out' }]);
    expect(day.in_house.map((entry) => entry.id)).not.toContain(hotel.stayId);
    const walkIn = await checkIn(headers, {
      room: '101',
      family_name: 'Walk-in',
      check_in_date: today,
      check_out_date: addDays(today, 1),
    });
    expect(walkIn.statusCode).toBe(201);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/stays/${hotel.stayId}/`,
      headers,
      payload: { family_name: 'Back' },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses to check out a guest who has not arrived, and a stay of another hotel (404)', async () => {
    const { hotel, headers, today } = await frontDesk();
    await addTestRoom(t.ctx, hotel.hotelId, '102');
    const future = await checkIn(headers, {
      room: '102',
      family_name: 'Later',
      check_in_date: addDays(today, 2),
      check_out_date: addDays(today, 4),
    });
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${future.json().id}/check-out/`,
      headers,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('not_arrived');
    const other = await createTestHotel(t.ctx);
    const otherToken = await loginTestGuest(t.app, other);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${other.stayId}/check-out/`,
      headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await guestCall(otherToken)).statusCode).toBe(200);
  });
});

describe('DELETE /api/staff/stays/:id/ (cancel an arrival)', () => {
  it('cancels a stay nobody signed in to, and refuses one a guest has used', async () => {
    const { hotel, headers, today } = await frontDesk();
    await addTestRoom(t.ctx, hotel.hotelId, '102');
    const noShow = await checkIn(headers, {
      room: '102',
      family_name: 'NoShow',
      check_in_date: today,
      check_out_date: addDays(today, 1),
    });
    const cancel = (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/staff/stays/${id}/`, headers });
    expect((await cancel(noShow.json().id)).statusCode).toBe(200);
    expect((await board(headers)).arrivals).toEqual([]);
    await loginTestGuest(t.app, hotel);
    const used = await cancel(hotel.stayId);
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe('stay_in_use');
    expect((await cancel(noShow.json().id)).statusCode).toBe(404);
  });
});

describe('POST /api/staff/stays/import/', () => {
  const importRows = (headers: Record<string, string>, rows: Record<string, unknown>[], dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/stays/import/',
      headers,
      payload: { rows, dry_run: dryRun },
    });

  it('previews every bad line by number, writes nothing, and refuses the import while any line is bad', async () => {
    const { hotel, headers, today } = await frontDesk();
    for (const room of ['102', '103', '104']) await addTestRoom(t.ctx, hotel.hotelId, room);
    const from = addDays(today, 1);
    const to = addDays(today, 3);
    const rows = [
      { line: 2, room: '102', family_name: 'Good', check_in_date: from, check_out_date: to },
      { line: 3, room: '999', family_name: 'Nowhere', check_in_date: from, check_out_date: to },
      { line: 4, room: '103', family_name: '', check_in_date: '24/11/2026', check_out_date: to },
      { line: 5, room: '101', family_name: 'Clash', check_in_date: today, check_out_date: to },
      { line: 6, room: '102', family_name: 'Twice', check_in_date: addDays(today, 2), check_out_date: to },
      {
        line: 7,
        room: '104',
        family_name: 'Lang',
        check_in_date: from,
        check_out_date: to,
        language: 'klingon',
      },
      { line: 8, room: '104', family_name: 'Caps', check_in_date: from, check_out_date: to, language: 'DE' },
      {
        line: 9,
        room: '103',
        family_name: 'Past',
        check_in_date: addDays(today, -3),
        check_out_date: addDays(today, -1),
      },
    ];
    const preview = await importRows(headers, rows, true);
    expect(preview.statusCode).toBe(200);
    const result = preview.json();
    expect(result.dry_run).toBe(true);
    expect(result.created).toBe(0);
    expect(result.errors).toEqual([
      { line: 3, message: 'Room 999 does not exist in this hotel. Add it on the Rooms screen first.' },
      {
        line: 4,
        message: 'Family name is required; Check-in must be a date written YYYY-MM-DD (e.g. 2026-11-24)',
      },
      { line: 5, message: expect.stringMatching(/^Room 101 already has a stay from .* \(Tanaka\)/) },
      {
        line: 6,
        message: expect.stringMatching(/^Room 102 is also booked on line 2 from .* \(Good\)/),
      },
      { line: 7, message: 'Unsupported language' },
      {
        line: 9,
        message: `Check-out ${addDays(today, -1)} is before today (${today}): that stay is already over.`,
      },
    ]);
    expect(result.arrivals.map((arrival: { line: number }) => arrival.line)).toEqual([2, 5, 6, 8]);
    expect(result.arrivals[3]).toMatchObject({ room: '104', family_name: 'Caps', language: 'de' });

    const refused = await importRows(headers, rows, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'import_invalid',
      detail: 'Nothing was imported: 6 lines have problems.',
    });
    expect(refused.json().errors).toEqual(result.errors);
    expect((await board(headers, from)).arrivals).toEqual([]);
  });

  it('writes every arrival in one go; the same file again is refused line by line', async () => {
    const { hotel, headers, today } = await frontDesk();
    await addTestRoom(t.ctx, hotel.hotelId, '102');
    await addTestRoom(t.ctx, hotel.hotelId, 'A-1');
    const from = addDays(today, 1);
    const rows = [
      { line: 2, room: '102', family_name: 'Silva', check_in_date: from, check_out_date: addDays(today, 4) },
      {
        line: 3,
        room: 'a-1',
        family_name: 'Okafor',
        check_in_date: from,
        check_out_date: addDays(today, 2),
        language: 'fr',
      },
    ];
    const done = await importRows(headers, rows, false);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ dry_run: false, created: 2, errors: [] });
    const arrivals = (await board(headers, from)).arrivals;
    expect(arrivals).toMatchObject([
      { room_number: '102', family_name: 'Silva', status: 'upcoming' },
      { room_number: 'A-1', family_name: 'Okafor', language: 'fr' },
    ]);
    const again = await importRows(headers, rows, true);
    expect(again.json().errors.map((error: { line: number }) => error.line)).toEqual([2, 3]);
  });

  it('refuses a request that is not a list of rows', async () => {
    const { headers } = await frontDesk();
    expect((await importRows(headers, [], true)).json().detail).toBe('rows: The file has no arrivals in it');
    const noLine = await importRows(headers, [{ room: '101' }], true);
    expect(noLine.statusCode).toBe(400);
  });
});

describe('who may manage stays', () => {
  it.each(['kitchen', 'housekeeping'] as const)('refuses %s with 403', async (role) => {
    const hotel = await createTestHotel(t.ctx);
    const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, role);
    for (const request of [
      { method: 'GET' as const, url: '/api/staff/stays/' },
      { method: 'POST' as const, url: `/api/staff/stays/${hotel.stayId}/check-out/` },
      { method: 'POST' as const, url: '/api/staff/stays/import/', payload: { rows: [], dry_run: true } },
    ]) {
      const response = await t.app.inject({ ...request, headers: auth(staff.token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
    expect((await guestLogin(hotel, '101', 'Tanaka')).statusCode).toBe(200);
  });
});
