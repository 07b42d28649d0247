import { bookingOutboxKind } from '../features/activities/index.ts';
import { chatOutboxKind } from '../features/chat/index.ts';
import { orderOutboxKind } from '../features/dining/index.ts';
import { requestOutboxKind } from '../features/requests/index.ts';
import { registerOutboxKinds } from '../lib/outbox/outbox-store.ts';

/**
 * Every kind of entry the guest's outbox keeps, each defined by its feature: registered when the shell's code
 * loads, before any screen reads the outbox or the sender sends it.
 */
export function registerGuestOutboxKinds(): void {
  registerOutboxKinds([orderOutboxKind, bookingOutboxKind, requestOutboxKind, chatOutboxKind]);
}
