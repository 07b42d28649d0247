import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatHandler, ChatSenderType, ChatStatus } from '@hotel/contracts/chat';
import { hotels } from '../hotels/schema.ts';
import { staffMembers } from '../staff/schema.ts';
import { stays } from '../stays/schema.ts';

/** A guest's conversation with the hotel: the concierge answers until staff take it over. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    status: text().$type<ChatStatus>().notNull().default('open'),
    handler: text().$type<ChatHandler>().notNull().default('ai'),
    takenByStaffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Set when the concierge passed the guest to a person; the inbox alerts until someone takes over. */
    handedOffAt: timestamp({ withTimezone: true }),
    /** The last guest message staff have read (unread = guest messages after it). */
    staffReadMessageId: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last message's time: the inbox's order. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('chat_conversations_hotel_status_idx').on(table.hotelId, table.status, table.updatedAt),
    // One open conversation per stay: two phones (or a retried start) share it, even when they race.
    uniqueIndex('chat_conversations_one_open_idx')
      .on(table.stayId)
      .where(sql`${table.status} = 'open'`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    senderType: text().$type<ChatSenderType>().notNull(),
    senderStaffId: integer().references(() => staffMembers.id, { onDelete: 'set null' }),
    senderName: text().notNull(),
    /** As written; stored as text and always rendered as text. */
    originalContent: text().notNull(),
    /** For the reader (guest's language for staff and AI replies, the hotel's for the guest's messages). */
    translatedContent: text().notNull(),
    /** An AI answer that handed the conversation to staff. */
    handoff: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.id)],
);

/** The hotel's own answers, edited in the console; the concierge retrieves from them. */
export const chatFaqEntries = pgTable(
  'chat_faq_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_faq_entries_hotel_idx').on(table.hotelId)],
);
