import type { BookingRequestField, BookingResponse } from '@hotel/contracts/requests';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { defineOutboxKind } from '../../lib/outbox/outbox-kinds.ts';
import { bookingQueryKey, patchBooking } from './booking-requests.ts';

/** A service-request toggle set while the phone could not reach the hotel; idempotent by nature (a PATCH). */
export interface WaitingRequest extends OutboxEntry {
  kind: 'request';
  bookingId: number;
  field: BookingRequestField;
  value: boolean;
}

export const requestOutboxKind = defineOutboxKind<WaitingRequest, BookingResponse>({
  kind: 'request',
  isWhole: (entry) => typeof entry.field === 'string',
  // The latest wish for a toggle wins.
  replaces: (kept, added) =>
    kept.state === 'waiting' && kept.bookingId === added.bookingId && kept.field === added.field,
  send: async (entry, queryClient) => {
    const booking = await patchBooking(entry.bookingId, entry.field, entry.value);
    queryClient.setQueryData(bookingQueryKey(entry.bookingId), booking);
    return booking;
  },
  listed: {
    describe: (entry, { t }) => {
      const request = t(`requests.items.${entry.field}.label`);
      const summary = entry.value ? t('outbox.requestOn', { request }) : t('outbox.requestOff', { request });
      return { label: t('outbox.requestLabel', { request }), summary };
    },
    sentToast: (_booking, t) => t('outbox.requestSent'),
  },
});

/** The toggles of a stay as the guest last set them while offline (still waiting or being sent). */
export function waitingToggles(entries: OutboxEntry[], bookingId: number | null): WaitingRequest[] {
  return entries.filter(
    (entry): entry is WaitingRequest =>
      entry.kind === 'request' &&
      (entry as WaitingRequest).bookingId === bookingId &&
      entry.state !== 'failed',
  );
}
