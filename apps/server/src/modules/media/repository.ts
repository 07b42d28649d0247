import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { images } from './schema.ts';

/** Stores images by their content key; a key already stored is the same bytes and is left as it is. */
export async function insertImages(db: Database, rows: (typeof images.$inferInsert)[]): Promise<void> {
  await db.insert(images).values(rows).onConflictDoNothing();
}

export async function findImage(db: Database, key: string) {
  const [image] = await db
    .select({ contentType: images.contentType, bytes: images.bytes })
    .from(images)
    .where(eq(images.key, key));
  return image;
}
