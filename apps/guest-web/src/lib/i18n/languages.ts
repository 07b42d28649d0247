/** The 41 languages of SPEC section 9, grouped as the language selector shows them, with native names. */
export const LANGUAGE_GROUPS = [
  {
    id: 'popular',
    languages: [
      { code: 'en', nativeName: 'English' },
      { code: 'th', nativeName: 'ไทย' },
      { code: 'zh-cn', nativeName: '简体中文' },
      { code: 'ja', nativeName: '日本語' },
      { code: 'ko', nativeName: '한국어' },
    ],
  },
  {
    id: 'eastAsian',
    languages: [{ code: 'zh-tw', nativeName: '繁體中文' }],
  },
  {
    id: 'southAsian',
    languages: [
      { code: 'hi', nativeName: 'हिन्दी' },
      { code: 'bn', nativeName: 'বাংলা' },
      { code: 'ta', nativeName: 'தமிழ்' },
      { code: 'ur', nativeName: 'اردو' },
    ],
  },
  {
    id: 'southeastAsian',
    languages: [
      { code: 'km', nativeName: 'ភាសាខ្មែរ' },
      { code: 'my', nativeName: 'မြန်မာဘာသာ' },
      { code: 'vi', nativeName: 'Tiếng Việt' },
      { code: 'id', nativeName: 'Bahasa Indonesia' },
      { code: 'ms', nativeName: 'Bahasa Melayu' },
      { code: 'tl', nativeName: 'Tagalog' },
    ],
  },
  {
    id: 'european',
    languages: [
      { code: 'fr', nativeName: 'Français' },
      { code: 'de', nativeName: 'Deutsch' },
      { code: 'es', nativeName: 'Español' },
      { code: 'pt', nativeName: 'Português' },
      { code: 'it', nativeName: 'Italiano' },
      { code: 'nl', nativeName: 'Nederlands' },
      { code: 'pl', nativeName: 'Polski' },
      { code: 'ru', nativeName: 'Русский' },
      { code: 'uk', nativeName: 'Українська' },
      { code: 'cs', nativeName: 'Čeština' },
      { code: 'hu', nativeName: 'Magyar' },
      { code: 'ro', nativeName: 'Română' },
      { code: 'sk', nativeName: 'Slovenčina' },
      { code: 'hr', nativeName: 'Hrvatski' },
      { code: 'sr', nativeName: 'Српски' },
      { code: 'bg', nativeName: 'Български' },
      { code: 'el', nativeName: 'Ελληνικά' },
    ],
  },
  {
    id: 'nordic',
    languages: [
      { code: 'sv', nativeName: 'Svenska' },
      { code: 'da', nativeName: 'Dansk' },
      { code: 'fi', nativeName: 'Suomi' },
      { code: 'no', nativeName: 'Norsk' },
    ],
  },
  {
    id: 'middleEastern',
    languages: [
      { code: 'ar', nativeName: 'العربية' },
      { code: 'he', nativeName: 'עברית' },
      { code: 'fa', nativeName: 'فارسی' },
      { code: 'tr', nativeName: 'Türkçe' },
    ],
  },
] as const;

export type LanguageGroupId = (typeof LANGUAGE_GROUPS)[number]['id'];
export type LanguageCode = (typeof LANGUAGE_GROUPS)[number]['languages'][number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGE_GROUPS.flatMap((group) =>
  group.languages.map((language) => language.code),
);

/** SPEC section 9: default language is en. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The server and older links may say 'zh-CN' or 'ZH_tw'; the catalogue codes are lower case with a dash. */
export function normaliseLanguage(value: string | null | undefined): LanguageCode | null {
  const candidate = value?.trim().toLowerCase().replace('_', '-');
  return isLanguageCode(candidate) ? candidate : null;
}

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

export function textDirection(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** <html lang> and dir follow the chosen language so screen readers and layout switch with it. */
export function applyDocumentLanguage(language: string, root = document.documentElement): void {
  root.lang = language;
  root.dir = textDirection(language);
}
