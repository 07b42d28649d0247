import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../platform/database/database.ts';

/**
 * Every text of a hotel's content a guest reads, exactly as staff wrote it: item, option, sub-category,
 * location and activity names and descriptions, slide captions, events and tourist information (the chat's
 * welcome is the catalogues', decision 0136). Distinct and non-blank, sorted (so the digest of an unchanged hotel
 * never changes).
 */
export async function hotelContentTexts(db: Database, hotelId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select text from (
      select name as text from sub_categories where hotel_id = ${hotelId}
      union select name from dining_items where hotel_id = ${hotelId} and not archived
      union select description from dining_items where hotel_id = ${hotelId} and not archived
      union select o.name from item_options o join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
      union select o.description from item_options o join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
      union select v.name from option_values v join item_options o on o.id = v.option_id
        join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
      union select v.description from option_values v join item_options o on o.id = v.option_id
        join dining_items i on i.id = o.dining_item_id where i.hotel_id = ${hotelId} and not i.archived
      union select name from locations where hotel_id = ${hotelId} and not archived
      union select description from locations where hotel_id = ${hotelId} and not archived
      union select name from activities where hotel_id = ${hotelId}
      union select description from activities where hotel_id = ${hotelId}
      union select o.name from activity_options o join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}
      union select o.description from activity_options o join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}
      union select v.name from activity_option_values v join activity_options o on o.id = v.option_id
        join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}
      union select v.description from activity_option_values v join activity_options o on o.id = v.option_id
        join activities a on a.id = o.activity_id where a.hotel_id = ${hotelId}
      union select caption from slides where hotel_id = ${hotelId}
      union select title from calendar_events where hotel_id = ${hotelId}
      union select description from calendar_events where hotel_id = ${hotelId}
      union select location from calendar_events where hotel_id = ${hotelId}
      union select value from tourist_info, jsonb_each_text(tourist_info.fields) where hotel_id = ${hotelId}
    ) texts`);
  const texts = new Set<string>();
  for (const { text } of rowsOf<{ text: string | null }>(result)) {
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
