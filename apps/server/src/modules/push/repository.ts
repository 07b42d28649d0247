import { and, arrayContains, asc, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { StaffPushTopic } from '@hotel/contracts/push';
import type { Database } from '../../platform/database/database.ts';
import { pushSubscriptions } from './schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** What sending needs of a row: where to, and the device's keys. */
export type PushTarget = Pick<PushSubscriptionRow, 'id' | 'endpoint' | 'p256dh' | 'auth'>;

const targetColumns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

type Owner =
  | { hotelId: number; stayId: number; guestSessionId: number; staffMemberId?: never; topics?: never }
  | {
      hotelId: number;
      staffMemberId: number;
      topics: StaffPushTopic[];
      stayId?: never;
      guestSessionId?: never;
    };

/**
 * One row per endpoint: a device that subscribes again, for another stay or another member, takes its row over
 * (new owner, new keys, nothing delivered yet), so a phone handed to the next guest never gets the last one's news.
 */
export async function upsertSubscription(
  db: Database,
  owner: Owner,
  device: { endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<void> {
  const values = {
    hotelId: owner.hotelId,
    stayId: owner.stayId ?? null,
    guestSessionId: owner.guestSessionId ?? null,
    staffMemberId: owner.staffMemberId ?? null,
    topics: owner.topics ?? [],
    p256dh: device.p256dh,
    auth: device.auth,
    createdAt: now,
    lastDeliveredAt: null,
  };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: device.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/**
 * Keeps an owner's newest `keep` devices and deletes the rest, so one session cannot fill the table (and make the
 * server POST to) endless made-up endpoints; a family's phones and a member's tablets fit well within it.
 */
export async function keepNewestDevices(
  db: Database,
  owner: { stayId: number } | { staffMemberId: number },
  keep: number,
): Promise<void> {
  const ofOwner: SQL =
    'stayId' in owner
      ? eq(pushSubscriptions.stayId, owner.stayId)
      : eq(pushSubscriptions.staffMemberId, owner.staffMemberId);
  const older = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(ofOwner)
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .offset(keep);
  if (older.length > 0)
    await db.delete(pushSubscriptions).where(
      inArray(
        pushSubscriptions.id,
        older.map((row) => row.id),
      ),
    );
}

/** A guest's device, only if it is this stay's. Returns how many rows went (0 or 1). */
export async function deleteStayEndpoint(db: Database, stayId: number, endpoint: string): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.stayId, stayId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** A staff device, only if it is this member's. */
export async function deleteMemberEndpoint(
  db: Database,
  staffMemberId: number,
  endpoint: string,
): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.staffMemberId, staffMemberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/**
 * Every device of a stay (check-out, erasure), or only the one a guest session subscribed (its sign-out). Returns
 * how many rows went.
 */
export async function deleteStaySubscriptions(
  db: Database,
  hotelId: number,
  stayId: number,
  guestSessionId?: number,
): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.hotelId, hotelId),
        eq(pushSubscriptions.stayId, stayId),
        guestSessionId === undefined ? undefined : eq(pushSubscriptions.guestSessionId, guestSessionId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

/** A row the push service no longer knows (404/410). */
export async function deleteSubscription(db: Database, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markDelivered(db: Database, id: number, now: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastDeliveredAt: now }).where(eq(pushSubscriptions.id, id));
}

export async function findMemberSubscription(
  db: Database,
  staffMemberId: number,
  endpoint: string,
): Promise<Pick<PushSubscriptionRow, 'topics'> | undefined> {
  const [row] = await db
    .select({ topics: pushSubscriptions.topics })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.staffMemberId, staffMemberId), eq(pushSubscriptions.endpoint, endpoint)))
    .limit(1);
  return row;
}

export async function stayTargets(db: Database, hotelId: number, stayId: number): Promise<PushTarget[]> {
  return db
    .select(targetColumns)
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.hotelId, hotelId), eq(pushSubscriptions.stayId, stayId)));
}

/** The hotel's staff devices that asked for a topic, with their member (who may or may not hear it now). */
export async function staffTargets(
  db: Database,
  hotelId: number,
  topic: StaffPushTopic,
): Promise<(PushTarget & { staffMemberId: number })[]> {
  const rows = await db
    .select({ ...targetColumns, staffMemberId: pushSubscriptions.staffMemberId })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.hotelId, hotelId),
        isNotNull(pushSubscriptions.staffMemberId),
        arrayContains(pushSubscriptions.topics, [topic]),
      ),
    );
  return rows.map((row) => ({ ...row, staffMemberId: row.staffMemberId! }));
}

/** A stay's devices as personal data: when each subscribed and was last reached (never the endpoint or keys). */
export async function stayDevices(db: Database, hotelId: number, stayId: number) {
  return db
    .select({ createdAt: pushSubscriptions.createdAt, lastDeliveredAt: pushSubscriptions.lastDeliveredAt })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.hotelId, hotelId), eq(pushSubscriptions.stayId, stayId)))
    .orderBy(asc(pushSubscriptions.id));
}
