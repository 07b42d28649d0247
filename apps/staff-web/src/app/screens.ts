import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffPermission } from '@hotel/contracts/staff';
import type { IconName } from '../components/ui/icons.tsx';
import type en from '../lib/i18n/locales/en.json';

export type ScreenGroup = 'operations' | 'hotel' | 'admin';

export interface Screen {
  /** Under /staff/, without a leading slash. */
  path: string;
  /** The key of its name in the catalogue's `screens` section (navigation entry and page title). */
  titleKey: keyof (typeof en)['screens'];
  /** Who sees it: the same permission its API routes check (null: everyone signed in). */
  permission: StaffPermission | null;
  group: ScreenGroup;
  icon: IconName;
  component: LazyExoticComponent<ComponentType>;
  /** Shown without the console's navigation (the kitchen view on a wall tablet). */
  fullScreen?: boolean;
}

/**
 * Every screen of the console, in navigation order: the router, the navigation and the landing page
 * all read this one list. A screen is added here when it is built, never before (no dead ends).
 */
export const SCREENS: readonly Screen[] = [
  {
    path: 'orders',
    titleKey: 'orders',
    permission: 'orders.manage',
    group: 'operations',
    icon: 'receipt',
    component: lazy(() => import('../features/orders/order-board-page.tsx')),
  },
  {
    path: 'kitchen',
    titleKey: 'kitchen',
    permission: 'orders.manage',
    group: 'operations',
    icon: 'chef',
    component: lazy(() => import('../features/orders/kitchen-page.tsx')),
    fullScreen: true,
  },
  {
    path: 'requests',
    titleKey: 'requests',
    permission: 'requests.manage',
    group: 'operations',
    icon: 'bell',
    component: lazy(() => import('../features/requests/request-queue-page.tsx')),
  },
  {
    path: 'chat',
    titleKey: 'chat',
    permission: 'chat.manage',
    group: 'operations',
    icon: 'chat',
    component: lazy(() => import('../features/chat/chat-inbox-page.tsx')),
  },
  {
    path: 'stays',
    titleKey: 'stays',
    permission: 'stays.manage',
    group: 'operations',
    icon: 'bed',
    component: lazy(() => import('../features/stays/stays-page.tsx')),
  },
  {
    path: 'folio',
    titleKey: 'folio',
    permission: 'billing.manage',
    group: 'operations',
    icon: 'wallet',
    component: lazy(() => import('../features/billing/folio-page.tsx')),
  },
  {
    path: 'rooms',
    titleKey: 'rooms',
    permission: 'rooms.manage',
    group: 'hotel',
    icon: 'door',
    component: lazy(() => import('../features/rooms/rooms-page.tsx')),
  },
  {
    path: 'activity-bookings',
    titleKey: 'activityBookings',
    permission: 'bookings.manage',
    group: 'operations',
    icon: 'calendar',
    component: lazy(() => import('../features/activities/activity-bookings-page.tsx')),
  },
  {
    path: 'activities',
    titleKey: 'activityEditor',
    permission: 'activities.edit',
    group: 'hotel',
    icon: 'compass',
    component: lazy(() => import('../features/activities/activity-editor-page.tsx')),
  },
  {
    path: 'staff-accounts',
    titleKey: 'staffAccounts',
    permission: 'staff.manage',
    group: 'admin',
    icon: 'users',
    component: lazy(() => import('../features/staff-accounts/accounts-page.tsx')),
  },
  // After staff accounts so a manager still lands there; the navigation lists it under 'hotel'.
  {
    path: 'menu',
    titleKey: 'menu',
    permission: 'menu.edit',
    group: 'hotel',
    icon: 'utensils',
    component: lazy(() => import('../features/menu/menu-page.tsx')),
  },
  {
    path: 'concierge-faq',
    titleKey: 'faq',
    permission: 'chat.manage',
    group: 'hotel',
    icon: 'help',
    component: lazy(() => import('../features/chat/faq-page.tsx')),
  },
  {
    path: 'settings',
    titleKey: 'settings',
    permission: 'settings.edit',
    group: 'hotel',
    icon: 'settings',
    component: lazy(() => import('../features/settings/settings-page.tsx')),
  },
  {
    path: 'content',
    titleKey: 'content',
    permission: 'content.edit',
    group: 'hotel',
    icon: 'image',
    component: lazy(() => import('../features/content/content-page.tsx')),
  },
  {
    path: 'translations',
    titleKey: 'translations',
    permission: 'content.edit',
    group: 'hotel',
    icon: 'globe',
    component: lazy(() => import('../features/translations/translations-page.tsx')),
  },
  {
    path: 'audit',
    titleKey: 'audit',
    permission: 'audit.view',
    group: 'admin',
    icon: 'book',
    component: lazy(() => import('../features/audit/audit-page.tsx')),
  },
  {
    path: 'my-account',
    titleKey: 'myAccount',
    permission: null,
    group: 'admin',
    icon: 'user',
    component: lazy(() => import('../features/my-account/my-account-page.tsx')),
  },
];

export const SCREEN_GROUPS: readonly ScreenGroup[] = ['operations', 'hotel', 'admin'];
