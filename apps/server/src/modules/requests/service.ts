import type { FastifyBaseLogger } from 'fastify';
import {
  BOOKING_REQUEST_FIELDS,
  FIELD_OF_KIND,
  KIND_OF_FIELD,
  type BookingPatchRequest,
  type BookingRequestField,
  type BookingResponse,
  type ServiceRequestKind,
  type ServiceRequestStatus,
  type StaffRequestStatsResponse,
  type StaffServiceRequest,
} from '@hotel/contracts/requests';
import type { AppContext } from '../../platform/context.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { publishLive } from '../../platform/live/publish.ts';
import type { GuestPrincipal } from '../stays/index.ts';
import { type StaffPrincipal, publishStaffUpdate } from '../staff/index.ts';
import { publishNotification, storeNotification } from '../notifications/index.ts';
import { alertStaff } from '../push/index.ts';
import { addDays, dateInZone, zonedToInstant } from '../../platform/time.ts';
import {
  acknowledgeServiceRequest,
  closeOpenServiceRequest,
  findBooking,
  findServiceRequest,
  HOTEL_FLAG,
  listServiceRequests,
  lockBooking,
  lockServiceRequest,
  markServiceRequestDone,
  openServiceRequest,
  requestStatsByDay,
  setStayField,
  STAY_COLUMN,
  type BookingRow,
  type StaffRequestRow,
} from './repository.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

export const BOOKING_NOT_FOUND = 'Booking not found.';
const REQUEST_NOT_FOUND = 'Request not found.';

const KIND_LABEL = {
  cleaning: 'cleaning',
  towels: 'towels',
  toiletries: 'toiletries',
  sheets: 'sheets',
  general_assistance: 'general assistance',
} as const satisfies Record<ServiceRequestKind, string>;

function notOffered(field: BookingRequestField): string {
  const kind = KIND_OF_FIELD[field];
  return kind
    ? `This hotel does not take ${KIND_LABEL[kind]} requests in the app. Please contact the front desk.`
    : 'This hotel does not let guests set Do not disturb in the app. Please contact the front desk.';
}

export function toBookingResponse(row: BookingRow): BookingResponse {
  return {
    id: row.id,
    request_cleaning: row.requestCleaning,
    request_towels: row.requestTowels,
    request_toiletries: row.requestToiletries,
    request_sheets: row.requestSheets,
    request_general_assistance: row.requestGeneralAssistance,
    do_not_disturb: row.doNotDisturb,
  };
}

function toStaffRequest(row: StaffRequestRow): StaffServiceRequest {
  return {
    id: row.id,
    booking_id: row.stayId,
    room: row.room,
    kind: row.kind,
    status: row.status,
    do_not_disturb: row.doNotDisturb,
    created_at: row.createdAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by:
      row.acknowledgedById === null ? null : { id: row.acknowledgedById, name: row.acknowledgedByName ?? '' },
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

/** What the request queue shows as the alert's line: "Room 101: towels". */
function requestSummary(room: string, kind: ServiceRequestKind): string {
  return `Room ${room}: ${KIND_LABEL[kind]}`;
}

/**
 * Tells the hotel's consoles about a task after its change committed, carrying the task as the queue
 * lists it (re-read, so who took it and the room's do-not-disturb are current).
 */
async function publishRequestToStaff(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  hotelId: number,
  id: number,
  action: 'created' | 'withdrawn' | 'acknowledged' | 'completed',
  log: Log,
): Promise<StaffServiceRequest | undefined> {
  try {
    const row = await findServiceRequest(ctx.db, hotelId, id);
    if (!row) return undefined;
    const data = toStaffRequest(row);
    await publishStaffUpdate(
      ctx,
      hotelId,
      { topic: 'requests', action, id, summary: requestSummary(row.room, row.kind), data },
      log,
    );
    return data;
  } catch (error) {
    // The change is committed; a console that missed the push reads the queue again on reconnect.
    log.warn({ err: error, requestId: id }, 'request change not pushed to staff');
    return undefined;
  }
}

/** The spec's booking is the session's stay; any other id answers 404, like another hotel's record. */
function assertOwnBooking(guest: GuestPrincipal, bookingId: number): void {
  if (bookingId !== guest.stayId) throw notFound(BOOKING_NOT_FOUND);
}

export async function getBooking(
  ctx: Pick<AppContext, 'db'>,
  guest: GuestPrincipal,
  bookingId: number,
): Promise<BookingResponse> {
  assertOwnBooking(guest, bookingId);
  const row = await findBooking(ctx.db, guest.hotelId, guest.stayId);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return toBookingResponse(row);
}

/** The request_update of SPEC section 7, on the booking channel of every instance. */
function publishRequestUpdate(
  ctx: Pick<AppContext, 'bus'>,
  stay: { hotelId: number; stayId: number; room: string },
  field: BookingRequestField,
  status: 'activated' | 'deactivated',
  log: Log,
): Promise<void> {
  return publishLive(
    ctx,
    {
      type: 'request_update',
      hotelId: stay.hotelId,
      stayId: stay.stayId,
      payload: { message: { booking_id: stay.stayId, room: stay.room, changes: [{ field, status }] } },
    },
    log,
  );
}

/**
 * Turns one toggle on or off. On opens a task for staff (do not disturb is only a state), off withdraws
 * the open one; both in one transaction with the stay locked. Asking for what is already so changes
 * nothing and opens nothing. The hotel's flag gates turning on; turning off is always allowed so a
 * request is never stuck on after the hotel hides the button.
 */
export async function updateBooking(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  guest: GuestPrincipal,
  bookingId: number,
  body: BookingPatchRequest,
  log: Log,
): Promise<BookingResponse> {
  assertOwnBooking(guest, bookingId);
  // The contract guarantees exactly one field.
  const field = BOOKING_REQUEST_FIELDS.find((name) => body[name] !== undefined)!;
  const value = body[field] === true;
  const kind = KIND_OF_FIELD[field];
  const scope = { hotelId: guest.hotelId, stayId: guest.stayId };

  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockBooking(tx, guest.hotelId, guest.stayId);
    if (!locked) throw notFound(BOOKING_NOT_FOUND);
    if (value && !locked.flags[HOTEL_FLAG[field]]) throw forbidden(notOffered(field), 'request_not_offered');
    // Also when nothing changes: a task lost by an old bug is reopened, an orphan is withdrawn.
    const opened =
      kind && value ? await openServiceRequest(tx, { ...scope, kind, createdAt: ctx.now() }) : undefined;
    const withdrawn =
      kind && !value
        ? await closeOpenServiceRequest(tx, { ...scope, kind }, 'withdrawn', ctx.now())
        : undefined;
    const changed = locked.booking[STAY_COLUMN[field]] !== value;
    const booking = changed
      ? await setStayField(tx, guest.hotelId, guest.stayId, field, value)
      : locked.booking;
    return { booking: booking ?? locked.booking, changed, room: locked.room, opened, withdrawn };
  });

  if (result.opened !== undefined) {
    const task = await publishRequestToStaff(ctx, guest.hotelId, result.opened, 'created', log);
    // Phones of the staff with the console closed (docs/push.md); queued, never awaited.
    if (task)
      alertStaff(ctx, guest.hotelId, { topic: 'requests', id: task.id, room: task.room, kind: task.kind });
  }
  if (result.withdrawn !== undefined)
    await publishRequestToStaff(ctx, guest.hotelId, result.withdrawn, 'withdrawn', log);
  // Do not disturb is shown on the room's open tasks: the queue reads them again.
  if (field === 'do_not_disturb' && result.changed)
    await publishStaffUpdate(
      ctx,
      guest.hotelId,
      { topic: 'requests', action: 'do_not_disturb', id: guest.stayId },
      log,
    );

  // A second phone of the same stay follows along.
  if (result.changed)
    await publishRequestUpdate(
      ctx,
      { ...scope, room: result.room },
      field,
      value ? 'activated' : 'deactivated',
      log,
    );
  return toBookingResponse(result.booking);
}

export async function listStaffRequests(
  ctx: Pick<AppContext, 'db'>,
  staff: StaffPrincipal,
  status: ServiceRequestStatus,
): Promise<StaffServiceRequest[]> {
  const rows = await listServiceRequests(ctx.db, staff.hotelId, status, status === 'open' ? 500 : 200);
  return rows.map(toStaffRequest);
}

/**
 * Staff mark a task done: the stay's toggle goes off, the guest gets a stored notification ('other':
 * the panel shows it grey and does not navigate) and the booking channel a request_update deactivated.
 * Completing a done task again is a no-op; a withdrawn one is a 409.
 */
export async function completeServiceRequest(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  staff: StaffPrincipal,
  id: number,
  log: Log,
): Promise<StaffServiceRequest> {
  const found = await findServiceRequest(ctx.db, staff.hotelId, id);
  if (!found) throw notFound(REQUEST_NOT_FOUND);
  const scope = { hotelId: staff.hotelId, stayId: found.stayId };
  const field = FIELD_OF_KIND[found.kind];

  const notification = await ctx.db.transaction(async (tx) => {
    // Stay first, then the task: the same order as the guest's toggle, so the two cannot deadlock.
    await lockBooking(tx, scope.hotelId, scope.stayId);
    const current = await lockServiceRequest(tx, scope.hotelId, id);
    if (!current) throw notFound(REQUEST_NOT_FOUND);
    if (current.status === 'withdrawn')
      throw conflict('The guest withdrew this request before it was completed.', 'request_withdrawn');
    if (current.status === 'done') return null;
    await markServiceRequestDone(tx, scope.hotelId, id, staff.staffMemberId, ctx.now());
    await setStayField(tx, scope.hotelId, scope.stayId, field, false);
    return storeNotification(tx, {
      ...scope,
      type: 'other',
      wording: { title: 'notices.requestTitle', message: `notices.requestCompleted.${found.kind}` },
      data: { booking_id: scope.stayId, status: 'completed', variant: 'success' },
    });
  });

  if (notification) {
    await publishNotification(ctx, notification, log);
    await publishRequestUpdate(ctx, { ...scope, room: found.room }, field, 'deactivated', log);
    const published = await publishRequestToStaff(ctx, staff.hotelId, id, 'completed', log);
    if (published) return published;
  }
  const after = await findServiceRequest(ctx.db, staff.hotelId, id);
  return toStaffRequest(after ?? found);
}

/**
 * A staff member takes an open task: the queue stops re-alerting on every console and the time to
 * acknowledge is recorded. Taking a task someone already took changes nothing (the first keeps it);
 * a closed task answers 409.
 */
export async function acknowledgeRequest(
  ctx: Pick<AppContext, 'db' | 'bus' | 'now'>,
  staff: StaffPrincipal,
  id: number,
  log: Log,
): Promise<StaffServiceRequest> {
  const changed = await acknowledgeServiceRequest(ctx.db, staff.hotelId, id, staff.staffMemberId, ctx.now());
  if (changed !== undefined) {
    const published = await publishRequestToStaff(ctx, staff.hotelId, id, 'acknowledged', log);
    if (published) return published;
  }
  const found = await findServiceRequest(ctx.db, staff.hotelId, id);
  if (!found) throw notFound(REQUEST_NOT_FOUND);
  if (found.status === 'withdrawn') throw conflict('The guest withdrew this request.', 'request_withdrawn');
  if (found.status === 'done') throw conflict('This request is already done.', 'request_done');
  return toStaffRequest(found);
}

/** Response times per day for the last `days` days, today first, including days without requests. */
export async function requestStats(
  ctx: Pick<AppContext, 'db' | 'now'>,
  staff: StaffPrincipal,
  days: number,
): Promise<StaffRequestStatsResponse> {
  const today = dateInZone(ctx.now(), staff.timezone);
  const first = addDays(today, -(days - 1));
  const rows = await requestStatsByDay(
    ctx.db,
    staff.hotelId,
    staff.timezone,
    zonedToInstant(first, '00:00', staff.timezone),
  );
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return {
    days: Array.from({ length: days }, (_, index) => {
      const date = addDays(today, -index);
      const row = byDate.get(date);
      return {
        date,
        requests: row?.requests ?? 0,
        acknowledged: row?.acknowledged ?? 0,
        completed: row?.completed ?? 0,
        median_acknowledge_seconds: row?.medianAcknowledgeSeconds ?? null,
        max_acknowledge_seconds: row?.maxAcknowledgeSeconds ?? null,
        median_complete_seconds: row?.medianCompleteSeconds ?? null,
      };
    }),
  };
}
