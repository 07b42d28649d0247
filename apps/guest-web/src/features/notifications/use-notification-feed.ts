import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { liveSocketPaths, liveSocketUrl, type LiveMessage } from '../../lib/live-socket.ts';
import { STORAGE_KEYS, useStoredHotelId, useStoredValue } from '../../lib/storage.ts';
import { useLiveSocket } from '../../lib/use-live-socket.ts';
import { applyBookingUpdate } from '../activities/index.ts';
import { refreshBill } from '../billing/index.ts';
import { applyChatLiveMessage, useChatStore, refreshChat } from '../chat/index.ts';
import { refreshMenu } from '../dining/index.ts';
import { applyOrderStatus, applyOrderUpdate } from '../orders/index.ts';
import { notificationFromLiveMessage } from './notification-from-message.ts';
import { useNotificationStore, type AppNotification } from './notification-store.ts';
import { syncNotifications } from './notification-sync.ts';
import { notificationTarget } from './notification-target.ts';
import { showNotificationToast } from './notification-toast.ts';

/**
 * The guest's live notification feed (SPEC section 7, notification channel /ws/guest/{hotel_id}/{session_token}/):
 * loads the stored notifications, then adds what the socket delivers, toasting each new one; after every
 * reconnect and whenever the page returns to the foreground it fetches what it may have missed. Mounted once, by
 * the shell layout, for as long as a guest is logged in.
 */
export function useNotificationFeed(): void {
  const token = useStoredValue(STORAGE_KEYS.sessionToken);
  // SPEC: the hotel id falls back to the locally stored one (hotelId, else hotelUniqueId).
  const hotelId = useStoredHotelId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const announce = (notification: AppNotification) => {
    if (notification.type === 'order_update' && notification.order_id !== undefined && notification.status) {
      applyOrderStatus(queryClient, notification.order_id, notification.status);
    }
    // Caught up after a reconnect: an open booking page re-reads what changed while the socket was down.
    if (notification.type === 'booking_update') applyBookingUpdate(queryClient, {});
    if (!notification.showToast) return;
    const target = notificationTarget(notification);
    // The guest is looking at what it announces (the order's page shows its status live): no toast to pile up
    // over the page's title, and nothing left unread (issue 15, defect 2). A cancelled order still toasts: its
    // reason travels only in the notification, the order page cannot show it. So does a notice about the bill:
    // the bill shows the new amounts, not that a payment came in.
    const cancelledOrder = notification.type === 'order_update' && notification.status === 'cancelled';
    if (target && target === pathname && notification.type !== 'other' && !cancelledOrder) {
      return useNotificationStore.getState().markAsRead(notification.id);
    }
    showNotificationToast(
      notification,
      target
        ? () => {
            useNotificationStore.getState().markAsRead(notification.id);
            void navigate(target);
          }
        : undefined,
    );
  };
  // The latest, for callbacks that outlive a render (useNavigate's function and the path change with the location).
  const announceRef = useRef(announce);
  useEffect(() => {
    announceRef.current = announce;
  });
  const sync = () => syncNotifications((notification) => announceRef.current(notification));

  // Another guest on this device (or a new session) starts from an empty feed.
  useEffect(() => {
    useNotificationStore.getState().reset();
    useChatStore.getState().reset();
    if (token) void syncNotifications((notification) => announceRef.current(notification));
  }, [token]);

  const onMessage = (message: LiveMessage) => {
    if (message.type === 'order_update') applyOrderUpdate(queryClient, message);
    // An order's status, a booking's and a payment (a notification) can each change the bill on the account page.
    if (message.type === 'order_update' || message.type === 'notification') refreshBill(queryClient);
    if (message.type === 'booking_update') applyBookingUpdate(queryClient, message);
    if (message.type === 'menu_update') return refreshMenu(queryClient);
    if (message.type === 'chat_message' || message.type === 'chat_typing') applyChatLiveMessage(message);
    const input = notificationFromLiveMessage(message);
    if (!input) return;
    const added = useNotificationStore.getState().addNotification(input);
    if (!added) return;
    // A reply the guest is reading in the open chat needs no toast.
    if (added.type === 'chat' && useChatStore.getState().viewing > 0)
      return useNotificationStore.getState().markAsRead(added.id);
    announce(added);
  };

  useLiveSocket(token && hotelId ? liveSocketUrl(liveSocketPaths.guest(hotelId, token)) : null, {
    onMessage,
    onOpen: () => {
      void sync();
      refreshChat(queryClient);
    },
    onResume: () => {
      if (token) void sync();
    },
    // Staff checked the guest out (or the session ended elsewhere): asking for the session confirms it with a 401,
    // which ends it on this device, and the shell takes the guest to the login with a message, at once rather than
    // at their next tap. A socket refused for another reason finds the session valid and changes nothing.
    onSessionRefused: () => void api.get('guest-session').catch(() => undefined),
  });
}
