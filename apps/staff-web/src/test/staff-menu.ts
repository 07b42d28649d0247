import type { StaffMenu, StaffMenuItem } from '@hotel/contracts/menu-admin';

/** The demo hotel's menu as GET /api/staff/menu/ answers it, in baht, with only `items` on it. */
export function staffMenuOf(items: StaffMenuItem[] = []): StaffMenu {
  return {
    currency_symbol: '฿',
    currency_code: 'THB',
    timezone: 'Asia/Bangkok',
    room_service_enabled: true,
    locations: [],
    sub_categories: [],
    items,
  };
}
