import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useNavigate, useParams } from 'react-router';
import { ChatConversation } from './chat-conversation.tsx';
import { ConversationUnavailable } from './conversation-unavailable.tsx';

/** /chat/:id, where a chat notification leads: the same conversation as the dialog, full screen. */
export function ChatPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const conversationId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-2xl flex-col">
      <h1 className="px-4 pt-4 pb-2 text-2xl font-bold">{t('chat.title')}</h1>
      {conversationId === null ? (
        <ConversationUnavailable />
      ) : (
        <ChatConversation
          key={conversationId}
          conversationId={conversationId}
          unavailable={(error) => <ConversationUnavailable error={error} />}
          onConversationStarted={(started) => void navigate(`/chat/${started}`, { replace: true })}
        />
      )}
    </section>
  );
}
