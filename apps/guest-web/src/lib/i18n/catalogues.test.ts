import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_MESSAGES } from '@hotel/contracts/order-status';
import { LANGUAGE_CODES } from './languages.ts';
import en from '@hotel/contracts/ui-catalogues/en.json';
import {
  type Catalogue,
  catalogueProblems as problemsAgainstEnglish,
  flattenCatalogue,
} from '@hotel/client-kit/catalogue-check';

/**
 * Every catalogue a guest can be shown is complete against the English one (client-kit's catalogue-check). A language without a catalogue
 * falls back to English key by key (i18n.ts); a catalogue that exists must not leave holes.
 */
const catalogues = import.meta.glob<Catalogue>('../../../../../packages/contracts/ui-catalogues/*.json', {
  eager: true,
  import: 'default',
});

// English's orderStatus texts are the contract's table, registered at run time (lib/order-status-text.ts).
const english = flattenCatalogue({
  ...(en as Catalogue),
  orderStatus: { ...ORDER_STATUS_MESSAGES, other: 'Order status: {{status}}', missing: 'updated' },
});
const catalogueProblems = (language: string, catalogue: Catalogue) =>
  problemsAgainstEnglish(language, catalogue, english);

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
