import { z } from 'zod';
import { CHAT_SENDER_TYPES } from './live.ts';
import { hotelUniqueId, userText } from './common.ts';

/**
 * Chat with staff and the AI concierge (SPEC: Chat conversation, Chat message, the chat calls of section 7).
 * A conversation belongs to one stay of one hotel; the guest's phones share it. Staff calls live under
 * /api/staff/chat/.
 */

export { CHAT_SENDER_TYPES };
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

export { CHAT_SENDER_LABELS } from './chat-senders.ts';

export const CHAT_LIMITS = {
  /** Characters in one message. */
  messageLength: 2_000,
  /** Messages a conversation returns at once (the newest). */
  messagesPerPage: 200,
  faqQuestionLength: 300,
  faqAnswerLength: 2_000,
  faqEntries: 200,
} as const;

/** Who answers a conversation: the concierge until a staff member takes it (or the concierge hands it over). */
export const CHAT_HANDLERS = ['ai', 'staff'] as const;
export type ChatHandler = (typeof CHAT_HANDLERS)[number];
export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

const id = z.number().int();
const positiveId = z.coerce
  .number({ error: 'The conversation id must be a number' })
  .int('The conversation id must be a whole number')
  .positive('The conversation id must be positive')
  .max(2_147_483_647, 'The conversation id is too large');

export const chatMessage = z.object({
  id,
  conversation_id: id,
  sender_type: z.enum(CHAT_SENDER_TYPES),
  sender_name: z.string(),
  /** As written, in the writer's language. */
  original_content: z.string(),
  /** For the reader: the guest reads staff replies in their language, staff read the guest's in the hotel's. */
  translated_content: z.string(),
  timestamp: z.iso.datetime(),
  /** An AI answer that passed the question to staff. */
  handoff: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  id,
  status: z.enum(CHAT_STATUSES),
  handler: z.enum(CHAT_HANDLERS),
  guest_session: z.object({ booking: z.object({ id }) }),
  /** The staff welcome, also the first of `messages`. */
  welcome_message: chatMessage,
  /** Oldest first. */
  messages: z.array(chatMessage),
  created_at: z.iso.datetime(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatStartRequest = z.object({
  /** The guest app sends it (SPEC); the session decides the hotel, another one is refused. */
  hotel_id: hotelUniqueId,
});
export type ChatStartRequest = z.infer<typeof chatStartRequest>;

export const chatStartResponse = z.object({
  session_token: z.string(),
  welcome_message: chatMessage,
  conversation: chatConversation,
});
export type ChatStartResponse = z.infer<typeof chatStartResponse>;

export const chatActiveResponse = z.object({ conversations: z.array(chatConversation) });
export type ChatActiveResponse = z.infer<typeof chatActiveResponse>;

export const chatConversationParams = z.object({ conversationId: positiveId });

export const chatMessagesResponse = z.object({ conversation_id: id, messages: z.array(chatMessage) });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponse>;

export const chatMessageText = userText('Message', { max: CHAT_LIMITS.messageLength });

export const chatSendRequest = z.object({ message: chatMessageText });
export type ChatSendRequest = z.infer<typeof chatSendRequest>;

/** The concierge's answer follows on the live channel (and GET messages), not in this response. */
export const chatSendResponse = z.object({ guest_message: chatMessage });
export type ChatSendResponse = z.infer<typeof chatSendResponse>;

export const chatEndResponse = z.object({ id, status: z.enum(CHAT_STATUSES) });
export type ChatEndResponse = z.infer<typeof chatEndResponse>;

export const chatTypingRequest = z.object({
  is_typing: z.boolean({ error: 'is_typing must be true or false' }),
  sender_type: z.literal('guest').default('guest'),
});
export type ChatTypingRequest = z.infer<typeof chatTypingRequest>;

export const chatTypingResponse = z.object({ ok: z.literal(true) });

export const chatHistoryQuery = z.object({
  hotel_id: z.string().max(64, 'hotel_id is too long').optional(),
  /** Sent by the guest app (SPEC); the Authorization header decides, this is not read. */
  session_token: z.string().max(256).optional(),
});

/** Every conversation of the stay, newest first, closed ones included. */
export const chatHistoryResponse = chatActiveResponse;
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponse>;

// ---------------------------------------------------------------------------------------------------
// Staff

export const staffChatSummary = z.object({
  id,
  status: z.enum(CHAT_STATUSES),
  handler: z.enum(CHAT_HANDLERS),
  booking_id: id,
  room: z.string(),
  family_name: z.string(),
  /** The guest's language code (their messages are shown translated into the hotel's). */
  language: z.string(),
  /** The staff member who took the conversation over, if any. */
  taken_by: z.object({ id, name: z.string() }).nullable(),
  /** When the concierge passed the guest to a person, until a staff member takes over. */
  handed_off_at: z.iso.datetime().nullable(),
  /** Guest messages staff have not read. */
  unread_count: z.number().int(),
  last_message: chatMessage.nullable(),
  updated_at: z.iso.datetime(),
});
export type StaffChatSummary = z.infer<typeof staffChatSummary>;

export const staffChatListQuery = z.object({
  status: z.enum(CHAT_STATUSES, { error: 'status must be open or closed' }).default('open'),
});
export const staffChatListResponse = z.object({ conversations: z.array(staffChatSummary) });

export const staffChatParams = z.object({ id: positiveId });

export const staffChatDetail = z.object({ conversation: staffChatSummary, messages: z.array(chatMessage) });
export type StaffChatDetail = z.infer<typeof staffChatDetail>;

export const staffChatReplyRequest = z.object({ message: chatMessageText });
export const staffChatTypingRequest = z.object({
  is_typing: z.boolean({ error: 'is_typing must be true or false' }),
});

export const chatFaqEntry = z.object({
  id,
  question: z.string(),
  answer: z.string(),
  updated_at: z.iso.datetime(),
});
export type ChatFaqEntry = z.infer<typeof chatFaqEntry>;

export const chatFaqInput = z.object({
  question: userText('Question', { max: CHAT_LIMITS.faqQuestionLength }),
  answer: userText('Answer', { max: CHAT_LIMITS.faqAnswerLength }),
});
export type ChatFaqInput = z.infer<typeof chatFaqInput>;

export const chatFaqList = z.object({ entries: z.array(chatFaqEntry) });
