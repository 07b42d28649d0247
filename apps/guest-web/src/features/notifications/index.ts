// The notifications feature's public file (docs/decisions/0146).
export { NotificationBell, notificationPopover } from './notification-bell.tsx';
export { useNotificationStore } from './notification-store.ts';
export { useNotificationFeed } from './use-notification-feed.ts';
