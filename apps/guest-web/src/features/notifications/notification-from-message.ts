import { i18n } from '../../lib/i18n/i18n.ts';
import type { LiveMessage } from '../../lib/live-socket.ts';
import { orderStatusText } from '../../lib/order-status-text.ts';
import type { NotificationInput } from './notification-store.ts';
import { senderNameOf } from '../chat/sender-name.ts';

/**
 * What each live message (SPEC section 7, notification channel) and each stored notification of
 * GET /api/notifications/ becomes in the notification store, with the defaults of SPEC section 8 for whatever the
 * message leaves out. Fields are read defensively: a message is the server's word, not a type guarantee.
 */

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

const integer = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
};

const idOf = (value: unknown): number | string | undefined => integer(value) ?? text(value);

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
export function fromStoredNotification(message: Fields): NotificationInput {
  const type =
    text(message.notification_type) ?? (message.type === 'notification' ? undefined : text(message.type));
  const status = text(message.status);
  const input: NotificationInput = {
    id: idOf(message.id),
    title: text(message.title),
    message: text(message.message) ?? text(message.content),
    type,
    read: typeof message.read === 'boolean' ? message.read : false,
    createdAt: text(message.timestamp),
    variant: text(message.variant),
    booking_id: integer(message.booking_id),
    activity_booking_id: integer(message.activity_booking_id),
    conversation_id: integer(message.conversation_id),
    order_id: integer(message.order_id),
    status,
    sender_type: text(message.sender_type),
    sender_name: text(message.sender_name),
  };
  if (type === 'order_update')
    Object.assign(input, orderUpdateText(status, input.message ?? undefined, text(message.reason)));
  return input;
}

/** SPEC section 6: chat notifications only for what staff or the AI wrote; the guest's own messages are not news. */
function fromChatMessage(message: Fields): NotificationInput | null {
  const senderType = text(message.sender_type);
  if (senderType !== 'staff' && senderType !== 'ai') return null;
  const sender = senderNameOf(
    text(message.sender_name) ?? text(message.sender),
    i18n.t(senderType === 'ai' ? 'notifications.defaults.aiSender' : 'notifications.defaults.staffSender'),
  );
  const id = idOf(message.id);
  return {
    // Chat messages are numbered apart from notifications: kept apart so that neither hides the other.
    id: id === undefined ? undefined : `chat-${id}`,
    type: 'chat',
    title: i18n.t('notifications.defaults.chatTitle', { sender }),
    message:
      text(message.message) ?? text(message.original_content) ?? i18n.t('notifications.defaults.chatMessage'),
    createdAt: text(message.timestamp),
    conversation_id: integer(message.conversation_id),
    sender_type: senderType,
    sender_name: sender,
  };
}

function fromBookingUpdate(message: Fields): NotificationInput {
  const bookingId = integer(message.booking_id);
  return {
    id: idOf(message.id),
    type: 'booking_update',
    title: i18n.t('notifications.defaults.bookingUpdateTitle'),
    message:
      text(message.message) ??
      (bookingId === undefined
        ? i18n.t('notifications.defaults.bookingUpdated')
        : i18n.t('notifications.defaults.bookingUpdatedWithId', { id: bookingId })),
    booking_id: bookingId,
    activity_booking_id: integer(message.activity_booking_id),
    status: text(message.status),
  };
}

/** SPEC: "Order update fields read: data, status, order_id, id"; `data` is the order itself. */
function fromOrderUpdate(message: Fields): NotificationInput {
  const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Fields;
  const status = text(message.status) ?? text(data.status);
  return {
    id: idOf(message.id),
    type: 'order_update',
    ...orderUpdateText(status, text(message.message), text(message.reason)),
    order_id: integer(message.order_id) ?? integer(data.id),
    status,
  };
}

/** The store input for a live message of the notification channel, or null when it raises no notification. */
export function notificationFromLiveMessage(message: LiveMessage): NotificationInput | null {
  switch (message.type) {
    case 'notification':
      return fromStoredNotification(message);
    case 'chat_message':
      return fromChatMessage(message);
    case 'booking_update':
      return fromBookingUpdate(message);
    case 'order_update':
      return fromOrderUpdate(message);
    default:
      return null;
  }
}
