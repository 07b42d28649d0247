import type { ChatMessage, ChatSendRequest } from '@hotel/contracts/chat';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { defineOutboxKind } from '../../lib/outbox/outbox-kinds.ts';
import { sendMessage } from './chat-api.ts';
import { useChatStore } from './chat-store.ts';

/**
 * A chat message written while the phone could not reach the hotel, under the Idempotency-Key of its first
 * attempt; shown in its conversation while it waits (decision 0132), so the outbox's list and toasts leave it out.
 */
export interface WaitingChatMessage extends OutboxEntry {
  kind: 'chat';
  conversationId: number;
  payload: ChatSendRequest;
}

export const chatOutboxKind = defineOutboxKind<WaitingChatMessage, ChatMessage>({
  kind: 'chat',
  isWhole: (entry) => typeof entry.payload === 'object' && typeof entry.conversationId === 'number',
  send: async (entry) => {
    const message = await sendMessage(entry.conversationId, entry.payload.message, entry.key);
    // Into its conversation at once, as the hotel stored it; its live echo (same id) is then ignored.
    useChatStore.getState().addMessages(entry.conversationId, [message]);
    return message;
  },
});

/** A conversation's messages kept on the phone: waiting, being sent, or refused (until dismissed). */
export function keptChatMessages(
  entries: OutboxEntry[],
  conversationId: number | null,
): WaitingChatMessage[] {
  return entries.filter(
    (entry): entry is WaitingChatMessage =>
      entry.kind === 'chat' && (entry as WaitingChatMessage).conversationId === conversationId,
  );
}
