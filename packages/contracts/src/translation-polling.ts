/**
 * Zod-free, for the guest app's dashboard banner (the API's shapes are in translations.ts): the Translation
 * status states of SPEC section 3 and the polling and banner constants of section 9.
 */
export const TRANSLATION_STATUSES = ['none', 'idle', 'active', 'complete', 'error'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

/** SPEC section 9. */
export const TRANSLATION_POLLING = {
  intervalAfterSuccessMs: 1000,
  intervalAfterFailureMs: 2000,
  maxAttempts: 120,
  progressCapBeforeComplete: 99.9,
  hideAfterCompleteMs: 1500,
  hideAfterErrorMs: 3000,
} as const;
