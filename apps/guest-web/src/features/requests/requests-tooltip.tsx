import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { STORAGE_KEYS, readStorage, useStoredHotelId, writeStorage } from '../../lib/storage.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { offersRequestsHint } from './booking-requests.ts';

/** SPEC section 9: the requests tooltip appears after 1.5 s, once only. */
export const REQUESTS_TOOLTIP_DELAY_MS = 1500;
/** Long enough to read twice; it can also be dismissed. */
const VISIBLE_MS = 12_000;

/** The hint names only what the hotel takes: cleaning, towels, or both (SPEC section 6). */
export function requestsHintVariant(hotel: HotelResponse | undefined): 'both' | 'cleaning' | 'towels' {
  const cleaning = hotel?.guests_can_request_cleaning === true;
  const towels = hotel?.guests_can_request_towels === true;
  if (cleaning && towels) return 'both';
  return cleaning ? 'cleaning' : 'towels';
}

/**
 * The one-time hint about guest requests (SPEC section 2, other elements): shown once per device
 * (hasSeenRequestsTooltip), and only when the hotel takes cleaning or towel requests (SPEC section 6), naming only
 * those it takes. It points at the request buttons on a wide screen; on a phone, where they are in the menu, it
 * sits at the bottom of the screen so it never covers the dashboard's welcome right under the bar.
 */
export function RequestsTooltip() {
  const { t } = useTranslation();
  const { data: hotel } = useHotel(useStoredHotelId());
  const offered = offersRequestsHint(hotel);
  const variant = requestsHintVariant(hotel);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!offered || readStorage(STORAGE_KEYS.hasSeenRequestsTooltip) === 'true') return;
    const timer = window.setTimeout(() => {
      writeStorage(STORAGE_KEYS.hasSeenRequestsTooltip, 'true');
      setVisible(true);
    }, REQUESTS_TOOLTIP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offered]);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    // On a phone, beside the floating chat button rather than under it (chat-button.tsx), and above a page's
    // bottom bar (the menu's cart bar) rather than over it.
    <div
      role="status"
      data-variant={variant}
      className="fixed inset-x-3 bottom-4 z-30 rounded-xl max-lg:[body:has([data-chat-button])_&]:end-20 max-lg:[body:has([data-bottom-bar])_&]:bottom-24 bg-gray-900 p-3 pe-1 text-sm text-white shadow-xl ring-1 ring-white/10 data-[open]:animate-[fade-in_200ms_ease-out] lg:absolute lg:inset-x-auto lg:end-4 lg:top-full lg:bottom-auto lg:mt-2 lg:w-[18rem] dark:bg-gray-100 dark:text-gray-900"
      data-open
    >
      <span
        aria-hidden="true"
        className="absolute -top-1.5 end-[9.5rem] hidden size-3 rotate-45 bg-gray-900 lg:block dark:bg-gray-100"
      />
      <div className="flex items-start gap-1">
        <p className="flex-1 py-1 leading-snug">
          <span className="lg:hidden">{t(`requests.tooltip.menu.${variant}`)}</span>
          <span className="hidden lg:inline">{t(`requests.tooltip.bar.${variant}`)}</span>
        </p>
        <button
          type="button"
          onClick={() => setVisible(false)}
          aria-label={t('requests.tooltip.dismiss')}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15 dark:hover:bg-black/10"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
