import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useErrorText } from './chat-error-text.ts';
import { chatToolbarButtonClass } from './chat-toolbar.ts';
import { useEndChat } from './use-chat.ts';

/**
 * End chat, after a confirmation: it closes the conversation for good (POST …/end/, sent once). A failure says
 * why beside it, and the conversation stays as it was.
 */
export function EndChatButton({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const end = useEndChat(conversationId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        disabled={end.isPending}
        onClick={() => setConfirming(true)}
        className={chatToolbarButtonClass}
      >
        {t('chat.end')}
      </button>
      {end.error ? (
        <p role="alert" className="w-full px-2 pb-1 text-sm text-danger">
          {errorText(end.error)}
        </p>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => end.mutate()}
        title={t('chat.endTitle')}
        confirmLabel={t('chat.end')}
        cancelLabel={t('chat.keepChatting')}
      >
        {t('chat.endText')}
      </ConfirmDialog>
    </>
  );
}
