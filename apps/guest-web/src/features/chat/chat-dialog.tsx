import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../components/ui/icons.tsx';
import type { OverlayState } from '../../components/ui/lazy-overlay.tsx';
import { OverlayLocale } from '../../components/ui/overlay-locale.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { chatToolbarButtonClass } from './chat-toolbar.ts';
import { EarlierConversations } from './earlier-conversations.tsx';

/**
 * The 'Chat with Staff' dialog (SPEC section 2, Other elements), opened by the floating `ChatButton`: the
 * current conversation, or in its place the stay's earlier (ended) ones.
 */
export function ChatDialog({ isOpen, onOpenChange }: OverlayState) {
  const { t } = useTranslation();
  const [showEarlier, setShowEarlier] = useState(false);
  return (
    <OverlayLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className="fixed inset-0 z-60 flex items-end justify-center bg-black/55 sm:items-center sm:p-4"
      >
        <Modal className="flex h-[85dvh] w-full max-w-lg flex-col overflow-hidden rounded-t-2xl bg-surface-raised text-ink shadow-2xl ring-1 ring-line sm:h-[70vh] sm:rounded-2xl">
          <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <Heading slot="title" className="text-lg font-bold">
                {t('chat.title')}
              </Heading>
              <Button
                slot="close"
                aria-label={t('chat.close')}
                className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
              >
                <CloseIcon className="size-6" />
              </Button>
            </div>
            {showEarlier ? (
              <EarlierConversations onBack={() => setShowEarlier(false)} />
            ) : (
              <ChatConversation
                actions={
                  <button
                    type="button"
                    onClick={() => setShowEarlier(true)}
                    className={chatToolbarButtonClass}
                  >
                    {t('chat.earlier')}
                  </button>
                }
              />
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayLocale>
  );
}
