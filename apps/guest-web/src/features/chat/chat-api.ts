import type {
  ChatActiveResponse,
  ChatConversation,
  ChatEndResponse,
  ChatHistoryResponse,
  ChatMessage,
  ChatMessagesResponse,
  ChatSendResponse,
  ChatStartResponse,
} from '@hotel/contracts/chat';
import { ApiError, api } from '../../lib/api-client.ts';
import { STORAGE_KEYS, readHotelId, readStorage } from '../../lib/storage.ts';

/** SPEC section 7's chat calls. */

export async function fetchActiveConversations(signal?: AbortSignal): Promise<ChatConversation[]> {
  const response = await api.get<ChatActiveResponse>('chat/active', {
    signal,
    schema: import.meta.env.DEV ? (await import('@hotel/contracts/chat')).chatActiveResponse : undefined,
  });
  return response.conversations;
}

export async function startConversation(hotelId: string): Promise<ChatStartResponse> {
  return api.post<ChatStartResponse>(
    'chat/start',
    { hotel_id: hotelId },
    { schema: import.meta.env.DEV ? (await import('@hotel/contracts/chat')).chatStartResponse : undefined },
  );
}

export async function fetchMessages(conversationId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  const response = await api.get<ChatMessagesResponse>(`chat/messages/${conversationId}`, {
    signal,
    schema: import.meta.env.DEV ? (await import('@hotel/contracts/chat')).chatMessagesResponse : undefined,
  });
  return response.messages;
}

/** Ends the conversation for good: the stay's next chat is a new conversation. Ending an ended one is no error. */
export function endConversation(conversationId: number): Promise<ChatEndResponse> {
  return api.post<ChatEndResponse>(`chat/${conversationId}/end`);
}

/** The stay's conversations, newest first, ended ones included (SPEC: params hotel_id and session_token). */
export async function fetchChatHistory(signal?: AbortSignal): Promise<ChatConversation[]> {
  const response = await api.get<ChatHistoryResponse>('chat/history', {
    signal,
    query: {
      hotel_id: readHotelId() ?? undefined,
      session_token: readStorage(STORAGE_KEYS.sessionToken) ?? undefined,
    },
    schema: import.meta.env.DEV ? (await import('@hotel/contracts/chat')).chatHistoryResponse : undefined,
  });
  return response.conversations;
}

/** SPEC section 8: a send answer without guest_message is an error. */
export class MissingGuestMessageError extends Error {}

/**
 * Under the Idempotency-Key made for this message before its first send: sent again under the same key (from
 * the outbox, after an answer lost in transit), it is answered with the message the hotel already has.
 */
export async function sendMessage(
  conversationId: number,
  message: string,
  idempotencyKey: string,
): Promise<ChatMessage> {
  const response = await api.post<Partial<ChatSendResponse>>(
    `chat/${conversationId}/message`,
    { message },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  if (!response.guest_message) throw new MissingGuestMessageError('The message was not confirmed.');
  return response.guest_message;
}

export function sendTyping(conversationId: number, isTyping: boolean): Promise<unknown> {
  return api.post(`chat/typing/${conversationId}`, { is_typing: isTyping, sender_type: 'guest' });
}

/**
 * The server's answers that another try cannot change: no such conversation in this stay (404, also another
 * guest's or another hotel's), an id it cannot be (400), or chat is not open to this guest (403).
 */
/** The conversation was ended (by the guest on another phone, or by staff): a message needs a new one. */
export function isConversationEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'conversation_closed';
}

export function isConversationUnavailable(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 403 || error.status === 404);
}
