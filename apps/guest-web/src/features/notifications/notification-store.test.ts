import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { i18n } from '../../lib/i18n/i18n.ts';
import {
  NOTIFICATION_TYPES as CONTRACT_TYPES,
  TOAST_VARIANTS as CONTRACT_VARIANTS,
} from '@hotel/contracts/live';
import { ORDER_STATUSES, orderStatusMessage } from '@hotel/contracts/dining';
import { orderStatusText } from '../../lib/order-status-text.ts';
import { notificationFromLiveMessage, fromStoredNotification } from './notification-from-message.ts';
import {
  NOTIFICATION_TYPES,
  TOAST_VARIANTS,
  createNotification,
  latestServerId,
  useNotificationStore,
} from './notification-store.ts';

const store = () => useNotificationStore.getState();

beforeEach(async () => {
  store().reset();
  await i18n.changeLanguage('en');
});

describe('notification store', () => {
  it('knows the contract’s types and variants', () => {
    expect(NOTIFICATION_TYPES).toEqual(CONTRACT_TYPES);
    expect(TOAST_VARIANTS).toEqual(CONTRACT_VARIANTS);
  });

  it('creates notifications unread, newest first, and counts them', () => {
    store().addNotification({ id: 1, type: 'chat', title: 'A', message: 'a' });
    store().addNotification({ id: 2, type: 'order_update', title: 'B', message: 'b' });
    expect(store().notifications.map((notification) => notification.id)).toEqual([2, 1]);
    expect(store().notifications.every((notification) => !notification.read)).toBe(true);
    expect(store().unreadCount).toBe(2);
  });

  it('marks one read, lowering the count, which never goes below 0', () => {
    store().addNotification({ id: 1, title: 'A', message: 'a' });
    store().addNotification({ id: 2, title: 'B', message: 'b', read: true });
    expect(store().unreadCount).toBe(1);
    store().markAsRead(1);
    expect(store().notifications.find((notification) => notification.id === 1)?.read).toBe(true);
    expect(store().unreadCount).toBe(0);
    store().markAsRead(1);
    store().markAsRead(2);
    store().markAsRead('missing');
    expect(store().unreadCount).toBe(0);

    // A server count larger than the list cannot be driven below 0 either.
    store().loadNotifications([{ id: 5, message: 'x' }], 3);
    store().markAsRead(5);
    expect(store().unreadCount).toBe(2);
  });

  it('keeps the unread count equal to the unread entries, never below 0, whatever the guest does', () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        id: fc.integer({ min: 1, max: 8 }),
        read: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('read' as const), id: fc.integer({ min: 0, max: 9 }) }),
      fc.constant({ kind: 'readAll' as const }),
      fc.constant({ kind: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        store().reset();
        for (const op of operations) {
          if (op.kind === 'add') store().addNotification({ id: op.id, message: 'm', read: op.read });
          else if (op.kind === 'read') store().markAsRead(op.id);
          else if (op.kind === 'readAll') store().markAllAsRead();
          else store().clearNotifications();
          const unread = store().notifications.filter((notification) => !notification.read).length;
          expect(store().unreadCount).toBe(unread);
          expect(new Set(store().notifications.map((notification) => notification.id)).size).toBe(
            store().notifications.length,
          );
        }
      }),
    );
  });

  it('marks all read and clears', () => {
    for (const id of [1, 2, 3]) store().addNotification({ id, message: 'm' });
    store().markAllAsRead();
    expect(store().unreadCount).toBe(0);
    expect(store().notifications.every((notification) => notification.read)).toBe(true);
    store().clearNotifications();
    expect(store().notifications).toEqual([]);
    expect(store().unreadCount).toBe(0);
  });

  it('skips an id it has already seen, even after a clear', () => {
    expect(store().addNotification({ id: 9, message: 'first' })).not.toBeNull();
    expect(store().addNotification({ id: 9, message: 'again' })).toBeNull();
    expect(store().notifications).toHaveLength(1);
    expect(store().unreadCount).toBe(1);
    store().clearNotifications();
    expect(store().addNotification({ id: 9, message: 'after clear' })).toBeNull();
    store().reset();
    expect(store().addNotification({ id: 9, message: 'another guest' })).not.toBeNull();
  });

  it('generates an id when there is none', () => {
    const a = store().addNotification({ message: 'a' });
    const b = store().addNotification({ message: 'b' });
    expect(typeof a?.id).toBe('string');
    expect(a?.id).not.toBe(b?.id);
    expect(store().notifications).toHaveLength(2);
  });

  it('fills SPEC section 8 defaults', () => {
    const bare = createNotification({});
    expect(bare.title).toBe('Notification');
    expect(bare.message).toBe('You have a new notification');
    expect(bare.type).toBe('other');
    expect(bare.read).toBe(false);
    expect(bare.showToast).toBe(true);
    expect(Number.isNaN(Date.parse(bare.createdAt))).toBe(false);

    const typed = createNotification({ type: 'booking_update' });
    expect(typed.title).toBe('BOOKING_UPDATE');
    const unknown = createNotification({ type: 'promotion' });
    expect(unknown.title).toBe('PROMOTION');
    expect(unknown.type).toBe('other');
  });

  it('picks the toast variant of SPEC section 4 unless one is given', () => {
    const variant = (input: Parameters<typeof createNotification>[0]) => createNotification(input).variant;
    expect(variant({ type: 'order_update', status: 'completed' })).toBe('success');
    expect(variant({ type: 'order_update', status: 'ready' })).toBe('success');
    expect(variant({ type: 'order_update', status: 'in_progress' })).toBe('info');
    expect(variant({ type: 'order_update' })).toBe('info');
    expect(variant({ type: 'booking_update' })).toBe('success');
    expect(variant({ type: 'chat' })).toBe('info');
    expect(variant({ type: 'other' })).toBe('default');
    expect(variant({ type: 'other', variant: 'warning' })).toBe('warning');
    expect(variant({ type: 'chat', variant: 'loud' })).toBe('info');
  });

  it('loads the server’s list, sets initialized, and keeps what arrived live meanwhile', () => {
    expect(store().initialized).toBe(false);
    store().addNotification({ id: 12, message: 'arrived live' });
    store().loadNotifications(
      [
        { id: 11, message: 'newest', read: false },
        { id: 10, message: 'older', read: true },
        { id: 10, message: 'duplicate' },
      ],
      1,
    );
    expect(store().initialized).toBe(true);
    expect(store().notifications.map((notification) => notification.id)).toEqual([12, 11, 10]);
    expect(store().unreadCount).toBe(2);
    expect(store().notifications.find((notification) => notification.id === 11)?.showToast).toBe(false);
    expect(latestServerId()).toBe(12);
  });
});

describe('notifications from live messages', () => {
  it('reads a stored notification with its fields', () => {
    const input = notificationFromLiveMessage({
      type: 'notification',
      id: 4,
      notification_type: 'booking_update',
      title: 'Booking confirmed',
      message: 'See you at 9',
      timestamp: '2025-03-14T09:00:00.000Z',
      booking_id: 42,
      variant: 'success',
      read: false,
    });
    expect(createNotification(input!)).toMatchObject({
      id: 4,
      type: 'booking_update',
      title: 'Booking confirmed',
      message: 'See you at 9',
      createdAt: '2025-03-14T09:00:00.000Z',
      booking_id: 42,
      variant: 'success',
    });
  });

  it("adds staff's reason for a cancellation after the status in the guest's language", async () => {
    const stored = {
      type: 'notification',
      id: 9,
      notification_type: 'order_update',
      message: 'Your order has been cancelled: Out of mangoes',
      status: 'cancelled',
      reason: 'Out of mangoes',
    } as const;
    expect(fromStoredNotification(stored).message).toBe('Your order has been cancelled: Out of mangoes');
    const live = {
      type: 'order_update',
      id: 9,
      order_id: 3,
      status: 'cancelled',
      reason: 'Out of mangoes',
    } as const;
    expect(notificationFromLiveMessage(live)?.message).toBe('Your order has been cancelled: Out of mangoes');
    await i18n.changeLanguage('ar');
    expect(fromStoredNotification(stored).message).toBe(`${orderStatusText('cancelled')}: Out of mangoes`);
    expect(fromStoredNotification(stored).message).not.toMatch(/^Your order/);
    // Without a reason nothing is added.
    expect(fromStoredNotification({ ...stored, reason: undefined }).message).toBe(
      orderStatusText('cancelled'),
    );
  });

  it('falls back to content, then the default message, and to the upper-cased type for the title', () => {
    expect(fromStoredNotification({ type: 'notification', content: 'From content' }).message).toBe(
      'From content',
    );
    const bare = createNotification(
      fromStoredNotification({ type: 'notification', notification_type: 'other' }),
    );
    expect(bare.message).toBe('You have a new notification');
    expect(bare.title).toBe('OTHER');
  });

  it('raises chat notifications only for staff and the AI, with their default names', () => {
    expect(
      notificationFromLiveMessage({ type: 'chat_message', id: 1, sender_type: 'guest', message: 'hi' }),
    ).toBeNull();
    const staff = createNotification(
      notificationFromLiveMessage({ type: 'chat_message', id: 2, sender_type: 'staff', conversation_id: 8 })!,
    );
    expect(staff).toMatchObject({
      id: 'chat-2',
      type: 'chat',
      title: 'Message from Hotel Staff',
      message: 'You received a new message',
      conversation_id: 8,
      variant: 'info',
    });
    const ai = createNotification(
      notificationFromLiveMessage({
        type: 'chat_message',
        id: 3,
        sender_type: 'ai',
        original_content: 'The pool opens at 7.',
      })!,
    );
    expect(ai.title).toBe('Message from AI Assistant');
    expect(ai.message).toBe('The pool opens at 7.');
    const named = notificationFromLiveMessage({
      type: 'chat_message',
      id: 4,
      sender_type: 'staff',
      sender_name: 'Somchai',
      message: 'Your taxi is here',
    });
    expect(named?.title).toBe('Message from Somchai');
  });

  it('words booking updates with and without the booking id', () => {
    const withId = createNotification(
      notificationFromLiveMessage({ type: 'booking_update', booking_id: 42 })!,
    );
    expect(withId).toMatchObject({
      type: 'booking_update',
      title: 'Booking Update',
      message: 'Your booking #42 has been updated',
      booking_id: 42,
      variant: 'success',
    });
    expect(notificationFromLiveMessage({ type: 'booking_update' })?.message).toBe(
      'Your booking has been updated',
    );
    expect(
      notificationFromLiveMessage({ type: 'booking_update', message: 'Spa moved to 3 pm' })?.message,
    ).toBe('Spa moved to 3 pm');
  });

  it('words order updates with the contract’s status table', () => {
    const ready = createNotification(
      notificationFromLiveMessage({
        type: 'order_update',
        id: 30,
        order_id: 7,
        status: 'ready',
        message: 'Your order is ready for pickup',
        data: { id: 7, status: 'ready' },
      })!,
    );
    expect(ready).toMatchObject({
      id: 30,
      type: 'order_update',
      title: 'Order Update',
      message: orderStatusMessage('ready'),
      order_id: 7,
      status: 'ready',
      variant: 'success',
    });
    // order_id and status may come only inside data.
    const fromData = notificationFromLiveMessage({
      type: 'order_update',
      data: { id: 9, status: 'pending' },
    });
    expect(fromData).toMatchObject({
      order_id: 9,
      status: 'pending',
      message: orderStatusMessage('pending'),
    });
    expect(
      notificationFromLiveMessage({ type: 'order_update', order_id: 1, status: 'refunded' })?.message,
    ).toBe('Order status: refunded');
    expect(notificationFromLiveMessage({ type: 'order_update', order_id: 1 })?.message).toBe('updated');
  });

  it('ignores what raises no notification', () => {
    expect(notificationFromLiveMessage({ type: 'request_update', message: {} })).toBeNull();
    expect(notificationFromLiveMessage({ type: 'error', detail: 'x' })).toBeNull();
  });
});

describe('order status text', () => {
  it('is the contract’s table in English', () => {
    for (const status of [...ORDER_STATUSES, 'refunded', '', null, undefined]) {
      expect(orderStatusText(status)).toBe(orderStatusMessage(status));
    }
  });

  it('is translated in Arabic', async () => {
    await i18n.changeLanguage('ar');
    expect(orderStatusText('ready')).toBe('طلبك جاهز للاستلام');
    expect(orderStatusText('refunded')).toBe('حالة الطلب: refunded');
    const chat = notificationFromLiveMessage({ type: 'chat_message', id: 1, sender_type: 'ai' });
    expect(chat?.title).toBe('رسالة من المساعد الذكي');
  });
});
