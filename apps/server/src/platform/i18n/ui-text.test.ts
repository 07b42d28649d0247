import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@hotel/contracts/languages';
import { localisedServerError, preferredLanguage, uiCatalogue, uiText } from './ui-text.ts';

describe('uiText: the guest catalogues on the server', () => {
  it('words a key in the language, with its placeholders filled', () => {
    expect(uiText('fr', 'notices.paymentReceived', { amount: '12,50 €' })).toBe(
      'Nous avons bien reçu votre paiement de 12,50 €. Merci.',
    );
  });

  it('has a catalogue for every language of the list, falls back to English otherwise, and to undefined for an unknown key', () => {
    for (const code of LANGUAGE_CODES) expect(uiCatalogue(code), code).not.toBeNull();
    expect(uiText('km', 'notices.paymentTitle')).toBe('បានទទួលការបង់ប្រាក់');
    expect(uiCatalogue('xx')).toBeNull();
    expect(uiText('xx', 'notices.paymentTitle')).toBe('Payment received');
    expect(uiText('fr', 'notices.noSuchKey')).toBeUndefined();
  });

  it("chooses the plural form by the language's rules when a count is given", () => {
    const placesLeft = (count: number) => uiText('pl', 'activities.dialog.placesLeft', { count });
    expect([placesLeft(1), placesLeft(3), placesLeft(5)]).toEqual([
      'Zostało 1 miejsce',
      'Zostały 3 miejsca',
      'Zostało 5 miejsc',
    ]);
  });

  it('never reads a file outside the catalogues', () => {
    expect(uiCatalogue('../package')).toBeNull();
    expect(uiText('../../package', 'name')).toBeUndefined();
  });
});

describe("error details in the reader's language", () => {
  it('words the fixed texts of the catalogue by their key, and keeps the English of a key it lacks', () => {
    expect(localisedServerError('cartEmpty', 'Your cart is empty', 'ar')).toBe('سلة التسوق فارغة');
    expect(localisedServerError('cartEmpty', 'Your cart is empty', 'km')).toBe('កន្ត្រករបស់អ្នកទទេ');
    expect(localisedServerError('cartEmpty', 'Your cart is empty', 'xx')).toBe('Your cart is empty');
    expect(localisedServerError('noSuchKey', 'Pad Thai is not available right now.', 'ar')).toBe(
      'Pad Thai is not available right now.',
    );
    expect(localisedServerError('cartEmpty', 'Your cart is empty', null)).toBe('Your cart is empty');
  });

  it('reads the first supported language of an Accept-Language header', () => {
    expect(preferredLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(preferredLanguage('zh-CN')).toBe('zh-cn');
    expect(preferredLanguage('xx, fr;q=0.5')).toBe('fr');
    expect(preferredLanguage(undefined)).toBeNull();
  });
});
