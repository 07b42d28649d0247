import type { AppContext } from '../../platform/context.ts';
import { forgetCatalogue } from './catalogue.ts';

/**
 * The guest's day of an activity (GET /api/activities/{id}/?date=) as its serialised answer, kept per
 * hotel, activity and day on each instance (docs/decisions/0161). A busy day is read by every guest
 * choosing a time, and rebuilding it costs the closures and the booked counts: a kept answer is a map
 * lookup. It is dropped
 * - on this instance as soon as a booking, cancellation, closure or edit of the activity is committed here
 *   (the service calls `forgetActivityDay` / `forgetActivity` before it answers), and
 * - on every other instance when that change's staff_update (topic `bookings`, or `settings` for the
 *   hotel's zone) arrives through the bus (`followDayChanges`);
 * - when its earliest slot starts (the answer lists future slots only), and after `DAY_SNAPSHOT_MS` at the
 *   latest, which bounds a change whose event was lost (Redis away).
 * A load in flight when its day is dropped is not kept: the next read loads again.
 */

/** The latest an answer is kept: the bound for a change whose event never arrived. */
export const DAY_SNAPSHOT_MS = 5_000;
/** Days kept per instance, least recently read dropped first (a busy day's answer is about 15 KB). */
export const MAX_DAY_SNAPSHOTS = 1_000;

interface Entry {
  hotelId: number;
  activityId: number;
  /** The serialised answer, as the bytes sent, and until when it holds (ms since epoch). */
  answer: Promise<{ body: Buffer; until: number }>;
  /** Set once loaded: the entry is then served until this time. */
  until: number;
}

export class ActivityDaySnapshots {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: () => number,
    private readonly maxEntries = MAX_DAY_SNAPSHOTS,
    private readonly ttlMs = DAY_SNAPSHOT_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The kept answer of the day, or the one `load` builds (concurrent misses share it). `load` returns the
   * JSON and the instant its earliest listed slot starts (null: none listed), after which it is stale.
   */
  async body(
    hotelId: number,
    activityId: number,
    date: string,
    load: () => Promise<{ json: string; firstStart: number | null }>,
  ): Promise<Buffer> {
    const key = `${hotelId}:${activityId}:${date}`;
    const now = this.clock();
    const cached = this.entries.get(key);
    if (cached && (cached.until === 0 || cached.until > now)) {
      // Least recently read last: the map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return (await cached.answer).body;
    }
    if (cached) this.entries.delete(key);
    const entry: Entry = {
      hotelId,
      activityId,
      until: 0,
      answer: Promise.resolve({ body: Buffer.alloc(0), until: 0 }),
    };
    entry.answer = load().then(({ json, firstStart }) => {
      const until = Math.min(now + this.ttlMs, firstStart ?? Number.POSITIVE_INFINITY);
      entry.until = until;
      // Encoded once: a string would be measured and encoded again for every reader.
      return { body: Buffer.from(json), until };
    });
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    // A failed load (unknown activity, database away) is not kept.
    entry.answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return (await entry.answer).body;
  }

  /** Drops the day's answer (a booking or cancellation of one of its slots, a closure of it). */
  forgetDay(hotelId: number, activityId: number, date: string): void {
    this.entries.delete(`${hotelId}:${activityId}:${date}`);
  }

  /** Drops every day of an activity (its schedules, capacity or details changed); null: of the hotel. */
  forget(hotelId: number, activityId: number | null): void {
    for (const [key, entry] of this.entries) {
      if (entry.hotelId === hotelId && (activityId === null || entry.activityId === activityId))
        this.entries.delete(key);
    }
  }
}

const snapshots = new WeakMap<object, ActivityDaySnapshots>();

/** This instance's snapshots (one per app context: two instances in one process keep their own). */
export function daySnapshotsOf(ctx: Pick<AppContext, 'now'>): ActivityDaySnapshots {
  let found = snapshots.get(ctx);
  if (!found) snapshots.set(ctx, (found = new ActivityDaySnapshots(() => ctx.now().getTime())));
  return found;
}

export function forgetActivityDay(
  ctx: Pick<AppContext, 'now'>,
  hotelId: number,
  activityId: number,
  date: string,
): void {
  daySnapshotsOf(ctx).forgetDay(hotelId, activityId, date);
}

export function forgetActivity(
  ctx: Pick<AppContext, 'now'>,
  hotelId: number,
  activityId: number | null,
): void {
  daySnapshotsOf(ctx).forget(hotelId, activityId);
}

/** The staff_update action of an edit of an activity or its schedules (the console refreshes its editor). */
export const ACTIVITY_EDITED = 'activity_edited';

/**
 * Drops days on this instance when another instance changes them: a staff_update about bookings names
 * the booking's activity and day (its `data`), a closure its activity and date, an edit its activity (and
 * drops the catalogue too); the hotel's settings (its zone) drop all of the hotel's. Returns the unsubscribe.
 */
export function followDayChanges(ctx: Pick<AppContext, 'bus' | 'now' | 'db'>): () => void {
  return ctx.bus.subscribe((event) => {
    if (event.type !== 'staff_update' || event.stayId !== null) return;
    const { topic, action, data } = event.payload as {
      topic?: unknown;
      action?: unknown;
      data?: Record<string, unknown>;
    };
    if (topic === 'settings') return forgetActivity(ctx, event.hotelId, null);
    if (topic !== 'bookings') return;
    if (action === ACTIVITY_EDITED) forgetCatalogue(ctx.db, event.hotelId);
    const activityId = typeof data?.activity_id === 'number' ? data.activity_id : null;
    const date = typeof data?.scheduled_date === 'string' ? data.scheduled_date : null;
    if (activityId !== null && date !== null) forgetActivityDay(ctx, event.hotelId, activityId, date);
    else forgetActivity(ctx, event.hotelId, activityId);
  });
}
