import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGE_GROUPS, languageCode } from './languages.ts';

describe('languages', () => {
  it('has the 41 languages of the spec, each in exactly one group', () => {
    expect(LANGUAGE_CODES).toHaveLength(41);
    const grouped = Object.values(LANGUAGE_GROUPS).flat();
    expect(grouped).toHaveLength(41);
    expect(new Set(grouped)).toEqual(new Set(LANGUAGE_CODES));
  });

  it('accepts a known code and refuses others', () => {
    expect(languageCode.safeParse('zh-cn').success).toBe(true);
    expect(languageCode.safeParse('klingon').success).toBe(false);
  });
});
