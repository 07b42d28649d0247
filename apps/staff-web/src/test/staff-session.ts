import { permissionsOfRole, type StaffRole, type StaffSessionResponse } from '@hotel/contracts/staff';

/** A signed-in member of the demo hotel's staff in `role`, as GET /api/staff/session/ answers it. */
export function staffSessionOf(role: StaffRole): StaffSessionResponse {
  return {
    staff: { id: 1, email: 'a@b.test', name: 'Pat', role, active: true, location_scope: null },
    language: null,
    hotel: {
      unique_id: 'HOTEL-DEMO',
      name: 'Demo Riverside Hotel',
      timezone: 'Asia/Bangkok',
      currency_symbol: '฿',
      primary_color: '#1f5f8b',
      small_logo_url: null,
      request_realert_seconds: 30,
      order_lead_minutes: 30,
    },
    hotels: [{ unique_id: 'HOTEL-DEMO', name: 'Demo Riverside Hotel', role }],
    permissions: permissionsOfRole(role),
    csrf_token: 'csrf',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  };
}
