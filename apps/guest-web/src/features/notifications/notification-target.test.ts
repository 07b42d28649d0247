import { describe, expect, it } from 'vitest';
import { BILL_NOTICE_STATUSES } from '@hotel/contracts/bill-notices';
import type { AppNotification } from './notification-store.ts';
import { notificationTarget } from './notification-target.ts';

const notice = (extra: Partial<AppNotification>): AppNotification => ({
  id: 1,
  title: 'Title',
  message: 'Message',
  type: 'other',
  read: false,
  createdAt: '2026-11-28T09:00:00.000Z',
  variant: 'info',
  showToast: true,
  ...extra,
});

describe('where a notification leads', () => {
  it('leads chat, booking and order notices to their page, and not without the id', () => {
    expect(notificationTarget(notice({ type: 'chat', conversation_id: 4 }))).toBe('/chat/4');
    expect(notificationTarget(notice({ type: 'booking_update', booking_id: 2 }))).toBe('/bookings/2');
    expect(notificationTarget(notice({ type: 'order_update', order_id: 9 }))).toBe('/orders/9');
    expect(notificationTarget(notice({ type: 'order_update' }))).toBeNull();
  });

  it('leads a payment received and an answer about a bill line to the bill', () => {
    for (const status of Object.values(BILL_NOTICE_STATUSES)) {
      expect(notificationTarget(notice({ status }))).toBe('/account');
    }
  });

  it('leads other notices nowhere: a request done has nothing more to show', () => {
    expect(notificationTarget(notice({ status: 'completed', booking_id: 1 }))).toBeNull();
    expect(notificationTarget(notice({}))).toBeNull();
  });
});
