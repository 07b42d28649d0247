import { createECDH, randomBytes } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMenu } from '@hotel/contracts/menu-admin';
import { roleHasPermission, STAFF_ROLES, type StaffPermission, type StaffRole } from '@hotel/contracts/staff';
import { buildApp } from '../../src/app.ts';
import { saveWeatherLocation } from '../../src/modules/content/repository.ts';
import { uploadedImages } from '../../src/modules/content/schema.ts';
import { addDays } from '../../src/platform/time.ts';
import { notifyGuest } from '../../src/modules/notifications/service.ts';
import { generateVapidKeys } from '../../src/modules/push/vapid-keys.ts';
import type { StaffGuard } from '../../src/modules/staff/guard.ts';
import {
  findStaffMember,
  listActiveSignInLockouts,
  recordSignInLockout,
} from '../../src/modules/staff/repository.ts';
import { upsertStaffMember } from '../../src/modules/staff/provisioning.ts';
import { tomorrowIn } from '../activity-fixtures.ts';
import { createMenuFixture, type MenuFixture } from '../dining-fixtures.ts';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../open-meteo-server.ts';
import {
  addTestGuest,
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  multipartFile,
  uniqueSuffix,
  type TestApp,
  type TestHotel,
} from '../test-app.ts';

/**
 * The authorization matrix (issue 14): every registered route × every kind of caller, as one table.
 * The routes are collected with an onRoute hook, so a route added without a row here fails the first
 * test: whoever adds a route says who may call it and which record its URL names.
 *
 * Callers: nobody; the stay's own guest; another room's guest in the same hotel; a guest of another
 * hotel; the hotel's staff in each role; a manager of another hotel. Every call aims at the own stay's
 * records (its booking, its order, its notification, a staff account of its hotel), which carry a marker
 * text; a caller who may not see them gets 401/403/404, and no answer to such a caller contains the marker.
 */

type Access =
  /** Anyone, signed in or not. */
  | 'public'
  /** A guest session; answers only about that session's stay. */
  | 'guest'
  /** A staff session with the permission the route's guard names; answers only about that hotel. */
  | 'staff'
  /** A live socket: plain HTTP gets 404; the handshake's scoping is proven in platform/live. */
  | 'socket'
  /** Health, readiness, API documentation, static files: no hotel data. */
  | 'platform';

interface World {
  own: TestHotel;
  menu: MenuFixture;
  ownOrderId: number;
  ownNotificationId: number;
  ownServiceRequestId: number;
  hotelStaffAccountId: number;
  /** The own stay's room, a stay that staff check out, and an arrival that staff cancel. */
  ownRoomId: number;
  checkOutStayId: number;
  futureStayId: number;
  /** An account of the own hotel that only signs in (the login route's row). */
  loginProbeEmail: string;
  /** A manager of the own hotel, for the reads a call makes before it (a reorder's current list). */
  managerToken: string;
  pictures: Pictures;
  content: ContentRecords;
  activities: ActivityRecords;
  menuEdits: MenuEditRecords;
  /** The own stay's open conversation (its guest message carries the marker), a closed one, an FAQ entry. */
  ownConversationId: number;
  closedConversationId: number;
  ownFaqId: number;
  /** The own order's folio line, a question the own guest asked about it, and a built-in payment page. */
  ownChargeId: number;
  ownQuestionId: number;
  paymentPagePath: string;
  /** A guest's report of a translation, for the console to close. */
  ownTranslationReportId: number;
  marker: string;
}

/** Real pictures: a PNG to upload, and the keys of uploads the image routes serve. */
interface Pictures {
  png: Buffer;
  /** `/api/images/<key>/`: a slide picture stored before the one image store (decision 0071). */
  contentImageUrl: string;
  /** `/api/images/sized/<key>-w1280.webp`, uploaded through the content editor. */
  slideImageUrl: string;
  /** `/api/images/sized/<key>-w800.webp`, uploaded through the menu editor. */
  sizedImageUrl: string;
}

interface ContentRecords {
  slideToChange: number;
  slideToRemove: number;
  eventToChange: number;
  eventToRemove: number;
}

interface ActivityRecords {
  /** Bookable every day 10:00–14:00; its first schedule is never changed. */
  activityId: number;
  /** An activity the editor's PUT rewrites. */
  editableActivityId: number;
  scheduleToChange: number;
  scheduleToRemove: number;
  closureToRemove: number;
  /** A free day (no bookings) that the closure row closes. */
  freeDay: string;
  tomorrow: string;
  /** The own stay's bookings: one to read, one the guest cancels, one staff change. */
  bookingToRead: number;
  bookingToCancel: number;
  bookingForStaff: number;
  bookingRequest: object;
}

interface MenuEditRecords {
  itemToChange: number;
  itemToRemove: number;
  locationToChange: number;
  locationToRemove: number;
  subCategoryToChange: number;
  subCategoryToRemove: number;
  /** The own menu as exported, imported back unchanged. */
  exported: object;
}

interface Call {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

interface RouteCase {
  access: Access;
  /**
   * The call aimed at the own stay's or hotel's records (default: the route's URL as it is). Made when
   * the route's turn comes; a call that needs the list as it is then (a reorder) reads it first.
   */
  call?: (world: World) => Call | Promise<Call>;
  /**
   * The URL names one record: of the own stay (every other caller gets 403 or 404) or of the own hotel
   * (the hotel's other guests may read it, another hotel's callers get 403 or 404).
   */
  namesRecord?: 'stay' | 'hotel';
  /** The first permitted call uses the record up (a cancelled arrival): later permitted callers may get 404. */
  consumesRecord?: true;
  /** The call ends the caller's session (sign-out, password change): later calls sign in again. */
  endsSession?: true;
}

/** A browser's subscription keys (a real P-256 point and a 16-byte secret), for the push routes' rows. */
const MATRIX_PUSH_KEYS = (() => {
  const device = createECDH('prime256v1');
  device.generateKeys();
  return { p256dh: device.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
})();

const MATRIX: Record<string, RouteCase> = {
  'GET /health': { access: 'platform' },
  'GET /ready': { access: 'platform' },
  'GET /metrics': { access: 'platform' },
  /** The site's icon: a hotel's logo and colour at most, which its login shows anyway. */
  'GET /favicon.ico': { access: 'platform' },
  'GET /api/docs': { access: 'platform' },
  'GET /api/docs/json': { access: 'platform' },
  'GET /api/docs/yaml': { access: 'platform' },
  'GET /api/docs/static/index.html': { access: 'platform' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'platform' },
  'HEAD,GET /api/docs/static/*': { access: 'platform' },
  'HEAD,GET /media/*': { access: 'platform' },
  'HEAD,GET /*': { access: 'platform' },
  'HEAD,GET /staff/*': { access: 'platform' },
  /** CORS preflights: answered before any route, with headers only. */
  'OPTIONS *': { access: 'platform' },

  'GET /ws/guest/:hotelId/:token/': { access: 'socket' },
  'GET /ws/guest/:hotelId/': { access: 'socket' },
  'GET /ws/staff/': { access: 'socket' },
  'GET /ws/:channel/': { access: 'socket' },

  'POST /api/guest-login/': {
    access: 'public',
    call: (w) => ({
      url: '/api/guest-login/',
      payload: { room: w.own.roomNumber, family_name: w.own.familyName, hotel_unique_id: w.own.uniqueId },
    }),
  },
  'GET /api/hotels/:hotelId/': { access: 'public', call: (w) => ({ url: `/api/hotels/${w.own.uniqueId}/` }) },
  'GET /api/hotels/:hotelId/locations/': {
    access: 'public',
    call: (w) => ({ url: `/api/hotels/${w.own.uniqueId}/locations/` }),
  },
  'GET /api/hotels/:hotelId/manifest.webmanifest': {
    access: 'public',
    call: (w) => ({ url: `/api/hotels/${w.own.uniqueId}/manifest.webmanifest` }),
  },
  'GET /api/hotels/:hotelId/icons/:icon': {
    access: 'public',
    call: (w) => ({ url: `/api/hotels/${w.own.uniqueId}/icons/icon-192.png` }),
  },
  'GET /api/languages/': { access: 'public' },
  'GET /api/translations/': {
    access: 'public',
    call: () => ({ url: '/api/translations/?language_code=th' }),
  },
  'GET /api/translations/status/': {
    access: 'public',
    call: () => ({ url: '/api/translations/status/?language_code=th' }),
  },
  'POST /api/staff/login/': {
    access: 'public',
    call: (w) => ({
      url: '/api/staff/login/',
      payload: { email: w.loginProbeEmail, password: STAFF_PASSWORD },
    }),
  },

  'GET /api/guest-session/': { access: 'guest' },
  'POST /api/guest-logout/': { access: 'guest', endsSession: true },
  'POST /api/languages/set/': {
    access: 'guest',
    call: () => ({ url: '/api/languages/set/', payload: { language: 'en' } }),
  },
  'POST /api/toggle-language/': { access: 'guest' },
  'POST /api/translations/reports/': {
    access: 'guest',
    call: () => ({
      url: '/api/translations/reports/',
      payload: { language: 'ja', source_text: 'Curry', shown_text: 'カリー' },
    }),
  },
  'GET /api/items/': { access: 'guest' },
  'GET /api/items/:id/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/items/${w.menu.item('Sundae').id}/` }),
  },
  'GET /api/sub-categories/': { access: 'guest' },
  'GET /api/locations/:id/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/locations/${w.menu.terrace.id}/` }),
  },
  'GET /api/popular-items/': { access: 'guest' },
  'POST /api/orders/': {
    access: 'guest',
    call: (w) => ({
      url: '/api/orders/',
      payload: {
        location: w.menu.terrace.id,
        items: [{ dining_item: w.menu.item('Sundae').id, quantity: 1 }],
      },
    }),
  },
  'GET /api/guest/orders/': { access: 'guest' },
  'GET /api/orders/:id/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/orders/${w.ownOrderId}/` }),
  },
  'GET /api/notifications/': { access: 'guest' },
  'POST /api/notifications/read/': {
    access: 'guest',
    call: (w) => ({ url: '/api/notifications/read/', payload: { ids: [w.ownNotificationId] } }),
  },
  'POST /api/notifications/clear/': { access: 'guest' },
  'GET /api/push/key/': { access: 'public' },
  // Port 9 (discard) refuses at once: the pushes the later calls cause fail on this machine, never reach out.
  'POST /api/guest/push/subscribe/': {
    access: 'guest',
    call: () => ({
      url: '/api/guest/push/subscribe/',
      payload: { endpoint: 'http://127.0.0.1:9/push/guest-device', keys: MATRIX_PUSH_KEYS },
    }),
  },
  'POST /api/guest/push/unsubscribe/': {
    access: 'guest',
    call: () => ({
      url: '/api/guest/push/unsubscribe/',
      payload: { endpoint: 'http://127.0.0.1:9/push/guest-device' },
    }),
  },
  'GET /api/bookings/:bookingId/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/bookings/${w.own.stayId}/` }),
  },
  'PATCH /api/bookings/:bookingId/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/bookings/${w.own.stayId}/`, payload: { request_sheets: true } }),
  },

  'GET /api/staff/session/': { access: 'staff' },
  'GET /api/staff/push/subscription/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/push/subscription/?endpoint=http%3A%2F%2F127.0.0.1%3A9%2Fpush%2Fstaff' }),
  },
  'POST /api/staff/push/subscribe/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/push/subscribe/',
      payload: { endpoint: 'http://127.0.0.1:9/push/staff', keys: MATRIX_PUSH_KEYS, topics: [] },
    }),
  },
  'POST /api/staff/push/unsubscribe/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/push/unsubscribe/',
      payload: { endpoint: 'http://127.0.0.1:9/push/staff' },
    }),
  },
  'POST /api/staff/logout/': { access: 'staff', endsSession: true },
  // To the own hotel: its members switch (the session is replaced); others are refused, changing nothing.
  'POST /api/staff/session/hotel/': {
    access: 'staff',
    endsSession: true,
    call: (w) => ({ url: '/api/staff/session/hotel/', payload: { hotel_unique_id: w.own.uniqueId } }),
  },
  'PATCH /api/staff/me/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/me/', payload: { language: null } }),
  },
  'POST /api/staff/me/password/': {
    access: 'staff',
    endsSession: true,
    call: () => ({
      url: '/api/staff/me/password/',
      payload: { current_password: STAFF_PASSWORD, new_password: STAFF_PASSWORD },
    }),
  },
  'GET /api/staff/accounts/': { access: 'staff' },
  'POST /api/staff/accounts/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/accounts/',
      payload: {
        email: `matrix-${uniqueSuffix().toLowerCase()}@test.example`,
        name: 'Matrix',
        role: 'kitchen',
        password: 'a long enough password',
      },
    }),
  },
  'PATCH /api/staff/accounts/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/accounts/${w.hotelStaffAccountId}/`, payload: { name: 'Renamed' } }),
  },
  'POST /api/staff/accounts/:id/reset-password/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/accounts/${w.hotelStaffAccountId}/reset-password/`,
      payload: { new_password: 'another long password' },
    }),
  },
  'GET /api/staff/sign-in-lockouts/': { access: 'staff' },
  'POST /api/staff/sign-in-lockouts/:id/clear/': {
    access: 'staff',
    namesRecord: 'stay',
    call: async (w) => ({ url: `/api/staff/sign-in-lockouts/${await pausedSignIn(w)}/clear/` }),
  },
  'GET /api/staff/orders/': { access: 'staff' },
  'PATCH /api/staff/orders/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/orders/${w.ownOrderId}/`, payload: { status: 'in_progress' } }),
  },
  'GET /api/staff/requests/': { access: 'staff' },
  'GET /api/staff/rooms/': { access: 'staff' },
  'POST /api/staff/rooms/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/rooms/', payload: { room_number: `M${uniqueSuffix()}` } }),
  },
  'POST /api/staff/rooms/range/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/rooms/range/', payload: { from: '9001', to: '9002' } }),
  },
  'PATCH /api/staff/rooms/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/staff/rooms/${w.ownRoomId}/`, payload: { licensed: true } }),
  },
  'GET /api/staff/rooms/qr-codes/': { access: 'staff' },
  'GET /api/staff/rooms/:id/qr-code/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/staff/rooms/${w.ownRoomId}/qr-code/` }),
  },
  'GET /api/staff/stays/': { access: 'staff' },
  'POST /api/staff/stays/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/stays/',
      payload: {
        room: '303',
        family_name: 'Later',
        check_in_date: '2031-01-10',
        check_out_date: '2031-01-12',
      },
    }),
  },
  'PATCH /api/staff/stays/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.own.stayId}/`, payload: { language: 'en' } }),
  },
  'POST /api/staff/stays/:id/check-out/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.checkOutStayId}/check-out/` }),
  },
  'DELETE /api/staff/stays/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/stays/${w.futureStayId}/` }),
  },
  'POST /api/staff/stays/import/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/stays/import/',
      payload: {
        rows: [
          {
            line: 1,
            room: '303',
            family_name: 'Imported',
            check_in_date: '2032-02-01',
            check_out_date: '2032-02-03',
          },
        ],
        dry_run: true,
      },
    }),
  },
  'POST /api/staff/requests/:id/complete/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/requests/${w.ownServiceRequestId}/complete/` }),
  },
  'GET /api/staff/requests/stats/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/requests/stats/?days=7' }),
  },
  /** Registered before complete: the first role takes the request, the next ones hear it is taken. */
  'POST /api/staff/requests/:id/acknowledge/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/requests/${w.ownServiceRequestId}/acknowledge/` }),
  },

  'GET /api/staff/audit/': { access: 'staff' },
  'GET /api/staff/audit/export.csv': { access: 'staff' },
  'GET /api/staff/stays/:id/personal-data/status/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.own.stayId}/personal-data/status/` }),
  },
  'GET /api/staff/stays/:id/personal-data/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.own.stayId}/personal-data/` }),
  },
  /** The own stay is in the house: a manager is refused with 409, nothing is erased (privacy.test.ts erases). */
  'POST /api/staff/stays/:id/erase-personal-data/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.own.stayId}/erase-personal-data/` }),
  },
  'GET /api/staff/settings/': { access: 'staff' },
  'PATCH /api/staff/settings/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/settings/', payload: { accent_color: '#1a7f5a' } }),
  },
  'POST /api/staff/settings/logos/:kind/': {
    access: 'staff',
    call: (w) => pictureUpload('/api/staff/settings/logos/small_logo/', w.pictures.png),
  },
  'DELETE /api/staff/settings/logos/:kind/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/settings/logos/small_logo/' }),
  },

  'GET /api/staff/menu/': { access: 'staff' },
  'POST /api/staff/menu/items/': {
    access: 'staff',
    call: (w) => ({ url: '/api/staff/menu/items/', payload: menuItem(w.menu, 'Added by the matrix') }),
  },
  'PUT /api/staff/menu/items/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/menu/items/${w.menuEdits.itemToChange}/`,
      // No sub-category or location: another hotel's manager hears of the item (404), not of those ids.
      payload: { name: 'Changed by the matrix', price: 130 },
    }),
  },
  'PATCH /api/staff/menu/items/:id/availability/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/menu/items/${w.menuEdits.itemToChange}/availability/`,
      payload: { available: false },
    }),
  },
  'DELETE /api/staff/menu/items/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/menu/items/${w.menuEdits.itemToRemove}/` }),
  },
  'POST /api/staff/menu/images/': {
    access: 'staff',
    call: (w) => pictureUpload('/api/staff/menu/images/', w.pictures.png),
  },
  'POST /api/staff/menu/locations/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/menu/locations/', payload: { name: 'Pool bar' } }),
  },
  'PUT /api/staff/menu/locations/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/menu/locations/${w.menuEdits.locationToChange}/`,
      payload: { name: 'Lobby lounge', description: 'By the entrance' },
    }),
  },
  'DELETE /api/staff/menu/locations/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/menu/locations/${w.menuEdits.locationToRemove}/` }),
  },
  'POST /api/staff/menu/sub-categories/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/menu/sub-categories/', payload: { name: 'Snacks' } }),
  },
  'PUT /api/staff/menu/sub-categories/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/menu/sub-categories/${w.menuEdits.subCategoryToChange}/`,
      payload: { name: 'Starters' },
    }),
  },
  'DELETE /api/staff/menu/sub-categories/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/menu/sub-categories/${w.menuEdits.subCategoryToRemove}/` }),
  },
  /** Every id of the list as it is when the row's turn comes (the rows before it add and remove). */
  'PUT /api/staff/menu/order/:list/': {
    access: 'staff',
    call: async (w) => ({
      url: '/api/staff/menu/order/sub-categories/',
      payload: { ids: (await staffMenuOf(w)).sub_categories.map((entry) => entry.id).reverse() },
    }),
  },
  'GET /api/staff/menu/export/': { access: 'staff' },
  'POST /api/staff/menu/import/': {
    access: 'staff',
    call: (w) => ({ url: '/api/staff/menu/import/', payload: w.menuEdits.exported }),
  },

  /** Uploaded pictures are public like /media: the key is random, and a picture holds no stay's data. */
  'GET /api/images/sized/:key': { access: 'public', call: (w) => ({ url: w.pictures.sizedImageUrl }) },
  'GET /api/images/:key/': { access: 'public', call: (w) => ({ url: w.pictures.contentImageUrl }) },

  'GET /api/slideshow/': { access: 'guest' },
  /** The session decides the hotel; a hotel id other than the session's is answered 404. */
  'GET /api/weather/:hotelId/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/weather/${w.own.uniqueId}/` }),
  },
  'GET /api/calendar-events/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/calendar-events/?hotel_unique_id=${w.own.uniqueId}` }),
  },
  'GET /api/tourist-info/': { access: 'guest' },

  'GET /api/staff/slides/': { access: 'staff' },
  'POST /api/staff/slides/': {
    access: 'staff',
    call: (w) => ({
      url: '/api/staff/slides/',
      payload: { image_url: w.pictures.contentImageUrl, caption: 'Added by the matrix' },
    }),
  },
  /** Every slide of the hotel as it is when the row's turn comes (the slide rows before it add one). */
  'PUT /api/staff/slides/order/': {
    access: 'staff',
    call: async (w) => {
      const response = await app.inject({ url: '/api/staff/slides/', headers: auth(w.managerToken) });
      const { slides } = response.json<{ slides: { id: number }[] }>();
      return { url: '/api/staff/slides/order/', payload: { ids: slides.map((slide) => slide.id).reverse() } };
    },
  },
  'PATCH /api/staff/slides/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/staff/slides/${w.content.slideToChange}/`, payload: { caption: 'Changed' } }),
  },
  'DELETE /api/staff/slides/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/slides/${w.content.slideToRemove}/` }),
  },
  'POST /api/staff/images/': {
    access: 'staff',
    call: (w) => ({
      url: '/api/staff/images/',
      payload: w.pictures.png,
      headers: { 'content-type': 'image/png' },
    }),
  },
  'GET /api/staff/calendar-events/': { access: 'staff' },
  'POST /api/staff/calendar-events/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/calendar-events/', payload: calendarEvent('Added by the matrix') }),
  },
  'PATCH /api/staff/calendar-events/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/calendar-events/${w.content.eventToChange}/`,
      payload: { location: 'Garden' },
    }),
  },
  'DELETE /api/staff/calendar-events/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/calendar-events/${w.content.eventToRemove}/` }),
  },
  'GET /api/staff/tourist-info/': { access: 'staff' },
  'GET /api/staff/translations/': { access: 'staff' },
  'PUT /api/staff/translations/corrections/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/translations/corrections/',
      payload: { language: 'ja', source_text: 'Curry', text: 'カレー' },
    }),
  },
  'POST /api/staff/translations/reports/:id/dismiss/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/translations/reports/${w.ownTranslationReportId}/dismiss/` }),
  },
  'PUT /api/staff/tourist-info/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/tourist-info/', payload: { emergency_call_center: '191' } }),
  },
  'GET /api/staff/weather-location/': { access: 'staff' },
  'PUT /api/staff/weather-location/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/weather-location/',
      payload: { town_name: 'Chiang Mai', latitude: 18.79, longitude: 98.98 },
    }),
  },

  'GET /api/activities/': { access: 'guest' },
  'GET /api/popular-activities/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/popular-activities/?hotel_id=${w.own.uniqueId}` }),
  },
  'GET /api/activities/:id/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: `/api/activities/${w.activities.activityId}/?date=${w.activities.tomorrow}` }),
  },
  'GET /api/activities/:id/availability/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/activities/${w.activities.activityId}/availability/?from=${w.activities.tomorrow}&to=${w.activities.freeDay}`,
    }),
  },
  /** The body names an activity of the own hotel: another hotel's guest cannot book it. */
  'POST /api/activity-bookings/': {
    access: 'guest',
    namesRecord: 'hotel',
    call: (w) => ({ url: '/api/activity-bookings/', payload: w.activities.bookingRequest }),
  },
  'GET /api/guest/activities/': { access: 'guest' },
  'GET /api/guest/activities/calendar.ics': { access: 'guest' },
  'GET /api/guest/activities/:id/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/guest/activities/${w.activities.bookingToRead}/` }),
  },
  'GET /api/guest/activities/:id/calendar.ics': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/guest/activities/${w.activities.bookingToRead}/calendar.ics` }),
  },
  'POST /api/guest/activities/:id/cancel/': {
    access: 'guest',
    namesRecord: 'stay',
    consumesRecord: true,
    call: (w) => ({ url: `/api/guest/activities/${w.activities.bookingToCancel}/cancel/` }),
  },
  'GET /api/staff/activity-bookings/day/': {
    access: 'staff',
    call: (w) => ({ url: `/api/staff/activity-bookings/day/?date=${w.activities.tomorrow}` }),
  },
  /** The first role cancels; the next one hears the booking is cancelled already (409). */
  'PATCH /api/staff/activity-bookings/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/activity-bookings/${w.activities.bookingForStaff}/`,
      payload: { action: 'cancel', reason: 'The river is too high today.' },
    }),
  },
  'GET /api/staff/activities/': { access: 'staff' },
  'POST /api/staff/activities/': {
    access: 'staff',
    call: () => ({ url: '/api/staff/activities/', payload: activity('Added by the matrix') }),
  },
  'PUT /api/staff/activities/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/activities/${w.activities.editableActivityId}/`,
      payload: activity('Changed by the matrix'),
    }),
  },
  'POST /api/staff/activities/:id/schedules/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/activities/${w.activities.editableActivityId}/schedules/`,
      payload: weeklyHours('08:00', '09:00'),
    }),
  },
  'PUT /api/staff/activities/:id/schedules/:scheduleId/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/activities/${w.activities.activityId}/schedules/${w.activities.scheduleToChange}/`,
      payload: weeklyHours('15:00', '17:00'),
    }),
  },
  'DELETE /api/staff/activities/:id/schedules/:scheduleId/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({
      url: `/api/staff/activities/${w.activities.activityId}/schedules/${w.activities.scheduleToRemove}/`,
    }),
  },
  'POST /api/staff/activities/:id/closures/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/activities/${w.activities.activityId}/closures/`,
      payload: { date: w.activities.freeDay, start_time: '13:00', reason: 'Staff training' },
    }),
  },
  'DELETE /api/staff/activities/:id/closures/:closureId/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({
      url: `/api/staff/activities/${w.activities.activityId}/closures/${w.activities.closureToRemove}/`,
    }),
  },
  'POST /api/chat/start/': {
    access: 'guest',
    call: (w) => ({ url: '/api/chat/start/', payload: { hotel_id: w.own.uniqueId } }),
  },
  'GET /api/chat/active/': { access: 'guest' },
  'GET /api/chat/history/': { access: 'guest' },
  'GET /api/chat/messages/:conversationId/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/chat/messages/${w.ownConversationId}/` }),
  },
  'POST /api/chat/:conversationId/message/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/chat/${w.ownConversationId}/message/`, payload: { message: 'Hello' } }),
  },
  'POST /api/chat/:conversationId/end/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/chat/${w.closedConversationId}/end/` }),
  },
  'POST /api/chat/typing/:conversationId/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/chat/typing/${w.ownConversationId}/`,
      payload: { is_typing: true, sender_type: 'guest' },
    }),
  },
  'GET /api/staff/chat/conversations/': { access: 'staff' },
  'GET /api/staff/chat/conversations/:id/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/chat/conversations/${w.ownConversationId}/` }),
  },
  'POST /api/staff/chat/conversations/:id/read/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/chat/conversations/${w.ownConversationId}/read/` }),
  },
  'POST /api/staff/chat/conversations/:id/take-over/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/chat/conversations/${w.ownConversationId}/take-over/` }),
  },
  'POST /api/staff/chat/conversations/:id/messages/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/chat/conversations/${w.ownConversationId}/messages/`,
      payload: { message: 'On our way' },
    }),
  },
  'POST /api/staff/chat/conversations/:id/typing/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/chat/conversations/${w.ownConversationId}/typing/`,
      payload: { is_typing: true },
    }),
  },
  'POST /api/staff/chat/conversations/:id/close/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/chat/conversations/${w.closedConversationId}/close/` }),
  },
  'GET /api/staff/chat/faq/': { access: 'staff' },
  'POST /api/staff/chat/faq/': {
    access: 'staff',
    call: () => ({
      url: '/api/staff/chat/faq/',
      payload: { question: 'Parking?', answer: 'In the basement.' },
    }),
  },
  'PUT /api/staff/chat/faq/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    call: (w) => ({
      url: `/api/staff/chat/faq/${w.ownFaqId}/`,
      payload: { question: 'Where is the gym?', answer: `Second floor ${w.marker}` },
    }),
  },
  'DELETE /api/staff/chat/faq/:id/': {
    access: 'staff',
    namesRecord: 'hotel',
    consumesRecord: true,
    call: (w) => ({ url: `/api/staff/chat/faq/${w.ownFaqId}/` }),
  },
  'GET /api/guest/billing/': { access: 'guest' },
  // Billing's guest routes are registered before its staff routes: the own stay still owes its order here.
  'POST /api/guest/payment-link/': { access: 'guest' },
  'POST /api/guest/billing/lines/:id/question/': {
    access: 'guest',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/guest/billing/lines/${w.ownChargeId}/question/`,
      payload: { question: 'What is this line?' },
    }),
  },
  /** The built-in payment page: its link's secret is the key, as on a payment provider's hosted page. */
  'GET /api/pay/test/:secret/': { access: 'public', call: (w) => ({ url: w.paymentPagePath }) },
  'POST /api/pay/test/:secret/': { access: 'public', call: (w) => ({ url: w.paymentPagePath }) },
  /** A hotel's own Stripe account's webhook (decision 0154): its signature, checked with that hotel's secret, is the key. */
  'POST /api/payments/stripe/webhook/:hotel/': {
    access: 'public',
    call: (w) => ({ url: `/api/payments/stripe/webhook/${w.own.uniqueId}/`, payload: { id: 'evt_probe' } }),
  },
  'GET /api/staff/stays/:id/folio/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({ url: `/api/staff/stays/${w.own.stayId}/folio/` }),
  },
  'POST /api/staff/stays/:id/folio/payments/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/payments/`,
      payload: { method: 'cash', amount: 1 },
    }),
  },
  // The own folio owes nothing back: a permitted caller gets 409 nothing_to_refund, still past the guard.
  'POST /api/staff/stays/:id/folio/refunds/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/refunds/`,
      payload: { method: 'cash', amount: 1 },
    }),
  },
  'POST /api/staff/stays/:id/folio/charges/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/charges/`,
      payload: { description: 'Minibar', amount: 10 },
    }),
  },
  'POST /api/staff/stays/:id/folio/lines/:lineId/reverse/': {
    access: 'staff',
    namesRecord: 'stay',
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/lines/${w.ownChargeId}/reverse/`,
      payload: { reason: 'Correction' },
    }),
  },
  'POST /api/staff/stays/:id/folio/questions/:questionId/answer/': {
    access: 'staff',
    namesRecord: 'stay',
    // Answered once: a second permitted caller finds no open question.
    consumesRecord: true,
    call: (w) => ({
      url: `/api/staff/stays/${w.own.stayId}/folio/questions/${w.ownQuestionId}/answer/`,
      payload: { answer: 'It is your dessert.' },
    }),
  },
};

const STAFF_PASSWORD = 'correct horse battery';

/** A multipart upload of one picture, as the console sends it. */
function pictureUpload(url: string, png: Buffer): Call {
  const { payload, headers } = multipartFile({
    bytes: png,
    filename: 'matrix.png',
    contentType: 'image/png',
  });
  return { url, payload, headers };
}

const menuItem = (menu: MenuFixture, name: string) => ({
  name,
  price: 120,
  sub_category: menu.subCategory('Desserts'),
  locations: [menu.terrace.id],
});

async function staffMenuOf(w: World): Promise<StaffMenu> {
  return (await app.inject({ url: '/api/staff/menu/', headers: auth(w.managerToken) })).json<StaffMenu>();
}

const calendarEvent = (title: string) => ({
  title,
  start_time: '2031-03-01T18:00:00+07:00',
  end_time: '2031-03-01T20:00:00+07:00',
  location: 'Lobby',
});

/** Cancellable until an hour before: tomorrow's 10:00 slot is always further away than that. */
const activity = (name: string) => ({
  name,
  price: 300,
  price_per_person: true,
  max_people: 6,
  cancel_cutoff_minutes: 60,
});

const weeklyHours = (opensAt: string, closesAt: string) => ({
  kind: 'weekly',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  opens_at: opensAt,
  closes_at: closesAt,
  slot_minutes: 60,
  capacity: 4,
});

type Caller =
  | { kind: 'anonymous' }
  | { kind: 'own guest' | 'other room' | 'other hotel guest' }
  /**
   * `ofOtherHotel`: the session is in the other hotel. `twoHotels`: the person works for both (decision 0153):
   * `role` in the own hotel and manager in the other; what they may do is the session's hotel's membership's.
   */
  | { kind: 'staff'; role: StaffRole; ofOtherHotel: boolean; twoHotels?: boolean };

const CALLERS: Caller[] = [
  { kind: 'anonymous' },
  { kind: 'own guest' },
  { kind: 'other room' },
  { kind: 'other hotel guest' },
  ...STAFF_ROLES.map((role): Caller => ({ kind: 'staff', role, ofOtherHotel: false })),
  { kind: 'staff', role: 'manager', ofOtherHotel: true },
  // Kitchen here, manager there, working here: a kitchen's rights only.
  { kind: 'staff', role: 'kitchen', ofOtherHotel: false, twoHotels: true },
  // Manager of both, working in the other hotel: nothing of this one's.
  { kind: 'staff', role: 'manager', ofOtherHotel: true, twoHotels: true },
];

const describeCaller = (caller: Caller) =>
  caller.kind === 'staff'
    ? `${caller.ofOtherHotel ? 'other hotel ' : ''}${caller.role}${caller.twoHotels ? ' of two hotels' : ''}`
    : caller.kind;

let t: TestApp;
const routes: RouteOptions[] = [];
let app: TestApp['app'];
let world: World;
let otherRoom: TestHotel;
let otherHotel: TestHotel;
let otherHotelId: number;
let openMeteo: FakeOpenMeteo;

beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo();
  const vapid = generateVapidKeys();
  t = await createTestApp({
    GUEST_WRITE_BURST: '1000',
    GUEST_WRITES_PER_MINUTE: '100000',
    OPEN_METEO_URL: openMeteo.url,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
  });
  app = await buildApp(t.ctx, { onRoute: (route) => routes.push(route) });
  await app.ready();

  const marker = `MARKER${uniqueSuffix()}`;
  const own = await createTestHotel(t.ctx, { chatEnabled: true });
  const menu = await createMenuFixture(t.ctx, own.hotelId);
  const ownGuest = {
    ...(await addTestGuest(t.ctx, own, { roomNumber: `R${marker}`, familyName: `Owner${marker}` })),
  };
  otherRoom = await addTestGuest(t.ctx, own, { roomNumber: '302', familyName: 'Neighbour' });
  otherHotel = await createTestHotel(t.ctx);
  otherHotelId = otherHotel.hotelId;
  await createMenuFixture(t.ctx, otherHotel.hotelId);

  const token = await loginTestGuest(app, ownGuest);
  const ordered = await app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(token),
    payload: {
      location: menu.terrace.id,
      items: [{ dining_item: menu.item('Sundae').id, quantity: 1, notes: `notes ${marker}` }],
    },
  });
  expect(ordered.statusCode).toBe(201);
  const towels = await app.inject({
    method: 'PATCH',
    url: `/api/bookings/${ownGuest.stayId}/`,
    headers: auth(token),
    payload: { request_towels: true },
  });
  expect(towels.statusCode).toBe(200);
  const notification = await notifyGuest(t.ctx, {
    hotelId: own.hotelId,
    stayId: ownGuest.stayId,
    type: 'other',
    title: 'For the owner',
    message: `message ${marker}`,
  });
  const manager = await createTestStaff(app, t.ctx, own.hotelId);
  const requests = await app.inject({ url: '/api/staff/requests/', headers: auth(manager.token) });
  const ownRequest = (requests.json().requests as { id: number; room: string }[]).find(
    (request) => request.room === ownGuest.roomNumber,
  );
  const account = await createTestStaff(app, t.ctx, own.hotelId, 'housekeeping');
  const rooms = await app.inject({ url: '/api/staff/rooms/', headers: auth(manager.token) });
  const roomList = (rooms.json() as { rooms: { id: number; room_number: string }[] }).rooms;
  const ownRoomId = roomList.find((room) => room.room_number === ownGuest.roomNumber)!.id;
  const leaving = await addTestGuest(t.ctx, own, { roomNumber: '303', familyName: 'Leaving' });
  const future = await app.inject({
    method: 'POST',
    url: '/api/staff/stays/',
    headers: auth(manager.token),
    payload: {
      room: '303',
      family_name: 'Future',
      check_in_date: '2031-06-01',
      check_out_date: '2031-06-03',
    },
  });
  expect(future.statusCode).toBe(201);
  const loginProbe = await createTestStaff(app, t.ctx, own.hotelId, 'kitchen');
  const startChat = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/start/',
      headers: auth(token),
      payload: { hotel_id: own.uniqueId },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { conversation: { id: number } }).conversation.id;
  };
  const closedConversationId = await startChat();
  await app.inject({ method: 'POST', url: `/api/chat/${closedConversationId}/end/`, headers: auth(token) });
  const ownConversationId = await startChat();
  const chatted = await app.inject({
    method: 'POST',
    url: `/api/chat/${ownConversationId}/message/`,
    headers: auth(token),
    payload: { message: `question ${marker}` },
  });
  expect(chatted.statusCode).toBe(200);
  const faq = await app.inject({
    method: 'POST',
    url: '/api/staff/chat/faq/',
    headers: auth(manager.token),
    payload: { question: 'Where is the gym?', answer: `Second floor ${marker}` },
  });
  const bill = await app.inject({ url: '/api/guest/billing/', headers: auth(token) });
  const ownChargeId = (bill.json() as { lines: { id: number }[] }).lines[0]!.id;
  // The staff answer row answers a question about a second line; the guest row asks about the first.
  const minibar = await app.inject({
    method: 'POST',
    url: `/api/staff/stays/${ownGuest.stayId}/folio/charges/`,
    headers: auth(manager.token),
    payload: { description: 'Minibar', amount: 5 },
  });
  const minibarLineId = (minibar.json() as { lines: { id: number }[] }).lines.at(-1)!.id;
  const question = await app.inject({
    method: 'POST',
    url: `/api/guest/billing/lines/${minibarLineId}/question/`,
    headers: auth(token),
    payload: { question: `Why ${marker}?` },
  });
  expect(question.statusCode).toBe(201);
  // Another room pays through the built-in page: the own stay's balance stays for the guest routes' rows.
  const payer = await addTestGuest(t.ctx, own, { roomNumber: '304', familyName: 'Payer' });
  const payerToken = await loginTestGuest(app, payer);
  await app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(payerToken),
    payload: { location: null, items: [{ dining_item: menu.item('Sundae').id, quantity: 1 }] },
  });
  const link = await app.inject({
    method: 'POST',
    url: '/api/guest/payment-link/',
    headers: auth(payerToken),
  });
  const translationReport = await app.inject({
    method: 'POST',
    url: '/api/translations/reports/',
    headers: auth(token),
    payload: { language: 'th', source_text: 'Pizza', shown_text: 'พิซซ่า', note: `note ${marker}` },
  });
  expect(translationReport.statusCode).toBe(201);
  world = {
    own: ownGuest,
    menu,
    ownOrderId: ordered.json().id,
    ownNotificationId: notification.id,
    ownServiceRequestId: ownRequest!.id,
    hotelStaffAccountId: account.staffMemberId,
    ownRoomId,
    checkOutStayId: leaving.stayId,
    futureStayId: (future.json() as { id: number }).id,
    loginProbeEmail: loginProbe.email,
    managerToken: manager.token,
    ...(await createEditorRecords(own, menu, marker, token, manager.token)),
    ownConversationId,
    closedConversationId,
    ownFaqId: (faq.json() as { id: number }).id,
    ownChargeId,
    ownQuestionId: (question.json() as { questions: { id: number }[] }).questions[0]!.id,
    paymentPagePath: (link.json() as { payment_url: string }).payment_url,
    ownTranslationReportId: (translationReport.json() as { id: number }).id,
    marker,
  };
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  await openMeteo?.close();
});

/** Sends one call as the given session and insists that it succeeds. */
async function succeed(token: string, method: 'GET' | 'POST' | 'PUT', call: Call) {
  const response = await app.inject({
    method,
    url: call.url,
    headers: { ...call.headers, ...auth(token) },
    ...(call.payload && { payload: call.payload }),
  });
  expect(response.statusCode, `${method} ${call.url}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
  return response;
}

/** The records of the own hotel that the editors' rows change or remove, and the own stay's bookings. */
async function createEditorRecords(
  own: TestHotel,
  menu: MenuFixture,
  marker: string,
  guestToken: string,
  managerToken: string,
): Promise<Pick<World, 'pictures' | 'content' | 'activities' | 'menuEdits'>> {
  const manager = (method: 'GET' | 'POST' | 'PUT', call: Call) => succeed(managerToken, method, call);
  const idOf = async (method: 'POST', call: Call) => (await manager(method, call)).json<{ id: number }>().id;

  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2b7a9d' } })
    .png()
    .toBuffer();
  const slideImage = await manager('POST', {
    url: '/api/staff/images/',
    payload: png,
    headers: { 'content-type': 'image/png' },
  });
  const sizedImage = await manager('POST', pictureUpload('/api/staff/menu/images/', png));
  // A slide picture stored before the one image store, still served at its old URL.
  const legacyKey = randomBytes(16).toString('hex');
  await t.ctx.db
    .insert(uploadedImages)
    .values({ hotelId: own.hotelId, key: legacyKey, contentType: 'image/png', bytes: png });
  const pictures = {
    png,
    contentImageUrl: `/api/images/${legacyKey}/`,
    slideImageUrl: slideImage.json<{ url: string }>().url,
    sizedImageUrl: sizedImage.json<{ url: string }>().url,
  };

  const slide = (caption: string) =>
    idOf('POST', { url: '/api/staff/slides/', payload: { image_url: pictures.slideImageUrl, caption } });
  const event = (title: string) =>
    idOf('POST', { url: '/api/staff/calendar-events/', payload: calendarEvent(title) });
  const content = {
    slideToChange: await slide('To change'),
    slideToRemove: await slide('To remove'),
    eventToChange: await event('To change'),
    eventToRemove: await event('To remove'),
  };
  await saveWeatherLocation(t.ctx.db, own.hotelId, {
    townName: 'Bangkok',
    latitude: 13.75,
    longitude: 100.5,
  });

  const activityId = await idOf('POST', { url: '/api/staff/activities/', payload: activity('Kayak') });
  const editableActivityId = await idOf('POST', { url: '/api/staff/activities/', payload: activity('Bike') });
  const schedulesUrl = `/api/staff/activities/${activityId}/schedules/`;
  await manager('POST', { url: schedulesUrl, payload: { ...weeklyHours('10:00', '14:00'), capacity: 30 } });
  await manager('POST', { url: schedulesUrl, payload: weeklyHours('15:00', '16:00') });
  const scheduled = await manager('POST', { url: schedulesUrl, payload: weeklyHours('18:00', '19:00') });
  const schedules = scheduled.json<{ schedules: { id: number; opens_at: string }[] }>().schedules;
  const scheduleAt = (opensAt: string) => schedules.find((schedule) => schedule.opens_at === opensAt)!.id;
  const tomorrow = tomorrowIn(t.ctx, own);
  const freeDay = addDays(tomorrow, 1);
  const closureToRemove = await idOf('POST', {
    url: `/api/staff/activities/${activityId}/closures/`,
    payload: { date: addDays(tomorrow, 2), start_time: '10:00', reason: 'Regatta' },
  });
  const bookingRequest = {
    activity_id: activityId,
    scheduled_date: tomorrow,
    scheduled_time: '10:00',
    number_of_people: 1,
  };
  /** The own stay's bookings carry the marker, so no other caller may read them. */
  const book = async () => {
    const payload = { ...bookingRequest, special_requests: `requests ${marker}` };
    const booked = await succeed(guestToken, 'POST', { url: '/api/activity-bookings/', payload });
    return booked.json<{ id: number }>().id;
  };

  const menuEdits = {
    itemToChange: await idOf('POST', { url: '/api/staff/menu/items/', payload: menuItem(menu, 'To change') }),
    itemToRemove: await idOf('POST', { url: '/api/staff/menu/items/', payload: menuItem(menu, 'To remove') }),
    locationToChange: await idOf('POST', { url: '/api/staff/menu/locations/', payload: { name: 'Lounge' } }),
    locationToRemove: await idOf('POST', { url: '/api/staff/menu/locations/', payload: { name: 'Pool' } }),
    subCategoryToChange: await idOf('POST', {
      url: '/api/staff/menu/sub-categories/',
      payload: { name: 'Soups' },
    }),
    subCategoryToRemove: await idOf('POST', {
      url: '/api/staff/menu/sub-categories/',
      payload: { name: 'Salads' },
    }),
    exported: (await manager('GET', { url: '/api/staff/menu/export/' })).json<object>(),
  };

  return {
    pictures,
    content,
    activities: {
      activityId,
      editableActivityId,
      scheduleToChange: scheduleAt('15:00'),
      scheduleToRemove: scheduleAt('18:00'),
      closureToRemove,
      freeDay,
      tomorrow,
      bookingToRead: await book(),
      bookingToCancel: await book(),
      bookingForStaff: await book(),
      bookingRequest,
    },
    menuEdits,
  };
}

/** A sign-in pause of the own hotel's account, as repeated failures would record it. */
async function pausedSignIn(w: World): Promise<number> {
  const member = await findStaffMember(t.ctx.db, w.own.hotelId, w.hotelStaffAccountId);
  const lockout = {
    staffAccountId: member!.accountId,
    kind: 'account_and_address' as const,
    address: '198.51.100.7',
    failures: 10,
    lockedUntil: new Date(Date.now() + 86_400_000),
  };
  await recordSignInLockout(t.ctx.db, lockout, new Date());
  const [paused] = await listActiveSignInLockouts(t.ctx.db, w.own.hotelId, new Date());
  return paused!.lockout.id;
}

/** "GET /api/x/" as the matrix names routes; HEAD twins of GET routes are Fastify's and not listed. */
function routeKey(route: RouteOptions): string | undefined {
  const methods = [route.method].flat();
  if (methods.length === 1 && methods[0] === 'HEAD') return undefined;
  return `${methods.join(',')} ${route.url}`;
}

function permissionOf(route: RouteOptions): StaffPermission | null | undefined {
  const hooks = [route.onRequest].flat().filter(Boolean) as Partial<StaffGuard>[];
  return hooks.find((hook) => hook.permission !== undefined)?.permission;
}

/**
 * A person who is `role` in the own hotel and manager in the other, signed in and then switched (the console's
 * hotel switch) to the own hotel or the other one.
 */
async function signInPersonOfTwoHotels(role: StaffRole, workingInOtherHotel: boolean): Promise<string> {
  const { email, password } = await createTestStaff(app, t.ctx, world.own.hotelId, role);
  await upsertStaffMember(t.ctx.db, { hotelId: otherHotelId, email, name: 'Test Staff', password });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/staff/login/',
    payload: { email, password },
  });
  const target = workingInOtherHotel ? otherHotel.uniqueId : world.own.uniqueId;
  const switched = await app.inject({
    method: 'POST',
    url: '/api/staff/session/hotel/',
    headers: auth(signedIn.json<{ token: string }>().token),
    payload: { hotel_unique_id: target },
  });
  expect(switched.statusCode).toBe(200);
  return switched.json<{ token: string }>().token;
}

/** Signs callers in once and again after a call that ended their session. */
class Sessions {
  private readonly tokens = new Map<string, string>();

  async headers(caller: Caller): Promise<Record<string, string>> {
    if (caller.kind === 'anonymous') return {};
    const name = describeCaller(caller);
    let token = this.tokens.get(name);
    if (!token) {
      token = await this.signIn(caller);
      this.tokens.set(name, token);
    }
    return auth(token);
  }

  forget(caller: Caller): void {
    this.tokens.delete(describeCaller(caller));
  }

  private async signIn(caller: Exclude<Caller, { kind: 'anonymous' }>): Promise<string> {
    if (caller.kind !== 'staff') {
      const guest = { 'own guest': world.own, 'other room': otherRoom, 'other hotel guest': otherHotel }[
        caller.kind
      ];
      return loginTestGuest(app, guest);
    }
    if (caller.twoHotels) return signInPersonOfTwoHotels(caller.role, caller.ofOtherHotel);
    const hotelId = caller.ofOtherHotel ? otherHotelId : world.own.hotelId;
    return (await createTestStaff(app, t.ctx, hotelId, caller.role)).token;
  }
}

describe('the authorization matrix', () => {
  it('has a row for every registered route', () => {
    const keys = routes.map(routeKey).filter((key): key is string => key !== undefined);
    const missing = keys.filter((key) => !(key in MATRIX));
    expect(missing, 'routes without a row in the authorization matrix').toEqual([]);
    expect(keys.length).toBeGreaterThan(30);
  });

  it('gives every caller exactly what its row allows, and no one else the own stay’s data', async () => {
    const sessions = new Sessions();
    const failures: string[] = [];
    const ordered = routes
      .filter((route) => routeKey(route) !== undefined)
      .sort(
        (a, b) =>
          Number(MATRIX[routeKey(a)!]?.endsSession ?? false) -
          Number(MATRIX[routeKey(b)!]?.endsSession ?? false),
      );
    let calls = 0;
    for (const route of ordered) {
      const key = routeKey(route)!;
      const row = MATRIX[key];
      if (!row || row.access === 'platform') continue;
      const method = [route.method].flat().find((name) => name !== 'HEAD') as 'GET';
      const call = (await row.call?.(world)) ?? { url: route.url };
      const permission = permissionOf(route);
      if (row.access === 'staff' && permission === undefined)
        failures.push(`${key}: a staff route without requireStaff`);
      for (const caller of CALLERS) {
        const response = await app.inject({
          method,
          url: call.url,
          headers: { ...call.headers, ...(await sessions.headers(caller)) },
          ...(call.payload && { payload: call.payload }),
        });
        calls += 1;
        if (row.endsSession) sessions.forget(caller);
        const verdict = judge(row, permission ?? null, caller, response.statusCode, response.body);
        if (verdict)
          failures.push(
            `${key} as ${describeCaller(caller)}: ${verdict} (${response.statusCode} ${response.body.slice(0, 160)})`,
          );
      }
    }
    expect(failures).toEqual([]);
    console.log(`Authorization matrix: ${calls} calls, ${ordered.length} routes × ${CALLERS.length} callers`);
  }, 120_000);
});

/** Why the answer is wrong for that caller, or undefined when it is right. */
function judge(
  row: RouteCase,
  permission: StaffPermission | null,
  caller: Caller,
  status: number,
  body: string,
): string | undefined {
  if (status >= 500) return 'a server error';
  const ok = status >= 200 && status < 300;
  const refused = status === 401 || status === 403 || status === 404;
  const owner =
    (row.access === 'guest' && caller.kind === 'own guest') ||
    (row.access === 'staff' &&
      caller.kind === 'staff' &&
      !caller.ofOtherHotel &&
      (permission === null || roleHasPermission(caller.role, permission)));
  if (!owner && body.includes(world.marker)) return 'leaked the own stay’s data';
  switch (row.access) {
    case 'socket':
      return status === 404 ? undefined : 'a socket path answered plain HTTP';
    case 'public':
      return status === 401 || status === 403 ? 'refused a public route' : undefined;
    case 'guest':
      if (caller.kind === 'own guest') return ok ? undefined : 'refused the owner';
      if (caller.kind === 'other room')
        return row.namesRecord === 'stay' && !refused ? 'reached another stay’s record' : undefined;
      if (caller.kind === 'other hotel guest')
        return row.namesRecord && !refused ? 'reached another hotel’s record' : undefined;
      return status === 401 ? undefined : 'let a caller without a guest session in';
    case 'staff': {
      if (caller.kind !== 'staff')
        return status === 401 ? undefined : 'let a caller without a staff session in';
      if (caller.ofOtherHotel)
        return row.namesRecord && !refused ? 'reached another hotel’s record' : undefined;
      if (permission !== null && !roleHasPermission(caller.role, permission))
        return status === 403 ? undefined : `the ${caller.role} role lacks ${permission} but was let in`;
      if (status === 401 || status === 403) return 'refused a role its permission allows';
      return row.namesRecord && !row.consumesRecord && status === 404
        ? 'did not find its own hotel’s record'
        : undefined;
    }
    default:
      return undefined;
  }
}
