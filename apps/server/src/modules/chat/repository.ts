import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChatSenderType, ChatStatus } from '@hotel/contracts/chat';
import type { Database } from '../../platform/database/database.ts';
import { insertIdempotencyKey, type IdempotencyClaim } from '../../platform/idempotency/repository.ts';
import { staffMemberNameOf } from '../staff/index.ts';
import { stays } from '../stays/schema.ts';
import { hotels } from '../hotels/schema.ts';
import { locations } from '../dining/schema.ts';
import { rooms } from '../stays/schema.ts';
import { chatConversations, chatFaqEntries, chatMessages } from './schema.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type FaqRow = typeof chatFaqEntries.$inferSelect;

export async function findHotelForChat(db: Database, hotelId: number) {
  const [row] = await db
    .select({
      name: hotels.name,
      timezone: hotels.timezone,
      currencyCode: hotels.currencyCode,
      chatEnabled: hotels.chatEnabled,
      guestsCanRequestCleaning: hotels.guestsCanRequestCleaning,
      guestsCanRequestTowels: hotels.guestsCanRequestTowels,
      guestsCanRequestToiletries: hotels.guestsCanRequestToiletries,
      guestsCanRequestSheets: hotels.guestsCanRequestSheets,
      guestsCanRequestGeneralAssistance: hotels.guestsCanRequestGeneralAssistance,
      guestsCanSetDoNotDisturb: hotels.guestsCanSetDoNotDisturb,
    })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row;
}

export function listOpeningHours(db: Database, hotelId: number) {
  return db
    .select({
      name: locations.name,
      description: locations.description,
      openingHours: locations.openingHours,
    })
    .from(locations)
    .where(and(eq(locations.hotelId, hotelId), eq(locations.archived, false)))
    .orderBy(asc(locations.sortOrder), asc(locations.id));
}

// ---------------------------------------------------------------------------------------------------
// FAQ

export function listFaqEntries(db: Database, hotelId: number): Promise<FaqRow[]> {
  return db
    .select()
    .from(chatFaqEntries)
    .where(eq(chatFaqEntries.hotelId, hotelId))
    .orderBy(asc(chatFaqEntries.id));
}

export async function countFaqEntries(db: Database, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatFaqEntries)
    .where(eq(chatFaqEntries.hotelId, hotelId));
  return row?.count ?? 0;
}

export async function insertFaqEntry(
  db: Database,
  values: { hotelId: number; question: string; answer: string; updatedAt: Date },
): Promise<FaqRow> {
  const [row] = await db.insert(chatFaqEntries).values(values).returning();
  return row!;
}

export async function updateFaqEntry(
  db: Database,
  hotelId: number,
  id: number,
  values: { question: string; answer: string; updatedAt: Date },
): Promise<FaqRow | undefined> {
  const [row] = await db
    .update(chatFaqEntries)
    .set(values)
    .where(and(eq(chatFaqEntries.id, id), eq(chatFaqEntries.hotelId, hotelId)))
    .returning();
  return row;
}

export async function deleteFaqEntry(db: Database, hotelId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(chatFaqEntries)
    .where(and(eq(chatFaqEntries.id, id), eq(chatFaqEntries.hotelId, hotelId)))
    .returning({ id: chatFaqEntries.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Conversations and messages

export async function findOpenConversation(
  db: Database,
  hotelId: number,
  stayId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.hotelId, hotelId),
        eq(chatConversations.stayId, stayId),
        eq(chatConversations.status, 'open'),
      ),
    )
    .limit(1);
  return row;
}

/** A new open conversation, or undefined when the stay already has one (the partial unique index). */
export async function insertConversation(
  db: Database,
  values: { hotelId: number; stayId: number; createdAt: Date },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .insert(chatConversations)
    .values({ ...values, updatedAt: values.createdAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** One conversation of the hotel, and of the stay when given (a guest's call). */
export async function findConversation(
  db: Database,
  scope: { hotelId: number; stayId?: number },
  id: number,
  options: { lock?: boolean } = {},
): Promise<ConversationRow | undefined> {
  const where = [eq(chatConversations.id, id), eq(chatConversations.hotelId, scope.hotelId)];
  if (scope.stayId !== undefined) where.push(eq(chatConversations.stayId, scope.stayId));
  const query = db
    .select()
    .from(chatConversations)
    .where(and(...where))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function listStayConversations(
  db: Database,
  hotelId: number,
  stayId: number,
  status?: ChatStatus,
): Promise<ConversationRow[]> {
  const where = [eq(chatConversations.hotelId, hotelId), eq(chatConversations.stayId, stayId)];
  if (status) where.push(eq(chatConversations.status, status));
  return db
    .select()
    .from(chatConversations)
    .where(and(...where))
    .orderBy(desc(chatConversations.id))
    .limit(50);
}

/** The newest `limit` messages of each conversation, oldest first. */
export async function listMessages(
  db: Database,
  conversationIds: number[],
  limit: number,
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.conversationId, conversationIds),
        sql`${chatMessages.id} in (select m.id from chat_messages m where m.conversation_id = ${chatMessages.conversationId} order by m.id desc limit ${limit})`,
      ),
    )
    .orderBy(asc(chatMessages.id));
  return rows;
}

export async function insertMessage(
  db: Database,
  values: {
    conversationId: number;
    hotelId: number;
    senderType: ChatSenderType;
    senderStaffId?: number | null;
    senderName: string;
    originalContent: string;
    translatedContent: string;
    handoff?: boolean;
    createdAt: Date;
  },
): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  await db
    .update(chatConversations)
    .set({ updatedAt: values.createdAt })
    .where(eq(chatConversations.id, values.conversationId));
  return row!;
}

export async function updateConversation(
  db: Database,
  hotelId: number,
  id: number,
  change: Partial<
    Pick<
      ConversationRow,
      'status' | 'handler' | 'takenByStaffId' | 'handedOffAt' | 'closedAt' | 'staffReadMessageId'
    >
  >,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .update(chatConversations)
    .set(change)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.hotelId, hotelId)))
    .returning();
  return row;
}

/** Marks every guest message of the conversation read by staff; the new unread count is 0. */
export async function markReadByStaff(db: Database, hotelId: number, id: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({
      staffReadMessageId: sql`coalesce((select max(m.id) from chat_messages m where m.conversation_id = ${chatConversations.id}), 0)`,
    })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.hotelId, hotelId)));
}

/** The inbox: the hotel's conversations with their guest, who took them, unread counts; newest activity first. */
export async function listStaffConversations(
  db: Database,
  hotelId: number,
  filter: { status?: ChatStatus; id?: number },
) {
  const where = [eq(chatConversations.hotelId, hotelId)];
  if (filter.status) where.push(eq(chatConversations.status, filter.status));
  if (filter.id !== undefined) where.push(eq(chatConversations.id, filter.id));
  const rows = await db
    .select({
      conversation: chatConversations,
      room: rooms.roomNumber,
      familyName: stays.familyName,
      language: stays.language,
      takenByName: staffMemberNameOf(chatConversations.takenByStaffId),
      unread: sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = ${chatConversations.id} and m.sender_type = 'guest' and m.id > ${chatConversations.staffReadMessageId})`,
    })
    .from(chatConversations)
    .innerJoin(stays, eq(stays.id, chatConversations.stayId))
    .innerJoin(rooms, eq(rooms.id, stays.roomId))
    .where(and(...where))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(200);
  const ids = rows.map((row) => row.conversation.id);
  const last =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(
            and(
              inArray(chatMessages.conversationId, ids),
              sql`${chatMessages.id} = (select max(m.id) from chat_messages m where m.conversation_id = ${chatMessages.conversationId})`,
            ),
          );
  const lastByConversation = new Map(last.map((message) => [message.conversationId, message]));
  return rows.map((row) => ({ ...row, lastMessage: lastByConversation.get(row.conversation.id) ?? null }));
}
export type StaffConversationRow = Awaited<ReturnType<typeof listStaffConversations>>[number];

/** The newest `limit` messages of a conversation, newest first: the concierge's context. */
export function recentMessages(db: Database, conversationId: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

/** Whose conversation it is, for the chat socket's admission. */
export async function conversationOwner(db: Database, id: number) {
  const [row] = await db
    .select({ hotelId: chatConversations.hotelId, stayId: chatConversations.stayId })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return row;
}

/** A guest's conversation with the hotel's chat flag, in one read (the send path's first step). */
export async function findGuestChat(db: Database, scope: { hotelId: number; stayId: number }, id: number) {
  const [row] = await db
    .select({ conversation: chatConversations, chatEnabled: hotels.chatEnabled })
    .from(chatConversations)
    .innerJoin(hotels, eq(hotels.id, chatConversations.hotelId))
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.hotelId, scope.hotelId),
        eq(chatConversations.stayId, scope.stayId),
      ),
    )
    .limit(1);
  return row;
}

interface ConversationJson {
  id: number;
  hotel_id: number;
  stay_id: number;
  status: ConversationRow['status'];
  handler: ConversationRow['handler'];
  taken_by_staff_id: number | null;
  handed_off_at: string | null;
  staff_read_message_id: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

interface MessageJson {
  id: number;
  conversation_id: number;
  hotel_id: number;
  sender_type: MessageRow['senderType'];
  sender_staff_id: number | null;
  sender_name: string;
  original_content: string;
  translated_content: string;
  handoff: boolean;
  created_at: string;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** A guest's message in one of their stay's conversations (a replayed send's answer). */
export async function findGuestMessage(
  db: Database,
  scope: { hotelId: number; stayId: number },
  id: number,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.id, id),
        eq(chatMessages.senderType, 'guest'),
        eq(chatConversations.hotelId, scope.hotelId),
        eq(chatConversations.stayId, scope.stayId),
      ),
    )
    .limit(1);
  return row?.message;
}

/**
 * Adds a guest's message to their open conversation in one statement: the conversation row is locked by
 * its update (its activity time), the message inserted from it, and its Idempotency-Key stored beside it
 * when given (a used key fails the statement, decision 0011). Undefined when the conversation is not
 * open (or not this stay's). One round trip instead of a transaction's five: the send is the hot path.
 */
export async function appendGuestMessage(
  db: Database,
  values: {
    hotelId: number;
    stayId: number;
    conversationId: number;
    senderName: string;
    originalContent: string;
    translatedContent: string;
    createdAt: Date;
  },
  idempotency?: IdempotencyClaim,
): Promise<{ conversation: ConversationRow; message: MessageRow } | undefined> {
  const now = values.createdAt.toISOString();
  const result = await db.execute<{ conversation: ConversationJson | null; message: MessageJson | null }>(sql`
    with conversation as (
      update ${chatConversations} set updated_at = ${now}
      where id = ${values.conversationId} and hotel_id = ${values.hotelId} and stay_id = ${values.stayId}
        and status = 'open'
      returning *
    ), message as (
      insert into ${chatMessages} (conversation_id, hotel_id, sender_type, sender_name, original_content,
                                   translated_content, created_at)
      select id, hotel_id, 'guest', ${values.senderName}, ${values.originalContent}, ${values.translatedContent},
             ${now}
      from conversation
      returning *
    )${idempotency ? sql`, new_key as (${insertIdempotencyKey(idempotency, 'message')})` : sql``}
    select (select row_to_json(conversation) from conversation) as conversation,
           (select row_to_json(message) from message) as message
  `);
  const row = (
    result as unknown as { rows: { conversation: ConversationJson | null; message: MessageJson | null }[] }
  ).rows[0];
  if (!row?.conversation || !row.message) return undefined;
  const c = row.conversation;
  const m = row.message;
  return {
    conversation: {
      id: c.id,
      hotelId: c.hotel_id,
      stayId: c.stay_id,
      status: c.status,
      handler: c.handler,
      takenByStaffId: c.taken_by_staff_id,
      handedOffAt: dateOrNull(c.handed_off_at),
      staffReadMessageId: c.staff_read_message_id,
      createdAt: new Date(c.created_at),
      updatedAt: new Date(c.updated_at),
      closedAt: dateOrNull(c.closed_at),
    },
    message: {
      id: m.id,
      conversationId: m.conversation_id,
      hotelId: m.hotel_id,
      senderType: m.sender_type,
      senderStaffId: m.sender_staff_id,
      senderName: m.sender_name,
      originalContent: m.original_content,
      translatedContent: m.translated_content,
      handoff: m.handoff,
      createdAt: new Date(m.created_at),
    },
  };
}
