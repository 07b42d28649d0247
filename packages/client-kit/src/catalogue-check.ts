/**
 * What makes a translated UI catalogue complete against the English one (both apps' catalogue tests use it):
 * the same keys — plural keys in exactly the forms the language's plural rules use — the same placeholders,
 * nothing empty. Catalogues are i18next's format: nested keys, `key_one` / `key_few` / `key_other` plural forms,
 * `{{name}}` placeholders.
 */
export type Catalogue = { [key: string]: string | Catalogue };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flattenCatalogue(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();

/** The problems of `catalogue` (in `language`) against the flattened English one; empty when complete. */
export function catalogueProblems(
  language: string,
  catalogue: Catalogue,
  english: ReadonlyMap<string, string>,
): string[] {
  const pluralBases = new Set(
    [...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of english) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!pluralBases.has(base)) expected.set(key, text);
    else
      for (const category of categories)
        expected.set(`${base}_${category}`, english.get(`${base}_other`) ?? text);
  }
  const actual = flattenCatalogue(catalogue);
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
