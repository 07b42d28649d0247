import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/database/database.ts';
import { notifications, type NotificationData, type NotificationType } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification row as `row_to_json` spells it, for statements that store one beside another change. */
export interface NotificationJson {
  id: number;
  hotel_id: number;
  stay_id: number;
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
  read_at: string | null;
  created_at: string;
}

export function notificationFromJson(row: NotificationJson): NotificationRow {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    stayId: row.stay_id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
  };
}

/** Every query names the hotel and the stay, both taken from the session. */
export interface StayScope {
  hotelId: number;
  stayId: number;
}

const ofStay = (scope: StayScope) =>
  and(eq(notifications.hotelId, scope.hotelId), eq(notifications.stayId, scope.stayId));

export interface NewNotification {
  hotelId: number;
  stayId: number;
  type: NotificationType;
  title: string;
  message: string;
  data: NotificationData;
}

export async function insertNotification(
  db: Database,
  notification: NewNotification,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(notification).returning();
  return row!;
}

/** Newest first; `sinceId` keeps only what came after it. */
export async function listNotifications(
  db: Database,
  scope: StayScope,
  options: { sinceId?: number | undefined; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(ofStay(scope), options.sinceId === undefined ? undefined : gt(notifications.id, options.sinceId)),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(db: Database, scope: StayScope): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofStay(scope), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the given notifications (all of the stay's when `ids` is undefined) read; returns how many changed. */
export async function markRead(
  db: Database,
  scope: StayScope,
  ids: number[] | undefined,
  now: Date,
): Promise<number> {
  if (ids?.length === 0) return 0;
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        ofStay(scope),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** Clear All deletes: the feed is the guest's, and nothing else reads a cleared notification. */
export async function deleteNotifications(db: Database, scope: StayScope): Promise<number> {
  const deleted = await db.delete(notifications).where(ofStay(scope)).returning({ id: notifications.id });
  return deleted.length;
}
