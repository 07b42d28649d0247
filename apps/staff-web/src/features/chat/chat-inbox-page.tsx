import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ChatStatus, StaffChatSummary } from '@hotel/contracts/chat';
import { useStaffUpdates } from '../../lib/live-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SoundToggle } from '../../components/ui/sound-toggle.tsx';
import { errorText } from '../../lib/api-client.ts';
import { chime, notifySystem } from '../../lib/attention.ts';
import { useAttention } from '../../lib/attention-store.ts';
import { waitsForPerson } from './chat-logic.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { sendStaffTyping, useConversation, useConversationActions, useInbox } from './use-chat.ts';

/** A typing indicator clears itself if the "stopped" never comes. */
const TYPING_TIMEOUT_MS = 6_000;
const TYPING_REPEAT_MS = 3_000;

/** "Spanish" for es, in the console's language; the code itself when the browser cannot name it. */
function languageName(code: string, displayLanguage: string): string {
  try {
    return new Intl.DisplayNames([displayLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The chat inbox: the hotel's conversations with unread counts, the guest's room and language, who
 * answers (the AI concierge until someone takes over); one conversation open beside it to reply, take
 * over or close. A conversation the concierge handed over alerts (sound, tab badge, banner) until taken: the
 * console counts and chimes it (chat-attention.ts), this screen shows it and chimes the guests' messages.
 */
export default function ChatInboxPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ChatStatus>('open');
  const inbox = useInbox(status);
  const [selected, setSelected] = useState<number | null>(null);
  const handedOver = (useAttention().queues.chat?.items ?? []).filter((item) => item.alerting).length;

  useStaffUpdates((update) => {
    if (update.topic !== 'chat') return;
    if (update.action === 'message' && update.id !== selected) {
      const message = update.data?.message as ChatMessage | undefined;
      if (message?.sender_type === 'guest') {
        chime.play('new');
        notifySystem(t('screens.chat'), update.summary ?? '', `chat-${update.id}`);
      }
    }
  });

  return (
    <div className="space-y-4">
      <PageHeader title={t('chat.title')} intro={t('chat.intro')} actions={<SoundToggle />} />
      {handedOver > 0 && (
        <div
          role="alert"
          className="rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 font-semibold text-danger"
        >
          {t('chat.waitingAlert', { count: handedOver })}
        </div>
      )}
      {inbox.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void inbox.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(inbox.error, t('chat.loadFailed'))}
        </Notice>
      )}
      <div className="grid gap-4 lg:grid-cols-[15rem_1fr] xl:grid-cols-[20rem_1fr]">
        <section aria-label={t('chat.conversations')} className="space-y-3">
          <div role="group" aria-label={t('chat.show')} className="flex gap-2">
            {(['open', 'closed'] as const).map((value) => (
              <Button
                key={value}
                variant={status === value ? 'primary' : 'secondary'}
                aria-pressed={status === value}
                onClick={() => setStatus(value)}
              >
                {t(`chat.status.${value}`)}
              </Button>
            ))}
          </div>
          {inbox.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
          {inbox.data?.length === 0 && <p className="text-ink-muted">{t('chat.empty')}</p>}
          <ul className="space-y-2">
            {(inbox.data ?? []).map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  active={conversation.id === selected}
                  onSelect={() => setSelected(conversation.id)}
                />
              </li>
            ))}
          </ul>
        </section>
        {selected === null ? (
          <p className="rounded-xl border border-dashed border-line-strong p-8 text-center text-ink-muted">
            {t('chat.pick')}
          </p>
        ) : (
          <ConversationPanel key={selected} id={selected} />
        )}
      </div>
    </div>
  );
}

function ConversationRow({
  conversation,
  active,
  onSelect,
}: {
  conversation: StaffChatSummary;
  active: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation();
  const waiting = waitsForPerson(conversation);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={active ? 'true' : undefined}
      className={`block w-full rounded-xl border bg-surface-raised p-3 text-start transition hover:bg-surface ${
        waiting ? 'border-2 border-danger' : active ? 'border-2 border-brand' : 'border-line'
      }`}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-bold">
          {t('chat.room', { room: conversation.room })} · {conversation.family_name}
        </span>
        {conversation.unread_count > 0 && (
          <span className="rounded-full bg-danger px-2 text-sm font-bold text-white">
            <span className="sr-only">{t('chat.unread', { count: conversation.unread_count })}</span>
            <span aria-hidden="true">{conversation.unread_count}</span>
          </span>
        )}
      </span>
      <span className="mt-1 flex flex-wrap gap-2 text-xs font-semibold text-ink-muted">
        <span>{t('chat.language', { language: languageName(conversation.language, i18n.language) })}</span>
        <span>
          {conversation.handler === 'ai'
            ? waiting
              ? t('chat.needsPerson')
              : t('chat.aiAnswering')
            : t('chat.takenBy', { name: conversation.taken_by?.name ?? '' })}
        </span>
      </span>
      {conversation.last_message && (
        <span className="mt-1 line-clamp-2 block text-sm text-ink-muted">
          {conversation.last_message.original_content}
        </span>
      )}
    </button>
  );
}

function ConversationPanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const conversation = useConversation(id);
  const { action, reply } = useConversationActions();
  const [draft, setDraft] = useState('');
  const [guestTyping, setGuestTyping] = useState(false);
  const typingTimer = useRef<number | undefined>(undefined);
  const typingSince = useRef(0);
  const listEnd = useRef<HTMLDivElement>(null);
  const summary = conversation.data?.conversation;
  const messages = conversation.data?.messages ?? [];

  useStaffUpdates((update) => {
    if (update.topic !== 'chat' || update.id !== id) return;
    if (update.action === 'typing') {
      window.clearTimeout(typingTimer.current);
      const typing = update.data?.is_typing === true;
      setGuestTyping(typing);
      if (typing) typingTimer.current = window.setTimeout(() => setGuestTyping(false), TYPING_TIMEOUT_MS);
      // Nothing to re-read for a typing signal.
      return true;
    }
    if (update.action === 'message') setGuestTyping(false);
  });
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  // Read while open: the unread count drops as messages arrive.
  const unread = summary?.unread_count ?? 0;
  const { mutate } = action;
  useEffect(() => {
    if (unread > 0) mutate({ id, action: 'read' });
  }, [unread, id, mutate]);
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, guestTyping]);

  if (conversation.error)
    return <Notice tone="error">{errorText(conversation.error, t('chat.loadFailed'))}</Notice>;
  if (!summary) return <p className="text-ink-muted">{t('common.loading')}</p>;

  const open = summary.status === 'open';
  const send = () => {
    const text = draft.trim();
    if (!text || reply.isPending) return;
    reply.mutate({ id, message: text }, { onSuccess: () => setDraft('') });
    typingSince.current = 0;
    sendStaffTyping(id, false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const typed = (value: string) => {
    setDraft(value);
    const now = Date.now();
    if (value.trim() && now - typingSince.current > TYPING_REPEAT_MS) {
      typingSince.current = now;
      sendStaffTyping(id, true);
    }
  };

  return (
    <section
      aria-label={t('chat.room', { room: summary.room })}
      className="flex h-[calc(100dvh-14rem)] min-h-96 flex-col rounded-xl border border-line bg-surface-raised"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-3">
        <div>
          <h2 className="text-lg font-bold">
            {t('chat.room', { room: summary.room })} · {summary.family_name}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('chat.language', { language: languageName(summary.language, i18n.language) })} ·{' '}
            {summary.handler === 'ai'
              ? waitsForPerson(summary)
                ? t('chat.needsPerson')
                : t('chat.aiAnswering')
              : t('chat.takenBy', { name: summary.taken_by?.name ?? '' })}
          </p>
        </div>
        {open && (
          <div className="flex gap-2">
            {summary.handler === 'ai' && (
              <Button onClick={() => action.mutate({ id, action: 'take-over' })} disabled={action.isPending}>
                {t('chat.takeOver')}
              </Button>
            )}
            <Button
              variant="secondary"
              onClick={() => action.mutate({ id, action: 'close' })}
              disabled={action.isPending}
            >
              {t('chat.close')}
            </Button>
          </div>
        )}
      </header>
      <ol aria-label={t('chat.messages')} className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((message) => (
          <StaffMessage key={message.id} message={message} />
        ))}
        <div ref={listEnd} />
      </ol>
      <p aria-live="polite" className="min-h-6 px-4 text-sm text-ink-muted">
        {guestTyping ? t('chat.guestTyping') : ''}
      </p>
      {(action.error || reply.error) && (
        <div className="px-3 pb-2">
          <Notice tone="error">{errorText(action.error ?? reply.error, t('chat.actionFailed'))}</Notice>
        </div>
      )}
      {open ? (
        <form
          className="flex items-end gap-2 border-t border-line p-3"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={`reply-${id}`} className="sr-only">
            {t('chat.reply')}
          </label>
          <textarea
            id={`reply-${id}`}
            rows={2}
            maxLength={2000}
            value={draft}
            placeholder={t('chat.replyPlaceholder')}
            onChange={(event) => typed(event.target.value)}
            onKeyDown={onKeyDown}
            className="min-h-12 flex-1 resize-none rounded-lg border border-line-strong bg-surface-raised px-3 py-2 text-ink placeholder:text-ink-muted"
          />
          <Button type="submit" disabled={!draft.trim() || reply.isPending}>
            {t('chat.send')}
          </Button>
        </form>
      ) : (
        <p className="border-t border-line p-3 text-sm text-ink-muted">{t('chat.closedNote')}</p>
      )}
    </section>
  );
}

function StaffMessage({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const { timezone } = useSignedInSession().hotel;
  const guest = message.sender_type === 'guest';
  const label = guest
    ? t('chat.senders.guest')
    : message.sender_type === 'ai'
      ? t('chat.senders.ai')
      : t('chat.senders.staff');
  // Staff read the guest's words in the hotel's language; the rest as staff or the AI wrote them.
  const text = guest ? message.translated_content || message.original_content : message.original_content;
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timezone,
  }).format(new Date(message.timestamp));
  return (
    <li className={`flex flex-col gap-1 ${guest ? 'items-start' : 'items-end'}`}>
      <span className="flex items-center gap-2 text-xs font-semibold text-ink-muted">
        {label}
        {message.sender_type === 'ai' && (
          <span className="rounded-full border border-info px-2 text-info">{t('chat.aiMarker')}</span>
        )}
        {message.handoff && (
          <span className="rounded-full border border-danger px-2 text-danger">
            {t('chat.handoffMarker')}
          </span>
        )}
        <time dateTime={message.timestamp}>{time}</time>
      </span>
      <p
        dir="auto"
        className={`max-w-[80%] rounded-2xl px-4 py-2 whitespace-pre-wrap break-words ${
          guest
            ? 'bg-surface text-ink ring-1 ring-line'
            : message.sender_type === 'ai'
              ? 'bg-info-soft text-ink'
              : 'bg-brand text-on-brand'
        }`}
      >
        {text}
      </p>
    </li>
  );
}
