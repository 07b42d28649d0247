/**
 * What every entry kept in the outbox has; each kind adds its own fields (outbox-kinds.ts). Orders, bookings and
 * chat messages wait with the Idempotency-Key they were first sent with (sending again under that key can never
 * make a second one, even if the first attempt did reach the server); toggles are idempotent by nature.
 */
export interface OutboxEntry {
  /** The entry's id; for a kind sent under an Idempotency-Key, also that key. */
  key: string;
  kind: string;
  createdAt: string;
  /** `failed`: the hotel refused it (an item sold out…); shown with the reason until dismissed. */
  state: 'waiting' | 'sending' | 'failed';
  failure?: string | undefined;
}

/** An entry as a feature hands it to the outbox: its kind's fields, and no state yet (it starts waiting). */
export type NewOutboxEntry<Entry extends OutboxEntry = OutboxEntry> = Omit<Entry, 'state'> &
  Record<string, unknown>;

/** A key for a request that may be sent again (a retry, the outbox): the server makes one thing of all of them. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
