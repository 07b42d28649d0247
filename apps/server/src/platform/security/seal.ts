import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (a hotel's own Stripe keys, decision 0154) are sealed with
 * SETTINGS_ENCRYPTION_KEY: AES-256-GCM, a fresh random 12-byte IV each time, the 16-byte tag checked on
 * opening. Text format `v1.<iv>.<tag>.<ciphertext>`, each part base64url: the version lets a later
 * algorithm or key rotation tell old values apart.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealError extends Error {
  override name = 'SealError';
}

/** The 64 hex characters of SETTINGS_ENCRYPTION_KEY as the 32-byte key. */
function keyBytes(hexKey: string): Buffer {
  if (!/^[0-9a-fA-F]{64}$/.test(hexKey)) throw new SealError('The sealing key must be 64 hex characters.');
  return Buffer.from(hexKey, 'hex');
}

export function seal(plaintext: string, hexKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(hexKey), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a sealed value; throws SealError when it is malformed, altered, or sealed with another key. */
export function unseal(sealed: string, hexKey: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION)
    throw new SealError(`Not a sealed value this server can read (expected ${VERSION}.<iv>.<tag>.<data>).`);
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
  if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES)
    throw new SealError('The sealed value is damaged (wrong IV or tag length).');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyBytes(hexKey), iv!, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError(
      'The sealed value cannot be opened: SETTINGS_ENCRYPTION_KEY is not the key it was sealed with, or the value was altered.',
    );
  }
}
