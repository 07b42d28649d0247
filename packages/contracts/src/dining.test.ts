import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  canChangeOrderStatus,
  orderRequest,
  orderStatusMessage,
} from './dining.ts';

describe('order status messages (SPEC section 4)', () => {
  it.each([
    ['pending', 'Your order has been received'],
    ['in_progress', 'Your order is being prepared'],
    ['completed', 'Your order is ready'],
    ['ready', 'Your order is ready for pickup'],
    ['delivered', 'Your order has been delivered'],
    ['cancelled', 'Your order has been cancelled'],
    ['refunded', 'Order status: refunded'],
    ['toString', 'Order status: toString'],
    [undefined, 'updated'],
    [null, 'updated'],
    ['', 'updated'],
  ])('%s → %s', (status, message) => {
    expect(orderStatusMessage(status)).toBe(message);
  });
});

describe('order status transitions', () => {
  it('makes delivered and cancelled final and never stays in place', () => {
    expect(ORDER_STATUS_TRANSITIONS.delivered).toEqual([]);
    expect(ORDER_STATUS_TRANSITIONS.cancelled).toEqual([]);
    for (const status of ORDER_STATUSES) expect(canChangeOrderStatus(status, status)).toBe(false);
  });

  it('allows exactly the documented moves', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canChangeOrderStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending→in_progress',
      'pending→cancelled',
      'in_progress→ready',
      'in_progress→completed',
      'in_progress→cancelled',
      'ready→completed',
      'ready→delivered',
      'ready→cancelled',
      'completed→delivered',
    ]);
  });
});

describe('order payload', () => {
  it('drops fields the server does not read and keeps the ones it does', () => {
    const parsed = orderRequest.parse({
      status: 'completed',
      total: 0.01,
      location: null,
      items: [{ dining_item: 3, quantity: 1, price: 0, name: 'free', selected_options: { 4: [5, 6], 7: 8 } }],
    });
    expect(parsed.items[0]).toEqual({ dining_item: 3, quantity: 1, selected_options: { 4: [5, 6], 7: 8 } });
    expect('total' in parsed).toBe(false);
  });

  it('refuses NUL in the notes and an option key that is not an id', () => {
    const line = { dining_item: 1, quantity: 1 };
    expect(orderRequest.safeParse({ location: 1, items: [{ ...line, notes: 'a\u0000b' }] }).success).toBe(
      false,
    );
    expect(
      orderRequest.safeParse({ location: 1, items: [{ ...line, selected_options: { spicy: 1 } }] }).success,
    ).toBe(false);
  });
});
