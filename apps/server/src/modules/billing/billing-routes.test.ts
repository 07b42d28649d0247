import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing, StaffFolio } from '@hotel/contracts/billing';
import type { NotificationListResponse } from '@hotel/contracts/live';
import type { StaffRole } from '@hotel/contracts/staff';
import type { StayBoard } from '@hotel/contracts/stays';
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
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import { bookingSetUp } from '../../../test/activity-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guestHotel(currencyCode = 'THB') {
  const hotel = await createTestHotel(t.ctx, { currencyCode });
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const token = await loginTestGuest(t.app, hotel);
  return { hotel, menu, token };
}

async function order(token: string, menu: MenuFixture, quantity = 2) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(token),
    payload: { location: null, items: [{ dining_item: menu.item('Sundae').id, quantity }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; total: number }>();
}

async function bill(token: string): Promise<Billing> {
  const response = await t.app.inject({ method: 'GET', url: '/api/guest/billing/', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function paymentLink(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/guest/payment-link/', headers: auth(token) });
}

/** What the page's confirm button sends: an HTML form post. */
const confirm = (url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

async function staffOf(hotel: TestHotel, role: StaffRole = 'manager') {
  return (await createTestStaff(t.app, t.ctx, hotel.hotelId, role)).token;
}

const staffPost = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });

async function folio(staff: string, stayId: number): Promise<StaffFolio> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/stays/${stayId}/folio/`,
    headers: auth(staff),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/guest/billing/', () => {
  it('totals orders, a cancellation and a payment; lines show what makes them up', async () => {
    const { hotel, menu, token } = await guestHotel();
    expect(await bill(token)).toMatchObject({
      total: 0,
      paid_total: 0,
      outstanding_total: 0,
      currency_symbol: '฿',
    });
    const first = await order(token, menu); // 2 × 100
    const second = await order(token, menu, 1); // 100
    const staff = await staffOf(hotel, 'front_desk');
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${second.id}/`,
      headers: auth(staff),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);

    const before = await bill(token);
    expect(before).toMatchObject({ total: 200, paid_total: 0, outstanding_total: 200, currency_code: 'THB' });
    expect(before.lines.map((line) => [line.kind, line.amount, line.status, line.reversed])).toEqual([
      ['order', 200, 'outstanding', false],
      ['order', 100, 'outstanding', true],
      ['reversal', -100, 'outstanding', false],
    ]);
    expect(before.lines[0]!.description).toBe(`Order #${first.id}`);

    const link = await paymentLink(token);
    expect(link.statusCode).toBe(200);
    const url = link.json<{ payment_url: string }>().payment_url;
    expect(url).toMatch(/^\/api\/pay\/test\/[\w-]{20,}\/$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('฿200.00');

    const paid = await confirm(url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/account?payment=received');
    const after = await bill(token);
    expect(after).toMatchObject({ total: 200, paid_total: 200, outstanding_total: 0 });
    expect(after.lines.every((line) => line.status === 'paid')).toBe(true);

    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: auth(token) });
    expect(notices.json<NotificationListResponse>().notifications.map((n) => n.title)).toContain(
      'Payment received',
    );
  });

  it('completes a payment once: a second confirmation changes nothing, paying nothing is refused', async () => {
    const { menu, token } = await guestHotel();
    expect((await paymentLink(token)).json()).toMatchObject({
      detail: expect.stringContaining('nothing to pay'),
    });
    expect((await paymentLink(token)).statusCode).toBe(409);
    await order(token, menu);
    const url = (await paymentLink(token)).json<{ payment_url: string }>().payment_url;
    expect((await confirm(url)).statusCode).toBe(303);
    expect((await confirm(url)).statusCode).toBe(303);
    expect(await bill(token)).toMatchObject({ total: 200, paid_total: 200, outstanding_total: 0 });
    expect((await paymentLink(token)).statusCode).toBe(409);
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: auth(token) });
    const received = notices
      .json<NotificationListResponse>()
      .notifications.filter((n) => n.title === 'Payment received');
    expect(received).toHaveLength(1);
  });

  it('settles exactly the lines the link covered: a charge added after it stays outstanding', async () => {
    const { menu, token } = await guestHotel();
    await order(token, menu);
    const url = (await paymentLink(token)).json<{ payment_url: string }>().payment_url;
    await order(token, menu, 1);
    await confirm(url);
    expect(await bill(token)).toMatchObject({ total: 300, paid_total: 200, outstanding_total: 100 });
  });

  it('refuses a link whose lines were settled another way, and an unknown link', async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    const first = (await paymentLink(token)).json<{ payment_url: string }>().payment_url;
    const second = (await paymentLink(token)).json<{ payment_url: string }>().payment_url;
    expect((await confirm(first)).headers.location).toBe('/account?payment=received');
    expect((await confirm(second)).headers.location).toBe('/account?payment=superseded');
    expect(await bill(token)).toMatchObject({ paid_total: 200, outstanding_total: 0 });
    const staff = await staffOf(hotel);
    expect((await folio(staff, hotel.stayId)).payments).toHaveLength(1);
    expect((await confirm('/api/pay/test/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/')).statusCode).toBe(404);
  });

  it("never shows or lets a guest question another guest's lines", async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    const other = await addTestGuest(t.ctx, hotel);
    const otherToken = await loginTestGuest(t.app, other);
    expect(await bill(otherToken)).toMatchObject({ total: 0, lines: [] });
    expect((await paymentLink(otherToken)).statusCode).toBe(409);
    const lineId = (await bill(token)).lines[0]!.id;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/guest/billing/lines/${lineId}/question/`,
      headers: auth(otherToken),
      payload: { question: 'What is this?' },
    });
    expect(asked.statusCode).toBe(404);
    const staffElsewhere = await staffOf(await createTestHotel(t.ctx));
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/staff/stays/${hotel.stayId}/folio/`,
      headers: auth(staffElsewhere),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('JPY and KWD hotels are charged and paid to the minor unit', async () => {
    const yen = await guestHotel('JPY');
    const manager = await staffOf(yen.hotel);
    const charged = await staffPost(manager, `/api/staff/stays/${yen.hotel.stayId}/folio/charges/`, {
      description: 'Minibar',
      amount: 1501,
    });
    expect(charged.statusCode).toBe(200);
    const fraction = await staffPost(manager, `/api/staff/stays/${yen.hotel.stayId}/folio/charges/`, {
      description: 'Minibar',
      amount: 1.5,
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().detail).toBe('Amount: JPY has no decimals, give a whole amount.');
    expect(await bill(yen.token)).toMatchObject({
      total: 1501,
      outstanding_total: 1501,
      currency_symbol: '¥',
    });
    const yenUrl = (await paymentLink(yen.token)).json<{ payment_url: string }>().payment_url;
    expect((await t.app.inject({ method: 'GET', url: yenUrl })).body).toContain('¥1,501');
    await confirm(yenUrl);
    expect(await bill(yen.token)).toMatchObject({ paid_total: 1501, outstanding_total: 0 });

    const dinar = await guestHotel('KWD');
    const kwdManager = await staffOf(dinar.hotel);
    for (const amount of [1.255, 0.001])
      expect(
        (
          await staffPost(kwdManager, `/api/staff/stays/${dinar.hotel.stayId}/folio/charges/`, {
            description: 'Spa',
            amount,
          })
        ).statusCode,
      ).toBe(200);
    expect(
      (
        await staffPost(kwdManager, `/api/staff/stays/${dinar.hotel.stayId}/folio/charges/`, {
          description: 'Spa',
          amount: 0.0005,
        })
      ).json().detail,
    ).toBe('Amount: KWD has 3 decimals, give at most 3.');
    expect(await bill(dinar.token)).toMatchObject({
      total: 1.256,
      outstanding_total: 1.256,
      currency_code: 'KWD',
    });
    const desk = await staffPost(kwdManager, `/api/staff/stays/${dinar.hotel.stayId}/folio/payments/`, {
      method: 'cash',
      amount: 1.256,
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.json<StaffFolio>()).toMatchObject({ paid_total: 1.256, outstanding_total: 0 });
  });
});

describe('staff folio', () => {
  it('records a desk payment of the balance shown, refusing a stale amount', async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    const desk = await staffOf(hotel, 'front_desk');
    const url = `/api/staff/stays/${hotel.stayId}/folio/payments/`;
    const stale = await staffPost(desk, url, { method: 'card_terminal', reference: 'T-1', amount: 150 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('balance_changed');
    const taken = await staffPost(desk, url, { method: 'card_terminal', reference: 'T-1', amount: 200 });
    expect(taken.statusCode).toBe(200);
    expect(taken.json<StaffFolio>()).toMatchObject({
      paid_total: 200,
      outstanding_total: 0,
      payments: [{ method: 'card_terminal', reference: 'T-1', amount: 200, recorded_by: 'Test Staff' }],
    });
    expect((await staffPost(desk, url, { method: 'cash', amount: 200 })).json().code).toBe('nothing_to_pay');
  });

  it('manual charges and corrections are for managers; a line is reversed once, with its reason', async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    const desk = await staffOf(hotel, 'front_desk');
    const manager = await staffOf(hotel);
    const base = `/api/staff/stays/${hotel.stayId}/folio`;
    expect(
      (await staffPost(desk, `${base}/charges/`, { description: 'Late check-out', amount: 50 })).statusCode,
    ).toBe(403);
    const lineId = (await folio(desk, hotel.stayId)).lines[0]!.id;
    expect((await staffPost(desk, `${base}/lines/${lineId}/reverse/`, { reason: 'x' })).statusCode).toBe(403);
    const corrected = await staffPost(manager, `${base}/lines/${lineId}/reverse/`, {
      reason: 'Cold dessert',
    });
    expect(corrected.statusCode).toBe(200);
    const lines = corrected.json<StaffFolio>().lines;
    expect(lines.at(-1)).toMatchObject({
      kind: 'reversal',
      amount: -200,
      reverses_line_id: lineId,
      reason: 'Cold dessert',
    });
    expect(lines[0]!.reversed).toBe(true);
    expect(
      (await staffPost(manager, `${base}/lines/${lineId}/reverse/`, { reason: 'again' })).json().code,
    ).toBe('already_reversed');
    const reversal = lines.at(-1)!.id;
    expect(
      (await staffPost(manager, `${base}/lines/${reversal}/reverse/`, { reason: 'x' })).json().code,
    ).toBe('is_reversal');
    const missing = await staffPost(manager, `${base}/reverse/`, { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await bill(token)).outstanding_total).toBe(0);
  });

  it('check-out refuses an unpaid folio unless a manager overrides it with a reason', async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    const desk = await staffOf(hotel, 'front_desk');
    const manager = await staffOf(hotel);
    const url = `/api/staff/stays/${hotel.stayId}/check-out/`;
    const refused = await t.app.inject({ method: 'POST', url, headers: auth(desk) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'unpaid_folio',
      detail: expect.stringContaining('฿200.00 outstanding'),
    });
    const notManager = await staffPost(desk, url, { override_reason: 'Company pays' });
    expect(notManager.statusCode).toBe(403);
    const overridden = await staffPost(manager, url, { override_reason: 'Company pays by invoice' });
    expect(overridden.statusCode).toBe(200);
    expect((await folio(manager, hotel.stayId)).checked_out).toBe(true);
  });

  it('check-out of a paid folio needs no override', async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    await confirm((await paymentLink(token)).json<{ payment_url: string }>().payment_url);
    const desk = await staffOf(hotel, 'front_desk');
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${hotel.stayId}/check-out/`,
      headers: auth(desk),
    });
    expect(done.statusCode).toBe(200);
  });

  it("words the server's lines in the guest's language; the desk reads them in English", async () => {
    const { hotel, menu, token } = await guestHotel();
    const kept = await order(token, menu);
    const cancelled = await order(token, menu, 1);
    const manager = await staffOf(hotel);
    const base = `/api/staff/stays/${hotel.stayId}/folio`;
    const setLanguage = await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: auth(token),
      payload: { language: 'ja' },
    });
    expect(setLanguage.statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${cancelled.id}/`,
      headers: auth(manager),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const keptLine = (await folio(manager, hotel.stayId)).lines[0]!.id;
    expect(
      (await staffPost(manager, `${base}/lines/${keptLine}/reverse/`, { reason: 'Cold dessert' })).statusCode,
    ).toBe(200);
    expect(
      (await staffPost(manager, `${base}/charges/`, { description: 'Late check-out', amount: 50 }))
        .statusCode,
    ).toBe(200);

    expect((await bill(token)).lines.map((line) => line.description)).toEqual([
      `ご注文 #${kept.id}`,
      `ご注文 #${cancelled.id}`,
      `キャンセル：ご注文 #${cancelled.id}`,
      `訂正：ご注文 #${kept.id}`,
      'Late check-out',
    ]);
    expect((await folio(manager, hotel.stayId)).lines.map((line) => line.description)).toEqual([
      `Order #${kept.id}`,
      `Order #${cancelled.id}`,
      `Cancelled: Order #${cancelled.id}`,
      `Correction: Order #${kept.id}`,
      'Late check-out',
    ]);

    // The desk's answer names the line as the guest's bill does.
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/guest/billing/lines/${keptLine}/question/`,
      headers: auth(token),
      payload: { question: 'Why?' },
    });
    expect(asked.json<Billing>().lines[0]!.description).toBe(`ご注文 #${kept.id}`);
    const question = (await folio(manager, hotel.stayId)).questions[0]!;
    await staffPost(manager, `${base}/questions/${question.id}/answer/`, { answer: 'It was cold.' });
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: auth(token) });
    expect(
      notices
        .json<NotificationListResponse>()
        .notifications.some((notice) => notice.message.includes(`ご注文 #${kept.id}`)),
    ).toBe(true);
  });

  it('a question on a line reaches the desk and the answer comes back as a notification', async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    const lineId = (await bill(token)).lines[0]!.id;
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/guest/billing/lines/${lineId}/question/`,
        headers: auth(token),
        payload: { question: 'I only had one sundae.' },
      });
    const asked = await ask();
    expect(asked.statusCode).toBe(201);
    expect(asked.json<Billing>().questions).toMatchObject([{ line_id: lineId, answer: null }]);
    expect((await ask()).json().code).toBe('question_open');
    const desk = await staffOf(hotel, 'front_desk');
    // The desk's list of stays shows which guest is waiting for an answer.
    const openQuestions = async () =>
      (await t.app.inject({ url: '/api/staff/stays/', headers: auth(desk) }))
        .json<StayBoard>()
        .in_house.find((stay) => stay.id === hotel.stayId)?.open_bill_questions;
    expect(await openQuestions()).toBe(1);
    const question = (await folio(desk, hotel.stayId)).questions[0]!;
    const answered = await staffPost(
      desk,
      `/api/staff/stays/${hotel.stayId}/folio/questions/${question.id}/answer/`,
      {
        answer: 'You are right, we corrected it.',
      },
    );
    expect(answered.statusCode).toBe(200);
    expect(await openQuestions()).toBe(0);
    expect(answered.json<StaffFolio>().questions[0]).toMatchObject({
      answer: 'You are right, we corrected it.',
    });
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: auth(token) });
    expect(notices.json<NotificationListResponse>().notifications.map((n) => n.message)).toContain(
      `Order #${(await bill(token)).lines[0]!.description.slice(7)}: You are right, we corrected it.`,
    );
    expect(
      (
        await staffPost(desk, `/api/staff/stays/${hotel.stayId}/folio/questions/${question.id}/answer/`, {
          answer: 'again',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a paid charge cancelled afterwards: a refund due', () => {
  /** A guest books an activity (2 people, Advanced, Photos: ฿1,300.00), pays the bill online, then cancels it. */
  async function paidThenCancelled() {
    const { hotel, token, book, valid } = await bookingSetUp(t.app, t.ctx);
    const booking = (await book(valid())).json<{ id: number; reference_number: string }>();
    const link = await paymentLink(token);
    expect((await confirm(link.json<{ payment_url: string }>().payment_url)).statusCode).toBe(303);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/guest/activities/${booking.id}/cancel/`,
      headers: auth(token),
    });
    expect(cancelled.statusCode).toBe(200);
    return { hotel, token, booking };
  }

  const refund = (staff: string, stayId: number, payload: object) =>
    staffPost(staff, `/api/staff/stays/${stayId}/folio/refunds/`, payload);

  it('the guest sees a refund due, never a negative outstanding, and has nothing to pay', async () => {
    const { token, booking } = await paidThenCancelled();
    const after = await bill(token);
    expect(after).toMatchObject({ total: 0, paid_total: 1300, outstanding_total: 0, refund_due: 1300 });
    expect(after.lines.map((line) => [line.kind, line.amount, line.status, line.reversed])).toEqual([
      ['activity_booking', 1300, 'paid', true],
      ['reversal', -1300, 'outstanding', false],
    ]);
    expect(after.lines[0]!.description).toBe(`Kayak (${booking.reference_number})`);
    const link = await paymentLink(token);
    expect(link.statusCode).toBe(409);
    expect(link.json().code).toBe('nothing_to_pay');
  });

  it('a charge added later is taken from the credit: the refund due shrinks, nothing is outstanding', async () => {
    const { hotel, token } = await paidThenCancelled();
    const menu = await createMenuFixture(t.ctx, hotel.hotelId);
    await order(token, menu); // 2 × 100
    expect(await bill(token)).toMatchObject({ total: 200, outstanding_total: 0, refund_due: 1100 });
    await order(token, menu, 12); // 1,200: now the guest owes the difference
    expect(await bill(token)).toMatchObject({ total: 1400, outstanding_total: 100, refund_due: 0 });
  });

  it('the desk records the refund: settled, audited with who returned it, the guest told', async () => {
    const { hotel, token } = await paidThenCancelled();
    const desk = await staffOf(hotel, 'front_desk');
    expect(await folio(desk, hotel.stayId)).toMatchObject({ outstanding_total: 0, refund_due: 1300 });

    const housekeeping = await staffOf(hotel, 'housekeeping');
    expect((await refund(housekeeping, hotel.stayId, { method: 'cash', amount: 1300 })).statusCode).toBe(403);
    const stale = await refund(desk, hotel.stayId, { method: 'cash', amount: 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'balance_changed',
      detail: expect.stringContaining('The refund due is ฿1,300.00, not ฿1,000.00'),
    });
    // A desk payment is not how money goes back.
    expect(
      (
        await staffPost(desk, `/api/staff/stays/${hotel.stayId}/folio/payments/`, {
          method: 'cash',
          amount: 1300,
        })
      ).json().code,
    ).toBe('nothing_to_pay');

    const returned = await refund(desk, hotel.stayId, {
      method: 'card_terminal',
      reference: 'R-77',
      amount: 1300,
    });
    expect(returned.statusCode).toBe(200);
    const closed = returned.json<StaffFolio>();
    expect(closed).toMatchObject({ total: 0, paid_total: 0, outstanding_total: 0, refund_due: 0 });
    expect(closed.payments).toMatchObject([
      { kind: 'payment', method: 'online_test', amount: 1300 },
      { kind: 'refund', method: 'card_terminal', reference: 'R-77', amount: 1300, recorded_by: 'Test Staff' },
    ]);
    expect(closed.lines.map((line) => line.status)).toEqual(['paid', 'refunded']);
    expect(await bill(token)).toMatchObject({ outstanding_total: 0, refund_due: 0 });

    const again = await refund(desk, hotel.stayId, { method: 'cash', amount: 1300 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('nothing_to_refund');
    const notices = await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: auth(token) });
    expect(notices.json<NotificationListResponse>().notifications.map((n) => n.message)).toContain(
      'The front desk returned ฿1,300.00 to you.',
    );
  });

  it('two refunds recorded at once return the money once', async () => {
    const { hotel } = await paidThenCancelled();
    const desk = await staffOf(hotel, 'front_desk');
    const manager = await staffOf(hotel);
    const answers = await Promise.all([
      refund(desk, hotel.stayId, { method: 'cash', amount: 1300 }),
      refund(manager, hotel.stayId, { method: 'cash', amount: 1300 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await folio(manager, hotel.stayId);
    expect(after.payments.filter((payment) => payment.kind === 'refund')).toHaveLength(1);
    expect(after.refund_due).toBe(0);
  });

  it('a folio that owes nothing back refuses a refund', async () => {
    const { hotel, menu, token } = await guestHotel();
    await order(token, menu);
    const desk = await staffOf(hotel, 'front_desk');
    const refused = await refund(desk, hotel.stayId, { method: 'cash', amount: 200 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('nothing_to_refund');
    expect((await folio(desk, hotel.stayId)).payments).toEqual([]);
  });
});
