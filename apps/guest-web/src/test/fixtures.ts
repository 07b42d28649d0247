import type { GuestSessionResponse } from '@hotel/contracts/auth';
import type { HotelResponse } from '@hotel/contracts/hotels';
import type { BookingResponse } from '@hotel/contracts/requests';

export const demoHotel: HotelResponse = {
  unique_id: 'HOTEL-DEMO',
  name: 'Demo Grand Hotel',
  logo_url: '/media/demo-logo.svg',
  small_logo: null,
  small_logo_url: '/media/demo-logo-small.svg',
  primary_color: '#f4c95d',
  secondary_color: '#8a5a00',
  accent_color: '#0b7a75',
  text_color: '#1f2328',
  text_light_color: '#59636e',
  background_color: '#ffffff',
  currency_symbol: '฿',
  currency_code: 'THB',
  timezone: 'Asia/Bangkok',
  room_service_enabled: true,
  room_service_hours: null,
  subscription: { chat_enabled: true },
  guests_can_request_cleaning: true,
  guests_can_request_towels: true,
  guests_can_request_toiletries: true,
  guests_can_request_sheets: true,
  guests_can_request_general_assistance: true,
  guests_can_set_do_not_disturb: true,
};

export const demoSession: GuestSessionResponse = {
  booking: { id: 42, check_in_date: '2025-03-14', check_out_date: '2025-03-18' },
  room: { room_number: '101' },
  family_name: 'Tanaka',
  language: 'en',
  session_token: 'session-token',
  hotel_id: 'HOTEL-DEMO',
  timezone: 'Asia/Bangkok',
  session: { hotel: { unique_id: 'HOTEL-DEMO' } },
};

/** The demo session's booking with no service request on. */
export const demoBooking: BookingResponse = {
  id: demoSession.booking.id,
  request_cleaning: false,
  request_towels: false,
  request_toiletries: false,
  request_sheets: false,
  request_general_assistance: false,
  do_not_disturb: false,
};
