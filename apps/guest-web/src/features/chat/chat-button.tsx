import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ChatIcon } from '../../components/ui/icons.tsx';
import { lazyOverlay } from '../../components/ui/lazy-overlay.tsx';
import { STORAGE_KEYS, useStoredHotelId, useStoredValue } from '../../lib/storage.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { useChatStore } from './chat-store.ts';

export const chatDialog = lazyOverlay(() => import('./chat-dialog.tsx').then((module) => module.ChatDialog));

/** SPEC section 9: badges show at most 99. */
const BADGE_MAX = 99;

/**
 * The floating chat button with its unread badge, and the 'Chat with Staff' dialog it opens (SPEC section 2, Other
 * elements; its code loads on first open). Both exist only when the hotel's subscription has chat and a session
 * token exists. It floats in the screen's corner; a page's bottom bar (the menu's cart bar, `data-bottom-bar`)
 * leaves room beside it on a phone, wherever the page is scrolled, and the footer leaves room under the page's
 * end for it (footer.tsx), so nothing at the end stays covered. Higher up, it covered the cart's buttons on a
 * phone's first screen.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const token = useStoredValue(STORAGE_KEYS.sessionToken);
  const hotel = useHotel(useStoredHotelId());
  const unread = useChatStore((state) => state.unread);
  const [open, setOpen] = useState(false);
  if (!token || !hotel.data?.subscription.chat_enabled) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}
        data-chat-button
        className="fixed end-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg ring-1 ring-black/10 transition hover:brightness-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
      >
        <ChatIcon className="size-7" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -end-1 -top-1 min-w-6 rounded-full bg-danger px-1.5 text-center text-xs leading-6 font-bold text-white"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </button>
      <chatDialog.Overlay isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
