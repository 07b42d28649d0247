import { z } from 'zod';
import { userText, recordId } from './common.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { STAFF_TOPICS, type StaffTopic, type StaffUpdateMessage } from './live-messages.ts';

export {
  STAFF_SOCKET_PATH,
  STAFF_TOPICS,
  type StaffTopic,
  type StaffUpdateMessage,
} from './live-messages.ts';

/**
 * Staff identity: roles, the one permission table both the server (which enforces it) and the staff
 * console (which hides what a role cannot use) read, the session and account calls, and the staff live
 * channel's message.
 */

export const STAFF_ROLES = ['manager', 'front_desk', 'kitchen', 'housekeeping'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What each role may do. A staff route names exactly one of these; the console shows a screen only to
 * roles that have its permission. Adding a permission here and naming it on a route is all it takes.
 */
export const ROLE_PERMISSIONS = {
  'orders.manage': ['manager', 'front_desk', 'kitchen'],
  'requests.manage': ['manager', 'front_desk', 'housekeeping'],
  'stays.manage': ['manager', 'front_desk'],
  'rooms.manage': ['manager', 'front_desk'],
  'bookings.manage': ['manager', 'front_desk'],
  'chat.manage': ['manager', 'front_desk'],
  'billing.manage': ['manager', 'front_desk'],
  /** Corrections and overrides on a folio. */
  'billing.correct': ['manager'],
  'menu.edit': ['manager'],
  'activities.edit': ['manager'],
  'content.edit': ['manager'],
  'settings.edit': ['manager'],
  'staff.manage': ['manager'],
  /** The audit log: read, filter, export. */
  'audit.view': ['manager'],
  /** A stay's personal data: export it for the guest, erase it (docs/privacy.md). */
  'guest_data.manage': ['manager'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof ROLE_PERMISSIONS;
export const STAFF_PERMISSIONS = Object.keys(ROLE_PERMISSIONS) as StaffPermission[];

export function roleHasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return (ROLE_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export function permissionsOfRole(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => roleHasPermission(role, permission));
}

/** The header a cookie-authenticated console request repeats the session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

export const staffRole = z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` });

/**
 * Which locations' orders a kitchen account sees: location ids and 'room_service'; null means all.
 * Other roles see every order their permission allows.
 */
export const locationScope = z
  .array(z.union([recordId, z.literal('room_service')]))
  .max(100)
  .nullable();
export type LocationScope = z.infer<typeof locationScope>;

export const staffLoginRequest = z.object({
  email: z.string().trim().toLowerCase().email('A valid email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequest>;

/**
 * A member of the hotel (decision 0153): `id` is the membership here (what the account routes name); email,
 * name and password belong to the person's account, which may work for other hotels of the group too.
 */
export const staffMember = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  active: z.boolean(),
  location_scope: locationScope,
});
export type StaffMember = z.infer<typeof staffMember>;

/** A hotel the signed-in person works for (active membership): the console's hotel switcher lists these. */
export const staffHotelChoice = z.object({
  unique_id: z.string(),
  name: z.string(),
  role: staffRole,
});
export type StaffHotelChoice = z.infer<typeof staffHotelChoice>;

export const staffSessionHotel = z.object({
  unique_id: z.string(),
  name: z.string(),
  timezone: z.string(),
  currency_symbol: z.string(),
  primary_color: z.string(),
  small_logo_url: z.string().nullable(),
  /** The hotel's alert defaults (hotel settings); a console device may override them. */
  request_realert_seconds: z.number().int(),
  order_lead_minutes: z.number().int(),
});

/** GET /api/staff/session/ and the login answer: who is signed in, what they may do, the CSRF token. */
export const staffSessionResponse = z.object({
  staff: staffMember,
  /** The console's language chosen for this account (a code of the language list); null: the browser's. */
  language: z.string().nullable(),
  hotel: staffSessionHotel,
  /** Every hotel the person may switch to, this one included, by name. */
  hotels: z.array(staffHotelChoice),
  permissions: z.array(z.enum(STAFF_PERMISSIONS as [StaffPermission, ...StaffPermission[]])),
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponse>;

/**
 * The console uses the HttpOnly cookie the login sets; `token` is for API clients (scripts, the CLI's
 * peers, tests) that send `Authorization: Token …` instead, which needs no CSRF token.
 */
export const staffLoginResponse = staffSessionResponse.extend({
  token: z.string(),
  hotel_unique_id: z.string(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

/** POST /api/staff/session/hotel/: work in another of one's hotels (a new session there; this one ends). */
export const staffHotelSwitch = z.object({ hotel_unique_id: z.string().min(1).max(50) });

/** PATCH /api/staff/me/: the person's own preferences. */
export const staffPreferencesUpdate = z.object({
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]).nullable(),
});
export type StaffPreferencesUpdate = z.infer<typeof staffPreferencesUpdate>;

export const STAFF_PASSWORD_MIN_LENGTH = 10;
const newPassword = z
  .string({ error: 'Password is required' })
  .min(STAFF_PASSWORD_MIN_LENGTH, `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');

export const passwordChangeRequest = z.object({
  current_password: z.string().min(1, 'Current password is required').max(200),
  new_password: newPassword,
});

export const passwordResetRequest = z.object({ new_password: newPassword });

/**
 * Adds a member: a new account for a new email (name and password required), or, for a person who works for
 * another hotel of the group, a membership of their existing account — whose name and password stay theirs.
 */
export const staffAccountCreate = z.object({
  email: z.string().trim().toLowerCase().email('A valid email is required').max(254),
  name: userText('Name', { max: 100 }),
  role: staffRole,
  password: newPassword.optional(),
  location_scope: locationScope.default(null),
});
export type StaffAccountCreate = z.infer<typeof staffAccountCreate>;

/** What adding did: `existing_account` says the email's account was added here, its password unchanged. */
export const staffAccountCreated = staffMember.extend({ existing_account: z.boolean() });
export type StaffAccountCreated = z.infer<typeof staffAccountCreated>;

export const staffAccountUpdate = z
  .object({
    name: userText('Name', { max: 100 }).optional(),
    role: staffRole.optional(),
    active: z.boolean().optional(),
    location_scope: locationScope.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to change');
export type StaffAccountUpdate = z.infer<typeof staffAccountUpdate>;

export const staffAccountList = z.object({ accounts: z.array(staffMember) });

/**
 * Which sign-in count ran out (decision 0145): one account from one address; one account from every
 * device that has not signed in to it before; or one address over many accounts (spraying).
 */
export const SIGN_IN_LOCKOUT_KINDS = ['account_and_address', 'account_unknown_devices', 'address'] as const;
export type SignInLockoutKind = (typeof SIGN_IN_LOCKOUT_KINDS)[number];

/** A staff sign-in that is waiting after repeated failures; the manager's account screen shows it. */
export const staffSignInLockout = z.object({
  id: z.number().int(),
  staff_member_id: z.number().int(),
  kind: z.enum(SIGN_IN_LOCKOUT_KINDS),
  /** The client address the failures came from; null for the count over every unknown device. */
  address: z.string().nullable(),
  failures: z.number().int(),
  /** When the next attempt is let through again (ISO 8601). */
  locked_until: z.string(),
});
export type StaffSignInLockout = z.infer<typeof staffSignInLockout>;

export const staffSignInLockoutList = z.object({ lockouts: z.array(staffSignInLockout) });

// ---------------------------------------------------------------------------------------------------
// The staff live channel: /ws/staff/ (cookie or ?token=), one per hotel.

/**
 * One message shape for every staff event: `topic` says which screens it concerns, `action` what
 * happened ('created' rings the console), `id` the record, and `data` the record itself when the
 * producer has it (the order board patches its tickets from it instead of re-reading the list).
 */
export const staffUpdateMessage = z.object({
  type: z.literal('staff_update'),
  topic: z.enum(STAFF_TOPICS),
  action: z.string().min(1).max(40),
  id: z.number().int(),
  /** A short human line for the alert ("Room 101: 2 items, Pool Bar"). */
  summary: z.string().max(300).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Who hears a topic on the live channel: the roles with one of these permissions (the server filters
 * per socket, so a kitchen tablet never receives a guest's request). The menu also reaches the order
 * screens, whose location filter lists the menu's places.
 */
export const STAFF_TOPIC_PERMISSIONS = {
  orders: ['orders.manage'],
  requests: ['requests.manage'],
  stays: ['stays.manage'],
  rooms: ['rooms.manage'],
  bookings: ['bookings.manage'],
  chat: ['chat.manage'],
  menu: ['menu.edit', 'orders.manage'],
  content: ['content.edit'],
  billing: ['billing.manage'],
  // Every console shows the hotel's name, logo and alert defaults: every role hears a settings change.
  settings: ['settings.edit', 'orders.manage', 'requests.manage', 'stays.manage'],
  staff: ['staff.manage'],
} as const satisfies Record<StaffTopic, readonly StaffPermission[]>;

/** The place of an order as a location scope or filter names it. */
export function placeOfOrder(order: { location: { id: number } | null }): number | 'room_service' {
  return order.location?.id ?? 'room_service';
}

/** A kitchen account sees the orders of its places only (null: every place). */
export function orderInScope(order: { location: { id: number } | null }, scope: LocationScope): boolean {
  return scope === null || scope.includes(placeOfOrder(order));
}

/**
 * Whether a staff member with this role and location scope receives a staff_update: the topic's
 * permission, and for an order, its place.
 */
export function staffHearsUpdate(
  staff: { role: StaffRole; locationScope: LocationScope },
  update: Pick<StaffUpdateMessage, 'topic' | 'data'>,
): boolean {
  const permissions: readonly StaffPermission[] = STAFF_TOPIC_PERMISSIONS[update.topic];
  if (!permissions.some((permission) => roleHasPermission(staff.role, permission))) return false;
  if (update.topic !== 'orders' || staff.locationScope === null) return true;
  const location = update.data?.location as { id?: unknown } | null | undefined;
  // An order update without its record cannot be placed: only an unscoped console hears it.
  if (location === undefined) return false;
  return orderInScope(
    { location: typeof location?.id === 'number' ? { id: location.id } : null },
    staff.locationScope,
  );
}
