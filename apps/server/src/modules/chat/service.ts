import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_LIMITS,
  CHAT_SENDER_LABELS,
  type ChatConversation,
  type ChatFaqEntry,
  type ChatFaqInput,
  type ChatMessage,
  type ChatStatus,
  type StaffChatDetail,
  type StaffChatSummary,
} from '@hotel/contracts/chat';
import type { PushPayload } from '@hotel/contracts/push';
import type { StaffUpdateMessage } from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { conflict, HttpError, notFound, guestError } from '../../platform/http/errors.ts';
import { createOnce, type IdempotentOutcome } from '../../platform/idempotency/idempotency.ts';
import { publishLive } from '../../platform/live/publish.ts';
import { MemoryRateStore, type RateRule } from '../../platform/rate-limit/rate-store.ts';
import { HOTEL_MISMATCH } from '../auth/index.ts';
import { pushToStay } from '../push/index.ts';
import { findStayLanguage, type GuestPrincipal } from '../stays/index.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import {
  appendGuestMessage,
  countFaqEntries,
  deleteFaqEntry,
  findConversation,
  findGuestChat,
  findGuestMessage,
  findHotelForChat,
  findOpenConversation,
  insertConversation,
  insertFaqEntry,
  insertMessage,
  listFaqEntries,
  listMessages,
  listStaffConversations,
  listStayConversations,
  markReadByStaff,
  updateConversation,
  updateFaqEntry,
  type ConversationRow,
  type FaqRow,
  type MessageRow,
} from './repository.ts';
import { HOTEL_LANGUAGE, type ChatTranslator } from './translation.ts';
import { wordReply } from './fixed-replies.ts';
import { toChatMessage, toChatMessageEvent, toConversation, toStaffSummary } from './views.ts';
import { englishText, uiText } from '../../platform/i18n/ui-text.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;
export type ChatCtx = Pick<AppContext, 'db' | 'bus' | 'now' | 'config'>;

export const CHAT_ERRORS = {
  disabled: englishText('serverErrors.chatDisabled'),
  otherHotel: HOTEL_MISMATCH,
  notFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  closed: englishText('serverErrors.conversationClosed'),
  faqNotFound: 'FAQ entry not found.',
  faqFull: `A hotel keeps at most ${CHAT_LIMITS.faqEntries} FAQ entries.`,
} as const;

/** Where a chat needs the translator and the concierge; built once per app (routes.ts). */
export interface ChatServices {
  translator: ChatTranslator;
  /** Runs the concierge's answer after the guest's message is stored (concierge-runner.ts). */
  afterGuestMessage(
    conversation: ConversationRow,
    message: MessageRow,
    guest: GuestPrincipal,
    log: Log,
  ): void;
}

// ---------------------------------------------------------------------------------------------------
// Rate limit

const MINUTE_MS = 60_000;

/** Messages per guest session, counted on this instance like the other write limits (decision 0032). */
export class ChatSendLimit {
  private readonly store: MemoryRateStore;
  private readonly rule: RateRule;

  constructor(config: AppContext['config'], now: () => number = Date.now) {
    this.store = new MemoryRateStore(now);
    this.rule = {
      burst: config.CHAT_MESSAGE_BURST,
      intervalMs: Math.max(1, Math.floor(MINUTE_MS / config.CHAT_MESSAGES_PER_MINUTE)),
    };
  }

  async assertAllowed(sessionId: number): Promise<void> {
    const waitMs = await this.store.apply(`chat:${sessionId}`, this.rule, 'take');
    if (waitMs <= 0) return;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new HttpError(
      429,
      `You are sending messages faster than we can read them. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
      'rate_limited',
      { 'retry-after': String(seconds) },
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Live delivery

/**
 * A stored message reaches the guest's sockets (notification feed, booking and chat channels), the
 * hotel's chat sockets and its consoles. The guest app raises the chat notification from the
 * chat_message itself (staff and AI senders only, SPEC section 6); a stored notification as well would
 * show every reply twice, so a phone that was away catches up from the conversation instead
 * (decision 0090). A staff or AI reply also goes to the stay's phones as Web Push, worded as the guest
 * app words its chat notification (docs/push.md).
 */
export async function deliverMessage(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  conversation: Pick<ConversationRow, 'hotelId' | 'stayId' | 'id'>,
  row: MessageRow,
  log: Log,
  staffData?: Record<string, unknown>,
): Promise<void> {
  const payload = toChatMessageEvent(row);
  await publishLive(
    ctx,
    { type: 'chat_message', hotelId: conversation.hotelId, stayId: conversation.stayId, payload },
    log,
  );
  await publishLive(ctx, { type: 'chat_message', hotelId: conversation.hotelId, stayId: null, payload }, log);
  await publishStaffUpdate(
    ctx,
    conversation.hotelId,
    {
      topic: 'chat',
      action: 'message',
      id: conversation.id,
      summary: `${row.senderName}: ${row.originalContent.slice(0, 200)}`,
      data: { message: toChatMessage(row), ...staffData },
    },
    log,
  );
  if (row.senderType === 'staff' || row.senderType === 'ai')
    pushToStay(ctx, conversation, async () => chatPushPayload(ctx.db, conversation, row));
}

/** "Message from Hotel Staff" and the reply, in the guest's language, opening the conversation. */
async function chatPushPayload(
  db: Database,
  conversation: Pick<ConversationRow, 'stayId' | 'id'>,
  row: MessageRow,
): Promise<PushPayload> {
  const language = (await findStayLanguage(db, conversation.stayId)) ?? HOTEL_LANGUAGE;
  const sender = uiText(
    language,
    row.senderType === 'ai' ? 'notifications.defaults.aiSender' : 'notifications.defaults.staffSender',
  );
  return {
    title:
      uiText(language, 'notifications.defaults.chatTitle', { sender: sender ?? row.senderName }) ??
      row.senderName,
    body: row.translatedContent || row.originalContent,
    url: `/chat/${conversation.id}`,
    tag: `chat-${conversation.id}`,
  };
}

async function publishTyping(
  ctx: Pick<AppContext, 'bus'>,
  conversation: ConversationRow,
  to: 'guest' | 'staff',
  sender: { type: 'guest' | 'staff'; name: string },
  isTyping: boolean,
  log: Log,
): Promise<void> {
  const payload = {
    conversation_id: conversation.id,
    sender_type: sender.type,
    sender_name: sender.name,
    is_typing: isTyping,
  };
  const stayId = to === 'guest' ? conversation.stayId : null;
  await publishLive(ctx, { type: 'chat_typing', hotelId: conversation.hotelId, stayId, payload }, log);
  if (to === 'staff')
    await publishStaffUpdate(
      ctx,
      conversation.hotelId,
      {
        topic: 'chat',
        action: 'typing',
        id: conversation.id,
        data: { is_typing: isTyping, sender_type: 'guest' },
      },
      log,
    );
}

// ---------------------------------------------------------------------------------------------------
// Guest

async function assertChatEnabled(db: Database, guest: GuestPrincipal): Promise<void> {
  const hotel = await findHotelForChat(db, guest.hotelId);
  if (!hotel?.chatEnabled) throw guestError(403, 'chatDisabled', 'chat_disabled');
}

async function guestConversation(
  db: Database,
  guest: GuestPrincipal,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ConversationRow> {
  const row = await findConversation(db, { hotelId: guest.hotelId, stayId: guest.stayId }, id, options);
  if (!row) throw notFound(CHAT_ERRORS.notFound, 'conversation_not_found');
  return row;
}

async function withMessages(db: Database, rows: ConversationRow[]): Promise<ChatConversation[]> {
  const messages = await listMessages(
    db,
    rows.map((row) => row.id),
    CHAT_LIMITS.messagesPerPage,
  );
  return rows.map((row) => toConversation(row, messages));
}

/**
 * The stay's open conversation, or a new one with the staff welcome as its first message. Two phones
 * starting at once get the same conversation (the one-open-per-stay index decides).
 */
export async function startChat(
  ctx: ChatCtx,
  services: ChatServices,
  guest: GuestPrincipal,
  hotelUniqueId: string,
  log: Log,
): Promise<{ conversation: ChatConversation; welcome: ChatMessage; created: boolean }> {
  if (hotelUniqueId !== guest.hotelUniqueId) throw guestError(403, 'sessionOtherHotel', 'hotel_mismatch');
  const hotel = await findHotelForChat(ctx.db, guest.hotelId);
  if (!hotel?.chatEnabled) throw guestError(403, 'chatDisabled', 'chat_disabled');
  const existing = await findOpenConversation(ctx.db, guest.hotelId, guest.stayId);
  let created = false;
  let row = existing;
  if (!row) {
    const welcome = { kind: 'welcome', hotel: hotel.name } as const;
    const text = wordReply(welcome, HOTEL_LANGUAGE);
    const translated = wordReply(welcome, guest.language);
    row = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const inserted = await insertConversation(tx, {
        hotelId: guest.hotelId,
        stayId: guest.stayId,
        createdAt: now,
      });
      if (!inserted) return undefined;
      await insertMessage(tx, {
        conversationId: inserted.id,
        hotelId: guest.hotelId,
        senderType: 'staff',
        senderName: CHAT_SENDER_LABELS.staff,
        originalContent: text,
        translatedContent: translated,
        createdAt: now,
      });
      return inserted;
    });
    if (row) created = true;
    // Lost the race to another phone: theirs is the conversation.
    row ??= await findOpenConversation(ctx.db, guest.hotelId, guest.stayId);
    if (!row) throw conflict('The chat could not be started. Please try again.');
    if (created)
      await publishStaffUpdate(
        ctx,
        guest.hotelId,
        { topic: 'chat', action: 'created', id: row.id, summary: 'New chat' },
        log,
      );
  }
  const [conversation] = await withMessages(ctx.db, [row]);
  return { conversation: conversation!, welcome: conversation!.welcome_message, created };
}

export async function activeChats(ctx: ChatCtx, guest: GuestPrincipal): Promise<ChatConversation[]> {
  await assertChatEnabled(ctx.db, guest);
  return withMessages(ctx.db, await listStayConversations(ctx.db, guest.hotelId, guest.stayId, 'open'));
}

export async function chatHistory(ctx: ChatCtx, guest: GuestPrincipal): Promise<ChatConversation[]> {
  await assertChatEnabled(ctx.db, guest);
  return withMessages(ctx.db, await listStayConversations(ctx.db, guest.hotelId, guest.stayId));
}

export async function conversationMessages(
  ctx: ChatCtx,
  guest: GuestPrincipal,
  id: number,
): Promise<ChatMessage[]> {
  await assertChatEnabled(ctx.db, guest);
  const row = await guestConversation(ctx.db, guest, id);
  return (await listMessages(ctx.db, [row.id], CHAT_LIMITS.messagesPerPage)).map(toChatMessage);
}

/**
 * Stores the guest's message with its Idempotency-Key in one statement (decision 0011), then delivers it live
 * and lets the concierge answer. A retry under the same key is answered with the message stored the first
 * time, before anything else runs: it is not translated, counted against the chat send limit, delivered
 * or answered again, and a conversation closed since does not refuse it.
 */
export async function sendGuestMessage(
  ctx: ChatCtx,
  services: ChatServices,
  limit: ChatSendLimit,
  guest: GuestPrincipal,
  id: number,
  text: string,
  idempotencyKey: string | undefined,
  log: Log,
): Promise<IdempotentOutcome<ChatMessage>> {
  // Set by a new message only: a replayed one was delivered when it was first sent.
  let sent: { conversation: ConversationRow; message: MessageRow } | undefined;
  const outcome = await createOnce<ChatMessage>(
    ctx.db,
    {
      scope: `stay:${guest.stayId}`,
      key: idempotencyKey,
      fingerprint: { route: `POST /api/chat/${id}/message/`, body: { message: text } },
      // The translation is a provider call of up to 8 s: a retry must not wait for it again.
      checkKeyFirst: true,
    },
    {
      async create(claim) {
        const found = await findGuestChat(ctx.db, guest, id);
        if (!found) throw notFound(CHAT_ERRORS.notFound, 'conversation_not_found');
        if (!found.chatEnabled) throw guestError(403, 'chatDisabled', 'chat_disabled');
        if (found.conversation.status !== 'open')
          throw guestError(409, 'conversationClosed', 'conversation_closed');
        await limit.assertAllowed(guest.sessionId);
        const translated = await services.translator.translate(text, guest.language, HOTEL_LANGUAGE);
        const appended = await appendGuestMessage(
          ctx.db,
          {
            hotelId: guest.hotelId,
            stayId: guest.stayId,
            conversationId: id,
            senderName: 'Guest',
            originalContent: text,
            translatedContent: translated,
            createdAt: ctx.now(),
          },
          claim,
        );
        // Closed between the read and the write.
        if (!appended) throw guestError(409, 'conversationClosed', 'conversation_closed');
        sent = appended;
        return toChatMessage(appended.message);
      },
      async replay(messageId) {
        const row = await findGuestMessage(ctx.db, guest, messageId);
        if (!row) throw notFound(CHAT_ERRORS.messageNotFound, 'message_not_found');
        return toChatMessage(row);
      },
    },
  );
  if (sent && !outcome.replayed) {
    const { conversation, message } = sent;
    await deliverMessage(ctx, conversation, message, log);
    if (conversation.handler === 'ai') services.afterGuestMessage(conversation, message, guest, log);
  }
  return outcome;
}

export async function endChat(ctx: ChatCtx, guest: GuestPrincipal, id: number, log: Log) {
  await guestConversation(ctx.db, guest, id);
  const row = await closeConversation(ctx, guest.hotelId, id, log);
  return { id: row.id, status: row.status };
}

export async function guestTyping(
  ctx: ChatCtx,
  guest: GuestPrincipal,
  id: number,
  isTyping: boolean,
  log: Log,
) {
  await assertChatEnabled(ctx.db, guest);
  const row = await guestConversation(ctx.db, guest, id);
  if (row.status === 'open')
    await publishTyping(ctx, row, 'staff', { type: 'guest', name: 'Guest' }, isTyping, log);
  return { ok: true as const };
}

async function closeConversation(
  ctx: ChatCtx,
  hotelId: number,
  id: number,
  log: Log,
): Promise<ConversationRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await findConversation(tx, { hotelId }, id, { lock: true });
    if (!locked) throw notFound(CHAT_ERRORS.notFound, 'conversation_not_found');
    if (locked.status === 'closed') return locked;
    return (await updateConversation(tx, hotelId, id, { status: 'closed', closedAt: ctx.now() }))!;
  });
  await publishStaffUpdate(ctx, hotelId, { topic: 'chat', action: 'closed', id }, log);
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Staff

async function staffSummary(db: Database, staff: StaffPrincipal, id: number): Promise<StaffChatSummary> {
  const [row] = await listStaffConversations(db, staff.hotelId, { id });
  if (!row) throw notFound(CHAT_ERRORS.notFound, 'conversation_not_found');
  return toStaffSummary(row);
}

export async function staffInbox(ctx: ChatCtx, staff: StaffPrincipal, status: ChatStatus) {
  return (await listStaffConversations(ctx.db, staff.hotelId, { status })).map(toStaffSummary);
}

export async function staffConversation(
  ctx: ChatCtx,
  staff: StaffPrincipal,
  id: number,
): Promise<StaffChatDetail> {
  const conversation = await staffSummary(ctx.db, staff, id);
  const messages = await listMessages(ctx.db, [id], CHAT_LIMITS.messagesPerPage);
  return { conversation, messages: messages.map(toChatMessage) };
}

export async function staffMarkRead(ctx: ChatCtx, staff: StaffPrincipal, id: number, log: Log) {
  await staffSummary(ctx.db, staff, id);
  await markReadByStaff(ctx.db, staff.hotelId, id);
  const summary = await staffSummary(ctx.db, staff, id);
  await publishStaffUpdate(
    ctx,
    staff.hotelId,
    { topic: 'chat', action: 'read', id, data: { conversation: summary } },
    log,
  );
  return summary;
}

/** A staff member takes the conversation from the concierge (or from a colleague): the AI stops answering. */
async function takeOverIn(
  db: Database,
  ctx: ChatCtx,
  staff: StaffPrincipal,
  id: number,
): Promise<ConversationRow> {
  const locked = await findConversation(db, { hotelId: staff.hotelId }, id, { lock: true });
  if (!locked) throw notFound(CHAT_ERRORS.notFound, 'conversation_not_found');
  if (locked.status !== 'open') throw guestError(409, 'conversationClosed', 'conversation_closed');
  if (locked.handler === 'staff' && locked.takenByStaffId === staff.staffMemberId) return locked;
  return (await updateConversation(db, staff.hotelId, id, {
    handler: 'staff',
    takenByStaffId: staff.staffMemberId,
    handedOffAt: null,
  }))!;
}

async function publishSummary(
  ctx: ChatCtx,
  staff: StaffPrincipal,
  id: number,
  action: StaffUpdateMessage['action'],
  log: Log,
): Promise<StaffChatSummary> {
  const summary = await staffSummary(ctx.db, staff, id);
  await publishStaffUpdate(
    ctx,
    staff.hotelId,
    { topic: 'chat', action, id, data: { conversation: summary } },
    log,
  );
  return summary;
}

export async function staffTakeOver(ctx: ChatCtx, staff: StaffPrincipal, id: number, log: Log) {
  await ctx.db.transaction((tx) => takeOverIn(tx, ctx, staff, id));
  return publishSummary(ctx, staff, id, 'taken', log);
}

/** A staff reply takes the conversation over if the concierge still had it; the guest reads it in their language. */
export async function staffReply(
  ctx: ChatCtx,
  services: ChatServices,
  staff: StaffPrincipal,
  id: number,
  text: string,
  log: Log,
): Promise<ChatMessage> {
  const existing = await findConversation(ctx.db, { hotelId: staff.hotelId }, id);
  if (!existing) throw notFound(CHAT_ERRORS.notFound, 'conversation_not_found');
  const [summary] = await listStaffConversations(ctx.db, staff.hotelId, { id });
  const translated = await services.translator.translate(
    text,
    HOTEL_LANGUAGE,
    summary?.language ?? HOTEL_LANGUAGE,
  );
  const { conversation, row } = await ctx.db.transaction(async (tx) => {
    const taken = await takeOverIn(tx, ctx, staff, id);
    const message = await insertMessage(tx, {
      conversationId: id,
      hotelId: staff.hotelId,
      senderType: 'staff',
      senderStaffId: staff.staffMemberId,
      senderName: CHAT_SENDER_LABELS.staff,
      originalContent: text,
      translatedContent: translated,
      createdAt: ctx.now(),
    });
    await markReadByStaff(tx, staff.hotelId, id);
    return { conversation: taken, row: message };
  });
  await deliverMessage(ctx, conversation, row, log, { conversation: await staffSummary(ctx.db, staff, id) });
  return toChatMessage(row);
}

export async function staffTyping(
  ctx: ChatCtx,
  staff: StaffPrincipal,
  id: number,
  isTyping: boolean,
  log: Log,
) {
  const row = await findConversation(ctx.db, { hotelId: staff.hotelId }, id);
  if (!row) throw notFound(CHAT_ERRORS.notFound, 'conversation_not_found');
  if (row.status === 'open')
    await publishTyping(ctx, row, 'guest', { type: 'staff', name: CHAT_SENDER_LABELS.staff }, isTyping, log);
  return { ok: true as const };
}

export async function staffClose(ctx: ChatCtx, staff: StaffPrincipal, id: number, log: Log) {
  await closeConversation(ctx, staff.hotelId, id, log);
  return staffSummary(ctx.db, staff, id);
}

// ---------------------------------------------------------------------------------------------------
// FAQ

function toFaqEntry(row: FaqRow): ChatFaqEntry {
  return { id: row.id, question: row.question, answer: row.answer, updated_at: row.updatedAt.toISOString() };
}

export async function listFaq(ctx: ChatCtx, staff: StaffPrincipal) {
  return (await listFaqEntries(ctx.db, staff.hotelId)).map(toFaqEntry);
}

export async function createFaq(ctx: ChatCtx, staff: StaffPrincipal, input: ChatFaqInput) {
  if ((await countFaqEntries(ctx.db, staff.hotelId)) >= CHAT_LIMITS.faqEntries)
    throw conflict(CHAT_ERRORS.faqFull, 'faq_full');
  return toFaqEntry(await insertFaqEntry(ctx.db, { hotelId: staff.hotelId, ...input, updatedAt: ctx.now() }));
}

export async function changeFaq(ctx: ChatCtx, staff: StaffPrincipal, id: number, input: ChatFaqInput) {
  const row = await updateFaqEntry(ctx.db, staff.hotelId, id, { ...input, updatedAt: ctx.now() });
  if (!row) throw notFound(CHAT_ERRORS.faqNotFound);
  return toFaqEntry(row);
}

export async function removeFaq(ctx: ChatCtx, staff: StaffPrincipal, id: number) {
  if (!(await deleteFaqEntry(ctx.db, staff.hotelId, id))) throw notFound(CHAT_ERRORS.faqNotFound);
  return { id };
}
