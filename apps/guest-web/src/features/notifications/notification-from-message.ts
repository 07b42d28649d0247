import { i18n } from '../../lib/i18n/i18n.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import { orderStatusText } from '../../lib/order-status-text.ts';
import type {
  BookingUpdateMessage,
  ChatMessageEvent,
  NotificationItem,
  NotificationMessage,
  OrderUpdateMessage,
} from '@hotel/contracts/live-messages';
import type { NotificationInput } from './notification-store.ts';
import { senderNameOf } from '../chat/index.ts';

/**
 * What each live message (SPEC section 7, notification channel) and each stored notification of
 * GET /api/notifications/ becomes in the notification store, with the defaults of SPEC section 8 for whatever the
 * message leaves out. Messages are read as the contracts type them (@hotel/contracts/live-messages); any field may
 * be missing, and a blank text counts as missing.
 */

/** A message as it arrives: the contract's type, and each other field of its contract's type when present. */
type Arrived<Message extends { type: string }> = { type: Message['type'] } & Partial<Omit<Message, 'type'>>;

/** The messages that raise a notification. */
type NotificationEvent =
  | Arrived<NotificationMessage>
  | Arrived<ChatMessageEvent>
  | Arrived<BookingUpdateMessage>
  | Arrived<OrderUpdateMessage>;

/** A stored notification: a `notification` message, or an entry of GET /api/notifications/ (which has no type). */
type StoredNotification = Partial<NotificationItem> & {
  type?: string;
  /** SPEC's older name of `message`. */
  content?: string;
};

const text = (value: string | null | undefined): string | undefined =>
  value && value.trim() ? value : undefined;

/**
 * An order update in the guest's language: the status decides the wording (the contract's table in English), so an
 * Arabic guest reads Arabic whatever language the server wrote its copy in.
 */
function orderUpdateText(
  status: string | undefined,
  serverMessage: string | undefined,
  reason: string | undefined,
) {
  const message = status || !serverMessage ? orderStatusText(status) : serverMessage;
  return {
    title: i18n.t('notifications.defaults.orderUpdateTitle'),
    // Staff's reason for a cancellation stays in their words, after the status in the guest's language.
    message: reason ? i18n.t('staffOperations.statusWithReason', { status: message, reason }) : message,
  };
}

/** A stored notification: a `notification` socket message, or an entry of GET /api/notifications/. */
export function fromStoredNotification(message: StoredNotification): NotificationInput {
  const type =
    text(message.notification_type) ?? (message.type === 'notification' ? undefined : text(message.type));
  const status = text(message.status);
  const input: NotificationInput = {
    id: message.id,
    title: text(message.title),
    message: text(message.message) ?? text(message.content),
    type,
    read: message.read ?? false,
    createdAt: text(message.timestamp),
    variant: text(message.variant),
    booking_id: message.booking_id,
    activity_booking_id: message.activity_booking_id,
    conversation_id: message.conversation_id,
    order_id: message.order_id,
    status,
    sender_type: text(message.sender_type),
    sender_name: text(message.sender_name),
  };
  if (type === 'order_update')
    Object.assign(input, orderUpdateText(status, input.message ?? undefined, text(message.reason)));
  return input;
}

/** SPEC section 6: chat notifications only for what staff or the AI wrote; the guest's own messages are not news. */
function fromChatMessage(message: Arrived<ChatMessageEvent>): NotificationInput | null {
  const senderType = message.sender_type;
  if (senderType !== 'staff' && senderType !== 'ai') return null;
  const sender = senderNameOf(
    text(message.sender_name) ?? text(message.sender),
    i18n.t(senderType === 'ai' ? 'notifications.defaults.aiSender' : 'notifications.defaults.staffSender'),
  );
  const id = message.id;
  return {
    // Chat messages are numbered apart from notifications: kept apart so that neither hides the other.
    id: id === undefined ? undefined : `chat-${id}`,
    type: 'chat',
    title: i18n.t('notifications.defaults.chatTitle', { sender }),
    message:
      text(message.message) ?? text(message.original_content) ?? i18n.t('notifications.defaults.chatMessage'),
    createdAt: text(message.timestamp),
    conversation_id: message.conversation_id,
    sender_type: senderType,
    sender_name: sender,
  };
}

function fromBookingUpdate(message: Arrived<BookingUpdateMessage>): NotificationInput {
  const bookingId = message.booking_id ?? undefined;
  return {
    id: message.id,
    type: 'booking_update',
    title: i18n.t('notifications.defaults.bookingUpdateTitle'),
    message:
      text(message.message) ??
      (bookingId === undefined
        ? i18n.t('notifications.defaults.bookingUpdated')
        : i18n.t('notifications.defaults.bookingUpdatedWithId', { id: bookingId })),
    booking_id: bookingId,
    activity_booking_id: message.activity_booking_id ?? undefined,
    status: text(message.status),
  };
}

/** SPEC: "Order update fields read: data, status, order_id, id"; `data` is the order itself. */
function fromOrderUpdate(message: Arrived<OrderUpdateMessage>): NotificationInput {
  // `data` is the order as the server sent it: a record, read for its id and status only.
  const data = message.data ?? {};
  const status = text(message.status) ?? (typeof data.status === 'string' ? text(data.status) : undefined);
  return {
    id: message.id,
    type: 'order_update',
    ...orderUpdateText(status, text(message.message), text(message.reason)),
    order_id: message.order_id ?? (typeof data.id === 'number' ? data.id : undefined),
    status,
  };
}

/** The store input for a live message of the notification channel, or null when it raises no notification. */
export function notificationFromLiveMessage(message: LiveMessage): NotificationInput | null {
  // The socket checked the type only; the contract says what the rest is.
  const event = message as NotificationEvent;
  switch (event.type) {
    case 'notification':
      return fromStoredNotification(event);
    case 'chat_message':
      return fromChatMessage(event);
    case 'booking_update':
      return fromBookingUpdate(event);
    case 'order_update':
      return fromOrderUpdate(event);
    default:
      return null;
  }
}
