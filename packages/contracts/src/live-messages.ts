import type { BookingRequestField } from './request-fields.ts';

/**
 * The live feed without zod (SPEC section 7, "Live socket channels"): the socket's constants and every message's
 * type, a discriminated union on `type`. The apps import these at run time; live.ts holds the schemas the server
 * checks with, and live.test.ts fails if a schema and its type here ever differ.
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

/** /ws/staff/: the console's channel (the session cookie, or ?token=), one per hotel. */
export const STAFF_SOCKET_PATH = '/ws/staff/';

/** The panel colours entries by these (chat green, booking_update blue, order_update orange, other grey). */
export const NOTIFICATION_TYPES = ['chat', 'booking_update', 'order_update', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const TOAST_VARIANTS = ['default', 'success', 'error', 'warning', 'info'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export const CHAT_SENDER_TYPES = ['guest', 'staff', 'ai'] as const;
export type ChatSenderType = (typeof CHAT_SENDER_TYPES)[number];

export const REQUEST_CHANGE_STATUSES = ['activated', 'deactivated'] as const;

/** What a staff_update is about; the console refreshes (or patches) the screens showing that topic. */
export const STAFF_TOPICS = [
  'orders',
  'requests',
  'stays',
  'rooms',
  'bookings',
  'chat',
  'menu',
  'content',
  'billing',
  'settings',
  'staff',
] as const;
export type StaffTopic = (typeof STAFF_TOPICS)[number];

// ---------------------------------------------------------------------------------------------------
// Server → client messages

/** One notification. The server always sends a title and a message; SPEC's defaults are the client's fallback. */
export type NotificationItem = {
  id: number;
  notification_type: NotificationType;
  title: string;
  message: string;
  /** When it was created (ISO 8601). */
  timestamp: string;
  read: boolean;
  variant?: ToastVariant;
  /** What the panel navigates to: /bookings/{booking_id}, /orders/{order_id}, /chat/{conversation_id}. */
  booking_id?: number;
  activity_booking_id?: number;
  order_id?: number;
  conversation_id?: number;
  status?: string;
  sender_type?: string;
  sender_name?: string;
  /** Why, in the staff member's words (a cancelled order's reason): shown after the translated message. */
  reason?: string;
};

/** The pushed form of a stored notification: its fields and the message's type. */
export type NotificationMessage = Flat<{ type: 'notification' } & NotificationItem>;

/** One object type for an intersection, as the schemas infer it (and as editors show it). */
type Flat<Fields> = { [Key in keyof Fields]: Fields[Key] };

/** SPEC: "Order update fields read: data, status, order_id, id." `message` is the status text of SPEC section 4. */
export type OrderUpdateMessage = {
  type: 'order_update';
  id: number;
  order_id: number;
  status: string;
  message: string;
  /** A cancellation's reason, as staff wrote it. */
  reason?: string;
  data?: Record<string, unknown> | null;
};

/**
 * Not in SPEC: the hotel's menu changed (an item sold out, a price, a new dish). Sent to every guest of
 * the hotel; the guest app reads its menu again, so a guest already on the menu sees the change at once.
 */
export type MenuUpdateMessage = {
  type: 'menu_update';
};

/** SPEC: "Booking update fields read: message, booking_id, activity_booking_id, status." */
export type BookingUpdateMessage = {
  type: 'booking_update';
  /** The stored notification's id, so the guest app keeps one entry for the pair. */
  id?: number;
  message: string;
  booking_id?: number | null;
  activity_booking_id?: number | null;
  status?: string;
};

/** SPEC: "Chat fields read: id, sender_type, sender, sender_name, original_content, message, conversation_id, timestamp." */
export type ChatMessageEvent = {
  type: 'chat_message';
  id: number;
  conversation_id: number;
  sender_type: ChatSenderType;
  sender?: string;
  sender_name?: string;
  original_content: string;
  translated_content?: string | null;
  /** The text to show: the translation when there is one. */
  message: string;
  timestamp: string;
};

/** Someone in a conversation started or stopped typing (both ways: the guest app and the staff chat socket). */
export type ChatTypingEvent = {
  type: 'chat_typing';
  conversation_id: number;
  sender_type: ChatSenderType;
  sender_name?: string;
  is_typing: boolean;
};

/** SPEC: a request_update whose change has status deactivated turns the matching toggle off. */
export type RequestUpdateMessage = {
  type: 'request_update';
  message: {
    booking_id: number;
    room: string;
    changes: {
      field: BookingRequestField;
      status: (typeof REQUEST_CHANGE_STATUSES)[number];
    }[];
  };
};

/**
 * One message shape for every staff event: `topic` says which screens it concerns, `action` what
 * happened ('created' rings the console), `id` the record, and `data` the record itself when the
 * producer has it (the order board patches its tickets from it instead of re-reading the list).
 */
export type StaffUpdateMessage = {
  type: 'staff_update';
  topic: StaffTopic;
  action: string;
  id: number;
  /** A short human line for the alert ("Room 101: 2 items, Pool Bar"). */
  summary?: string;
  data?: Record<string, unknown>;
};

export type PongMessage = {
  type: 'pong';
  timestamp: number | string;
};

/** A client message the server could not use; the socket stays open. */
export type LiveErrorMessage = {
  type: 'error';
  detail: string;
};

/** What the server pushes because something happened (as opposed to answering the client). */
export type LiveEventMessage =
  | NotificationMessage
  | OrderUpdateMessage
  | BookingUpdateMessage
  | ChatMessageEvent
  | ChatTypingEvent
  | RequestUpdateMessage
  | StaffUpdateMessage
  | MenuUpdateMessage;
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
/** /ws/chat…/: a conversation's messages and typing, for its guest and for the hotel's staff. */
export const CHAT_CHANNEL_EVENTS = [
  'chat_message',
  'chat_typing',
] as const satisfies readonly LiveEventType[];

/** A channel's events, and the answers every channel may send (pong, error). */
type ChannelMessage<Events extends readonly LiveEventType[]> =
  Extract<LiveEventMessage, { type: Events[number] }> | PongMessage | LiveErrorMessage;

/** Everything /ws/guest/{hotel_id}/{token}/ sends. */
export type GuestChannelMessage = ChannelMessage<typeof GUEST_CHANNEL_EVENTS>;
/** Everything /ws/booking_{id}/ sends. */
export type BookingChannelMessage = ChannelMessage<typeof BOOKING_CHANNEL_EVENTS>;
/** Everything /ws/staff/ sends. */
export type StaffChannelMessage = ChannelMessage<typeof STAFF_CHANNEL_EVENTS>;
export type LiveServerMessage = LiveEventMessage | PongMessage | LiveErrorMessage;

// ---------------------------------------------------------------------------------------------------
// Client → server messages

export type PingMessage = {
  type: 'ping';
  timestamp: number | string;
};

/** The chat issue adds its own (typing…) here. */
export type LiveClientMessage = PingMessage;
