import { TranslationBanner } from './translation-banner.tsx';

/** Dashboard section slot: the translation-status banner, shown while the hotel's content is translated. */
export function TranslationBannerSlot() {
  return <TranslationBanner />;
}
