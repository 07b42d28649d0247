import { describe, expect, it } from 'vitest';
import type { ActivityBooking } from '@hotel/contracts/activities';
import { bookingsCalendar } from './calendar.ts';

const booking = (overrides: Partial<ActivityBooking> = {}): ActivityBooking => ({
  id: 42,
  activity_id: 3,
  activity_name: 'Cooking class, Thai; "spicy"',
  activity_image: null,
  status: 'confirmed',
  scheduled_date: '2026-07-01',
  scheduled_time: '10:00',
  end_time: '13:00',
  formatted_time: '10:00 – 13:00',
  starts_at: '2026-07-01T08:00:00.000Z',
  ends_at: '2026-07-01T11:00:00.000Z',
  timezone: 'Europe/Madrid',
  number_of_people: 2,
  selected_options_details: [
    { id: 1, name: 'Spice', values: [{ id: 2, name: 'Mild', price_adjustment: 0 }] },
  ],
  special_requests: 'Vegetarian\nplease',
  total_price: 110,
  currency_symbol: '€',
  reference_number: 'ACT-ABC234',
  prepayment_required: false,
  prepayment_made: false,
  can_cancel: true,
  cancel_until: '2026-07-01T06:00:00.000Z',
  cancel_reason: null,
  created_at: '2026-06-01T10:00:00.000Z',
  updated_at: '2026-06-01T10:00:00.000Z',
  ...overrides,
});

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const seaHotel = { uniqueId: 'HOTEL-SEA', currencyCode: 'EUR' };

describe('bookingsCalendar', () => {
  it('writes an RFC 5545 calendar in the hotel’s zone with escaped text and CRLF lines of at most 75 octets', () => {
    const ics = bookingsCalendar([booking()], seaHotel, new Date('2026-06-02T00:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const text = unfold(ics);
    expect(text).toContain('UID:activity-booking-42@hotel-sea.hotel-guest-app');
    expect(text).toContain('DTSTART;TZID=Europe/Madrid:20260701T100000');
    expect(text).toContain('DTEND;TZID=Europe/Madrid:20260701T130000');
    expect(text).toContain('SUMMARY:Cooking class\\, Thai\\; "spicy"');
    expect(text).toContain('Special requests: Vegetarian\\nplease');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('Total: €110.00');
    // Madrid's zone: its summer and winter offsets, with the changes of 2026.
    expect(text).toContain('TZID:Europe/Madrid');
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200/,
    );
    expect(text).toMatch(
      /BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100/,
    );
  });

  it('keeps the UID and raises SEQUENCE when the booking changes, so a re-download updates the entry', () => {
    const before = unfold(bookingsCalendar([booking()], seaHotel));
    const after = unfold(
      bookingsCalendar([booking({ status: 'cancelled', updated_at: '2026-06-03T10:00:00.000Z' })], seaHotel),
    );
    const uid = (ics: string) => /UID:(.*)/.exec(ics)![1];
    const sequence = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)![1]);
    expect(uid(after)).toBe(uid(before));
    expect(sequence(after)).toBeGreaterThan(sequence(before));
    expect(after).toContain('STATUS:CANCELLED');
  });

  it('gives a zone without daylight saving one fixed observance', () => {
    const text = unfold(
      bookingsCalendar([booking({ timezone: 'Asia/Bangkok', starts_at: '2026-07-01T03:00:00.000Z' })], {
        uniqueId: 'HOTEL-DEMO',
        currencyCode: 'THB',
      }),
    );
    expect(text).toContain('DTSTART;TZID=Asia/Bangkok:20260701T100000');
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(text).toContain('TZOFFSETTO:+0700');
  });

  it("writes the total with the currency's own decimals", () => {
    const yen = unfold(
      bookingsCalendar([booking({ total_price: 1500, currency_symbol: '¥' })], {
        uniqueId: 'HOTEL-KYOTO',
        currencyCode: 'JPY',
      }),
    );
    expect(yen).toMatch(/Total: ¥1\\,500(?!\.)/);
    const dinar = unfold(
      bookingsCalendar([booking({ total_price: 12.125 })], { uniqueId: 'HOTEL-KW', currencyCode: 'KWD' }),
    );
    expect(dinar).toContain('12.125');
  });
});
