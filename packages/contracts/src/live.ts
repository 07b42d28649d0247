import { z } from 'zod';
import { BOOKING_REQUEST_FIELDS } from './requests.ts';
import { staffUpdateMessage } from './staff.ts';

/**
 * The live feed: every socket message (SPEC section 7, "Live socket channels") and the notification
 * calls a reconnecting phone uses to catch up. Messages are JSON objects discriminated on `type`.
 */

// ---------------------------------------------------------------------------------------------------
// Constants (SPEC section 9)

export const LIVE_SOCKET = {
  /** Both sides ping every 30 s: the client with a JSON ping, the server at the protocol level. */
  pingIntervalMs: 30_000,
  maxReconnectAttempts: 5,
  /** Reconnect backoff is 2^n seconds, capped here. */
  reconnectBackoffCapMs: 30_000,
  processedPruneIntervalMs: 60_000,
  processedMaxAgeMs: 3_600_000,
} as const;

/**
 * Why the server closed a socket. A browser cannot read the HTTP status of a refused handshake, so an
 * authentication failure is an accepted connection closed at once with one of these codes and a reason.
 */
export const LIVE_CLOSE_CODES = {
  /** Token missing, unknown, expired or revoked, or the session ended while connected: log in again. */
  unauthorized: 4401,
  /** A valid session, but not for this hotel or this booking: do not retry. */
  forbidden: 4403,
  /** No such channel. */
  unknownChannel: 4404,
  /** Too many sockets for one stay: the oldest is closed to make room for the new one. */
  tooManyConnections: 4429,
  /** The server is shutting down or restarting: reconnect. */
  goingAway: 1001,
} as const;

/** Socket URLs, relative to the page's host (ws: or wss: like the page). Tokens are never logged. */
export const liveSocketPaths = {
  guest: (hotelUniqueId: string, token: string) =>
    `/ws/guest/${encodeURIComponent(hotelUniqueId)}/${encodeURIComponent(token)}/`,
  booking: (bookingId: number, token: string) =>
    `/ws/booking_${bookingId}/?token=${encodeURIComponent(token)}`,
  channel: (channel: string, token: string, conversationId?: number) =>
    `/ws/${encodeURIComponent(channel)}/?token=${encodeURIComponent(token)}` +
    (conversationId === undefined ? '' : `&conversation_id=${conversationId}`),
};

// ---------------------------------------------------------------------------------------------------
// Notifications (stored, then pushed; also listed over HTTP)

/** The panel colours entries by these (chat green, booking_update blue, order_update orange, other grey). */
export const NOTIFICATION_TYPES = ['chat', 'booking_update', 'order_update', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const TOAST_VARIANTS = ['default', 'success', 'error', 'warning', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

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
export type NotificationItem = z.infer<typeof notificationItem>;

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
export type NotificationMessage = z.infer<typeof notificationMessage>;

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
export type OrderUpdateMessage = z.infer<typeof orderUpdateMessage>;

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
export type BookingUpdateMessage = z.infer<typeof bookingUpdateMessage>;

export const CHAT_SENDER_TYPES = ['guest', 'staff', 'ai'] as const;

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
export type ChatMessageEvent = z.infer<typeof chatMessageEvent>;

/** Someone in a conversation started or stopped typing (both ways: the guest app and the staff chat socket). */
export const chatTypingEvent = z.object({
  type: z.literal('chat_typing'),
  conversation_id: id,
  sender_type: z.enum(CHAT_SENDER_TYPES),
  sender_name: z.string().optional(),
  is_typing: z.boolean(),
});
export type ChatTypingEvent = z.infer<typeof chatTypingEvent>;

export const REQUEST_CHANGE_STATUSES = ['activated', 'deactivated'] as const;

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
export type RequestUpdateMessage = z.infer<typeof requestUpdateMessage>;

const timestamp = z.union([z.number(), z.string().max(64)]);

export const pongMessage = z.object({ type: z.literal('pong'), timestamp });
export type PongMessage = z.infer<typeof pongMessage>;

/** A client message the server could not use; the socket stays open. */
export const liveErrorMessage = z.object({ type: z.literal('error'), detail: z.string() });
export type LiveErrorMessage = z.infer<typeof liveErrorMessage>;

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
export type LiveEventMessage = z.infer<typeof liveEventMessage>;
export type LiveEventType = LiveEventMessage['type'];

/** Which events each channel delivers (SPEC section 7). */
export const GUEST_CHANNEL_EVENTS = [
  'notification',
  'chat_message',
  'chat_typing',
  'booking_update',
  'order_update',
  'menu_update',
] as const satisfies readonly LiveEventType[];
export const BOOKING_CHANNEL_EVENTS = [
  'request_update',
  'chat_message',
] as const satisfies readonly LiveEventType[];
/** /ws/staff/: events addressed to a hotel's staff (stayId null on the bus). */
export const STAFF_CHANNEL_EVENTS = ['staff_update'] as const satisfies readonly LiveEventType[];

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
export type GuestChannelMessage = z.infer<typeof guestChannelMessage>;

/** Everything /ws/booking_{id}/ sends. */
export const bookingChannelMessage = z.discriminatedUnion('type', [
  requestUpdateMessage,
  chatMessageEvent,
  pongMessage,
  liveErrorMessage,
]);
export type BookingChannelMessage = z.infer<typeof bookingChannelMessage>;

/** /ws/chat…/: a conversation's messages and typing, for its guest and for the hotel's staff. */
export const CHAT_CHANNEL_EVENTS = [
  'chat_message',
  'chat_typing',
] as const satisfies readonly LiveEventType[];

/** Everything /ws/staff/ sends. */
export const staffChannelMessage = z.discriminatedUnion('type', [
  staffUpdateMessage,
  pongMessage,
  liveErrorMessage,
]);
export type StaffChannelMessage = z.infer<typeof staffChannelMessage>;

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
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

// ---------------------------------------------------------------------------------------------------
// Client → server messages

export const pingMessage = z.object({ type: z.literal('ping'), timestamp });
export type PingMessage = z.infer<typeof pingMessage>;

/** The chat issue adds its own (typing…) here. */
export const liveClientMessage = z.discriminatedUnion('type', [pingMessage]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;
