import type { NotificationListResponse } from '@hotel/contracts/live';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ActivityBooking, ActivityWithSlots } from '@hotel/contracts/activities';
import {
  addTestGuest,
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { bookingSetUp, createTestActivity } from '../../../test/activity-fixtures.ts';
import { addDays, zonedToInstant } from '../../platform/time.ts';
import { charges } from '../billing/schema.ts';
import { notifications } from '../notifications/schema.ts';
import { activityBookings } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.setNow(undefined));
afterAll(() => t.close());

async function day(token: string, activityId: number, date: string) {
  const response = await t.app.inject({
    url: `/api/activities/${activityId}/?date=${date}`,
    headers: auth(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ActivityWithSlots>();
}

const bookingsOf = (stayId: number) =>
  t.ctx.db.select().from(activityBookings).where(eq(activityBookings.stayId, stayId));
const chargesOf = (stayId: number) =>
  t.ctx.db
    .select()
    .from(charges)
    .where(and(eq(charges.stayId, stayId), inArray(charges.source, ['activity_booking', 'reversal'])))
    .orderBy(asc(charges.id));
const noticesOf = (stayId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.stayId, stayId))
    .orderBy(asc(notifications.id));

describe('the catalogue and its slots', () => {
  it("lists the hotel's active activities with options, and none of another hotel's", async () => {
    const { token, activity } = await bookingSetUp(t.app, t.ctx);
    const other = await createTestHotel(t.ctx);
    await createTestActivity(t.ctx, other.hotelId, { name: 'Not here' });
    const response = await t.app.inject({ url: '/api/activities/', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const [only, ...rest] = response.json();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      id: activity.id,
      name: 'Kayak',
      price: 500,
      price_per_person: true,
      min_people: 1,
      max_people: null,
      prepayment_required: false,
      currency_symbol: '฿',
      options: [
        {
          name: 'Level',
          required: true,
          multiple: false,
          values: [{ name: 'Beginner' }, { price_adjustment: 100 }],
        },
        { name: 'Extras', multiple: true, min_selections: 1, max_selections: 2 },
      ],
    });
    expect((await t.app.inject({ url: '/api/activities/' })).statusCode).toBe(401);
  });

  it('gives a day’s slots in the hotel’s zone with places left, hiding those already started', async () => {
    const { token, activity, tomorrow, hotel } = await bookingSetUp(t.app, t.ctx);
    const body = await day(token, activity.id, tomorrow);
    expect(body.date).toBe(tomorrow);
    expect(body.available_slots).toEqual(
      ['10:00', '11:00', '12:00', '13:00'].map((start, index) => ({
        start_time: start,
        end_time: ['11:00', '12:00', '13:00', '14:00'][index],
        formatted_time: `${start} – ${['11:00', '12:00', '13:00', '14:00'][index]}`,
        remaining_capacity: 5,
        capacity: 5,
        starts_at: zonedToInstant(tomorrow, `${start}:00`, hotel.timezone).toISOString(),
      })),
    );
    // 11:30 hotel time: the 10:00 and 11:00 slots have started.
    t.setNow(zonedToInstant(tomorrow, '11:30:00', hotel.timezone));
    expect((await day(token, activity.id, tomorrow)).available_slots.map((slot) => slot.start_time)).toEqual([
      '12:00',
      '13:00',
    ]);
  });

  it("answers another hotel's activity with 404", async () => {
    const { token } = await bookingSetUp(t.app, t.ctx);
    const other = await createTestHotel(t.ctx);
    const theirs = await createTestActivity(t.ctx, other.hotelId);
    const response = await t.app.inject({ url: `/api/activities/${theirs.id}/`, headers: auth(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('activity_not_found');
  });

  it('lists popular activities by rank', async () => {
    const { token, hotel } = await bookingSetUp(t.app, t.ctx, { popular_rank: 2 });
    await createTestActivity(t.ctx, hotel.hotelId, {
      name: 'Cruise',
      popular_rank: 1,
      price_per_person: false,
    });
    const response = await t.app.inject({
      url: `/api/popular-activities/?hotel_id=${hotel.uniqueId}`,
      headers: auth(token),
    });
    expect(response.json().map((item: { name: string; type: string }) => [item.name, item.type])).toEqual([
      ['Cruise', 'activity'],
      ['Kayak', 'activity'],
    ]);
  });

  it('marks in the availability calendar the days whose best slot is smaller than a party', async () => {
    const { token, activity, tomorrow, book, valid } = await bookingSetUp(t.app, t.ctx, {
      max_people: null,
      options: [],
    });
    for (const time of ['10:00', '11:00', '12:00', '13:00']) {
      expect((await book({ ...valid(), scheduled_time: time, number_of_people: 4 })).statusCode).toBe(201);
    }
    const response = await t.app.inject({
      url: `/api/activities/${activity.id}/availability/?from=${tomorrow}&to=${addDays(tomorrow, 1)}`,
      headers: auth(token),
    });
    expect(response.json()).toEqual({
      days: [
        { date: tomorrow, max_remaining: 1 },
        { date: addDays(tomorrow, 1), max_remaining: 5 },
      ],
    });
  });
});

describe('POST /api/activity-bookings/', () => {
  it('books, prices on the server, takes the places, bills the stay and tells the guest', async () => {
    const { hotel, token, activity, tomorrow, book, valid } = await bookingSetUp(t.app, t.ctx);
    const response = await book({ ...valid(), total_price: 1, price: 1 });
    expect(response.statusCode).toBe(201);
    const booking = response.json<ActivityBooking>();
    expect(booking).toMatchObject({
      activity_id: activity.id,
      activity_name: 'Kayak',
      status: 'confirmed',
      scheduled_date: tomorrow,
      scheduled_time: '10:00',
      formatted_time: '10:00 – 11:00',
      number_of_people: 2,
      special_requests: 'Window seat',
      // (500 + Advanced 100 + Photos 50) × 2
      total_price: 1300,
      currency_symbol: '฿',
      prepayment_required: false,
      prepayment_made: false,
      can_cancel: true,
      selected_options_details: [
        { name: 'Level', values: [{ name: 'Advanced', price_adjustment: 100 }] },
        { name: 'Extras', values: [{ name: 'Photos', price_adjustment: 50 }] },
      ],
    });
    expect(booking.reference_number).toMatch(/^ACT-[2-9A-HJKMNP-Z]{6}$/);
    expect((await day(token, activity.id, tomorrow)).available_slots[0]!.remaining_capacity).toBe(3);
    expect((await chargesOf(hotel.stayId)).map((charge) => charge.amountMinor)).toEqual([130_000]);
    const [notice] = await noticesOf(hotel.stayId);
    expect(notice).toMatchObject({
      type: 'booking_update',
      title: 'Booking Update',
      message: `Your booking ${booking.reference_number} for Kayak on ${tomorrow} at 10:00 is confirmed.`,
      data: { booking_id: booking.id, activity_booking_id: booking.id, status: 'confirmed' },
    });
  });

  it('charges once per booking when the price is not per person, and holds prepayment bookings as pending', async () => {
    const { book, valid } = await bookingSetUp(t.app, t.ctx, {
      price_per_person: false,
      prepayment_required: true,
    });
    const booking = (await book({ ...valid(), number_of_people: 4 })).json<ActivityBooking>();
    expect(booking).toMatchObject({ total_price: 650, status: 'pending', prepayment_required: true });
  });

  const rules: [string, (v: Record<string, unknown>, ids: OptionIds) => object, number, string][] = [
    ['no date', (v) => ({ ...v, scheduled_date: null }), 400, 'missing_required_fields'],
    ['an empty time', (v) => ({ ...v, scheduled_time: '' }), 400, 'missing_required_fields'],
    ['no party size', (v) => ({ ...v, number_of_people: undefined }), 400, 'missing_required_fields'],
    [
      'a required option left out',
      (v, o) => ({ ...v, selected_options: { [o.extras]: [o.photos] } }),
      400,
      'option_required',
    ],
    [
      'too few choices',
      (v, o) => ({ ...v, selected_options: { [o.level]: o.beginner, [o.extras]: [] } }),
      400,
      'min_selections_required',
    ],
    [
      'too many choices',
      (v, o) => ({
        ...v,
        selected_options: { [o.level]: o.beginner, [o.extras]: [o.photos, o.video, o.snacks] },
      }),
      400,
      'max_selections_exceeded',
    ],
    [
      'an option of another activity',
      (v, o) => ({ ...v, selected_options: { ...o.valid, 999999: 1 } }),
      400,
      'invalid_option',
    ],
    [
      'a value of another option',
      (v, o) => ({ ...v, selected_options: { [o.level]: o.photos, [o.extras]: [o.photos] } }),
      400,
      'invalid_option',
    ],
    ['a party of 0', (v) => ({ ...v, number_of_people: 0 }), 400, 'party_too_small'],
    ['a party above max_people', (v) => ({ ...v, number_of_people: 4 }), 400, 'party_too_large'],
    ['a time with no slot', (v) => ({ ...v, scheduled_time: '10:30' }), 400, 'slot_not_found'],
    [
      'a day after check-out',
      (v) => ({ ...v, scheduled_date: addDays(String(v.scheduled_date), 5) }),
      400,
      'after_checkout',
    ],
    [
      'a party larger than the places left',
      (v) => ({ ...v, number_of_people: 3 }),
      409,
      'insufficient_capacity',
    ],
    ['an unknown activity', (v) => ({ ...v, activity_id: 2_000_000_000 }), 404, 'activity_not_found'],
  ];
  type OptionIds = Record<'level' | 'extras' | 'beginner' | 'photos' | 'video' | 'snacks', number> & {
    valid: object;
  };

  it.each(rules)('refuses %s with its key and writes nothing', async (_name, change, status, code) => {
    const { hotel, activity, book, valid } = await bookingSetUp(t.app, t.ctx, { max_people: 3 });
    // Two of the five 10:00 places are taken by a neighbour, so three people do not fit.
    const { book: neighbourBooks } = await neighbour(hotel);
    expect((await neighbourBooks(valid(), 3)).statusCode).toBe(201);
    const ids: OptionIds = {
      level: activity.level!.id,
      extras: activity.extras!.id,
      beginner: activity.level!.values[0]!.id,
      photos: activity.extras!.values[0]!.id,
      video: activity.extras!.values[1]!.id,
      snacks: activity.extras!.values[2]!.id,
      valid: valid().selected_options,
    };
    const response = await book(change(valid(), ids));
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(typeof response.json().detail).toBe('string');
    expect(await bookingsOf(hotel.stayId)).toEqual([]);
    expect(await chargesOf(hotel.stayId)).toEqual([]);
    expect(await noticesOf(hotel.stayId)).toEqual([]);
  });

  it('refuses a slot that has started, and a closed one', async () => {
    const { hotel, tomorrow, book, valid, activity } = await bookingSetUp(t.app, t.ctx);
    t.setNow(zonedToInstant(tomorrow, '10:00:00', hotel.timezone));
    expect((await book(valid())).json().code).toBe('slot_in_past');
    t.setNow(undefined);
    const staff = await staffOf(hotel.hotelId);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/activities/${activity.id}/closures/`,
      headers: auth(staff),
      payload: { date: tomorrow, start_time: '11:00', reason: 'Storm warning' },
    });
    expect(closed.statusCode).toBe(201);
    expect((await book({ ...valid(), scheduled_time: '11:00' })).json().code).toBe('slot_closed');
  });

  it('refuses a party below min_people', async () => {
    const { book, valid } = await bookingSetUp(t.app, t.ctx, { min_people: 3 });
    const response = await book(valid());
    expect(response.json()).toEqual({
      detail: 'Kayak needs at least 3 people per booking.',
      code: 'party_too_small',
    });
  });

  it("refuses another hotel's activity as if it did not exist", async () => {
    const { hotel, book, valid } = await bookingSetUp(t.app, t.ctx);
    const other = await createTestHotel(t.ctx);
    const theirs = await createTestActivity(t.ctx, other.hotelId);
    const response = await book({
      ...valid(),
      activity_id: theirs.id,
      selected_options: {
        [theirs.level!.id]: theirs.level!.values[0]!.id,
        [theirs.extras!.id]: [theirs.extras!.values[0]!.id],
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('activity_not_found');
    expect(await bookingsOf(hotel.stayId)).toEqual([]);
  });

  it('answers a retry under the same Idempotency-Key with the first booking and takes the places once', async () => {
    const { hotel, token, activity, tomorrow, book, valid } = await bookingSetUp(t.app, t.ctx);
    const first = await book(valid(), { 'idempotency-key': 'tap-1' });
    const again = await book(valid(), { 'idempotency-key': 'tap-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().reference_number).toBe(first.json().reference_number);
    expect(await bookingsOf(hotel.stayId)).toHaveLength(1);
    expect((await day(token, activity.id, tomorrow)).available_slots[0]!.remaining_capacity).toBe(3);
    const reused = await book({ ...valid(), number_of_people: 1 }, { 'idempotency-key': 'tap-1' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
  });

  it('never answers arbitrary bodies with a 5xx', async () => {
    const { book, valid } = await bookingSetUp(t.app, t.ctx);
    const base = valid();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            activity_id: fc.oneof(fc.integer(), fc.constant(base.activity_id), fc.string()),
            scheduled_date: fc.oneof(fc.string(), fc.constant(base.scheduled_date), fc.constant(null)),
            scheduled_time: fc.oneof(fc.string(), fc.constant('10:00'), fc.constant('23:59')),
            number_of_people: fc.oneof(fc.integer(), fc.double(), fc.constant(null)),
            selected_options: fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())),
            special_requests: fc.oneof(fc.string(), fc.constant('\u0000')),
          }),
        ),
        async (payload) => {
          const response = await book(payload as object);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json().detail).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the guest's bookings", () => {
  it('lists them with can_cancel, cancels one, frees its places and reverses its charge with a new line', async () => {
    const { hotel, token, activity, tomorrow, book, valid } = await bookingSetUp(t.app, t.ctx);
    const booking = (await book(valid())).json<ActivityBooking>();
    const list = await t.app.inject({ url: '/api/guest/activities/', headers: auth(token) });
    expect(list.json().bookings).toEqual([expect.objectContaining({ id: booking.id, can_cancel: true })]);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/guest/activities/${booking.id}/cancel/`,
      headers: auth(token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      can_cancel: false,
      cancel_reason: null,
    });
    expect((await day(token, activity.id, tomorrow)).available_slots[0]!.remaining_capacity).toBe(5);
    const lines = await chargesOf(hotel.stayId);
    expect(lines.map((line) => [line.source, line.amountMinor])).toEqual([
      ['activity_booking', 130_000],
      ['reversal', -130_000],
    ]);
    expect(lines[1]!.reversesChargeId).toBe(lines[0]!.id);
    // Worded as the guest cancelled it, in the guest's language when read (line-wording.ts).
    expect(lines.map((line) => [line.description, line.wording])).toEqual([
      [`Kayak (${booking.reference_number})`, null],
      [`Cancelled: Kayak (${booking.reference_number})`, 'cancelled'],
    ]);
    expect((await noticesOf(hotel.stayId)).at(-1)!.message).toBe(
      `Your booking ${booking.reference_number} for Kayak on ${tomorrow} at 10:00 has been cancelled.`,
    );

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/guest/activities/${booking.id}/cancel/`,
      headers: auth(token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking_not_cancellable');
  });

  it('refuses to cancel after the cut-off, saying until when it was possible', async () => {
    const { hotel, token, tomorrow, book, valid } = await bookingSetUp(t.app, t.ctx, {
      cancel_cutoff_minutes: 180,
    });
    const booking = (await book(valid())).json<ActivityBooking>();
    t.setNow(zonedToInstant(tomorrow, '07:30:00', hotel.timezone));
    const list = await t.app.inject({ url: '/api/guest/activities/', headers: auth(token) });
    expect(list.json().bookings[0].can_cancel).toBe(false);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guest/activities/${booking.id}/cancel/`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail:
        'Bookings for Kayak can be cancelled until 3 hours before the start. Please contact the front desk.',
      code: 'cancel_window_passed',
    });
  });

  it('exports a booking and the whole itinerary as .ics files with the same stable UID', async () => {
    const { hotel, token, book, valid } = await bookingSetUp(t.app, t.ctx);
    const booking = (await book(valid())).json<ActivityBooking>();
    const one = await t.app.inject({
      url: `/api/guest/activities/${booking.id}/calendar.ics`,
      headers: auth(token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(one.headers['content-disposition']).toBe(`attachment; filename="${booking.reference_number}.ics"`);
    const uid = `UID:activity-booking-${booking.id}@${hotel.uniqueId.toLowerCase()}.hotel-guest-app`;
    expect(one.body).toContain(uid);
    expect(one.body).toContain('DTSTART;TZID=Asia/Bangkok:');
    const all = await t.app.inject({ url: '/api/guest/activities/calendar.ics', headers: auth(token) });
    expect(all.body).toContain(uid);
    // The browser's download link carries the session cookie, not the header.
    const byCookie = await t.app.inject({
      url: '/api/guest/activities/calendar.ics',
      cookies: { session_token: token },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it("never shows or cancels another guest's booking", async () => {
    const { hotel, book, valid } = await bookingSetUp(t.app, t.ctx);
    const booking = (await book(valid())).json<ActivityBooking>();
    const { token: theirs } = await neighbour(hotel);
    expect((await t.app.inject({ url: '/api/guest/activities/', headers: auth(theirs) })).json()).toEqual({
      bookings: [],
    });
    for (const request of [
      { url: `/api/guest/activities/${booking.id}/` },
      { url: `/api/guest/activities/${booking.id}/cancel/`, method: 'POST' as const },
    ]) {
      const response = await t.app.inject({ ...request, headers: auth(theirs) });
      expect(response.statusCode).toBe(404);
    }
  });

  it('words the notification in the language the guest reads it in, earlier ones too', async () => {
    const { hotel, token, valid } = await bookingSetUp(t.app, t.ctx);
    const switchTo = async (language: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/languages/set/',
        headers: auth(token),
        payload: { language },
      });
      expect(response.statusCode).toBe(200);
      // The session caches its language for a few seconds; a new login reads it at once.
      return loginTestGuest(t.app, hotel);
    };
    const arabic = await switchTo('ar');
    await t.app.inject({
      method: 'POST',
      url: '/api/activity-bookings/',
      headers: auth(arabic),
      payload: valid(),
    });
    const feed = async (session: string) =>
      (
        await t.app.inject({ url: '/api/notifications/', headers: auth(session) })
      ).json<NotificationListResponse>().notifications[0]!;
    expect(await feed(arabic)).toMatchObject({ title: 'تحديث الحجز' });
    expect((await feed(arabic)).message).toContain('تم تأكيد حجزك');
    // Stored once, in keys: the same notification reads in French after the guest switches.
    const french = await switchTo('fr');
    expect((await feed(french)).title).toBe('Mise à jour de réservation');
    expect((await feed(french)).message).toMatch(/^Votre réservation .+ est confirmée\.$/);
    const [stored] = await noticesOf(hotel.stayId);
    expect(stored!.title).toBe('Booking Update');
  });
});

let rooms = 0;

/** Another guest of the same hotel, logged in. */
async function neighbour(hotel: TestHotel) {
  const guest = await addTestGuest(t.ctx, hotel, { roomNumber: `N${++rooms}` });
  const token = await loginTestGuest(t.app, guest);
  return {
    guest,
    token,
    book: (payload: Record<string, unknown>, people: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/activity-bookings/',
        headers: auth(token),
        payload: { ...payload, number_of_people: people },
      }),
  };
}

async function staffOf(hotelId: number): Promise<string> {
  return (await createTestStaff(t.app, t.ctx, hotelId)).token;
}
