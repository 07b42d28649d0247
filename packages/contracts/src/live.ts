import { z } from 'zod';
import { BOOKING_REQUEST_FIELDS } from './request-fields.ts';
import {
  CHAT_SENDER_TYPES,
  NOTIFICATION_TYPES,
  REQUEST_CHANGE_STATUSES,
  TOAST_VARIANTS,
} from './live-messages.ts';
import { staffUpdateMessage } from './staff.ts';

/**
 * The live feed's schemas: every socket message (SPEC section 7, "Live socket channels") and the notification
 * calls a reconnecting phone uses to catch up. The messages' types and the socket's constants live without zod
 * in live-messages.ts, which the apps import at run time; live.test.ts checks each schema against its type.
 */

export {
  BOOKING_CHANNEL_EVENTS,
  CHAT_CHANNEL_EVENTS,
  CHAT_SENDER_TYPES,
  GUEST_CHANNEL_EVENTS,
  LIVE_CLOSE_CODES,
  LIVE_SOCKET,
  NOTIFICATION_TYPES,
  REQUEST_CHANGE_STATUSES,
  STAFF_CHANNEL_EVENTS,
  TOAST_VARIANTS,
  liveSocketPaths,
  type BookingChannelMessage,
  type BookingUpdateMessage,
  type ChatMessageEvent,
  type ChatTypingEvent,
  type GuestChannelMessage,
  type LiveClientMessage,
  type LiveErrorMessage,
  type LiveEventMessage,
  type LiveEventType,
  type LiveServerMessage,
  type MenuUpdateMessage,
  type NotificationItem,
  type NotificationMessage,
  type NotificationType,
  type OrderUpdateMessage,
  type PingMessage,
  type PongMessage,
  type RequestUpdateMessage,
  type StaffChannelMessage,
  type ToastVariant,
} from './live-messages.ts';

// ---------------------------------------------------------------------------------------------------
// Notifications (stored, then pushed; also listed over HTTP)

const id = z.number().int();

/** One notification. The server always sends a title and a message; SPEC's defaults are the client's fallback. */
export const notificationItem = z.object({
  id,
  notification_type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** When it was created (ISO 8601). */
  timestamp: z.iso.datetime(),
  read: z.boolean(),
  variant: z.enum(TOAST_VARIANTS).optional(),
  /** What the panel navigates to: /bookings/{booking_id}, /orders/{order_id}, /chat/{conversation_id}. */
  booking_id: id.optional(),
  activity_booking_id: id.optional(),
  order_id: id.optional(),
  conversation_id: id.optional(),
  status: z.string().optional(),
  sender_type: z.string().optional(),
  sender_name: z.string().optional(),
  /** Why, in the staff member's words (a cancelled order's reason): shown after the translated message. */
  reason: z.string().optional(),
});

export const notificationListQuery = z.object({
  /** Sent by the guest app (SPEC section 7); the session decides the hotel, a different one is refused. */
  hotel_id: z.string().max(64, 'hotel_id is too long').optional(),
  /** Only notifications newer than this id: what a reconnecting phone missed. */
  since_id: z.coerce
    .number({ error: 'since_id must be a number' })
    .int('since_id must be a whole number')
    .min(0, 'since_id must not be negative')
    .max(2_147_483_647, 'since_id is too large')
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const NOTIFICATION_LIST_LIMIT = 100;

export const notificationListResponse = z.object({
  /** Newest first, at most NOTIFICATION_LIST_LIMIT. */
  notifications: z.array(notificationItem),
  /** Over the whole feed, not only this page: the bell's badge. */
  unread_count: z.number().int(),
  /** More (older) notifications exist than were returned. */
  has_more: z.boolean(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** Without ids every notification of the stay is marked read (SPEC: opening the panel marks all read). */
export const markNotificationsReadRequest = z
  .object({
    ids: z
      .array(
        z
          .number({ error: 'Notification ids must be numbers' })
          .int('Notification ids must be whole numbers')
          .positive('Notification ids must be positive')
          .max(2_147_483_647, 'Notification id is too large'),
        { error: 'ids must be a list of notification ids' },
      )
      .max(500, 'At most 500 ids at a time')
      .optional(),
  })
  // A POST without a body arrives as null.
  .nullish();
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequest>;

export const notificationCountsResponse = z.object({
  /** Notifications this call changed (marked read, or cleared). */
  changed: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationCountsResponse = z.infer<typeof notificationCountsResponse>;

// ---------------------------------------------------------------------------------------------------
// Server → client messages

export const notificationMessage = z.object({
  type: z.literal('notification'),
  ...notificationItem.shape,
});

/** SPEC: "Order update fields read: data, status, order_id, id." `message` is the status text of SPEC section 4. */
export const orderUpdateMessage = z.object({
  type: z.literal('order_update'),
  id,
  order_id: id,
  status: z.string(),
  message: z.string(),
  /** A cancellation's reason, as staff wrote it. */
  reason: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});

/**
 * Not in SPEC: the hotel's menu changed (an item sold out, a price, a new dish). Sent to every guest of
 * the hotel; the guest app reads its menu again, so a guest already on the menu sees the change at once.
 */
export const menuUpdateMessage = z.object({ type: z.literal('menu_update') });

/** SPEC: "Booking update fields read: message, booking_id, activity_booking_id, status." */
export const bookingUpdateMessage = z.object({
  type: z.literal('booking_update'),
  /** The stored notification's id, so the guest app keeps one entry for the pair. */
  id: id.optional(),
  message: z.string(),
  booking_id: id.nullable().optional(),
  activity_booking_id: id.nullable().optional(),
  status: z.string().optional(),
});

/** SPEC: "Chat fields read: id, sender_type, sender, sender_name, original_content, message, conversation_id, timestamp." */
export const chatMessageEvent = z.object({
  type: z.literal('chat_message'),
  id,
  conversation_id: id,
  sender_type: z.enum(CHAT_SENDER_TYPES),
  sender: z.string().optional(),
  sender_name: z.string().optional(),
  original_content: z.string(),
  translated_content: z.string().nullable().optional(),
  /** The text to show: the translation when there is one. */
  message: z.string(),
  timestamp: z.iso.datetime(),
});

/** Someone in a conversation started or stopped typing (both ways: the guest app and the staff chat socket). */
export const chatTypingEvent = z.object({
  type: z.literal('chat_typing'),
  conversation_id: id,
  sender_type: z.enum(CHAT_SENDER_TYPES),
  sender_name: z.string().optional(),
  is_typing: z.boolean(),
});

/** SPEC: a request_update whose change has status deactivated turns the matching toggle off. */
export const requestUpdateMessage = z.object({
  type: z.literal('request_update'),
  message: z.object({
    booking_id: id,
    room: z.string(),
    changes: z.array(
      z.object({ field: z.enum(BOOKING_REQUEST_FIELDS), status: z.enum(REQUEST_CHANGE_STATUSES) }),
    ),
  }),
});

const timestamp = z.union([z.number(), z.string().max(64)]);

export const pongMessage = z.object({ type: z.literal('pong'), timestamp });

/** A client message the server could not use; the socket stays open. */
export const liveErrorMessage = z.object({ type: z.literal('error'), detail: z.string() });

/** What the server pushes because something happened (as opposed to answering the client). */
export const liveEventMessage = z.discriminatedUnion('type', [
  notificationMessage,
  orderUpdateMessage,
  bookingUpdateMessage,
  chatMessageEvent,
  chatTypingEvent,
  requestUpdateMessage,
  staffUpdateMessage,
  menuUpdateMessage,
]);

/** Everything /ws/guest/{hotel_id}/{token}/ sends. */
export const guestChannelMessage = z.discriminatedUnion('type', [
  notificationMessage,
  chatMessageEvent,
  chatTypingEvent,
  bookingUpdateMessage,
  orderUpdateMessage,
  menuUpdateMessage,
  pongMessage,
  liveErrorMessage,
]);

/** Everything /ws/booking_{id}/ sends. */
export const bookingChannelMessage = z.discriminatedUnion('type', [
  requestUpdateMessage,
  chatMessageEvent,
  pongMessage,
  liveErrorMessage,
]);

/** Everything /ws/staff/ sends. */
export const staffChannelMessage = z.discriminatedUnion('type', [
  staffUpdateMessage,
  pongMessage,
  liveErrorMessage,
]);

export const liveServerMessage = z.discriminatedUnion('type', [
  notificationMessage,
  orderUpdateMessage,
  bookingUpdateMessage,
  chatMessageEvent,
  chatTypingEvent,
  requestUpdateMessage,
  staffUpdateMessage,
  menuUpdateMessage,
  pongMessage,
  liveErrorMessage,
]);

// ---------------------------------------------------------------------------------------------------
// Client → server messages

export const pingMessage = z.object({ type: z.literal('ping'), timestamp });

/** The chat issue adds its own (typing…) here. */
export const liveClientMessage = z.discriminatedUnion('type', [pingMessage]);
