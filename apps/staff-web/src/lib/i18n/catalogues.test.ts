import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@hotel/contracts/languages';
import { type Catalogue, catalogueProblems, flattenCatalogue } from '@hotel/client-kit/catalogue-check';
import en from './locales/en.json';

/**
 * The console speaks the guest app's 41 languages (issue 36): every one has a catalogue here, complete against
 * English (client-kit's catalogue-check: keys, plural forms by the language's rules, placeholders).
 */
const catalogues = import.meta.glob<Catalogue>('./locales/*.json', { eager: true, import: 'default' });
const english = flattenCatalogue(en as Catalogue);
const translated = Object.entries(catalogues)
  .map(([file, catalogue]) => [/\/locales\/(.+)\.json$/.exec(file)?.[1] ?? file, catalogue] as const)
  .filter(([language]) => language !== 'en');

describe('console catalogues', () => {
  it('exist for every language of the list, and only for those', () => {
    expect(translated.map(([language]) => language).sort()).toEqual(
      LANGUAGE_CODES.filter((code) => code !== 'en').sort(),
    );
  });

  it.each(translated)(
    '%s is complete: every key, its plural forms and its placeholders',
    (language, catalogue) => {
      expect(catalogueProblems(language, catalogue, english)).toEqual([]);
    },
  );
});
