/**
 * Zod-free, so the guest app's first load carries no schema library (the API's shapes are in
 * languages-api.ts). The 41 languages of SPEC section 9 — the one list: codes, the groups the selector shows in the spec's
 * order (ids are UI catalogue keys, footer.languageGroups.*), native names and the right-to-left set.
 */
export const LANGUAGE_GROUPS = [
  { id: 'popular', languages: ['en', 'th', 'zh-cn', 'ja', 'ko'] },
  { id: 'eastAsian', languages: ['zh-tw'] },
  { id: 'southAsian', languages: ['hi', 'bn', 'ta', 'ur'] },
  { id: 'southeastAsian', languages: ['km', 'my', 'vi', 'id', 'ms', 'tl'] },
  {
    id: 'european',
    languages: [
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
  },
  { id: 'nordic', languages: ['sv', 'da', 'fi', 'no'] },
  { id: 'middleEastern', languages: ['ar', 'he', 'fa', 'tr'] },
] as const;
export type LanguageGroupId = (typeof LANGUAGE_GROUPS)[number]['id'];

export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
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
};

export type LanguageCode = (typeof LANGUAGE_GROUPS)[number]['languages'][number];
/** In the selector's order. */
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGE_GROUPS.flatMap((group) => group.languages);
/** SPEC section 9: default language is en. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** Written right to left: Arabic, Hebrew, Persian and Urdu. */
export const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set<LanguageCode>(['ar', 'he', 'fa', 'ur']);
