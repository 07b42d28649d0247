/**
 * Dashboard section slot: translation-status banner (SPEC section 4, translation status).
 * Empty until the i18n issue fills it; the dashboard already renders it in SPEC order.
 */
export function TranslationBannerSlot(): null {
  return null;
}
