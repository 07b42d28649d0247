import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { ERASED_NAME, ERASED_TEXT } from '@hotel/contracts/privacy';
import type { Database } from '../../platform/database/database.ts';
import { chatConversations, chatMessages } from './schema.ts';

/**
 * A stay's conversations as personal data (docs/privacy.md): every message, as written and as translated, and
 * the guest's name on their own messages. Erasure keeps the messages (their number and times) without words.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  const conversations = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.hotelId, hotelId), eq(chatConversations.stayId, stayId)))
    .orderBy(asc(chatConversations.id));
  const messages = conversations.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.conversationId,
            conversations.map((conversation) => conversation.id),
          ),
        )
        .orderBy(asc(chatMessages.id))
    : [];
  return conversations.map((conversation) => ({
    id: conversation.id,
    status: conversation.status,
    created_at: conversation.createdAt.toISOString(),
    closed_at: conversation.closedAt?.toISOString() ?? null,
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        id: message.id,
        sender_type: message.senderType,
        sender_name: message.senderName,
        original_content: message.originalContent,
        translated_content: message.translatedContent,
        created_at: message.createdAt.toISOString(),
      })),
  }));
}

/** Every message's text becomes the marker, and the guest's name on their messages too. Returns messages rewritten. */
export async function erasePersonalDataOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<{ chatMessages: number }> {
  const conversations = db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.hotelId, hotelId), eq(chatConversations.stayId, stayId)));
  const guestText = and(
    eq(chatMessages.hotelId, hotelId),
    inArray(chatMessages.conversationId, conversations),
    or(ne(chatMessages.originalContent, ERASED_TEXT), ne(chatMessages.translatedContent, ERASED_TEXT)),
  );
  const rewritten = await db
    .update(chatMessages)
    .set({ originalContent: ERASED_TEXT, translatedContent: ERASED_TEXT })
    .where(guestText)
    .returning({ id: chatMessages.id });
  await db
    .update(chatMessages)
    .set({ senderName: ERASED_NAME })
    .where(
      and(
        eq(chatMessages.hotelId, hotelId),
        inArray(chatMessages.conversationId, conversations),
        eq(chatMessages.senderType, 'guest'),
      ),
    );
  return { chatMessages: rewritten.length };
}
