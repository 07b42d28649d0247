import { createHash } from 'node:crypto';
import type { Database } from '../../platform/database/database.ts';
import { activityTexts } from '../activities/index.ts';
import { contentTexts } from '../content/index.ts';
import { diningTexts } from '../dining/index.ts';

/**
 * Every text of a hotel's content a guest reads, exactly as staff wrote it, each module giving its own: item, option, sub-category,
 * location and activity names and descriptions, slide captions, events and tourist information (the chat's
 * welcome is the catalogues', decision 0136). Distinct and non-blank, sorted (so the digest of an unchanged hotel
 * never changes).
 */
export async function hotelContentTexts(db: Database, hotelId: number): Promise<string[]> {
  const owned = await Promise.all([
    diningTexts(db, hotelId),
    activityTexts(db, hotelId),
    contentTexts(db, hotelId),
  ]);
  const texts = new Set<string>();
  for (const text of owned.flat()) {
    if (text && text.trim()) texts.add(text);
  }
  return [...texts].sort();
}

/** What a text is stored and looked up by (texts run to thousands of characters). */
export function sourceHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

/** Changes when any of the hotel's texts changes, is added or goes. */
export function contentDigest(texts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text).update('\u0000');
  return hash.digest('base64url');
}
