import fs from 'node:fs';
import { createRequire } from 'node:module';
import { LANGUAGE_CODES, DEFAULT_LANGUAGE } from '@hotel/contracts/languages';

/**
 * The guest app's UI catalogues (packages/contracts/ui-catalogues/<code>.json), read by the server to word
 * what it says to a guest in the guest's language: the same file, the same keys, the same `{{name}}`
 * placeholders and i18next plural suffixes (`_one`, `_other`, … chosen by Intl.PluralRules when `count` is
 * given). A key missing in a language falls back to English; missing in English too, to undefined, so the
 * caller keeps its own text.
 */

export type Catalogue = Record<string, unknown>;
export type TextParams = Record<string, string | number>;

const require = createRequire(import.meta.url);
const KNOWN: ReadonlySet<string> = new Set(LANGUAGE_CODES);
const catalogues = new Map<string, Catalogue | null>();

/** The catalogue of a supported language, read once; null when the language has none yet. */
export function uiCatalogue(language: string): Catalogue | null {
  const code = language.toLowerCase();
  if (!KNOWN.has(code)) return null;
  let catalogue = catalogues.get(code);
  if (catalogue === undefined) {
    try {
      const file = require.resolve(`@hotel/contracts/ui-catalogues/${code}.json`);
      catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
    } catch {
      catalogue = null;
    }
    catalogues.set(code, catalogue);
  }
  return catalogue;
}

function lookup(catalogue: Catalogue | null, key: string, language: string, count: unknown) {
  const path = key.split('.');
  const last = path.pop()!;
  let section: unknown = catalogue;
  for (const part of path) section = (section as Catalogue | undefined)?.[part];
  if (!section || typeof section !== 'object') return undefined;
  const entries = section as Catalogue;
  const candidates =
    typeof count === 'number'
      ? [`${last}_${new Intl.PluralRules(language).select(count)}`, `${last}_other`, last]
      : [last];
  for (const candidate of candidates)
    if (typeof entries[candidate] === 'string') return entries[candidate] as string;
  return undefined;
}

/** The English text of a key the server words its own messages by; a missing one fails at start-up. */
export function englishText(key: string): string {
  const text = uiText(DEFAULT_LANGUAGE, key);
  if (text === undefined) throw new Error(`The English catalogue has no ${key}`);
  return text;
}

/**
 * The catalogue's `serverErrors.<textKey>` in the reader's language (English when it lacks it, `english` when
 * there is no language or no such key): the fixed texts a guest may read, found by their key.
 */
export function localisedServerError(
  textKey: string,
  english: string,
  language: string | null | undefined,
): string {
  if (!language || language === DEFAULT_LANGUAGE) return english;
  return uiText(language, `serverErrors.${textKey}`) ?? english;
}

/** The first supported language of an Accept-Language header ('th-TH,th;q=0.9' → 'th', 'zh-CN' → 'zh-cn'). */
export function preferredLanguage(header: string | undefined): string | null {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().replace('_', '-');
    if (KNOWN.has(tag)) return tag;
    const primary = tag.split('-')[0]!;
    if (KNOWN.has(primary)) return primary;
  }
  return null;
}

/** `key` worded in `language` (English when that language lacks it), or undefined when English lacks it too. */
export function uiText(language: string, key: string, params: TextParams = {}): string | undefined {
  for (const code of [language.toLowerCase(), DEFAULT_LANGUAGE]) {
    const template = lookup(uiCatalogue(code), key, code, params.count);
    if (template !== undefined)
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
        name in params ? String(params[name]) : placeholder,
      );
  }
  return undefined;
}
