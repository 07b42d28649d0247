import type { Database } from '../../platform/database/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { notFound } from '../../platform/http/errors.ts';
import { loadMenuRecords } from './menu-repository.ts';
import { toMenuSnapshot, type MenuSnapshot } from './menu.ts';

interface Entry {
  until: number;
  snapshot: Promise<MenuSnapshot>;
  /** Serialised answers derived from this snapshot (per location, per item…), dropped with it. */
  json: Map<string, string>;
}

/**
 * Every guest of a hotel reads the same menu, often: each instance keeps one snapshot per hotel for a
 * few seconds (docs/decisions/0010-menu-snapshot.md) and the serialised answers built from it, so a
 * cached read is a map lookup. Concurrent misses share one load.
 */
export class MenuCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxHotels = 5_000,
  ) {}

  snapshot(hotelId: number): Promise<MenuSnapshot> {
    return this.entry(hotelId).snapshot;
  }

  /** The JSON `build` makes from the snapshot, made once per snapshot and key. */
  async json(hotelId: number, key: string, build: (menu: MenuSnapshot) => unknown): Promise<string> {
    const entry = this.entry(hotelId);
    const cached = entry.json.get(key);
    if (cached !== undefined) return cached;
    const json = JSON.stringify(build(await entry.snapshot));
    entry.json.set(key, json);
    return json;
  }

  /** Drops a hotel's snapshot on this instance. */
  forget(hotelId: number): void {
    this.entries.delete(hotelId);
  }

  /**
   * Drops a hotel's snapshot on every instance as soon as its menu or settings (currency, room service)
   * change: the staff_update the change publishes travels the bus to every instance, so a sold-out item
   * is gone for every guest on their next read instead of after the TTL. Returns the unsubscribe.
   */
  followChanges(bus: EventBus): () => void {
    return bus.subscribe((event) => {
      if (event.type !== 'staff_update' || event.stayId !== null) return;
      const topic = event.payload.topic;
      if (topic === 'menu' || topic === 'settings') this.forget(event.hotelId);
    });
  }

  private entry(hotelId: number): Entry {
    const now = this.clock();
    const existing = this.entries.get(hotelId);
    if (existing && existing.until > now) return existing;
    if (this.entries.size >= this.maxHotels) this.evictExpired(now);
    const snapshot = loadMenuRecords(this.db, hotelId).then((records) => {
      if (!records) throw notFound('Hotel not found.');
      return toMenuSnapshot(hotelId, records);
    });
    const entry: Entry = { until: now + this.ttlMs, snapshot, json: new Map() };
    this.entries.set(hotelId, entry);
    // A failed load must not be served for the whole TTL.
    snapshot.catch(() => {
      if (this.entries.get(hotelId) === entry) this.entries.delete(hotelId);
    });
    return entry;
  }

  private evictExpired(now: number): void {
    for (const [hotelId, entry] of this.entries) if (entry.until <= now) this.entries.delete(hotelId);
    if (this.entries.size >= this.maxHotels) this.entries.clear();
  }
}
