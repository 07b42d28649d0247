import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';

/** The language calls of SPEC section 7; the list itself is in languages.ts. */
export const languageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: 'Unsupported language',
});

export const setLanguageRequest = z.object({ language: languageCode });
export const setLanguageResponse = z.object({ language: languageCode });
export const languagesResponse = z.object({
  /** SPEC: code → name. */
  languages: z.record(z.string(), z.string()),
  /** The groups the selector shows, in order. */
  groups: z.array(z.object({ id: z.string(), languages: z.array(z.string()) })),
});
