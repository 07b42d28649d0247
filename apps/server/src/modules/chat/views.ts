import type { ChatConversation, ChatMessage, StaffChatSummary } from '@hotel/contracts/chat';
import type { ChatMessageEvent } from '@hotel/contracts/live';
import type { ConversationRow, MessageRow, StaffConversationRow } from './repository.ts';

/** Contract shapes of stored rows (routes return these, never rows). */

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_type: row.senderType,
    sender_name: row.senderName,
    original_content: row.originalContent,
    translated_content: row.translatedContent,
    timestamp: row.createdAt.toISOString(),
    handoff: row.handoff,
  };
}

/**
 * The socket message; `message` is what the guest reads (staff and AI replies translated into their
 * language, their own messages as written).
 */
export function toChatMessageEvent(row: MessageRow): Omit<ChatMessageEvent, 'type'> {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_type: row.senderType,
    sender: row.senderName,
    sender_name: row.senderName,
    original_content: row.originalContent,
    translated_content: row.translatedContent,
    message: row.senderType === 'guest' ? row.originalContent : row.translatedContent,
    timestamp: row.createdAt.toISOString(),
  };
}

export function toConversation(row: ConversationRow, messages: MessageRow[]): ChatConversation {
  const own = messages.filter((message) => message.conversationId === row.id).map(toChatMessage);
  return {
    id: row.id,
    status: row.status,
    handler: row.handler,
    guest_session: { booking: { id: row.stayId } },
    // Every conversation starts with its welcome; one trimmed to the newest page shows its first kept message.
    welcome_message: own[0]!,
    messages: own,
    created_at: row.createdAt.toISOString(),
  };
}

export function toStaffSummary(row: StaffConversationRow): StaffChatSummary {
  const { conversation } = row;
  return {
    id: conversation.id,
    status: conversation.status,
    handler: conversation.handler,
    booking_id: conversation.stayId,
    room: row.room,
    family_name: row.familyName,
    language: row.language,
    taken_by:
      conversation.takenByStaffId === null
        ? null
        : { id: conversation.takenByStaffId, name: row.takenByName ?? '' },
    handed_off_at: conversation.handedOffAt?.toISOString() ?? null,
    unread_count: row.unread,
    last_message: row.lastMessage ? toChatMessage(row.lastMessage) : null,
    updated_at: conversation.updatedAt.toISOString(),
  };
}
