import { z } from 'zod';

/** The 41 languages of SPEC section 9, with their own names and the groups the selector shows. */
export const LANGUAGE_GROUPS = {
  popular: ['en', 'th', 'zh-cn', 'ja', 'ko'],
  east_asian: ['zh-tw'],
  southeast_asian: ['km', 'my', 'vi', 'id', 'ms', 'tl'],
  south_asian: ['hi', 'bn', 'ta', 'ur'],
  european: [
    'fr',
    'de',
    'es',
    'pt',
    'it',
    'nl',
    'pl',
    'ru',
    'uk',
    'cs',
    'hu',
    'ro',
    'sk',
    'hr',
    'sr',
    'bg',
    'el',
  ],
  nordic: ['sv', 'da', 'fi', 'no'],
  middle_eastern: ['ar', 'he', 'fa', 'tr'],
} as const;

export const LANGUAGE_NAMES = {
  en: 'English',
  th: 'ไทย',
  'zh-cn': '简体中文',
  ja: '日本語',
  ko: '한국어',
  'zh-tw': '繁體中文',
  km: 'ខ្មែរ',
  my: 'မြန်မာ',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  tl: 'Tagalog',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ta: 'தமிழ்',
  ur: 'اردو',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  uk: 'Українська',
  cs: 'Čeština',
  hu: 'Magyar',
  ro: 'Română',
  sk: 'Slovenčina',
  hr: 'Hrvatski',
  sr: 'Српски',
  bg: 'Български',
  el: 'Ελληνικά',
  sv: 'Svenska',
  da: 'Dansk',
  fi: 'Suomi',
  no: 'Norsk',
  ar: 'العربية',
  he: 'עברית',
  fa: 'فارسی',
  tr: 'Türkçe',
} as const;

export type LanguageCode = keyof typeof LANGUAGE_NAMES;
export const LANGUAGE_CODES = Object.keys(LANGUAGE_NAMES) as LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const RIGHT_TO_LEFT_LANGUAGES: readonly LanguageCode[] = ['ar', 'he', 'fa', 'ur'];

export const languageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: 'Unsupported language',
});

export const setLanguageRequest = z.object({ language: languageCode });
export const setLanguageResponse = z.object({ language: languageCode });
export const languagesResponse = z.object({ languages: z.record(z.string(), z.string()) });
