import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGE_GROUPS, LANGUAGE_NAMES } from './languages.ts';
import { languageCode } from './languages-api.ts';

describe('languages', () => {
  it('has the 41 languages of the spec, each in exactly one group', () => {
    expect(LANGUAGE_CODES).toHaveLength(41);
    const grouped = LANGUAGE_GROUPS.flatMap((group) => group.languages);
    expect(grouped).toHaveLength(41);
    expect(new Set(grouped)).toEqual(new Set(LANGUAGE_CODES));
  });

  it('groups them in the order SPEC section 9 names the groups, each language with its own name', () => {
    expect(LANGUAGE_GROUPS.map((group) => group.id)).toEqual([
      'popular',
      'eastAsian',
      'southAsian',
      'southeastAsian',
      'european',
      'nordic',
      'middleEastern',
    ]);
    for (const code of LANGUAGE_CODES) expect(LANGUAGE_NAMES[code].trim()).not.toBe('');
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('accepts a known code and refuses others', () => {
    expect(languageCode.safeParse('zh-cn').success).toBe(true);
    expect(languageCode.safeParse('klingon').success).toBe(false);
  });
});
