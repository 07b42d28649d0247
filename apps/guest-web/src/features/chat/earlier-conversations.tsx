import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChatConversation } from '@hotel/contracts/chat';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { ChevronEndIcon, ChevronStartIcon } from '../../components/ui/icons.tsx';
import { readHotelTimeZone } from '../../lib/hotel-time.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';
import { fetchChatHistory, fetchMessages } from './chat-api.ts';
import { useErrorText } from './chat-error-text.ts';
import { chatScrollListClass, chatToolbarButtonClass } from './chat-toolbar.ts';
import { MessageBubble } from './message-bubble.tsx';
import { CHAT_HISTORY_KEY } from './use-chat.ts';

/** When a conversation began, in the hotel's zone, as the guest's language writes a date and time. */
function conversationDate(iso: string, language: string): string {
  try {
    return dateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: readHotelTimeZone(),
    }).format(new Date(iso));
  } catch {
    return '';
  }
}

/**
 * The stay's ended conversations (GET /api/chat/history/), newest first; each opens read-only with its messages
 * (GET /api/chat/messages/{id}/). In the 'Chat with Staff' dialog, in place of the current conversation.
 */
export function EarlierConversations({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ChatConversation | null>(null);
  if (opened) return <EarlierConversation conversation={opened} onBack={() => setOpened(null)} />;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <BackBar label={t('chat.backToChat')} onBack={onBack} />
      <h3 className="px-4 pt-3 pb-1 text-base font-bold">{t('chat.earlier')}</h3>
      <EarlierList onOpen={setOpened} />
    </div>
  );
}

function EarlierList({ onOpen }: { onOpen: (conversation: ChatConversation) => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const history = useQuery({
    queryKey: CHAT_HISTORY_KEY,
    queryFn: ({ signal }) => fetchChatHistory(signal),
    select: (conversations) =>
      conversations
        .filter((conversation) => conversation.status === 'closed')
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
  });
  if (history.isPending)
    return (
      <p role="status" className="px-4 py-6 text-center text-ink-muted">
        {t('common.loading')}
      </p>
    );
  if (history.error)
    return (
      <div className="flex flex-col gap-3 p-4">
        <ErrorAlert>{errorText(history.error)}</ErrorAlert>
        <button type="button" className={secondaryButtonClass} onClick={() => void history.refetch()}>
          {t('chat.retry')}
        </button>
      </div>
    );
  if (history.data.length === 0)
    return <p className="px-4 py-6 text-center text-ink-muted">{t('chat.earlierEmpty')}</p>;
  return (
    <ul className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-4 py-2">
      {history.data.map((conversation) => {
        const last = conversation.messages.at(-1);
        const preview = last
          ? last.sender_type === 'guest'
            ? last.original_content
            : last.translated_content || last.original_content
          : '';
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onOpen(conversation)}
              className="flex w-full items-center gap-3 rounded-xl bg-surface px-4 py-3 text-start ring-1 ring-line hover:ring-line-strong focus-visible:outline-2 focus-visible:outline-brand-ink"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="text-sm font-semibold">
                  {t('chat.conversationOf', {
                    date: conversationDate(conversation.created_at, i18n.language),
                  })}
                </span>
                <span dir="auto" className="truncate text-sm text-ink-muted">
                  {preview}
                </span>
              </span>
              <ChevronEndIcon className="size-5 shrink-0 text-ink-muted" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** An ended conversation, read-only: its messages, oldest first, and no composer. */
function EarlierConversation({
  conversation,
  onBack,
}: {
  conversation: ChatConversation;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const messages = useQuery({
    queryKey: [...CHAT_HISTORY_KEY, conversation.id],
    queryFn: ({ signal }) => fetchMessages(conversation.id, signal),
    // An ended conversation no longer changes.
    staleTime: Infinity,
  });
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <BackBar label={t('chat.earlier')} onBack={onBack} />
      <h3 className="px-4 pt-3 pb-1 text-base font-bold">
        {t('chat.conversationOf', { date: conversationDate(conversation.created_at, i18n.language) })}
      </h3>
      {messages.isPending ? (
        <p role="status" className="px-4 py-6 text-center text-ink-muted">
          {t('common.loading')}
        </p>
      ) : messages.error ? (
        <div className="flex flex-col gap-3 p-4">
          <ErrorAlert>{errorText(messages.error)}</ErrorAlert>
          <button type="button" className={secondaryButtonClass} onClick={() => void messages.refetch()}>
            {t('chat.retry')}
          </button>
        </div>
      ) : (
        <ol
          aria-label={t('chat.messages')}
          // Scrolled by keyboard too: its messages are text, with nothing to focus.
          tabIndex={0}
          className={chatScrollListClass}
        >
          {messages.data.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          <li className="rounded-xl bg-surface px-4 py-3 text-center text-sm text-ink ring-1 ring-line">
            {t('chat.endedReadOnly')}
          </li>
        </ol>
      )}
    </div>
  );
}

/** The bar above a list or a conversation with the way back, named for where it goes. */
function BackBar({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <div className="flex items-center border-b border-line px-2 py-1">
      <button type="button" onClick={onBack} className={chatToolbarButtonClass}>
        <ChevronStartIcon className="size-4" />
        {label}
      </button>
    </div>
  );
}
