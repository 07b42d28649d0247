/*
 * The limits of placing an order, without zod: the guest app's cart imports them at run time; dining.ts
 * re-exports them.
 */

/**
 * Lines per order and items per line: far beyond any real cart, small enough that totals stay exact.
 * Scheduling: the 14-day calendar window starting today in the hotel's zone (SPEC section 9).
 */
export const ORDER_LIMITS = {
  maxLines: 50,
  maxQuantity: 99,
  maxNotesLength: 500,
  scheduleWindowDays: 14,
} as const;

/** `room_service` or a location id; empty or absent means every location. */
export const ROOM_SERVICE = 'room_service';
