import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import { isConversationUnavailable } from './chat-api.ts';
import type { WaitingChatMessage } from './chat-outbox.ts';
import { useErrorText } from './chat-error-text.ts';
import { chatScrollListClass } from './chat-toolbar.ts';
import { EndChatButton } from './end-chat-button.tsx';
import { MessageBubble } from './message-bubble.tsx';
import {
  MissingBookingDetailsError,
  useChatComposer,
  useChatConversation,
  useKeptChatMessages,
  useViewingChat,
} from './use-chat.ts';

/**
 * One conversation: messages oldest first with their sender, the staff typing indicator, and the composer
 * (SPEC section 5: send is disabled for blank text or without a conversation; Enter sends). Messages are
 * rendered as text, never as HTML. Shared by the 'Chat with Staff' dialog and the /chat/:id screen. Above it,
 * End chat; once ended, it says so and the guest's next message starts a new conversation.
 */
export function ChatConversation({
  conversationId,
  unavailable,
  actions,
  onConversationStarted,
}: {
  conversationId?: number;
  /** Beside End chat: the dialog's way to the earlier conversations. */
  actions?: ReactNode;
  /** A message after the end started conversation `id` (the /chat/:id screen follows it). */
  onConversationStarted?: (id: number) => void;
  /**
   * What shows instead of a conversation asked for by id that the guest cannot open (chat-page.lazy.tsx's
   * ConversationUnavailable, whose way on opens the dialog this component is in: handed in, so that the two do
   * not import each other).
   */
  unavailable?: (error: ApiError) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { query, id, messages, staffTyping, ended, startNew } = useChatConversation(conversationId);
  const kept = useKeptChatMessages(id);
  const started = useRef<number | null>(null);
  const composer = useChatComposer(id, {
    ended,
    startNew: async () => (started.current = await startNew()),
  });
  const [draft, setDraft] = useState('');
  const listEnd = useRef<HTMLLIElement>(null);
  useViewingChat();

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, kept.length, staffTyping, ended]);

  if (query.isPending) {
    return (
      <p role="status" className="px-4 py-10 text-center text-ink-muted">
        {t('chat.connecting')}
      </p>
    );
  }
  // Only a conversation asked for by id can be missing: the dialog's is the stay's current one, or a new one.
  if (conversationId !== undefined && unavailable && isConversationUnavailable(query.error)) {
    return unavailable(query.error);
  }
  if (query.error) {
    const missing = query.error instanceof MissingBookingDetailsError;
    return (
      <div className="flex flex-col gap-3 p-4">
        <ErrorAlert>{errorText(query.error)}</ErrorAlert>
        {missing ? null : (
          <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()}>
            {t('chat.retry')}
          </button>
        )}
      </div>
    );
  }

  const canSend = id !== null && draft.trim() !== '' && !composer.sending;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    started.current = null;
    if (await composer.send(draft)) {
      setDraft('');
      if (started.current !== null) onConversationStarted?.(started.current);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center justify-between gap-x-2 border-b border-line px-2 py-1">
        {actions ?? <span />}
        {id !== null && !ended ? <EndChatButton conversationId={id} /> : null}
      </div>
      <ol
        aria-label={t('chat.messages')}
        // Scrolled by keyboard too: its messages are text, with nothing to focus.
        tabIndex={0}
        className={chatScrollListClass}
      >
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {kept.map((entry) => (
          <KeptMessageBubble key={entry.key} entry={entry} />
        ))}
        <li ref={listEnd} aria-hidden="true" />
      </ol>
      {ended ? (
        <p
          role="status"
          className="mx-4 mb-2 rounded-xl bg-surface px-4 py-3 text-center text-sm text-ink ring-1 ring-line"
        >
          {t('chat.ended')}
        </p>
      ) : null}
      <p aria-live="polite" className="min-h-6 px-4 text-sm text-ink-muted">
        {staffTyping ? t('chat.typing', { sender: t('chat.senders.staff') }) : ''}
      </p>
      {kept.some((entry) => entry.state === 'waiting') ? (
        <p
          role="status"
          className="mx-4 mb-2 rounded-xl bg-amber-50 px-4 py-2 text-sm text-ink ring-1 ring-amber-300 dark:bg-amber-950 dark:ring-amber-800"
        >
          {t('outbox.keptOffline')}
        </p>
      ) : null}
      {composer.error ? <ErrorAlert className="mx-4 mb-2">{errorText(composer.error)}</ErrorAlert> : null}
      <form
        onSubmit={(event) => void submit(event)}
        className="flex items-end gap-2 border-t border-line p-3"
      >
        <label className="sr-only" htmlFor="chat-message">
          {t('chat.placeholder')}
        </label>
        <textarea
          id="chat-message"
          rows={1}
          maxLength={2000}
          value={draft}
          placeholder={t('chat.placeholder')}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value.trim()) composer.typed();
          }}
          onKeyDown={onKeyDown}
          className="max-h-32 min-h-12 flex-1 resize-none rounded-xl border border-line-strong bg-surface-raised px-3 py-3 text-base text-ink placeholder:text-ink-muted focus:outline-2 focus:outline-brand-ink"
        />
        <button type="submit" disabled={!canSend} className={primaryButtonClass}>
          {t('chat.send')}
        </button>
      </form>
    </div>
  );
}

/**
 * A message of the guest's kept on the phone (decision 0132): drawn as theirs, outlined instead of filled until the
 * hotel has it, with where it stands. Cancel while it waits; once on its way it may already be at the hotel.
 */
function KeptMessageBubble({ entry }: { entry: WaitingChatMessage }) {
  const { t } = useTranslation();
  const remove = useOutboxStore((state) => state.remove);
  const failed = entry.state === 'failed';
  const status =
    entry.state === 'sending'
      ? t('outbox.sending')
      : failed
        ? t('outbox.refused', { detail: entry.failure || t('outbox.refusedUnknown') })
        : t('outbox.waiting');
  return (
    <li className="flex flex-col items-end gap-1">
      <span className="text-xs font-semibold text-ink-muted">{t('chat.senders.guest')}</span>
      <p
        dir="auto"
        className="max-w-[85%] rounded-2xl rounded-ee-sm border-2 border-dashed border-brand bg-surface-raised px-4 py-2 text-base whitespace-pre-wrap break-words text-ink"
      >
        {entry.payload.message}
      </p>
      <span className={`flex items-center gap-1 text-xs ${failed ? 'text-danger' : 'text-ink-muted'}`}>
        <span>{status}</span>
        <button
          type="button"
          disabled={entry.state === 'sending'}
          onClick={() => remove(entry.key)}
          className="inline-flex min-h-8 items-center rounded-lg px-2 font-semibold text-brand-ink underline disabled:hidden"
        >
          {failed ? t('outbox.dismiss') : t('outbox.cancel')}
        </button>
      </span>
    </li>
  );
}
