import type { ActivityBookingStatus } from '@hotel/contracts/activity-status';
import type { OrderStatus } from '@hotel/contracts/order-status';

/**
 * The one status palette of the guest app (issue 15, defect 4): every badge of an order or a booking takes its colours
 * from here, so 'Received' looks the same on the account page and on the order page. Each tone keeps AA text in light
 * and dark mode; the neutral and cancelled tones come from the theme's own surface and danger colours.
 */
export const STATUS_TONES = {
  waiting: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  underway: 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100',
  ready: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  finished: 'bg-surface text-ink ring-1 ring-line',
  cancelled: 'bg-danger-soft text-danger',
} as const;

export type StatusTone = keyof typeof STATUS_TONES;

const ORDER_TONE: Record<OrderStatus, StatusTone> = {
  pending: 'waiting',
  in_progress: 'underway',
  ready: 'ready',
  // The kitchen is done ('Ready', decision 0009): on its way or to be collected, not over yet.
  completed: 'ready',
  delivered: 'finished',
  cancelled: 'cancelled',
};

const BOOKING_TONE: Record<ActivityBookingStatus, StatusTone> = {
  pending: 'waiting',
  confirmed: 'ready',
  attended: 'finished',
  no_show: 'finished',
  cancelled: 'cancelled',
};

/** Classes of an order's status badge; a status this app does not know yet looks finished (neutral). */
export function orderStatusTone(status: string): string {
  return STATUS_TONES[Object.hasOwn(ORDER_TONE, status) ? ORDER_TONE[status as OrderStatus] : 'finished'];
}

/** Classes of an activity booking's status badge; an unknown status looks neutral. */
export function bookingStatusTone(status: string): string {
  return STATUS_TONES[
    Object.hasOwn(BOOKING_TONE, status) ? BOOKING_TONE[status as ActivityBookingStatus] : 'finished'
  ];
}
