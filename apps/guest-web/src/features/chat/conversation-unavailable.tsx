import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useStoredHotelId } from '../../lib/storage.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { chatDialog } from './chat-button.tsx';

/**
 * A conversation the guest cannot open, mostly from an old notification (/chat/{id}). No Retry, since it cannot
 * succeed: the way on instead, to the guest's current chat (the dialog the floating button opens) when the
 * hotel has chat, and home.
 */
export function ConversationUnavailable({ error }: { error?: ApiError | undefined }) {
  const { t } = useTranslation();
  const hotel = useHotel(useStoredHotelId());
  const [chatOpen, setChatOpen] = useState(false);
  // A 403 says why in the guest's language (chat is off at the hotel, decision 0113); the rest is "not found".
  const reason = error?.status === 403 && error.detail ? error.detail : t('chat.notFound');
  const chatAvailable = error?.status !== 403 && hotel.data?.subscription.chat_enabled === true;
  return (
    <div className="flex flex-col gap-3 p-4">
      <ErrorAlert>{reason}</ErrorAlert>
      <div className="flex flex-wrap gap-2">
        {chatAvailable ? (
          <button type="button" className={primaryButtonClass} onClick={() => setChatOpen(true)}>
            {t('chat.open')}
          </button>
        ) : null}
        <Link to="/dashboard" className={secondaryButtonClass}>
          {t('orders.backHome')}
        </Link>
      </div>
      <chatDialog.Overlay isOpen={chatOpen} onOpenChange={setChatOpen} />
    </div>
  );
}
