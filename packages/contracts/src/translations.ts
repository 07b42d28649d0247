import { z } from 'zod';
import { recordId, userText } from './common.ts';
import { languageCode } from './languages-api.ts';
import { TRANSLATION_STATUSES } from './translation-polling.ts';

/*
 * Translations (SPEC section 3: the Translations entity and the Translation status states; section 7: the
 * translation calls; section 9: the polling and banner constants).
 *
 * `ui` is the guest app's catalogue for the language (packages/contracts/ui-catalogues/<code>.json).
 * `content` maps each text of the hotel's content, exactly as staff wrote it (the source text), to its
 * translation in the language: a client shows `content[text] ?? text`. Texts not translated yet, and every
 * text when no provider is configured, are simply absent: the guest reads the source text, never a fake one.
 */

export { TRANSLATION_POLLING, TRANSLATION_STATUSES, type TranslationStatus } from './translation-polling.ts';
export const translationStatus = z.enum(TRANSLATION_STATUSES);

export const translationsQuery = z.object({
  language_code: languageCode.optional(),
  /** 'true' starts a new pass over the hotel's content even if nothing changed since the last one. */
  force: z.enum(['true', 'false']).optional(),
  /** Sent by the guest app (SPEC section 7). */
  hotel_id: z.string().max(64).optional(),
});

export const translationsResponse = z.object({
  ui: z.record(z.string(), z.unknown()),
  content: z.record(z.string(), z.string()),
  language: languageCode,
  translation_status: translationStatus,
  /** 0..100 */
  translation_progress: z.number().min(0).max(100),
});
export type TranslationsResponse = z.infer<typeof translationsResponse>;

export const translationStatusQuery = translationsQuery.pick({ language_code: true, hotel_id: true });

export const translationStatusResponse = z.object({
  status: translationStatus,
  progress: z.number().min(0).max(100),
  language: languageCode,
});
export type TranslationStatusResponse = z.infer<typeof translationStatusResponse>;

/** A guest reports a translation that reads wrong; it reaches the staff console. */
export const translationReportRequest = z.object({
  language: languageCode,
  source_text: userText('The reported text', { max: 4000 }),
  shown_text: userText('The text shown', { max: 4000, required: false }),
  note: userText('Your note', { max: 500, required: false }).optional(),
});
export const translationReportResponse = z.object({ id: z.number() });

/**
 * POST /toggle-language/: switches the guest's session between the hotel's own language (the one its
 * content is written in, English) and the last other language the guest chose, and answers the language now
 * in force. Used to read everything as the hotel wrote it, then go back, without the selector.
 */
export const toggleLanguageResponse = z.object({
  language: languageCode,
  /** The one a second toggle goes back to. */
  other_language: languageCode,
});

export const TRANSLATION_PROVIDERS = ['none', 'libretranslate', 'deepl', 'openai'] as const;

/** The staff console's translations screen: each language's job, open reports and the hotel's corrections. */
export const staffTranslationReport = z.object({
  id: z.number(),
  language: languageCode,
  source_text: z.string(),
  shown_text: z.string(),
  note: z.string(),
  room_number: z.string().nullable(),
  created_at: z.string(),
});
export type StaffTranslationReport = z.infer<typeof staffTranslationReport>;

export const staffTranslationCorrection = z.object({
  language: languageCode,
  source_text: z.string(),
  text: z.string(),
  updated_at: z.string(),
});
export type StaffTranslationCorrection = z.infer<typeof staffTranslationCorrection>;

export const staffTranslationsResponse = z.object({
  provider: z.enum(TRANSLATION_PROVIDERS),
  /** The language the hotel writes its content in. */
  source_language: languageCode,
  jobs: z.array(
    z.object({
      language: languageCode,
      status: translationStatus,
      progress: z.number().min(0).max(100),
      error: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  reports: z.array(staffTranslationReport),
  corrections: z.array(staffTranslationCorrection),
});
export type StaffTranslationsResponse = z.infer<typeof staffTranslationsResponse>;

/** A manager's own wording for one text in one language: the machine never overwrites it. */
export const translationCorrectionRequest = z.object({
  language: languageCode,
  source_text: userText('The original text', { max: 4000 }),
  text: userText('The corrected text', { max: 4000 }),
  /** The report this answers, marked resolved with it. */
  report_id: recordId.optional(),
});
