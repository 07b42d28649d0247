import { i18n } from '../../lib/i18n/i18n.ts';
import { create } from 'zustand';

/**
 * The Notification entity of SPEC section 3, held in memory (SPEC section 4, Notification states): created
 * unread, marked read one by one or all at once, cleared; an id already seen is skipped.
 */

import {
  NOTIFICATION_TYPES,
  TOAST_VARIANTS,
  type NotificationType,
  type ToastVariant,
} from '@hotel/contracts/live-messages';

export { NOTIFICATION_TYPES, TOAST_VARIANTS, type NotificationType, type ToastVariant };

export type NotificationId = number | string;

export interface AppNotification {
  /** The server's id, or one made up here for a live event that has none. */
  id: NotificationId;
  title: string;
  message: string;
  type: NotificationType;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
  variant: ToastVariant;
  showToast: boolean;
  booking_id?: number | undefined;
  activity_booking_id?: number | undefined;
  conversation_id?: number | undefined;
  order_id?: number | undefined;
  status?: string | undefined;
  sender_type?: string | undefined;
  sender_name?: string | undefined;
}

/** What a producer hands in: anything may be missing, SPEC section 8's defaults fill the gaps. */
export interface NotificationInput {
  id?: NotificationId | null | undefined;
  title?: string | null | undefined;
  message?: string | null | undefined;
  /** Any type; one outside NOTIFICATION_TYPES is kept as 'other'. */
  type?: string | null | undefined;
  read?: boolean | undefined;
  createdAt?: string | null | undefined;
  variant?: string | null | undefined;
  showToast?: boolean | undefined;
  booking_id?: number | undefined;
  activity_booking_id?: number | undefined;
  conversation_id?: number | undefined;
  order_id?: number | undefined;
  status?: string | undefined;
  sender_type?: string | undefined;
  sender_name?: string | undefined;
}

const isNotificationType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type);
const isToastVariant = (variant: string): variant is ToastVariant =>
  (TOAST_VARIANTS as readonly string[]).includes(variant);

/** SPEC section 4, toasts: order updates succeed when completed or ready, booking updates succeed, chat informs. */
export function defaultVariant(type: NotificationType, status?: string): ToastVariant {
  switch (type) {
    case 'order_update':
      return status === 'completed' || status === 'ready' ? 'success' : 'info';
    case 'booking_update':
      return 'success';
    case 'chat':
      return 'info';
    default:
      return 'default';
  }
}

let generated = 0;
function generateId(): string {
  generated += 1;
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `local-${generated}-${random}`;
}

function validIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** SPEC section 8: the title defaults to the upper-cased type, or 'Notification' without one. */
export function createNotification(input: NotificationInput): AppNotification {
  const rawType = input.type?.trim() || '';
  const type = isNotificationType(rawType) ? rawType : 'other';
  const notification: AppNotification = {
    id: input.id ?? generateId(),
    title: input.title?.trim() || (rawType ? rawType.toUpperCase() : i18n.t('notifications.defaults.title')),
    message: input.message?.trim() || i18n.t('notifications.defaults.message'),
    type,
    read: input.read ?? false,
    createdAt: validIsoDate(input.createdAt) ?? new Date().toISOString(),
    variant:
      input.variant && isToastVariant(input.variant) ? input.variant : defaultVariant(type, input.status),
    showToast: input.showToast ?? true,
  };
  for (const field of ['booking_id', 'activity_booking_id', 'conversation_id', 'order_id'] as const) {
    const value = input[field];
    if (typeof value === 'number' && Number.isSafeInteger(value)) notification[field] = value;
  }
  for (const field of ['status', 'sender_type', 'sender_name'] as const) {
    const value = input[field];
    if (typeof value === 'string' && value) notification[field] = value;
  }
  return notification;
}

interface NotificationState {
  /** Newest first. */
  notifications: AppNotification[];
  unreadCount: number;
  /** The first load from the server has finished (successfully or not). */
  initialized: boolean;
  /** Adds a notification unless its id was seen before; returns it, or null when skipped. */
  addNotification: (input: NotificationInput) => AppNotification | null;
  /**
   * Replaces the list with the server's (newest first). `unreadCount` is the server's count over the whole feed,
   * which may be more than the page of notifications it sent.
   */
  loadNotifications: (inputs: NotificationInput[], unreadCount?: number) => void;
  markAsRead: (id: NotificationId) => void;
  markAllAsRead: () => void;
  clearNotifications: () => void;
  /** Another guest (or none): forgets everything, seen ids included. */
  reset: () => void;
}

/** Ids seen in this session, kept apart from the list so that a cleared notification does not come back. */
const seenIds = new Set<string>();
const seenKey = (id: NotificationId) => String(id);

export const useNotificationStore = create<NotificationState>()((set, get) => ({
  notifications: [],
  unreadCount: 0,
  initialized: false,

  addNotification: (input) => {
    if (input.id !== null && input.id !== undefined && seenIds.has(seenKey(input.id))) return null;
    const notification = createNotification(input);
    seenIds.add(seenKey(notification.id));
    set((state) => ({
      notifications: [notification, ...state.notifications],
      unreadCount: state.unreadCount + (notification.read ? 0 : 1),
    }));
    return notification;
  },

  loadNotifications: (inputs, unreadCount) => {
    const loaded: AppNotification[] = [];
    const inList = new Set<string>();
    for (const input of inputs) {
      const notification = createNotification({ showToast: false, ...input });
      const key = seenKey(notification.id);
      if (inList.has(key)) continue;
      inList.add(key);
      seenIds.add(key);
      loaded.push(notification);
    }
    // What arrived live while the list was loading stays, on top: it is newer than anything in the list.
    const arrived = get().notifications.filter((notification) => !inList.has(seenKey(notification.id)));
    const notifications = [...arrived, ...loaded];
    const unreadInList = notifications.filter((notification) => !notification.read).length;
    set({
      notifications,
      unreadCount: Math.max(unreadInList, unreadCount ?? 0),
      initialized: true,
    });
  },

  markAsRead: (id) => {
    const target = get().notifications.find((notification) => notification.id === id);
    if (!target || target.read) return;
    set((state) => ({
      notifications: state.notifications.map((notification) =>
        notification.id === id ? { ...notification, read: true } : notification,
      ),
      unreadCount: Math.max(0, state.unreadCount - 1),
    }));
  },

  markAllAsRead: () =>
    set((state) => ({
      notifications: state.notifications.some((notification) => !notification.read)
        ? state.notifications.map((notification) =>
            notification.read ? notification : { ...notification, read: true },
          )
        : state.notifications,
      unreadCount: 0,
    })),

  clearNotifications: () => set({ notifications: [], unreadCount: 0 }),

  reset: () => {
    seenIds.clear();
    set({ notifications: [], unreadCount: 0, initialized: false });
  },
}));

/** The newest server id held or seen, for GET /api/notifications/?since_id= after a reconnect. */
export function latestServerId(): number | undefined {
  let latest: number | undefined;
  for (const key of seenIds) {
    const id = Number(key);
    if (/^\d+$/.test(key) && (latest === undefined || id > latest)) latest = id;
  }
  return latest;
}
