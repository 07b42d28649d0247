/**
 * A stay's personal data (docs/privacy.md): the export a guest may ask for, and what erasure answers.
 * Money is in the hotel currency's minor units, as the database keeps it.
 */
import { z } from 'zod';

/** What erased free text reads as: one marker everywhere, so a reader sees at once what went. */
export const ERASED_TEXT = '[erased]';
/** The family name of an erased stay: the console still lists it (room, dates, money) under this name. */
export const ERASED_NAME = 'Erased';

/** The export's format: a reader of an old file knows which fields to expect. */
export const GUEST_DATA_FORMAT = 'hotel-guest-data/1';

const instant = z.string();
const options = z.array(
  z.object({
    name: z.string(),
    values: z.array(z.object({ name: z.string(), price_adjustment_minor: z.number() })),
  }),
);

export const exportedStay = z.object({
  id: z.number().int(),
  room_number: z.string(),
  family_name: z.string(),
  language: z.string(),
  other_language: z.string().nullable(),
  check_in_date: z.string(),
  check_out_date: z.string(),
  checked_out_at: instant.nullable(),
  check_out_override_reason: z.string().nullable(),
  personal_data_erased_at: instant.nullable(),
  created_at: instant,
});

export const exportedOrder = z.object({
  id: z.number().int(),
  status: z.string(),
  location_id: z.number().int().nullable(),
  scheduled_for: instant.nullable(),
  total_minor: z.number(),
  currency_symbol: z.string(),
  created_at: instant,
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      unit_price_minor: z.number(),
      total_price_minor: z.number(),
      notes: z.string(),
      options,
    }),
  ),
});

export const exportedServiceRequest = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  created_at: instant,
  acknowledged_at: instant.nullable(),
  closed_at: instant.nullable(),
});

export const exportedBooking = z.object({
  id: z.number().int(),
  reference_number: z.string(),
  activity_id: z.number().int(),
  status: z.string(),
  number_of_people: z.number().int(),
  special_requests: z.string(),
  cancel_reason: z.string().nullable(),
  total_minor: z.number(),
  currency_symbol: z.string(),
  options,
  created_at: instant,
});

export const exportedConversation = z.object({
  id: z.number().int(),
  status: z.string(),
  created_at: instant,
  closed_at: instant.nullable(),
  messages: z.array(
    z.object({
      id: z.number().int(),
      sender_type: z.string(),
      sender_name: z.string(),
      original_content: z.string(),
      translated_content: z.string(),
      created_at: instant,
    }),
  ),
});

export const exportedNotification = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  created_at: instant,
  read_at: instant.nullable(),
});

export const exportedFolio = z.object({
  lines: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      description: z.string(),
      amount_minor: z.number(),
      reason: z.string().nullable(),
      created_at: instant,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      method: z.string(),
      status: z.string(),
      amount_minor: z.number(),
      reference: z.string().nullable(),
      created_at: instant,
      completed_at: instant.nullable(),
    }),
  ),
  questions: z.array(
    z.object({
      id: z.number().int(),
      line_id: z.number().int(),
      question: z.string(),
      answer: z.string().nullable(),
      created_at: instant,
      answered_at: instant.nullable(),
    }),
  ),
});

export const exportedTranslationReport = z.object({
  id: z.number().int(),
  language: z.string(),
  source_text: z.string(),
  shown_text: z.string(),
  note: z.string(),
  status: z.string(),
  created_at: instant,
});

/** A phone subscribed to the stay's push messages: when, and when one last reached it (docs/push.md). */
export const exportedPushDevice = z.object({
  created_at: instant,
  last_delivered_at: instant.nullable(),
});

/** GET /api/staff/stays/:id/personal-data/: everything the hotel holds about one stay, as one JSON file. */
export const guestDataExport = z.object({
  format: z.literal(GUEST_DATA_FORMAT),
  exported_at: instant,
  hotel: z.object({ unique_id: z.string(), name: z.string() }),
  stay: exportedStay,
  orders: z.array(exportedOrder),
  service_requests: z.array(exportedServiceRequest),
  activity_bookings: z.array(exportedBooking),
  conversations: z.array(exportedConversation),
  notifications: z.array(exportedNotification),
  folio: exportedFolio,
  translation_reports: z.array(exportedTranslationReport),
  push_devices: z.array(exportedPushDevice),
});
export type GuestDataExport = z.infer<typeof guestDataExport>;

/** How many rows each erasure step rewrote (rows stay; their personal fields now read as the markers). */
export const erasureCounts = z.object({
  stays: z.number().int(),
  guest_sessions_deleted: z.number().int(),
  order_lines: z.number().int(),
  activity_bookings: z.number().int(),
  chat_messages: z.number().int(),
  notifications: z.number().int(),
  folio_lines: z.number().int(),
  payments: z.number().int(),
  bill_questions: z.number().int(),
  translation_reports: z.number().int(),
  push_subscriptions_deleted: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCounts>;

/** POST /api/staff/stays/:id/erase-personal-data/: what was erased; a second erasure rewrites nothing new. */
export const guestDataErasure = z.object({
  stay_id: z.number().int(),
  room_number: z.string(),
  erased_at: instant,
  already_erased: z.boolean(),
  counts: erasureCounts,
});
export type GuestDataErasure = z.infer<typeof guestDataErasure>;

/** GET /api/staff/stays/:id/personal-data/status/: what the console's Personal data section shows. */
export const guestDataStatus = z.object({
  stay_id: z.number().int(),
  room_number: z.string(),
  family_name: z.string(),
  checked_out_at: instant.nullable(),
  personal_data_erased_at: instant.nullable(),
  /** Erasure is for checked-out stays only: a guest in the house still uses the data. */
  can_erase: z.boolean(),
});
export type GuestDataStatus = z.infer<typeof guestDataStatus>;
