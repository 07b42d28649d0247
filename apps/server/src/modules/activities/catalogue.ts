import type { Database } from '../../platform/database/database.ts';
import { findActivities, findSchedules, type ActivityRecord } from './repository.ts';
import type { ScheduleRecord } from './slots.ts';

/** A hotel's activities (active or not, in display order) with their options and schedules. */
export interface Catalogue {
  activities: ActivityRecord[];
  schedules: ScheduleRecord[];
}

/** As long as the menu snapshot (decision 0010): an edit shows on other instances within this. */
const CATALOGUE_MS = 5_000;
const MAX_HOTELS = 5_000;

const caches = new WeakMap<Database, Map<number, { until: number; catalogue: Promise<Catalogue> }>>();

/**
 * Every guest of a hotel reads the same catalogue, and every slot query and booking needs it: each
 * instance keeps it per hotel for a few seconds, so a day's slots cost the closures and booked counts only.
 * Concurrent misses share one load; the editor drops it on its own instance after each change.
 */
export function loadCatalogue(db: Database, hotelId: number): Promise<Catalogue> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const now = Date.now();
  const cached = cache.get(hotelId);
  if (cached && cached.until > now) return cached.catalogue;
  if (cache.size >= MAX_HOTELS) cache.clear();
  const catalogue = (async () => {
    const activities = await findActivities(db, hotelId, { includeInactive: true });
    return {
      activities,
      schedules: await findSchedules(
        db,
        activities.map((activity) => activity.id),
      ),
    };
  })();
  const entry = { until: now + CATALOGUE_MS, catalogue };
  cache.set(hotelId, entry);
  // A failed load must not be served for the whole lifetime.
  catalogue.catch(() => {
    if (cache.get(hotelId) === entry) cache.delete(hotelId);
  });
  return catalogue;
}

export function forgetCatalogue(db: Database, hotelId: number): void {
  caches.get(db)?.delete(hotelId);
}
