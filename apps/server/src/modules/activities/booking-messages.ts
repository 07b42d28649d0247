import { type NoticeWording, englishOf } from '../notifications/index.ts';

/**
 * What the guest is told about a booking. The title is SPEC's 'Booking Update' (section 8's default). The
 * notice is worded when read, in the reader's language, from the UI catalogues' `notices.booking.*` keys
 * (decision 0112); the English text is stored beside the keys.
 */

export const BOOKING_EVENTS = [
  'confirmed',
  'received',
  'cancelled_by_guest',
  'cancelled_by_hotel',
  'reminder',
  'attended',
  'no_show',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export interface BookingFacts {
  ref: string;
  activity: string;
  date: string;
  time: string;
  reason?: string | null;
}

export function bookingNotice(
  event: BookingEvent,
  facts: BookingFacts,
): { title: string; message: string; wording: NoticeWording } {
  const { ref, activity, date, time } = facts;
  const wording = {
    title: 'notices.bookingTitle',
    message: `notices.booking.${event}`,
    params: { ref, activity, date, time, reason: facts.reason ?? '' },
  };
  return { ...englishOf(wording), wording };
}
