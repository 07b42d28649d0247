import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealError, seal, unseal } from './seal.ts';

const key = randomBytes(32).toString('hex');
const otherKey = randomBytes(32).toString('hex');
const secret = 'sk_test_51Habc_DEF123xyz';

describe('seal / unseal', () => {
  it('round-trips, and never stores the plain text or the same bytes twice', () => {
    const first = seal(secret, key);
    const second = seal(secret, key);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain(secret);
    expect(first).not.toBe(second); // a fresh IV each time
    expect(unseal(first, key)).toBe(secret);
    expect(unseal(second, key.toUpperCase())).toBe(secret);
    expect(unseal(seal('', key), key)).toBe('');
  });

  it('detects tampering with the data, the tag or the IV', () => {
    const sealed = seal(secret, key);
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const altered of [
      [version, iv, tag, flip(data)],
      [version, iv, flip(tag), data],
      [version, flip(iv), tag, data],
    ])
      expect(() => unseal(altered.join('.'), key)).toThrow(SealError);
    expect(() => unseal(`v2.${iv}.${tag}.${data}`, key)).toThrow(/expected v1/);
    expect(() => unseal('sk_test_plain', key)).toThrow(SealError);
  });

  it('refuses a wrong key with a message naming SETTINGS_ENCRYPTION_KEY', () => {
    expect(() => unseal(seal(secret, key), otherKey)).toThrow(/SETTINGS_ENCRYPTION_KEY is not the key/);
    expect(() => seal(secret, 'short')).toThrow(/64 hex/);
  });
});
