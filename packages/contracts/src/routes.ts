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
import type {
  PushKeyResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  StaffPushSubscriptionBody,
  StaffPushSubscriptionResponse,
  staffPushSubscriptionQuery,
} from './push.ts';
import type { RoomCreate, RoomList, RoomUpdate, StaffRoom } from './rooms.ts';
import type {
  StaffAccountCreate,
  StaffAccountCreated,
  StaffAccountUpdate,
  StaffPreferencesUpdate,
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
 * `${number}`, any other variable segment `${string}` (which matches slashes too: one such route per prefix, so
 * that a path matches one route). The client kit's fetch client reads this map: a call to a path in it needs no
 * type argument, and its body and query are checked.
 */
/**
 * What a call puts in its query string for a query schema (before the server coerces it); a null or undefined
 * value is left out of the string.
 */
type Query<Schema extends z.ZodType> = {
  [Name in keyof z.input<Schema>]?: z.input<Schema>[Name] | null;
};

export type ApiRoutes =
  // ---------------------------------------------------------------------------- guest app
  | Route<`GET /api/hotels/${string}/`, { response: HotelResponse }>
  | Route<`GET /api/locations/${number}/`, { response: LocationResponse }>
  | Route<`POST /api/guest-login/`, { body: GuestLoginRequest; response: GuestLoginResponse }>
  | Route<`GET /api/guest-session/`, { response: GuestSessionResponse }>
  | Route<`POST /api/guest-logout/`, { response: unknown }>
  | Route<`GET /api/items/`, { query: Query<typeof menuQuery>; response: DiningItem[] }>
  | Route<`GET /api/items/${number}/`, { response: DiningItem }>
  | Route<`GET /api/sub-categories/`, { query: Query<typeof menuQuery>; response: SubCategory[] }>
  | Route<`GET /api/popular-items/`, { query: Query<typeof hotelIdQuery>; response: PopularItem[] }>
  | Route<`POST /api/orders/`, { body: OrderRequest; response: Order }>
  | Route<`GET /api/orders/${number}/`, { response: Order }>
  | Route<`GET /api/guest/orders/`, { query: Query<typeof guestOrderListQuery>; response: Order[] }>
  | Route<`GET /api/activities/`, { response: Activity[] }>
  | Route<
      `GET /api/activities/${number}/`,
      { query: Query<typeof activityDayQuery>; response: ActivityWithSlots }
    >
  | Route<
      `GET /api/activities/${number}/availability/`,
      {
        query: Query<typeof activityAvailabilityQuery>;
        response: ActivityAvailability;
      }
    >
  | Route<`GET /api/popular-activities/`, { query: Query<typeof hotelIdQuery>; response: PopularActivity[] }>
  | Route<`POST /api/activity-bookings/`, { body: ActivityBookingRequest; response: ActivityBooking }>
  | Route<`GET /api/guest/activities/`, { response: GuestActivityBookings }>
  | Route<`GET /api/guest/activities/${number}/`, { response: ActivityBooking }>
  | Route<`POST /api/guest/activities/${number}/cancel/`, { response: ActivityBooking }>
  | Route<`GET /api/bookings/${number}/`, { response: BookingResponse }>
  | Route<`PATCH /api/bookings/${number}/`, { body: BookingPatchRequest; response: BookingResponse }>
  | Route<`GET /api/guest/billing/`, { response: Billing }>
  | Route<
      `GET /api/notifications/`,
      {
        query: Query<typeof notificationListQuery>;
        response: NotificationListResponse;
      }
    >
  | Route<
      `POST /api/notifications/read/`,
      {
        body: MarkNotificationsReadRequest;
        response: NotificationCountsResponse;
      }
    >
  | Route<`POST /api/notifications/clear/`, { response: NotificationCountsResponse }>
  | Route<`POST /api/chat/start/`, { body: ChatStartRequest; response: ChatStartResponse }>
  | Route<`GET /api/chat/active/`, { response: ChatActiveResponse }>
  | Route<`GET /api/chat/messages/${number}/`, { response: ChatMessagesResponse }>
  | Route<`POST /api/chat/${number}/message/`, { body: ChatSendRequest; response: ChatSendResponse }>
  | Route<`GET /api/slideshow/`, { query: Query<typeof hotelIdQuery>; response: Slide[] }>
  | Route<`GET /api/weather/${string}/`, { response: WeatherResponse }>
  | Route<
      `GET /api/calendar-events/`,
      { query: Query<typeof calendarEventsQuery>; response: CalendarEvent[] }
    >
  | Route<`GET /api/tourist-info/`, { response: TouristInfoResponse }>
  | Route<
      `GET /api/translations/`,
      { query: Query<typeof translationsQuery>; response: TranslationsResponse }
    >
  | Route<
      `GET /api/translations/status/`,
      {
        query: Query<typeof translationStatusQuery>;
        response: TranslationStatusResponse;
      }
    >
  | Route<`GET /api/push/key/`, { response: PushKeyResponse }>
  | Route<`POST /api/guest/push/subscribe/`, { body: PushSubscriptionBody; response: { ok: true } }>
  | Route<`POST /api/guest/push/unsubscribe/`, { body: PushUnsubscribeBody; response: { ok: true } }>

  // ---------------------------------------------------------------------------- staff console
  | Route<
      `GET /api/staff/push/subscription/`,
      { query: Query<typeof staffPushSubscriptionQuery>; response: StaffPushSubscriptionResponse }
    >
  | Route<
      `POST /api/staff/push/subscribe/`,
      { body: StaffPushSubscriptionBody; response: StaffPushSubscriptionResponse }
    >
  | Route<`POST /api/staff/push/unsubscribe/`, { body: PushUnsubscribeBody; response: { ok: true } }>
  | Route<`POST /api/staff/login/`, { body: StaffLoginRequest; response: StaffLoginResponse }>
  | Route<`POST /api/staff/logout/`, { response: unknown }>
  | Route<`GET /api/staff/session/`, { response: StaffSessionResponse }>
  | Route<`GET /api/staff/accounts/`, { response: { accounts: StaffMember[] } }>
  | Route<
      `POST /api/staff/session/hotel/`,
      { body: { hotel_unique_id: string }; response: StaffLoginResponse }
    >
  | Route<`PATCH /api/staff/me/`, { body: StaffPreferencesUpdate; response: { ok: true } }>
  | Route<`POST /api/staff/accounts/`, { body: StaffAccountCreate; response: StaffAccountCreated }>
  | Route<`PATCH /api/staff/accounts/${number}/`, { body: StaffAccountUpdate; response: StaffMember }>
  | Route<`GET /api/staff/orders/`, { query: Query<typeof staffOrderQuery>; response: StaffOrder[] }>
  | Route<`PATCH /api/staff/orders/${number}/`, { body: OrderStatusChange; response: StaffOrder }>
  | Route<`GET /api/staff/stays/`, { query: Query<typeof stayBoardQuery>; response: StayBoard }>
  | Route<`POST /api/staff/stays/`, { body: StayCreate; response: StaffStay }>
  | Route<`PATCH /api/staff/stays/${number}/`, { body: StayUpdate; response: StaffStay }>
  | Route<`GET /api/staff/rooms/`, { response: RoomList }>
  | Route<`POST /api/staff/rooms/`, { body: RoomCreate; response: StaffRoom }>
  | Route<`PATCH /api/staff/rooms/${number}/`, { body: RoomUpdate; response: StaffRoom }>
  | Route<`GET /api/staff/menu/`, { response: StaffMenu }>
  | Route<
      `GET /api/staff/requests/stats/`,
      {
        query: Query<typeof staffRequestStatsQuery>;
        response: StaffRequestStatsResponse;
      }
    >
  | Route<`GET /api/staff/settings/`, { response: HotelSettings }>
  | Route<`PATCH /api/staff/settings/`, { body: HotelSettingsChange; response: HotelSettings }>
  | Route<`GET /api/staff/activities/`, { response: StaffActivity[] }>
  | Route<
      `GET /api/staff/activity-bookings/day/`,
      { query: Query<typeof staffDayQuery>; response: StaffActivityDay }
    >;

/** One route of the map: its method and path, and what it sends and answers. */
type Route<Key extends string, Parts extends RouteParts> = { route: Key } & Parts;
interface RouteParts {
  body?: unknown;
  query?: unknown;
  response: unknown;
}

export type ApiRoute = ApiRoutes['route'];

/** The route a call of `method` to `path` is, if the map has it ('GET /api/orders/12/' → its entry). */
export type RouteOf<Method extends string, Path extends string> = ApiRoutes extends infer Entry
  ? Entry extends { route: infer Key extends string }
    ? `${Method} ${Path}` extends Key
      ? Entry
      : never
    : never
  : never;

/** The paths the map has for a method ('/api/orders/${number}/'). */
export type RoutePath<Method extends string> = ApiRoute extends infer Key
  ? Key extends `${Method} ${infer Path}`
    ? Path
    : never
  : never;

type Part<Entry, Name extends keyof RouteParts> = Entry extends Record<Name, infer Value> ? Value : undefined;

export type RouteResponse<Entry> = Part<Entry, 'response'>;
export type RouteBody<Entry> = Part<Entry, 'body'>;
export type RouteQuery<Entry> = Part<Entry, 'query'>;
