import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffServiceRequest, staffRequestStatsResponse } from '@hotel/contracts/requests';
import { staffUpdateMessage } from '@hotel/contracts/staff';
import type { LiveEvent } from '../../platform/events/event-bus.ts';
import { addDays, dateInZone } from '../../platform/time.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { serviceRequests } from './schema.ts';

/* The request queue: staff events of requests, acknowledging, and the response times per day. */

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t);
});
afterAll(() => {
  t.setNow(undefined);
  return t.close();
});

async function setUp() {
  const hotel = await createTestHotel(t.ctx);
  const token = await loginTestGuest(t.app, hotel);
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'housekeeping');
  const colleague = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
  const toggle = (field: string, value: boolean) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${hotel.stayId}/`,
      headers: auth(token),
      payload: { [field]: value },
    });
  const call = (action: 'acknowledge' | 'complete', id: number, staffToken = staff.token) =>
    t.app.inject({ method: 'POST', url: `/api/staff/requests/${id}/${action}/`, headers: auth(staffToken) });
  const open = async () => {
    const response = await t.app.inject({ url: '/api/staff/requests/', headers: auth(staff.token) });
    return response.json<{ requests: { id: number }[] }>().requests;
  };
  return { hotel, token, staff, colleague, toggle, call, open };
}

async function staffEventsDuring(hotelId: number, action: () => Promise<unknown>) {
  const events: LiveEvent[] = [];
  const unsubscribe = t.ctx.bus.subscribe((event) => {
    if (event.hotelId === hotelId && event.type === 'staff_update') events.push(event);
  });
  try {
    await action();
  } finally {
    unsubscribe();
  }
  return events.map((event) => staffUpdateMessage.parse({ type: 'staff_update', ...event.payload }));
}

describe('staff events of service requests', () => {
  it('reaches the staff socket when a guest asks, with the task as the queue lists it', async () => {
    const { hotel, staff, toggle, open } = await setUp();
    const socket = connectLive(base, '/ws/staff/', { headers: { cookie: staff.cookie } });
    await socket.opened;
    expect((await toggle('request_towels', true)).statusCode).toBe(200);
    const message = staffUpdateMessage.parse(await socket.next((entry) => entry.type === 'staff_update'));
    const [listed] = await open();
    expect(message).toMatchObject({
      topic: 'requests',
      action: 'created',
      id: listed!.id,
      summary: `Room ${hotel.roomNumber}: towels`,
    });
    expect(staffServiceRequest.parse(message.data)).toEqual(listed);
    await socket.close();
  });

  it('announces a withdrawal, and nothing when the guest asks again for what is already asked', async () => {
    const { hotel, toggle } = await setUp();
    const events = await staffEventsDuring(hotel.hotelId, async () => {
      await toggle('request_cleaning', true);
      await toggle('request_cleaning', true);
      await toggle('request_cleaning', false);
      await toggle('request_cleaning', false);
    });
    expect(events.map((event) => [event.action, (event.data as { status: string }).status])).toEqual([
      ['created', 'open'],
      ['withdrawn', 'withdrawn'],
    ]);
  });

  it('tells the consoles to re-read the queue when do not disturb changes', async () => {
    const { hotel, toggle } = await setUp();
    const events = await staffEventsDuring(hotel.hotelId, () => toggle('do_not_disturb', true));
    expect(events).toEqual([
      { type: 'staff_update', topic: 'requests', action: 'do_not_disturb', id: hotel.stayId },
    ]);
  });
});

describe('POST /api/staff/requests/{id}/acknowledge/', () => {
  it('records who took it and when, tells every console, and the first to take it keeps it', async () => {
    const { hotel, staff, colleague, toggle, call, open } = await setUp();
    await toggle('request_sheets', true);
    const [task] = await open();
    const takenAt = new Date(Date.now() + 90_000);
    t.setNow(takenAt);
    let first;
    const events = await staffEventsDuring(hotel.hotelId, async () => {
      first = await call('acknowledge', task!.id);
      const second = await call('acknowledge', task!.id, colleague.token);
      expect(second.statusCode).toBe(200);
      expect(second.json().acknowledged_by.id).toBe(staff.staffMemberId);
    });
    t.setNow(undefined);
    expect(first!.statusCode).toBe(200);
    const answer = staffServiceRequest.parse(first!.json());
    expect(answer).toMatchObject({
      id: task!.id,
      status: 'open',
      acknowledged_at: takenAt.toISOString(),
      acknowledged_by: { id: staff.staffMemberId, name: 'Test Staff' },
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ topic: 'requests', action: 'acknowledged', id: task!.id });
    expect(events[0]!.data).toEqual(answer);
    expect(await open()).toEqual([answer]);
  });

  it('refuses a withdrawn or done task with 409, another hotel with 404, and a kitchen account with 403', async () => {
    const { hotel, toggle, call, open } = await setUp();
    await toggle('request_towels', true);
    await toggle('request_cleaning', true);
    const [towels, cleaning] = await open();
    await toggle('request_towels', false);
    const withdrawn = await call('acknowledge', towels!.id);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toEqual({
      detail: 'The guest withdrew this request.',
      code: 'request_withdrawn',
    });
    expect((await call('complete', cleaning!.id)).statusCode).toBe(200);
    const done = await call('acknowledge', cleaning!.id);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('request_done');

    const other = await setUp();
    await other.toggle('request_toiletries', true);
    const [theirs] = await other.open();
    const foreign = await call('acknowledge', theirs!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Request not found.');
    const [row] = await t.ctx.db.select().from(serviceRequests).where(eq(serviceRequests.id, theirs!.id));
    expect(row?.acknowledgedAt).toBeNull();

    const cook = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    expect((await call('acknowledge', theirs!.id, cook.token)).statusCode).toBe(403);
  });

  it('counts completing an untaken task as taking it, and keeps an earlier taker', async () => {
    const { hotel, staff, colleague, toggle, call, open } = await setUp();
    await toggle('request_towels', true);
    await toggle('request_sheets', true);
    const [towels, sheets] = await open();
    const events = await staffEventsDuring(hotel.hotelId, async () => {
      const completed = await call('complete', towels!.id, colleague.token);
      expect(completed.json()).toMatchObject({
        status: 'done',
        acknowledged_by: { id: colleague.staffMemberId },
        acknowledged_at: completed.json().closed_at,
      });
    });
    expect(events.map((event) => [event.action, event.id])).toEqual([['completed', towels!.id]]);
    await call('acknowledge', sheets!.id);
    const completed = await call('complete', sheets!.id, colleague.token);
    expect(completed.json().acknowledged_by.id).toBe(staff.staffMemberId);
  });
});

describe('GET /api/staff/requests/stats/', () => {
  it('shows per day how many requests came, were taken and done, and the median times', async () => {
    const { hotel, staff, toggle, call, open } = await setUp();
    const today = dateInZone(t.ctx.now(), hotel.timezone);
    // Three requests today: taken after 60 s and 120 s (done after 300 s), one withdrawn untaken.
    const start = Date.now();
    t.setNow(new Date(start));
    await toggle('request_towels', true);
    await toggle('request_sheets', true);
    await toggle('request_cleaning', true);
    const tasks = await open();
    const byKind = new Map(
      tasks.map((task) => [(task as unknown as { kind: string }).kind, task.id] as const),
    );
    t.setNow(new Date(start + 60_000));
    await call('acknowledge', byKind.get('towels')!);
    t.setNow(new Date(start + 120_000));
    await call('acknowledge', byKind.get('sheets')!);
    t.setNow(new Date(start + 300_000));
    await call('complete', byKind.get('sheets')!);
    t.setNow(undefined);
    await toggle('request_cleaning', false);
    // Yesterday's request, written as if made then and taken 30 s later.
    const yesterday = new Date(start - 86_400_000);
    await t.ctx.db.insert(serviceRequests).values({
      hotelId: hotel.hotelId,
      stayId: hotel.stayId,
      kind: 'toiletries',
      status: 'done',
      createdAt: yesterday,
      acknowledgedAt: new Date(yesterday.getTime() + 30_000),
      acknowledgedByStaffId: staff.staffMemberId,
      closedAt: new Date(yesterday.getTime() + 600_000),
    });

    const response = await t.app.inject({
      url: '/api/staff/requests/stats/?days=3',
      headers: auth(staff.token),
    });
    expect(response.statusCode).toBe(200);
    const { days } = staffRequestStatsResponse.parse(response.json());
    expect(days.map((day) => day.date)).toEqual([today, addDays(today, -1), addDays(today, -2)]);
    expect(days[0]).toEqual({
      date: today,
      requests: 3,
      acknowledged: 2,
      completed: 1,
      median_acknowledge_seconds: 90,
      max_acknowledge_seconds: 120,
      median_complete_seconds: 300,
    });
    // Exactly a day earlier is the day before in a zone without daylight saving (Asia/Bangkok).
    expect(days[1]).toEqual({
      date: addDays(today, -1),
      requests: 1,
      acknowledged: 1,
      completed: 1,
      median_acknowledge_seconds: 30,
      max_acknowledge_seconds: 30,
      median_complete_seconds: 600,
    });
    expect(days[2]).toMatchObject({ requests: 0, median_acknowledge_seconds: null });
  });

  it('refuses more than 31 days, and counts only its own hotel', async () => {
    const { staff } = await setUp();
    const other = await setUp();
    await other.toggle('request_towels', true);
    const tooMany = await t.app.inject({
      url: '/api/staff/requests/stats/?days=32',
      headers: auth(staff.token),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toMatch(/days is at most 31/);
    const mine = await t.app.inject({ url: '/api/staff/requests/stats/', headers: auth(staff.token) });
    const { days } = staffRequestStatsResponse.parse(mine.json());
    expect(days).toHaveLength(7);
    expect(days.every((day) => day.requests === 0 && day.median_acknowledge_seconds === null)).toBe(true);
  });
});
