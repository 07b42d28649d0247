import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_MESSAGES } from '@hotel/contracts/order-status';
import { LANGUAGE_CODES } from './languages.ts';
import en from '@hotel/contracts/ui-catalogues/en.json';

/**
 * Every catalogue a guest can be shown is complete against the English one: the same keys (plural keys in exactly
 * the forms the language's plural rules use), the same placeholders, nothing empty. A language without a catalogue
 * falls back to English key by key (i18n.ts); a catalogue that exists must not leave holes.
 */
type Catalogue = { [key: string]: string | Catalogue };

const catalogues = import.meta.glob<Catalogue>('../../../../../packages/contracts/ui-catalogues/*.json', {
  eager: true,
  import: 'default',
});
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();

// English's orderStatus texts are the contract's table, registered at run time (lib/order-status-text.ts).
const english = flatten({
  ...(en as Catalogue),
  orderStatus: { ...ORDER_STATUS_MESSAGES, other: 'Order status: {{status}}', missing: 'updated' },
});
const pluralBases = new Set(
  [...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
);

/** What a complete catalogue of `language` holds: each key with the English text it translates. */
function expectedKeys(language: string): Map<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!pluralBases.has(base)) expected.set(key, text);
    else
      for (const category of categories)
        expected.set(`${base}_${category}`, english.get(`${base}_other`) ?? text);
  }
  return expected;
}

/** The problems of one catalogue, empty when it is complete. */
function catalogueProblems(language: string, catalogue: Catalogue): string[] {
  const actual = flatten(catalogue);
  const expected = expectedKeys(language);
  const problems: string[] = [];
  for (const [key, source] of expected) {
    const text = actual.get(key);
    if (text === undefined) problems.push(`missing ${key}`);
    else if (!text.trim()) problems.push(`empty ${key}`);
    else {
      const wanted = placeholders(source);
      const found = placeholders(text);
      // A plural form may leave the number out ('one item', Arabic's dual); it never adds or renames one.
      const ok = pluralBases.has(key.replace(PLURAL_SUFFIX, ''))
        ? found.every((name) => wanted.includes(name))
        : found.join() === wanted.join();
      if (!ok) problems.push(`placeholders of ${key}: ${found.join()} instead of ${wanted.join()}`);
    }
  }
  for (const key of actual.keys()) if (!expected.has(key)) problems.push(`unknown key ${key}`);
  return problems;
}

const translated = Object.entries(catalogues)
  .map(([file, catalogue]) => [/\/ui-catalogues\/(.+)\.json$/.exec(file)?.[1] ?? file, catalogue] as const)
  .filter(([language]) => language !== 'en');

describe('UI catalogues', () => {
  it('are named by the codes of the language list', () => {
    expect(translated.length).toBeGreaterThan(0);
    for (const [language] of translated) expect(LANGUAGE_CODES).toContain(language);
  });

  it.each(translated)(
    '%s is complete: every key, its plural forms and its placeholders',
    (language, catalogue) => {
      expect(catalogueProblems(language, catalogue)).toEqual([]);
    },
  );

  it('catches a missing key, a renamed placeholder and a missing plural form', () => {
    const french = structuredClone(
      catalogues['../../../../../packages/contracts/ui-catalogues/fr.json'],
    ) as Catalogue;
    delete (french.common as Catalogue).reload;
    (french.dashboard as Catalogue).welcome = 'Bienvenue, {{nom}}';
    delete (french.nav as Catalogue).cart_many;
    expect(catalogueProblems('fr', french)).toEqual([
      'missing common.reload',
      'missing nav.cart_many',
      'placeholders of dashboard.welcome: nom instead of name',
    ]);
  });
});
