import { bookingOutboxKind } from '../features/activities/booking-outbox.tsx';
import { chatOutboxKind } from '../features/chat/chat-outbox.ts';
import { orderOutboxKind } from '../features/dining/order-outbox.tsx';
import { requestOutboxKind } from '../features/requests/request-outbox.ts';
import { registerOutboxKinds } from '../lib/outbox/outbox-store.ts';

/**
 * Every kind of entry the guest's outbox keeps, each defined by its feature: registered when the shell's code
 * loads, before any screen reads the outbox or the sender sends it.
 */
export function registerGuestOutboxKinds(): void {
  registerOutboxKinds([orderOutboxKind, bookingOutboxKind, requestOutboxKind, chatOutboxKind]);
}
