import type { z } from 'zod';
import type {
  Activity,
  ActivityAvailability,
  ActivityBooking,
  ActivityBookingRequest,
  ActivityWithSlots,
  activityAvailabilityQuery,
  activityDayQuery,
  GuestActivityBookings,
  PopularActivity,
  StaffActivity,
  StaffActivityDay,
  staffDayQuery,
} from './activities.ts';
import type { GuestLoginRequest, GuestLoginResponse, GuestSessionResponse } from './auth.ts';
import type { Billing } from './billing.ts';
import type {
  ChatActiveResponse,
  ChatMessagesResponse,
  ChatSendRequest,
  ChatSendResponse,
  ChatStartRequest,
  ChatStartResponse,
} from './chat.ts';
import type {
  CalendarEvent,
  Slide,
  TouristInfoResponse,
  WeatherResponse,
  calendarEventsQuery,
} from './content.ts';
import type { hotelIdQuery } from './common.ts';
import type {
  DiningItem,
  Order,
  OrderRequest,
  OrderStatusChange,
  PopularItem,
  StaffOrder,
  SubCategory,
  guestOrderListQuery,
  menuQuery,
  staffOrderQuery,
} from './dining.ts';
import type { HotelSettings, HotelSettingsChange } from './hotel-settings.ts';
import type { HotelResponse, LocationResponse } from './hotels.ts';
import type {
  MarkNotificationsReadRequest,
  NotificationCountsResponse,
  NotificationListResponse,
  notificationListQuery,
} from './live.ts';
import type { StaffMenu } from './menu-admin.ts';
import type {
  BookingPatchRequest,
  BookingResponse,
  StaffRequestStatsResponse,
  staffRequestStatsQuery,
} from './requests.ts';
import type { RoomList, RoomUpdate, StaffRoom } from './rooms.ts';
import type {
  StaffAccountCreate,
  StaffAccountUpdate,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffMember,
  StaffSessionResponse,
} from './staff.ts';
import type { StaffStay, StayBoard, StayCreate, StayUpdate, stayBoardQuery } from './stays.ts';
import type {
  TranslationStatusResponse,
  TranslationsResponse,
  translationStatusQuery,
  translationsQuery,
} from './translations.ts';

/**
 * The HTTP routes the two apps call, as types only (no run-time import: the guest app's bundle carries none of
 * the schemas): `'METHOD /api/path/'` → what the call sends and what it answers. A path segment that is an id is
 * `${number}`, any other variable segment `${string}`. The client kit's fetch client reads this map: a call to a
 * path in it needs no type argument, and its body and query are checked.
 */
/** What a call puts in its query string for a query schema (before the server coerces it). */
type Query<Schema extends z.ZodType> = z.input<Schema>;

export interface ApiRoutes {
  // ---------------------------------------------------------------------------- guest app
  'GET /api/hotels/${string}/': { response: HotelResponse };
  'GET /api/hotels/${string}/locations/': { response: LocationResponse[] };
  'GET /api/locations/${number}/': { response: LocationResponse };
  'POST /api/guest-login/': { body: GuestLoginRequest; response: GuestLoginResponse };
  'GET /api/guest-session/': { response: GuestSessionResponse };
  'POST /api/guest-logout/': { response: unknown };
  'GET /api/items/': { query: Query<typeof menuQuery>; response: DiningItem[] };
  'GET /api/items/${number}/': { response: DiningItem };
  'GET /api/sub-categories/': { query: Query<typeof menuQuery>; response: SubCategory[] };
  'GET /api/popular-items/': { query: Query<typeof hotelIdQuery>; response: PopularItem[] };
  'POST /api/orders/': { body: OrderRequest; response: Order };
  'GET /api/orders/${number}/': { response: Order };
  'GET /api/guest/orders/': { query: Query<typeof guestOrderListQuery>; response: Order[] };
  'GET /api/activities/': { response: Activity[] };
  'GET /api/activities/${number}/': { query: Query<typeof activityDayQuery>; response: ActivityWithSlots };
  'GET /api/activities/${number}/availability/': {
    query: Query<typeof activityAvailabilityQuery>;
    response: ActivityAvailability;
  };
  'GET /api/popular-activities/': { query: Query<typeof hotelIdQuery>; response: PopularActivity[] };
  'POST /api/activity-bookings/': { body: ActivityBookingRequest; response: ActivityBooking };
  'GET /api/guest/activities/': { response: GuestActivityBookings };
  'GET /api/guest/activities/${number}/': { response: ActivityBooking };
  'POST /api/guest/activities/${number}/cancel/': { response: ActivityBooking };
  'GET /api/bookings/${number}/': { response: BookingResponse };
  'PATCH /api/bookings/${number}/': { body: BookingPatchRequest; response: BookingResponse };
  'GET /api/guest/billing/': { response: Billing };
  'GET /api/notifications/': {
    query: Query<typeof notificationListQuery>;
    response: NotificationListResponse;
  };
  'POST /api/notifications/read/': {
    body: MarkNotificationsReadRequest;
    response: NotificationCountsResponse;
  };
  'POST /api/notifications/clear/': { response: NotificationCountsResponse };
  'POST /api/chat/start/': { body: ChatStartRequest; response: ChatStartResponse };
  'GET /api/chat/active/': { response: ChatActiveResponse };
  'GET /api/chat/messages/${number}/': { response: ChatMessagesResponse };
  'POST /api/chat/${number}/message/': { body: ChatSendRequest; response: ChatSendResponse };
  'GET /api/slideshow/': { query: Query<typeof hotelIdQuery>; response: Slide[] };
  'GET /api/weather/${string}/': { response: WeatherResponse };
  'GET /api/calendar-events/': { query: Query<typeof calendarEventsQuery>; response: CalendarEvent[] };
  'GET /api/tourist-info/': { response: TouristInfoResponse };
  'GET /api/translations/': { query: Query<typeof translationsQuery>; response: TranslationsResponse };
  'GET /api/translations/status/': {
    query: Query<typeof translationStatusQuery>;
    response: TranslationStatusResponse;
  };

  // ---------------------------------------------------------------------------- staff console
  'POST /api/staff/login/': { body: StaffLoginRequest; response: StaffLoginResponse };
  'POST /api/staff/logout/': { response: unknown };
  'GET /api/staff/session/': { response: StaffSessionResponse };
  'GET /api/staff/accounts/': { response: { accounts: StaffMember[] } };
  'POST /api/staff/accounts/': { body: StaffAccountCreate; response: StaffMember };
  'PATCH /api/staff/accounts/${number}/': { body: StaffAccountUpdate; response: StaffMember };
  'GET /api/staff/orders/': { query: Query<typeof staffOrderQuery>; response: StaffOrder[] };
  'PATCH /api/staff/orders/${number}/': { body: OrderStatusChange; response: StaffOrder };
  'GET /api/staff/stays/': { query: Query<typeof stayBoardQuery>; response: StayBoard };
  'POST /api/staff/stays/': { body: StayCreate; response: StaffStay };
  'PATCH /api/staff/stays/${number}/': { body: StayUpdate; response: StaffStay };
  'GET /api/staff/rooms/': { response: RoomList };
  'PATCH /api/staff/rooms/${number}/': { body: RoomUpdate; response: StaffRoom };
  'GET /api/staff/menu/': { response: StaffMenu };
  'GET /api/staff/requests/stats/': {
    query: Query<typeof staffRequestStatsQuery>;
    response: StaffRequestStatsResponse;
  };
  'GET /api/staff/settings/': { response: HotelSettings };
  'PATCH /api/staff/settings/': { body: HotelSettingsChange; response: HotelSettings };
  'GET /api/staff/activities/': { response: StaffActivity[] };
  'GET /api/staff/activity-bookings/day/': { query: Query<typeof staffDayQuery>; response: StaffActivityDay };
}

export type ApiRoute = keyof ApiRoutes;

/** The route a call of `method` to `path` is, if the map has it ('GET /api/orders/12/' → 'GET /api/orders/${number}/'). */
export type RouteOf<Method extends string, Path extends string> = {
  [Route in ApiRoute]: `${Method} ${Path}` extends Route ? Route : never;
}[ApiRoute];

type Part<Route extends ApiRoute, Key extends string> =
  ApiRoutes[Route] extends Record<Key, infer Value> ? Value : undefined;

export type RouteResponse<Route extends ApiRoute> = ApiRoutes[Route]['response'];
export type RouteBody<Route extends ApiRoute> = Part<Route, 'body'>;
export type RouteQuery<Route extends ApiRoute> = Part<Route, 'query'>;
