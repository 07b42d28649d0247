import type { FastifyBaseLogger } from 'fastify';
import { CHAT_SENDER_LABELS } from '@hotel/contracts/chat';
import type { AppContext } from '../../platform/context.ts';
import type { GuestPrincipal } from '../stays/index.ts';
import { alertStaff } from '../push/index.ts';
import { publishStaffUpdate } from '../staff/index.ts';
import { HANDOFF_ANSWER, retrievalConcierge, type Concierge, type ConciergeAnswer } from './concierge.ts';
import { wordReply, type FixedReply } from './fixed-replies.ts';
import { loadHotelFacts } from './hotel-facts.ts';
import {
  findConversation,
  insertMessage,
  listStaffConversations,
  recentMessages,
  updateConversation,
  type ConversationRow,
  type MessageRow,
} from './repository.ts';
import { deliverMessage } from './service.ts';
import { HOTEL_LANGUAGE, type ChatTranslator } from './translation.ts';
import { toStaffSummary } from './views.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** Earlier messages a model sees with the question. */
const HISTORY_MESSAGES = 12;

/**
 * Answers a guest's message with the concierge after the message is stored and the guest has their
 * answer, so a slow model never holds the send. The answer is stored only while the concierge still has
 * the conversation: a staff member who took it over in the meantime is not talked over.
 */
export class ConciergeRunner {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'bus' | 'now' | 'config'>,
    private readonly concierge: Concierge,
    private readonly translator: ChatTranslator,
    /** The model's language is the guest's; the retrieval concierge speaks the hotel's and is translated. */
    private readonly answersInGuestLanguage: boolean,
  ) {}

  schedule(conversation: ConversationRow, message: MessageRow, guest: GuestPrincipal, log: Log): void {
    const run = this.answer(conversation, message, guest, log).catch((error: unknown) =>
      log.error({ err: error, conversationId: conversation.id }, 'concierge answer failed'),
    );
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** The server's own sentences in the guest's language, the hotel's facts in them translated as staff words are. */
  private async fixedReplyFor(reply: FixedReply, language: string): Promise<string> {
    const facts =
      reply.kind === 'found'
        ? await Promise.all(
            reply.facts.map((fact) => this.translator.translate(fact, HOTEL_LANGUAGE, language)),
          )
        : [];
    return wordReply(reply, language, facts);
  }

  /** Resolves when every answer under way is stored (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async answer(
    conversation: ConversationRow,
    message: MessageRow,
    guest: GuestPrincipal,
    log: Log,
  ): Promise<void> {
    // Handed over already: the guest waits for a person, the concierge does not answer again.
    if (conversation.handedOffAt) return;
    const { ctx } = this;
    const facts = await loadHotelFacts(ctx, guest.hotelId);
    if (!facts) return;
    const history = (await recentMessages(ctx.db, conversation.id, HISTORY_MESSAGES + 1))
      .filter((row) => row.id !== message.id)
      .reverse()
      .map((row) => ({
        role: row.senderType === 'guest' ? ('guest' as const) : ('assistant' as const),
        content: row.senderType === 'guest' ? row.originalContent : row.translatedContent,
      }));
    const question = { question: message.originalContent, language: guest.language, facts, history };
    let answer: ConciergeAnswer;
    let modelWroteInGuestLanguage = this.answersInGuestLanguage;
    try {
      answer = await this.concierge.answer(question);
    } catch (error) {
      // A model that is down or slow must not leave the guest without an answer: retrieval takes over.
      log.warn(
        { err: error, conversationId: conversation.id },
        'concierge model failed; answering by retrieval',
      );
      answer = await retrievalConcierge.answer(question).catch(() => HANDOFF_ANSWER);
      modelWroteInGuestLanguage = false;
    }
    const translated = answer.fixed
      ? await this.fixedReplyFor(answer.fixed, guest.language)
      : modelWroteInGuestLanguage
        ? answer.text
        : await this.translator.translate(answer.text, HOTEL_LANGUAGE, guest.language);
    const stored = await ctx.db.transaction(async (tx) => {
      const locked = await findConversation(tx, { hotelId: guest.hotelId }, conversation.id, { lock: true });
      if (!locked || locked.status !== 'open' || locked.handler !== 'ai') return undefined;
      const now = ctx.now();
      const row = await insertMessage(tx, {
        conversationId: locked.id,
        hotelId: locked.hotelId,
        senderType: 'ai',
        senderName: CHAT_SENDER_LABELS.ai,
        originalContent: answer.text,
        translatedContent: translated,
        handoff: answer.handoff,
        createdAt: now,
      });
      if (answer.handoff) await updateConversation(tx, locked.hotelId, locked.id, { handedOffAt: now });
      return { conversation: locked, row };
    });
    if (!stored) return;
    const [summary] = await listStaffConversations(ctx.db, guest.hotelId, { id: conversation.id });
    const data = summary ? { conversation: toStaffSummary(summary) } : undefined;
    await deliverMessage(ctx, stored.conversation, stored.row, log, data);
    if (answer.handoff && summary) {
      // Phones of the staff with the console closed (docs/push.md); queued, never awaited.
      alertStaff(ctx, guest.hotelId, { topic: 'chat', id: conversation.id, room: summary.room });
      await publishStaffUpdate(
        ctx,
        guest.hotelId,
        {
          topic: 'chat',
          action: 'handed_off',
          id: conversation.id,
          summary: `Room ${summary.room} needs a person: ${message.originalContent.slice(0, 200)}`,
          data,
        },
        log,
      );
    }
  }
}
