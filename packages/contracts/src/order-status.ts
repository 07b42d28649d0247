/*
 * Order statuses and what the guest is told about them (SPEC section 4), without zod: the guest app imports
 * these at run time, and a value import of dining.ts would ship zod (80 KB) with it. dining.ts re-exports them.
 */

export const ORDER_STATUSES = [
  'pending',
  'in_progress',
  'ready',
  'completed',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the guest is told when an order reaches a status (SPEC section 4, order status messages). */
export const ORDER_STATUS_MESSAGES = {
  pending: 'Your order has been received',
  in_progress: 'Your order is being prepared',
  completed: 'Your order is ready',
  ready: 'Your order is ready for pickup',
  delivered: 'Your order has been delivered',
  cancelled: 'Your order has been cancelled',
} as const satisfies Record<OrderStatus, string>;

export function isOrderStatus(status: string): status is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_MESSAGES, status);
}

/** The guest-facing message for a status; unknown statuses and a missing one follow the spec's table. */
export function orderStatusMessage(status: string | null | undefined): string {
  if (status === null || status === undefined || status === '') return 'updated';
  return isOrderStatus(status) ? ORDER_STATUS_MESSAGES[status] : `Order status: ${status}`;
}
