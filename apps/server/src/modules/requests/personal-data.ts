import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { serviceRequests } from './schema.ts';

/**
 * A stay's service requests as personal data (docs/privacy.md): what was asked for and when. The requests hold
 * no free text (a request is a kind and a status), so erasure leaves them as they are: they name nobody once
 * the stay's name is erased.
 */
export async function personalDataOfStay(db: Database, hotelId: number, stayId: number) {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.hotelId, hotelId), eq(serviceRequests.stayId, stayId)))
    .orderBy(asc(serviceRequests.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
  }));
}
