import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage, type AuditEntryView, type AuditPage } from '@hotel/contracts/audit';
import type { StaffFolio } from '@hotel/contracts/billing';
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { addDays, dateInZone, zonedToInstant } from '../../platform/time.ts';
import { recordAudit, systemActor } from './index.ts';
import { auditEvents } from './schema.ts';
import { csvCell, purgeExpiredAudit } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface World {
  hotel: TestHotel;
  menu: MenuFixture;
  guest: string;
  manager: Awaited<ReturnType<typeof createTestStaff>>;
}

async function world(): Promise<World> {
  const hotel = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const guest = await loginTestGuest(t.app, hotel);
  const manager = await createTestStaff(t.app, t.ctx, hotel.hotelId);
  return { hotel, menu, guest, manager };
}

async function placeOrder(w: World): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(w.guest),
    payload: { location: null, items: [{ dining_item: w.menu.item('Sundae').id, quantity: 1 }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function call(token: string, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: auth(token), ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

async function readLog(token: string, query = ''): Promise<AuditPage> {
  const response = await t.app.inject({ url: `/api/staff/audit/${query}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return auditPage.parse(response.json());
}

function onlyEntry(page: AuditPage, kind: string): AuditEntryView {
  const found = page.entries.filter((entry) => entry.kind === kind);
  expect(found, `entries of kind ${kind}`).toHaveLength(1);
  return found[0]!;
}

describe('what the real routes record', () => {
  it('an order status change and a cancellation, with who did it and from where', async () => {
    const w = await world();
    const first = await placeOrder(w);
    const second = await placeOrder(w);
    await call(w.manager.token, 'PATCH', `/api/staff/orders/${first}/`, { status: 'in_progress' });
    await call(w.manager.token, 'PATCH', `/api/staff/orders/${second}/`, {
      status: 'cancelled',
      reason: 'Out of ice cream',
    });
    // A refused move records nothing.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/orders/${second}/`,
      headers: auth(w.manager.token),
      payload: { status: 'delivered' },
    });
    expect(refused.statusCode).toBe(409);

    const page = await readLog(w.manager.token);
    expect(onlyEntry(page, 'order.status_changed')).toMatchObject({
      subject: `Order #${first}`,
      detail: { room: '101', status: 'in_progress' },
      actor: { kind: 'staff', name: 'Test Staff', staff_member_id: w.manager.staffMemberId },
      address: '127.0.0.1',
    });
    expect(onlyEntry(page, 'order.cancelled')).toMatchObject({
      subject: `Order #${second}`,
      detail: { status: 'cancelled', reason: 'Out of ice cream' },
    });
  });

  it('a price edit with the price before and after, and sold out as its own kind', async () => {
    const w = await world();
    const item = {
      name: 'Mango sticky rice',
      description: '',
      price: 120,
      image_url: null,
      sub_category: null,
      locations: [],
      popular: false,
      available: true,
      options: [],
    };
    const created = await call(w.manager.token, 'POST', '/api/staff/menu/items/', item);
    const { id } = created.json<{ id: number }>();
    await call(w.manager.token, 'PUT', `/api/staff/menu/items/${id}/`, { ...item, price: 150 });
    await call(w.manager.token, 'PATCH', `/api/staff/menu/items/${id}/availability/`, { available: false });

    const page = await readLog(w.manager.token, '?kind=menu.item_changed');
    expect(page.entries.map((entry) => entry.detail)).toEqual([
      { price: { before: 120, after: 150 } },
      { action: 'added', price: 120, available: true },
    ]);
    expect(page.entries[0]!.subject).toBe('Mango sticky rice');
    expect(onlyEntry(await readLog(w.manager.token), 'menu.availability_changed').detail).toEqual({
      available: { before: true, after: false },
    });
  });

  it('a folio correction with the line and the reason, and a check-out with override with its reason', async () => {
    const w = await world();
    await placeOrder(w);
    const folio = (
      await t.app.inject({ url: `/api/staff/stays/${w.hotel.stayId}/folio/`, headers: auth(w.manager.token) })
    ).json<StaffFolio>();
    const line = folio.lines[0]!;
    await call(
      w.manager.token,
      'POST',
      `/api/staff/stays/${w.hotel.stayId}/folio/lines/${line.id}/reverse/`,
      {
        reason: 'Sent back cold',
      },
    );
    await call(w.manager.token, 'POST', `/api/staff/stays/${w.hotel.stayId}/folio/charges/`, {
      description: 'Minibar',
      amount: 80,
    });
    await call(w.manager.token, 'POST', `/api/staff/stays/${w.hotel.stayId}/check-out/`, {
      override_reason: 'Company pays by invoice',
    });

    const corrections = await readLog(w.manager.token, '?kind=folio.correction');
    expect(corrections.entries.map((entry) => [entry.subject, entry.detail])).toEqual([
      ['Room 101', expect.objectContaining({ action: 'charge_added', description: 'Minibar', amount: 80 })],
      [
        'Room 101',
        expect.objectContaining({
          action: 'line_reversed',
          line: line.description,
          reason: 'Sent back cold',
        }),
      ],
    ]);
    const checkOut = onlyEntry(await readLog(w.manager.token), 'stay.checked_out_with_override');
    expect(checkOut).toMatchObject({
      subject: 'Room 101',
      detail: { stay: w.hotel.stayId, reason: 'Company pays by invoice' },
    });
  });

  it('a staff role change with before and after, never a password', async () => {
    const w = await world();
    const created = await call(w.manager.token, 'POST', '/api/staff/accounts/', {
      email: 'nok@audit.example',
      name: 'Nok',
      role: 'front_desk',
      password: 'a long enough password 1',
    });
    const { id } = created.json<{ id: number }>();
    await call(w.manager.token, 'PATCH', `/api/staff/accounts/${id}/`, { role: 'manager' });
    await call(w.manager.token, 'POST', `/api/staff/accounts/${id}/reset-password/`, {
      new_password: 'another long password 2',
    });

    const page = await readLog(w.manager.token);
    expect(onlyEntry(page, 'staff.account_created')).toMatchObject({
      subject: 'Nok',
      detail: { email: 'nok@audit.example', role: 'front_desk' },
    });
    expect(onlyEntry(page, 'staff.account_changed').detail).toEqual({
      role: { before: 'front_desk', after: 'manager' },
    });
    expect(onlyEntry(page, 'staff.password_reset').subject).toBe('Nok');
    expect(JSON.stringify(page)).not.toMatch(/long enough password|another long password/);
  });

  it('a translation saved, with its language and wording', async () => {
    const w = await world();
    await call(w.manager.token, 'PUT', '/api/staff/translations/corrections/', {
      language: 'th',
      source_text: 'Sundae',
      text: 'ซันเด',
    });
    expect(onlyEntry(await readLog(w.manager.token), 'translation.saved')).toMatchObject({
      subject: 'Sundae (th)',
      detail: { language: 'th', source_text: 'Sundae', text: 'ซันเด' },
    });
  });
});

describe('reading the log', () => {
  it('filters by person, kind and day (the hotel day), and pages newest first', async () => {
    const w = await world();
    const desk = await createTestStaff(t.app, t.ctx, w.hotel.hotelId, 'front_desk');
    const deskActor = {
      kind: 'staff' as const,
      staffMemberId: desk.staffMemberId,
      name: 'Desk',
      address: null,
      requestId: null,
    };
    const managerActor = { ...deskActor, staffMemberId: w.manager.staffMemberId, name: 'Manager' };
    for (let index = 0; index < 105; index += 1)
      await recordAudit(t.ctx.db, w.hotel.hotelId, deskActor, {
        kind: 'order.status_changed',
        subject: `#${index}`,
      });
    await recordAudit(t.ctx.db, w.hotel.hotelId, managerActor, { kind: 'folio.refund', subject: 'Room 101' });
    // Yesterday at 23:30 in Bangkok: another hotel day, though the same UTC date for most of it.
    const today = dateInZone(t.ctx.now(), w.hotel.timezone);
    const yesterday = addDays(today, -1);
    await recordAudit(t.ctx.db, w.hotel.hotelId, managerActor, { kind: 'folio.refund', subject: 'Late' });
    await t.ctx.db
      .update(auditEvents)
      .set({ occurredAt: zonedToInstant(yesterday, '23:30', w.hotel.timezone) })
      .where(eq(auditEvents.subject, 'Late'));

    const first = await readLog(w.manager.token);
    expect(first.entries).toHaveLength(100);
    expect(first.entries[0]!.subject).toBe('Late');
    const second = await readLog(w.manager.token, `?before=${first.next_before}`);
    expect(second.entries).toHaveLength(7);
    expect(second.next_before).toBeNull();
    expect(new Set([...first.entries, ...second.entries].map((entry) => entry.id)).size).toBe(107);

    const byDesk = await readLog(w.manager.token, `?actor=${desk.staffMemberId}&before=${first.next_before}`);
    expect(byDesk.entries.every((entry) => entry.actor.name === 'Desk')).toBe(true);
    const refunds = await readLog(w.manager.token, '?kind=folio.refund');
    expect(refunds.entries.map((entry) => entry.subject)).toEqual(['Late', 'Room 101']);
    const onYesterday = await readLog(w.manager.token, `?day=${yesterday}`);
    expect(onYesterday.entries.map((entry) => entry.subject)).toEqual(['Late']);
    const todayRefunds = await readLog(w.manager.token, `?kind=folio.refund&day=${today}`);
    expect(todayRefunds.entries.map((entry) => entry.subject)).toEqual(['Room 101']);

    const bad = await t.app.inject({
      url: '/api/staff/audit/?kind=nope&day=2026-02-30',
      headers: auth(w.manager.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for managers: front desk gets 403; another hotel sees none of it', async () => {
    const w = await world();
    const other = await world();
    await recordAudit(t.ctx.db, w.hotel.hotelId, systemActor('test'), {
      kind: 'settings.changed',
      subject: 'Only here',
    });
    const desk = await createTestStaff(t.app, t.ctx, w.hotel.hotelId, 'front_desk');
    for (const url of ['/api/staff/audit/', '/api/staff/audit/export.csv']) {
      const refused = await t.app.inject({ url, headers: auth(desk.token) });
      expect(refused.statusCode).toBe(403);
    }
    expect((await readLog(w.manager.token)).entries.map((entry) => entry.subject)).toContain('Only here');
    expect(JSON.stringify(await readLog(other.manager.token))).not.toContain('Only here');
    const csv = await t.app.inject({
      url: '/api/staff/audit/export.csv',
      headers: auth(other.manager.token),
    });
    expect(csv.body).not.toContain('Only here');
    // A member of another hotel as the person filter: nothing, never their hotel's entries.
    const crossed = await readLog(other.manager.token, `?actor=${w.manager.staffMemberId}`);
    expect(crossed.entries).toEqual([]);
  });
});

describe('GET /api/staff/audit/export.csv', () => {
  it('is a UTF-8 CSV attachment with every matching row, quoted, formulas defused', async () => {
    const w = await world();
    const actor = { ...systemActor('test'), name: '=HYPERLINK("http://x")' };
    await recordAudit(t.ctx.db, w.hotel.hotelId, actor, {
      kind: 'content.changed',
      subject: 'Slide "Pool", with a comma\nand a line break',
      detail: { action: 'slide_changed' },
    });
    await recordAudit(t.ctx.db, w.hotel.hotelId, actor, { kind: 'folio.refund', subject: '-5 +3 @me' });

    const response = await t.app.inject({
      url: '/api/staff/audit/export.csv?kind=content.changed',
      headers: auth(w.manager.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-HOTEL-T\w+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"id","occurred_at_utc","hotel_time","actor_kind","actor_name","actor_staff_member_id","kind","subject","detail","address"',
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(response.body).toContain('"Slide ""Pool"", with a comma\nand a line break"');
    expect(response.body).toContain('"{""action"":""slide_changed""}"');
    // One entry matched the kind: header, that row (with its line break inside quotes), the final newline.
    expect(response.body).not.toContain('-5 +3 @me');
    expect(lines.at(-1)).toBe('');

    const all = await t.app.inject({ url: '/api/staff/audit/export.csv', headers: auth(w.manager.token) });
    expect(all.body).toContain(`"'-5 +3 @me"`);
  });

  it('guards each cell a spreadsheet would run', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', 'plain', ''].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      '"plain"',
      '""',
    ]);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });
});

describe('retention', () => {
  it('deletes only entries older than AUDIT_RETENTION_DAYS, and running again deletes nothing', async () => {
    const w = await world();
    const actor = systemActor('test');
    for (const subject of ['old', 'kept'])
      await recordAudit(t.ctx.db, w.hotel.hotelId, actor, { kind: 'settings.changed', subject });
    const now = t.ctx.now();
    const days = t.ctx.config.AUDIT_RETENTION_DAYS;
    await t.ctx.db
      .update(auditEvents)
      .set({ occurredAt: new Date(now.getTime() - (days + 1) * 86_400_000) })
      .where(eq(auditEvents.subject, 'old'));
    await t.ctx.db
      .update(auditEvents)
      .set({ occurredAt: new Date(now.getTime() - (days - 1) * 86_400_000) })
      .where(eq(auditEvents.subject, 'kept'));

    expect(await purgeExpiredAudit(t.ctx, now)).toBeGreaterThanOrEqual(1);
    expect(await purgeExpiredAudit(t.ctx, now)).toBe(0);
    const left = await t.ctx.db
      .select({ subject: auditEvents.subject })
      .from(auditEvents)
      .where(eq(auditEvents.hotelId, w.hotel.hotelId));
    expect(left.map((row) => row.subject)).toEqual(['kept']);
  });
});
