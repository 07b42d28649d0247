import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@hotel/contracts/order-status';
import { ACTIVITY_BOOKING_STATUSES } from '@hotel/contracts/activity-status';
import { STATUS_TONES, bookingStatusTone, orderStatusTone } from './status-tone.ts';

const TONE_CLASSES: readonly string[] = Object.values(STATUS_TONES);

describe('the one status palette', () => {
  it('gives every order and booking status a tone of the palette', () => {
    for (const status of ORDER_STATUSES) expect(TONE_CLASSES).toContain(orderStatusTone(status));
    for (const status of ACTIVITY_BOOKING_STATUSES) expect(TONE_CLASSES).toContain(bookingStatusTone(status));
  });

  it('colours the same meaning the same way for orders and bookings', () => {
    expect(orderStatusTone('pending')).toBe(bookingStatusTone('pending'));
    expect(orderStatusTone('pending')).toBe(STATUS_TONES.waiting);
    expect(orderStatusTone('in_progress')).toBe(STATUS_TONES.underway);
    expect(orderStatusTone('ready')).toBe(bookingStatusTone('confirmed'));
    // 'Ready' (completed: the kitchen is done) stands out from 'Delivered' as 'Ready for pickup' does.
    expect(orderStatusTone('completed')).toBe(STATUS_TONES.ready);
    expect(orderStatusTone('cancelled')).toBe(bookingStatusTone('cancelled'));
    expect(orderStatusTone('delivered')).toBe(STATUS_TONES.finished);
  });

  it('shows a status it does not know as neutral', () => {
    expect(orderStatusTone('refunded')).toBe(STATUS_TONES.finished);
    expect(bookingStatusTone('waitlisted')).toBe(STATUS_TONES.finished);
  });
});
