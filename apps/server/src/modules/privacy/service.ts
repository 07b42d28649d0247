import {
  GUEST_DATA_FORMAT,
  type GuestDataErasure,
  type GuestDataExport,
  type GuestDataStatus,
} from '@hotel/contracts/privacy';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import {
  erasePersonalDataOfStay as eraseBookings,
  personalDataOfStay as bookingsOfStay,
} from '../activities/index.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import {
  erasePersonalDataOfStay as eraseFolio,
  personalDataOfStay as folioOfStay,
} from '../billing/index.ts';
import {
  erasePersonalDataOfStay as eraseConversations,
  personalDataOfStay as conversationsOfStay,
} from '../chat/index.ts';
import {
  erasePersonalDataOfStay as eraseOrders,
  personalDataOfStay as ordersOfStay,
} from '../dining/index.ts';
import { findHotelById } from '../hotels/index.ts';
import {
  erasePersonalDataOfStay as eraseNotifications,
  personalDataOfStay as notificationsOfStay,
} from '../notifications/index.ts';
import {
  erasePersonalDataOfStay as erasePushDevices,
  personalDataOfStay as pushDevicesOfStay,
} from '../push/index.ts';
import { personalDataOfStay as requestsOfStay } from '../requests/index.ts';
import {
  erasePersonalDataOfStay as eraseStay,
  lockStayForErasure,
  personalDataOfStay as stayOf,
  staysDueForErasure,
} from '../stays/index.ts';
import {
  erasePersonalDataOfStay as eraseReports,
  personalDataOfStay as reportsOfStay,
} from '../translations/index.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

export const STAY_NOT_FOUND = 'No such stay in this hotel.';

export function stillInHouse(roomNumber: string): string {
  return (
    `The guest of room ${roomNumber} has not checked out: personal data is erased only after check-out, ` +
    'while the stay no longer uses it. Check the guest out first.'
  );
}

const subjectOf = (stay: { id: number; room_number: string }) => `Room ${stay.room_number}, stay ${stay.id}`;

/** Everything the hotel holds about one stay, read by each module that holds some of it, and the export audited. */
export async function exportGuestData(
  ctx: Ctx,
  hotelId: number,
  stayId: number,
  actor: AuditActor,
): Promise<GuestDataExport> {
  const hotel = await findHotelById(ctx.db, hotelId);
  if (!hotel) throw notFound(STAY_NOT_FOUND);
  return ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Database;
    const stay = await stayOf(db, hotelId, stayId);
    if (!stay) throw notFound(STAY_NOT_FOUND);
    const document: GuestDataExport = {
      format: GUEST_DATA_FORMAT,
      exported_at: ctx.now().toISOString(),
      hotel: { unique_id: hotel.uniqueId, name: hotel.name },
      stay,
      orders: await ordersOfStay(db, hotelId, stayId),
      service_requests: await requestsOfStay(db, hotelId, stayId),
      activity_bookings: await bookingsOfStay(db, hotelId, stayId),
      conversations: await conversationsOfStay(db, hotelId, stayId),
      notifications: await notificationsOfStay(db, hotelId, stayId),
      folio: await folioOfStay(db, hotelId, stayId),
      translation_reports: await reportsOfStay(db, hotelId, stayId),
      push_devices: await pushDevicesOfStay(db, hotelId, stayId),
    };
    await recordAudit(db, hotelId, actor, {
      kind: 'guest_data.exported',
      subject: subjectOf(stay),
      detail: { stay: stayId },
    });
    return document;
  });
}

/**
 * Erases a checked-out stay's personal data in one transaction (docs/privacy.md): each module replaces its
 * people's words with the marker and keeps its rows, amounts and counts; the stay is marked erased and its
 * sessions deleted. A stay in the house is refused (409). A second erasure finds nothing new and says so.
 */
export async function eraseGuestData(
  ctx: Ctx,
  hotelId: number,
  stayId: number,
  actor: AuditActor,
): Promise<GuestDataErasure> {
  return ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Database;
    await lockStayForErasure(db, hotelId, stayId);
    const stay = await stayOf(db, hotelId, stayId);
    if (!stay) throw notFound(STAY_NOT_FOUND);
    if (!stay.checked_out_at) throw conflict(stillInHouse(stay.room_number), 'stay_in_house');
    const now = ctx.now();
    const stays = await eraseStay(db, hotelId, stayId, now);
    const { orderLines } = await eraseOrders(db, hotelId, stayId);
    const { activityBookings } = await eraseBookings(db, hotelId, stayId);
    const { chatMessages } = await eraseConversations(db, hotelId, stayId);
    const { notifications } = await eraseNotifications(db, hotelId, stayId);
    const folio = await eraseFolio(db, hotelId, stayId);
    const { translationReports } = await eraseReports(db, hotelId, stayId);
    const { pushSubscriptions } = await erasePushDevices(db, hotelId, stayId);
    const counts = {
      stays: stays.stays,
      guest_sessions_deleted: stays.sessions,
      order_lines: orderLines,
      activity_bookings: activityBookings,
      chat_messages: chatMessages,
      notifications,
      folio_lines: folio.folioLines,
      payments: folio.payments,
      bill_questions: folio.billQuestions,
      translation_reports: translationReports,
      push_subscriptions_deleted: pushSubscriptions,
    };
    const alreadyErased = stay.personal_data_erased_at !== null;
    await recordAudit(db, hotelId, actor, {
      kind: 'guest_data.erased',
      subject: subjectOf(stay),
      detail: { stay: stayId, ...(alreadyErased && { already_erased: true }), counts },
    });
    return {
      stay_id: stayId,
      room_number: stay.room_number,
      erased_at: stay.personal_data_erased_at ?? now.toISOString(),
      already_erased: alreadyErased,
      counts,
    };
  });
}

/** What the console's Personal data section shows about one stay. */
export async function guestDataStatus(ctx: Ctx, hotelId: number, stayId: number): Promise<GuestDataStatus> {
  const stay = await stayOf(ctx.db, hotelId, stayId);
  if (!stay) throw notFound(STAY_NOT_FOUND);
  return {
    stay_id: stay.id,
    room_number: stay.room_number,
    family_name: stay.family_name,
    checked_out_at: stay.checked_out_at,
    personal_data_erased_at: stay.personal_data_erased_at,
    can_erase: stay.checked_out_at !== null,
  };
}

/** Stays one automatic run erases at most: a run stays short, well within its lease; the next run goes on. */
export const ERASURE_BATCH = 200;

/**
 * The automatic erasure: stays checked out more than GUEST_DATA_RETENTION_DAYS ago and not yet erased, oldest
 * first, ERASURE_BATCH at most. 0 days turns it off. Each stay is its own transaction, so one failure leaves
 * the others done.
 */
export async function eraseExpiredGuestData(
  ctx: Ctx,
  actor: AuditActor,
): Promise<{ erased: number; more: boolean; off?: true }> {
  const days = ctx.config.GUEST_DATA_RETENTION_DAYS;
  if (days === 0) return { erased: 0, more: false, off: true };
  const before = new Date(ctx.now().getTime() - days * 86_400_000);
  const due = await staysDueForErasure(ctx.db, before, ERASURE_BATCH);
  for (const { hotelId, stayId } of due) await eraseGuestData(ctx, hotelId, stayId, actor);
  return { erased: due.length, more: due.length === ERASURE_BATCH };
}
