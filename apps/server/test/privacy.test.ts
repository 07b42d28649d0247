import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestDataErasure, guestDataExport, ERASED_NAME, ERASED_TEXT } from '@hotel/contracts/privacy';
import { activityBookings, activitySlots } from '../src/modules/activities/schema.ts';
import { auditEvents } from '../src/modules/audit/schema.ts';
import { systemActor } from '../src/modules/audit/index.ts';
import { chargeQuestions, charges, payments } from '../src/modules/billing/schema.ts';
import { chatConversations, chatMessages } from '../src/modules/chat/schema.ts';
import { orderLines, orders } from '../src/modules/dining/schema.ts';
import { notifications } from '../src/modules/notifications/schema.ts';
import { eraseExpiredGuestData, RETENTION_JOB } from '../src/modules/privacy/index.ts';
import { serviceRequests } from '../src/modules/requests/schema.ts';
import { guestSessions, stays } from '../src/modules/stays/schema.ts';
import { translationReports } from '../src/modules/translations/schema.ts';
import type { Database } from '../src/platform/database/database.ts';
import { createTestActivity } from './activity-fixtures.ts';
import { createMenuFixture } from './dining-fixtures.ts';
import {
  addTestGuest,
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  uniqueSuffix,
  type TestApp,
  type TestHotel,
} from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One stay with something of its own in every module, each free text carrying `marker`. */
interface SeededStay {
  guest: TestHotel;
  marker: string;
  token: string;
}

async function seedStay(guest: TestHotel, menuItemId: number, activityId: number): Promise<SeededStay> {
  const db: Database = t.ctx.db;
  const marker = `SECRET${uniqueSuffix()}`;
  const token = await loginTestGuest(t.app, guest);
  const scope = { hotelId: guest.hotelId, stayId: guest.stayId };
  const [order] = await db
    .insert(orders)
    .values({ ...scope, totalMinor: 12_000, currencySymbol: '฿' })
    .returning();
  await db.insert(orderLines).values({
    orderId: order!.id,
    diningItemId: menuItemId,
    name: 'Sundae',
    quantity: 2,
    unitPriceMinor: 6_000,
    totalPriceMinor: 12_000,
    notes: `No nuts for ${marker}`,
  });
  await db.insert(serviceRequests).values({ ...scope, kind: 'towels' });
  const startsAt = new Date(Date.UTC(2031, 0, 1, 3) + Math.floor(Math.random() * 1e6) * 3_600_000);
  const [slot] = await db
    .insert(activitySlots)
    .values({
      hotelId: guest.hotelId,
      activityId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      capacity: 5,
      booked: 2,
    })
    .returning();
  await db.insert(activityBookings).values({
    ...scope,
    activityId,
    slotId: slot!.id,
    status: 'cancelled',
    numberOfPeople: 2,
    specialRequests: `Wheelchair for ${marker}`,
    cancelReason: `${marker} felt unwell`,
    totalMinor: 100_000,
    currencySymbol: '฿',
    referenceNumber: `R${uniqueSuffix()}`,
  });
  const [conversation] = await db.insert(chatConversations).values(scope).returning();
  await db.insert(chatMessages).values([
    {
      conversationId: conversation!.id,
      hotelId: guest.hotelId,
      senderType: 'guest',
      senderName: `${marker} family`,
      originalContent: `I am ${marker}`,
      translatedContent: `Je suis ${marker}`,
    },
    {
      conversationId: conversation!.id,
      hotelId: guest.hotelId,
      senderType: 'staff',
      senderName: 'Front desk',
      originalContent: `Welcome ${marker}`,
      translatedContent: `Bienvenue ${marker}`,
    },
  ]);
  await db.insert(notifications).values({
    ...scope,
    type: 'chat',
    title: `Reply for ${marker}`,
    message: `Hello ${marker}`,
    data: {
      conversation_id: conversation!.id,
      wording: { title: 't', message: 'm', params: { name: marker } },
    },
  });
  const [line] = await db
    .insert(charges)
    .values({
      ...scope,
      source: 'manual',
      description: 'Minibar',
      amountMinor: 35_000,
      reason: `Asked by ${marker}`,
    })
    .returning();
  await db.insert(payments).values({
    ...scope,
    method: 'cash',
    status: 'completed',
    amountMinor: 5_000,
    chargeIds: [],
    reference: `Paid by ${marker}`,
  });
  await db
    .insert(chargeQuestions)
    .values({ ...scope, chargeId: line!.id, question: `Why, says ${marker}?`, answer: `Because ${marker}` });
  await db.insert(translationReports).values({
    ...scope,
    language: 'fr',
    sourceText: 'Pool',
    shownText: 'Piscine',
    note: `Reads oddly to ${marker}`,
  });
  return { guest, marker, token };
}

interface World {
  hotel: TestHotel;
  own: SeededStay;
  other: SeededStay;
  manager: Awaited<ReturnType<typeof createTestStaff>>;
}

async function world(): Promise<World> {
  const hotel = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const activity = await createTestActivity(t.ctx, hotel.hotelId);
  const own = await seedStay(hotel, menu.item('Sundae').id, activity.id);
  const other = await seedStay(
    await addTestGuest(t.ctx, hotel, { roomNumber: '102', familyName: 'Suzuki' }),
    menu.item('Sundae').id,
    activity.id,
  );
  const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
  return { hotel, own, other, manager };
}

async function checkOut(w: World, stay: SeededStay) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/stays/${stay.guest.stayId}/check-out/`,
    headers: auth(w.manager.token),
    payload: { override_reason: `Unpaid; ${stay.marker} will wire it` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const erase = (token: string, stayId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/stays/${stayId}/erase-personal-data/`,
    headers: auth(token),
  });

/** Every row the database holds for the stay, in every table of personal data, as one text. */
async function rowsOfStay(stayId: number): Promise<{ text: string; money: number[]; counts: number[] }> {
  const db = t.ctx.db;
  const stayOrders = await db.select().from(orders).where(eq(orders.stayId, stayId));
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        stayOrders.map((order) => order.id),
      ),
    );
  const conversations = await db.select().from(chatConversations).where(eq(chatConversations.stayId, stayId));
  const messages = await db
    .select()
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.conversationId,
        conversations.map((conversation) => conversation.id),
      ),
    );
  const tables = {
    stay: await db.select().from(stays).where(eq(stays.id, stayId)),
    orders: stayOrders,
    lines,
    requests: await db.select().from(serviceRequests).where(eq(serviceRequests.stayId, stayId)),
    bookings: await db.select().from(activityBookings).where(eq(activityBookings.stayId, stayId)),
    conversations,
    messages,
    notifications: await db.select().from(notifications).where(eq(notifications.stayId, stayId)),
    charges: await db.select().from(charges).where(eq(charges.stayId, stayId)),
    payments: await db.select().from(payments).where(eq(payments.stayId, stayId)),
    questions: await db.select().from(chargeQuestions).where(eq(chargeQuestions.stayId, stayId)),
    reports: await db.select().from(translationReports).where(eq(translationReports.stayId, stayId)),
  };
  return {
    text: JSON.stringify(tables),
    money: [
      ...tables.orders.map((row) => row.totalMinor),
      ...tables.lines.flatMap((row) => [row.quantity, row.unitPriceMinor, row.totalPriceMinor]),
      ...tables.bookings.flatMap((row) => [row.totalMinor, row.numberOfPeople]),
      ...tables.charges.map((row) => row.amountMinor),
      ...tables.payments.map((row) => row.amountMinor),
    ],
    counts: Object.values(tables).map((rows) => rows.length),
  };
}

describe('export', () => {
  it("holds the stay's data from every module and nothing of another stay; the export is audited", async () => {
    const w = await world();
    const response = await t.app.inject({
      url: `/api/staff/stays/${w.own.guest.stayId}/personal-data/`,
      headers: auth(w.manager.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="guest-data-.*\.json"$/);
    const document = guestDataExport.parse(response.json());
    expect(document.stay).toMatchObject({ family_name: 'Tanaka', room_number: '101' });
    const sections = [
      document.orders[0]!.lines[0]!.notes,
      document.service_requests[0]!.kind,
      document.activity_bookings[0]!.special_requests,
      document.conversations[0]!.messages.map((message) => message.original_content).join(),
      document.notifications[0]!.message,
      document.folio.lines[0]!.reason,
      document.folio.payments[0]!.reference,
      document.folio.questions[0]!.question,
      document.translation_reports[0]!.note,
    ];
    expect(sections.filter((text) => text !== 'towels').every((text) => text?.includes(w.own.marker))).toBe(
      true,
    );
    expect(document.service_requests).toHaveLength(1);
    expect(response.body).not.toContain(w.other.marker);
    expect(response.body).not.toContain('Suzuki');

    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.hotelId, w.hotel.hotelId), eq(auditEvents.kind, 'guest_data.exported')));
    expect(entry).toMatchObject({
      actorStaffMemberId: w.manager.staffMemberId,
      subject: 'Room 101, stay ' + w.own.guest.stayId,
    });
    expect(JSON.stringify(entry)).not.toContain('Tanaka');
  });
});

describe('erasure', () => {
  it('is refused for a stay in the house, with a clear message, and changes nothing', async () => {
    const w = await world();
    const before = await rowsOfStay(w.own.guest.stayId);
    const response = await erase(w.manager.token, w.own.guest.stayId);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/room 101 has not checked out.*Check the guest out first/);
    expect((await rowsOfStay(w.own.guest.stayId)).text).toBe(before.text);
  });

  it('replaces every personal field, keeps money lines and counts, leaves the other stay alone', async () => {
    const w = await world();
    await checkOut(w, w.own);
    const before = await rowsOfStay(w.own.guest.stayId);
    const otherBefore = await rowsOfStay(w.other.guest.stayId);
    expect(before.text).toContain(w.own.marker);

    const response = await erase(w.manager.token, w.own.guest.stayId);
    expect(response.statusCode, response.body).toBe(200);
    const result = guestDataErasure.parse(response.json());
    expect(result).toMatchObject({ stay_id: w.own.guest.stayId, room_number: '101', already_erased: false });
    expect(result.counts).toEqual({
      stays: 1,
      guest_sessions_deleted: 1,
      order_lines: 1,
      activity_bookings: 1,
      chat_messages: 2,
      notifications: 1,
      folio_lines: 1,
      payments: 1,
      bill_questions: 1,
      translation_reports: 1,
      push_subscriptions_deleted: 0,
    });

    const after = await rowsOfStay(w.own.guest.stayId);
    expect(after.text).not.toContain(w.own.marker);
    expect(after.text).not.toContain('Tanaka');
    expect(after.text).toContain(ERASED_TEXT);
    expect(after.money).toEqual(before.money);
    expect(after.counts).toEqual(before.counts);
    const [stay] = await t.ctx.db.select().from(stays).where(eq(stays.id, w.own.guest.stayId));
    expect(stay).toMatchObject({ familyName: ERASED_NAME, checkOutOverrideReason: ERASED_TEXT });
    expect(stay!.personalDataErasedAt).toBeInstanceOf(Date);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.stayId, w.own.guest.stayId));
    expect(notice!.data).toEqual({ conversation_id: expect.any(Number) });
    expect(
      await t.ctx.db.select().from(guestSessions).where(eq(guestSessions.stayId, w.own.guest.stayId)),
    ).toEqual([]);
    expect((await rowsOfStay(w.other.guest.stayId)).text).toBe(otherBefore.text);

    // Nothing signs in to the erased stay: not under its old name, not under the marker.
    for (const familyName of ['Tanaka', ERASED_NAME]) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/guest-login/',
        payload: { room: '101', family_name: familyName, hotel_unique_id: w.hotel.uniqueId },
      });
      expect(login.statusCode).not.toBe(200);
    }
    const oldSession = await t.app.inject({ url: '/api/notifications/', headers: auth(w.own.token) });
    expect(oldSession.statusCode).toBe(401);

    // A second erasure is harmless: the same markers, the first time kept, nothing new rewritten.
    const again = guestDataErasure.parse((await erase(w.manager.token, w.own.guest.stayId)).json());
    expect(again).toMatchObject({ already_erased: true, erased_at: result.erased_at });
    expect({ ...again.counts, stays: 0 }).toEqual(
      Object.fromEntries(Object.keys(again.counts).map((k) => [k, 0])),
    );
    expect((await rowsOfStay(w.own.guest.stayId)).text).toBe(after.text);

    const kinds = await t.ctx.db
      .select({ kind: auditEvents.kind, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.hotelId, w.hotel.hotelId), eq(auditEvents.kind, 'guest_data.erased')));
    expect(kinds).toHaveLength(2);
    expect(JSON.stringify(kinds)).not.toContain(w.own.marker);
  });
});

describe('who may', () => {
  it('front desk is refused (403); another hotel gets 404 and its stays stay untouched', async () => {
    const w = await world();
    await checkOut(w, w.own);
    const desk = await createTestStaff(t.app, t.ctx, w.hotel.hotelId, 'front_desk');
    const elsewhere = await createTestHotel(t.ctx);
    const strangerManager = await createTestStaff(t.app, t.ctx, elsewhere.hotelId);
    const before = await rowsOfStay(w.own.guest.stayId);
    for (const [token, status] of [
      [desk.token, 403],
      [strangerManager.token, 404],
    ] as const) {
      expect((await erase(token, w.own.guest.stayId)).statusCode).toBe(status);
      const exported = await t.app.inject({
        url: `/api/staff/stays/${w.own.guest.stayId}/personal-data/`,
        headers: auth(token),
      });
      expect(exported.statusCode).toBe(status);
      expect(exported.body).not.toContain(w.own.marker);
    }
    expect((await rowsOfStay(w.own.guest.stayId)).text).toBe(before.text);
  });
});

describe('automatic erasure', () => {
  it('erases only stays checked out longer ago than GUEST_DATA_RETENTION_DAYS; 0 turns it off', async () => {
    const w = await world();
    await checkOut(w, w.own);
    await checkOut(w, w.other);
    const now = t.ctx.now();
    const longAgo = new Date(now.getTime() - 3_001 * 86_400_000);
    const recently = new Date(now.getTime() - 2_999 * 86_400_000);
    await t.ctx.db.update(stays).set({ checkedOutAt: longAgo }).where(eq(stays.id, w.own.guest.stayId));
    await t.ctx.db.update(stays).set({ checkedOutAt: recently }).where(eq(stays.id, w.other.guest.stayId));

    const ctxWith = (days: number) => ({
      ...t.ctx,
      config: { ...t.ctx.config, GUEST_DATA_RETENTION_DAYS: days },
    });
    expect(await eraseExpiredGuestData(ctxWith(0), systemActor('test'))).toMatchObject({
      erased: 0,
      off: true,
    });
    expect((await rowsOfStay(w.own.guest.stayId)).text).toContain(w.own.marker);

    // Far in the past, so other test files' stays (same database) are not due; if some are, run until none is.
    for (;;) {
      const run = await eraseExpiredGuestData(ctxWith(3_000), systemActor('Guest data retention'));
      if (!run.more) break;
    }
    expect((await rowsOfStay(w.own.guest.stayId)).text).not.toContain(w.own.marker);
    expect((await rowsOfStay(w.other.guest.stayId)).text).toContain(w.other.marker);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.hotelId, w.hotel.hotelId), eq(auditEvents.kind, 'guest_data.erased')));
    expect(entry).toMatchObject({ actorKind: 'system', actorName: 'Guest data retention' });
    expect(RETENTION_JOB).toBe('guest-data-retention');
  });
});
