import type { FastifyBaseLogger } from 'fastify';
import {
  NOTIFICATION_LIST_LIMIT,
  TOAST_VARIANTS,
  type NotificationCountsResponse,
  type NotificationItem,
  type NotificationListResponse,
  type NotificationMessage,
} from '@hotel/contracts/live';
import { notificationTarget } from '@hotel/contracts/notification-target';
import type { PushPayload } from '@hotel/contracts/push';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { publishLive } from '../../platform/live/publish.ts';
import { pushToStay } from '../push/index.ts';
import {
  countUnread,
  deleteNotifications,
  insertNotification,
  listNotifications,
  markRead,
  type NotificationRow,
  type StayScope,
} from './repository.ts';
import type { NoticeWording, NotificationData, NotificationType } from './schema.ts';
import { englishOf, stayLanguage, wordNotification } from './wording.ts';

interface NoticeBase {
  hotelId: number;
  stayId: number;
  type: NotificationType;
  /**
   * What the panel navigates by and shows: booking_id, activity_booking_id, order_id, conversation_id
   * (numbers); status, sender_type, sender_name, reason, variant (text). Other keys are stored but not sent.
   */
  data?: NotificationData;
}

/**
 * A notice for a guest: worded by catalogue keys when read, in the reader's language (its English text is
 * stored beside them), or a fixed text. SPEC's title and message defaults are only the guest app's fallback.
 */
export type GuestNotice = NoticeBase &
  (
    | { wording: NoticeWording; title?: never; message?: never }
    | { title: string; message: string; wording?: never }
  );

const ID_FIELDS = ['booking_id', 'activity_booking_id', 'order_id', 'conversation_id'] as const;
const TEXT_FIELDS = ['status', 'sender_type', 'sender_name', 'reason'] as const;
const VARIANTS: ReadonlySet<string> = new Set(TOAST_VARIANTS);

/**
 * A stored notification as the contract shapes it, worded in `language`. The data column is free-form
 * (each producer writes its own ids), so fields are picked and typed here: a producer's slip cannot break
 * the whole list.
 */
export function toNotificationItem(row: NotificationRow, language: string): NotificationItem {
  const item: NotificationItem = {
    id: row.id,
    notification_type: row.type,
    ...wordNotification(row, language),
    timestamp: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
  const data = row.data;
  for (const field of ID_FIELDS) {
    const value = Number(data[field] ?? Number.NaN);
    if (Number.isSafeInteger(value)) item[field] = value;
  }
  for (const field of TEXT_FIELDS) {
    const value = data[field];
    if (typeof value === 'string' || typeof value === 'number') item[field] = String(value);
  }
  if (typeof data.variant === 'string' && VARIANTS.has(data.variant))
    item.variant = data.variant as NotificationItem['variant'];
  return item;
}

/** The socket message a stored notification becomes (SPEC section 7, notification channel). */
export function toNotificationMessage(row: NotificationRow, language: string): NotificationMessage {
  return { type: 'notification', ...toNotificationItem(row, language) };
}

/**
 * Stores a notification for the guest's stay, then pushes it live. Storing comes first so a phone that
 * is asleep or reconnecting fetches it over HTTP (GET /api/notifications/?since_id=); the push is best
 * effort.
 *
 * Pass the transaction as `db` when the cause is written in one, so the notice commits with it; then
 * call `publishNotification` after the commit.
 */
export async function storeNotification(db: Database, notice: GuestNotice): Promise<NotificationRow> {
  const { hotelId, stayId, type, data } = notice;
  const text = notice.wording ? englishOf(notice.wording) : { title: notice.title, message: notice.message };
  const stored = { ...data, ...(notice.wording && { wording: notice.wording }) };
  return insertNotification(db, { hotelId, stayId, type, ...text, data: stored });
}

/**
 * A notification as a Web Push message: the panel's wording, the screen a tap in the panel opens (else the
 * dashboard), and a tag per record, so a newer notice about the same order replaces the older on the lock screen.
 */
export function toPushPayload(item: NotificationItem): PushPayload {
  const target = notificationTarget({ ...item, type: item.notification_type });
  // By the record the screen shows (a request's notice names the stay as booking_id: not an activity booking).
  const record =
    item.notification_type === 'order_update' && item.order_id !== undefined
      ? `order-${item.order_id}`
      : item.notification_type === 'booking_update' && item.booking_id !== undefined
        ? `booking-${item.booking_id}`
        : item.notification_type === 'chat' && item.conversation_id !== undefined
          ? `chat-${item.conversation_id}`
          : `notification-${item.id}`;
  return { title: item.title, body: item.message, url: target ?? '/dashboard', tag: record };
}

/**
 * Pushes a stored notification worded in the stay's current language, to the stay's open sockets (every
 * instance, through the bus) and as Web Push to its subscribed phones (sent from this instance, off the
 * caller's time; decision 0156), and returns it as pushed. Never rejects: a bus failure is logged (when `log`
 * is given), the notification is already stored.
 */
export async function publishNotification(
  ctx: Pick<AppContext, 'bus' | 'db'>,
  row: NotificationRow,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  /** The stay's language when the caller's statement already read it: saves the read. */
  language?: string,
): Promise<NotificationItem> {
  const { type: _type, ...payload } = toNotificationMessage(
    row,
    language ?? (await stayLanguage(ctx.db, row.stayId)),
  );
  await publishLive(ctx, { type: 'notification', hotelId: row.hotelId, stayId: row.stayId, payload }, log);
  pushToStay(ctx, { hotelId: row.hotelId, stayId: row.stayId }, toPushPayload(payload));
  return payload;
}

export async function notifyGuest(
  ctx: Pick<AppContext, 'bus' | 'db'>,
  notice: GuestNotice,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<NotificationRow> {
  const row = await storeNotification(ctx.db, notice);
  await publishNotification(ctx, row, log);
  return row;
}

export async function listGuestNotifications(
  db: Database,
  scope: StayScope & { language: string },
  sinceId: number | undefined,
): Promise<NotificationListResponse> {
  const [rows, unread] = await Promise.all([
    listNotifications(db, scope, { sinceId, limit: NOTIFICATION_LIST_LIMIT + 1 }),
    countUnread(db, scope),
  ]);
  return {
    notifications: rows
      .slice(0, NOTIFICATION_LIST_LIMIT)
      .map((row) => toNotificationItem(row, scope.language)),
    unread_count: unread,
    has_more: rows.length > NOTIFICATION_LIST_LIMIT,
  };
}

export async function markGuestNotificationsRead(
  ctx: Pick<AppContext, 'db' | 'now'>,
  scope: StayScope,
  ids: number[] | undefined,
): Promise<NotificationCountsResponse> {
  const changed = await markRead(ctx.db, scope, ids, ctx.now());
  return { changed, unread_count: await countUnread(ctx.db, scope) };
}

export async function clearGuestNotifications(
  db: Database,
  scope: StayScope,
): Promise<NotificationCountsResponse> {
  const changed = await deleteNotifications(db, scope);
  return { changed, unread_count: 0 };
}
