import type { ChatMessage } from '@hotel/contracts/chat';
import { readHotelTimeZone } from '../../lib/hotel-time.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { dateTimeFormat } from '../../lib/intl-format.ts';
import { senderNameOf } from './sender-name.ts';

/** The time of a message in the hotel's zone, as the guest's language writes it. */
function messageTime(iso: string, language: string): string {
  try {
    return dateTimeFormat(language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: readHotelTimeZone(),
    }).format(new Date(iso));
  } catch {
    return '';
  }
}

/** A message the hotel has, with its sender and time: the current conversation's and earlier ones'. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const own = message.sender_type === 'guest';
  const sender = own
    ? t('chat.senders.guest')
    : senderNameOf(
        message.sender_name,
        t(message.sender_type === 'ai' ? 'chat.senders.ai' : 'chat.senders.staff'),
      );
  // The guest reads staff and AI replies in their language, and their own words as written.
  const body = own ? message.original_content : message.translated_content || message.original_content;
  return (
    <li className={`flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}>
      <span className="flex items-center gap-2 text-xs font-semibold text-ink-muted">
        {sender}
        {message.sender_type === 'ai' ? (
          <span className="rounded-full px-2 py-0.5 text-[0.7rem] text-brand-ink ring-1 ring-line">
            {t('chat.aiBadge')}
          </span>
        ) : null}
      </span>
      <p
        // Its own direction: an English reply in an Arabic page keeps its punctuation in place.
        dir="auto"
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-base whitespace-pre-wrap break-words ${
          own ? 'rounded-ee-sm bg-brand text-on-brand' : 'rounded-es-sm bg-surface text-ink ring-1 ring-line'
        }`}
      >
        {body}
      </p>
      <time dateTime={message.timestamp} className="text-[0.7rem] text-ink-muted">
        {messageTime(message.timestamp, i18n.language)}
      </time>
    </li>
  );
}
