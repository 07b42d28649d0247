import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ActivityBookingStatus } from '@hotel/contracts/activity-status';
import { hotels } from '../hotels/schema.ts';
import { guestSessions } from '../stays/schema.ts';
import { stays } from '../stays/schema.ts';

export const activities = pgTable(
  'activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text(),
    /** Minor units; per person or per booking as `pricePerPerson` says. */
    priceMinor: bigint({ mode: 'number' }).notNull(),
    pricePerPerson: boolean().notNull().default(true),
    minPeople: integer().notNull().default(1),
    maxPeople: integer(),
    prepaymentRequired: boolean().notNull().default(false),
    /** The guest may cancel until this long before the start (docs/decisions/0021). */
    cancelCutoffMinutes: integer().notNull().default(120),
    /** Lower ranks show first on the dashboard; null is not popular. */
    popularRank: integer(),
    /** An inactive activity is hidden from guests; its bookings stand. */
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index('activities_hotel_idx').on(table.hotelId)],
);

export const activityOptions = pgTable('activity_options', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  activityId: integer()
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  required: boolean().notNull().default(false),
  multiple: boolean().notNull().default(false),
  minSelections: integer().notNull().default(0),
  maxSelections: integer(),
  sortOrder: integer().notNull().default(0),
});

export const activityOptionValues = pgTable('activity_option_values', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  optionId: integer()
    .notNull()
    .references(() => activityOptions.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  description: text().notNull().default(''),
  priceAdjustmentMinor: bigint({ mode: 'number' }).notNull().default(0),
  sortOrder: integer().notNull().default(0),
});

export type ScheduleKind = 'weekly' | 'session';

/**
 * When an activity runs, as wall-clock times in the hotel's zone. weekly: on `weekdays` (0 Sunday) from
 * `opensAt` to `closesAt`, a slot every `slotMinutes`; session: one slot on `onDate` at `opensAt`.
 */
export const activitySchedules = pgTable(
  'activity_schedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    kind: text().$type<ScheduleKind>().notNull(),
    weekdays: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    onDate: date({ mode: 'string' }),
    opensAt: text().notNull(),
    closesAt: text(),
    slotMinutes: integer().notNull(),
    capacity: integer().notNull(),
  },
  (table) => [index('activity_schedules_activity_idx').on(table.activityId)],
);

/** A day (startTime null) or one slot that does not run. */
export const activityClosures = pgTable(
  'activity_closures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    onDate: date({ mode: 'string' }).notNull(),
    startTime: text(),
    reason: text().notNull(),
    cancelledBookings: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_closures_activity_date_idx').on(table.activityId, table.onDate)],
);

/**
 * A slot that has (or had) bookings: created on its first booking, it holds the running count of people
 * booked, so taking places is one conditional UPDATE that a concurrent booking waits on
 * (docs/decisions/0020). The check constraint is the last line of defence.
 */
export const activitySlots = pgTable(
  'activity_slots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    scheduleId: integer().references(() => activitySchedules.id, { onDelete: 'set null' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('activity_slots_activity_start_idx').on(table.activityId, table.startsAt),
    index('activity_slots_hotel_start_idx').on(table.hotelId, table.startsAt),
    check(
      'activity_slots_booked_within_capacity',
      sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity}`,
    ),
  ],
);

/** The options as they were named and priced (minor units) when the booking was made. */
export type BookingOptionDetail = {
  id: number;
  name: string;
  values: { id: number; name: string; priceAdjustmentMinor: number }[];
};

export const activityBookings = pgTable(
  'activity_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    stayId: integer()
      .notNull()
      .references(() => stays.id, { onDelete: 'cascade' }),
    guestSessionId: integer().references(() => guestSessions.id, { onDelete: 'set null' }),
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    slotId: integer()
      .notNull()
      .references(() => activitySlots.id, { onDelete: 'restrict' }),
    status: text().$type<ActivityBookingStatus>().notNull(),
    numberOfPeople: integer().notNull(),
    optionDetails: jsonb().$type<BookingOptionDetail[]>().notNull().default([]),
    specialRequests: text().notNull().default(''),
    totalMinor: bigint({ mode: 'number' }).notNull(),
    currencySymbol: text().notNull(),
    referenceNumber: text().notNull(),
    prepaymentRequired: boolean().notNull().default(false),
    prepaymentMade: boolean().notNull().default(false),
    cancelReason: text(),
    /** When the reminder is due; the job sets remindedAt when it sends it. */
    remindAt: timestamp({ withTimezone: true }),
    remindedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('activity_bookings_reference_idx').on(table.referenceNumber),
    index('activity_bookings_stay_idx').on(table.stayId),
    index('activity_bookings_slot_idx').on(table.slotId),
    index('activity_bookings_due_reminder_idx')
      .on(table.remindAt)
      .where(sql`${table.remindedAt} is null and ${table.remindAt} is not null`),
  ],
);
