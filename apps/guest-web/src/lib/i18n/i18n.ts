import type { TFunction } from 'i18next';
// Only what the login draws: the rest of English (the fallback of every other screen) comes with the shell's code.
import { common, footer, login } from '@hotel/contracts/ui-catalogues/en.json?login';
import {
  DEFAULT_LANGUAGE,
  applyDocumentLanguage,
  normaliseLanguage,
  rememberLanguageForServer,
} from './languages.ts';

/**
 * The guest app's translator (decision 0116): i18next's catalogue format and lookup rules — nested keys, plural
 * forms by `Intl.PluralRules` (`key_one`, `key_few`, `key_other`, and `key_zero` for a count of 0), `{{name}}`
 * placeholders, English as the fallback key by key — in the few lines the app uses, because i18next and its
 * React binding were 15 KB of the login's gzipped JavaScript. Keys stay typed through i18next's `TFunction`
 * (i18next.d.ts); nothing of i18next is loaded at run time.
 */

type Catalogue = { [key: string]: string | Catalogue };
type Listener = (language: string) => void;
export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [placeholder: string]: unknown;
}

// English is the fallback for every missing key: its login sections ship inside the entry bundle and the whole
// catalogue loads with the shell (`loadEnglish`), before any screen behind the login renders. Every other
// catalogue is its own small chunk, fetched only when a guest picks that language. Adding
// `packages/contracts/ui-catalogues/<code>.json` is enough.
const lazyCatalogues = import.meta.glob<Catalogue>(
  [
    '../../../../../packages/contracts/ui-catalogues/*.json',
    '!../../../../../packages/contracts/ui-catalogues/en.json',
  ],
  { import: 'default' },
);

const catalogues = new Map<string, Catalogue>([[DEFAULT_LANGUAGE, { common, footer, login }]]);
const listeners = new Set<Listener>();
const pluralRules = new Map<string, Intl.PluralRules>();
const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(catalogue: Catalogue | undefined, path: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The key's text in one language: its plural form first when there is a count, as i18next looks it up. */
function find(language: string, key: string, count: number | undefined): string | undefined {
  const catalogue = catalogues.get(language);
  if (count === undefined) return lookup(catalogue, key);
  return (
    (count === 0 ? lookup(catalogue, `${key}_zero`) : undefined) ??
    lookup(catalogue, `${key}_${pluralCategory(language, count)}`) ??
    lookup(catalogue, key)
  );
}

function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function translate(language: string, key: string, options: TranslateOptions = {}): string {
  const text =
    find(language, key, options.count) ??
    (language === DEFAULT_LANGUAGE ? undefined : find(DEFAULT_LANGUAGE, key, options.count)) ??
    options.defaultValue ??
    key;
  return interpolate(text, options);
}

/** Deep merge; with `overwrite` false a text already there stays (i18next's addResourceBundle). */
function merge(target: Catalogue, source: Catalogue, overwrite: boolean): Catalogue {
  const merged: Catalogue = { ...target };
  for (const [name, value] of Object.entries(source)) {
    const existing = merged[name];
    if (typeof value === 'object' && typeof existing === 'object')
      merged[name] = merge(existing, value, overwrite);
    else if (existing === undefined || overwrite) merged[name] = value;
  }
  return merged;
}

function boundT(language: string): TFunction {
  return ((key: string, options?: TranslateOptions) => translate(language, key, options)) as TFunction;
}

async function loadCatalogue(language: string): Promise<void> {
  if (catalogues.has(language)) return;
  const load = lazyCatalogues[`../../../../../packages/contracts/ui-catalogues/${language}.json`];
  let catalogue: Catalogue = {};
  try {
    // No catalogue for this language: English answers key by key.
    if (load) catalogue = await load();
  } catch (error) {
    // Offline, or a deploy replaced the file: English stands in now, and the next switch tries again.
    console.warn(`The ${language} catalogue did not load`, error);
    return;
  }
  catalogues.set(language, merge(catalogues.get(language) ?? {}, catalogue, false));
}

/** The one translator of the guest app; components read it through `useTranslation`. */
export const i18n = {
  language: DEFAULT_LANGUAGE as string,
  /** `t` of the current language; a component's `t` from `useTranslation` changes with the language. */
  t: boundT(DEFAULT_LANGUAGE),

  /** Loads the language's catalogue if needed, then switches; an unknown code means English. */
  async changeLanguage(language: string): Promise<TFunction> {
    const code = normaliseLanguage(language) ?? DEFAULT_LANGUAGE;
    await loadCatalogue(code);
    if (code !== i18n.language) {
      i18n.language = code;
      i18n.t = boundT(code);
      for (const listener of listeners) listener(code);
    }
    return i18n.t;
  },

  addResourceBundle(language: string, catalogue: Catalogue, { overwrite = false } = {}): void {
    catalogues.set(language, merge(catalogues.get(language) ?? {}, catalogue, overwrite));
  },

  /** Called with the new code after every switch; returns the unsubscribe. */
  onLanguageChanged(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Resolves once the stored (or default) language's catalogue is in, so the first paint is in that language. */
export async function initI18n(language: string | null): Promise<typeof i18n> {
  await i18n.changeLanguage(language ?? DEFAULT_LANGUAGE);
  applyLanguage(i18n.language);
  return i18n;
}

/** <html lang dir> for this page, and the cookie for the next one the server writes. */
function applyLanguage(code: string): void {
  applyDocumentLanguage(code);
  rememberLanguageForServer(code);
}

i18n.onLanguageChanged(applyLanguage);

let englishLoaded: Promise<void> | undefined;

/** The whole English catalogue, for the screens behind the login; the shell's lazy import waits for it. */
export function loadEnglish(): Promise<void> {
  englishLoaded ??= import('@hotel/contracts/ui-catalogues/en.json').then(
    (module) => i18n.addResourceBundle(DEFAULT_LANGUAGE, module.default as Catalogue),
    (error: unknown) => {
      // Let the next attempt (a retry after regaining signal) download it again.
      englishLoaded = undefined;
      throw error;
    },
  );
  return englishLoaded;
}
