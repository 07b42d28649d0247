import {
  OPEN_ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  type OrderStatus,
  type StaffOrder,
} from '@hotel/contracts/dining';
import {
  orderInScope,
  placeOfOrder,
  type LocationScope,
  type StaffUpdateMessage,
} from '@hotel/contracts/staff';

/*
 * The order board's rules, without React: which column a ticket is in, when a scheduled order shows,
 * how a live update patches the list, how old a ticket is and what one tap does. The board, the kitchen
 * view and the bench all go through these.
 */

export type OpenStatus = (typeof OPEN_ORDER_STATUSES)[number];
/** A place filter: a location id, room service, or every place. */
export type PlaceFilter = number | 'room_service' | 'all';

const OPEN: ReadonlySet<OrderStatus> = new Set(OPEN_ORDER_STATUSES);

export function isOpen(order: Pick<StaffOrder, 'status'>): boolean {
  return OPEN.has(order.status);
}

/** The place of an order as a filter names it. */
export const placeOf: (order: Pick<StaffOrder, 'location'>) => number | 'room_service' = placeOfOrder;

/**
 * The server enforces a kitchen account's scope on reads and on live updates; the console checks it too
 * when it patches its list (a scope changed since the socket opened).
 */
export const inScope: (order: Pick<StaffOrder, 'location'>, scope: LocationScope) => boolean = orderInScope;

export function atPlace(order: Pick<StaffOrder, 'location'>, filter: PlaceFilter): boolean {
  return filter === 'all' || placeOf(order) === filter;
}

/** A ticket shows (and its clock starts) at its scheduled time minus the lead time; an order for "now" at once. */
export function showsFrom(order: Pick<StaffOrder, 'created_at' | 'scheduled_for'>, leadMs: number): number {
  const created = Date.parse(order.created_at);
  if (!order.scheduled_for) return created;
  return Math.max(created, Date.parse(order.scheduled_for) - leadMs);
}

/** An order for "now" is always due, even one newer than the screen's clock tick (or the server's clock). */
export function isDue(order: Pick<StaffOrder, 'created_at' | 'scheduled_for'>, now: number, leadMs: number) {
  return !order.scheduled_for || showsFrom(order, leadMs) <= now;
}

/** Oldest first: the order in which a kitchen works its tickets. */
export function byAge<T extends Pick<StaffOrder, 'id' | 'created_at' | 'scheduled_for'>>(
  orders: readonly T[],
  leadMs: number,
): T[] {
  return [...orders].sort((a, b) => showsFrom(a, leadMs) - showsFrom(b, leadMs) || a.id - b.id);
}

export interface BoardColumns {
  columns: Record<OpenStatus, StaffOrder[]>;
  /** Pending orders whose time has not come: shown apart, soonest first, and they do not ring. */
  later: StaffOrder[];
}

export function boardColumns(
  orders: readonly StaffOrder[],
  options: { now: number; leadMs: number; place: PlaceFilter },
): BoardColumns {
  const columns: Record<OpenStatus, StaffOrder[]> = {
    pending: [],
    in_progress: [],
    ready: [],
    completed: [],
  };
  const later: StaffOrder[] = [];
  for (const order of byAge(orders, options.leadMs)) {
    if (!isOpen(order) || !atPlace(order, options.place)) continue;
    if (order.status === 'pending' && !isDue(order, options.now, options.leadMs)) later.push(order);
    else columns[order.status as OpenStatus].push(order);
  }
  return { columns, later };
}

/**
 * The list after a live `orders` update: the ticket replaced by the newer of the two (an answer and its
 * echo can cross), added when new, dropped when it is no longer open or not the console's to see.
 * The same list comes back when nothing changed, so React skips the render.
 */
export function applyOrderUpdate(
  orders: readonly StaffOrder[],
  update: Pick<StaffUpdateMessage, 'topic' | 'data'>,
  scope: LocationScope,
): readonly StaffOrder[] {
  const incoming = asStaffOrder(update.data);
  if (update.topic !== 'orders' || !incoming) return orders;
  const index = orders.findIndex((order) => order.id === incoming.id);
  const current = index === -1 ? undefined : orders[index];
  // The same update twice (the board and the console's attention both patch the list): nothing to do.
  if (current === incoming) return orders;
  if (current && Date.parse(current.updated_at) > Date.parse(incoming.updated_at)) return orders;
  const keep = isOpen(incoming) && inScope(incoming, scope);
  if (index === -1) return keep ? [incoming, ...orders] : orders;
  const next = [...orders];
  if (keep) next[index] = incoming;
  else next.splice(index, 1);
  return next;
}

/** `data` of a staff update is the producer's record; only what looks like a staff order is used. */
export function asStaffOrder(data: unknown): StaffOrder | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Partial<StaffOrder>;
  const looksRight =
    typeof record.id === 'number' &&
    typeof record.status === 'string' &&
    typeof record.room_number === 'string' &&
    typeof record.created_at === 'string' &&
    typeof record.updated_at === 'string' &&
    Array.isArray(record.items);
  return looksRight ? (record as StaffOrder) : undefined;
}

/**
 * The one-tap move of each status. From in progress a venue's order waits at the counter (ready for
 * pickup) and room service's is done (completed, then delivered to the room).
 */
export function nextStatus(order: Pick<StaffOrder, 'status' | 'location'>): OrderStatus | undefined {
  switch (order.status) {
    case 'pending':
      return 'in_progress';
    case 'in_progress':
      return order.location ? 'ready' : 'completed';
    case 'ready':
    case 'completed':
      return 'delivered';
    default:
      return undefined;
  }
}

/** The other moves the transition table allows from here, besides the one tap and cancelling. */
export function otherMoves(order: Pick<StaffOrder, 'status' | 'location'>): OrderStatus[] {
  const primary = nextStatus(order);
  return (ORDER_STATUS_TRANSITIONS[order.status] as readonly OrderStatus[]).filter(
    (status) => status !== primary && status !== 'cancelled',
  );
}

export function canCancel(order: Pick<StaffOrder, 'status'>): boolean {
  return (ORDER_STATUS_TRANSITIONS[order.status] as readonly OrderStatus[]).includes('cancelled');
}

export type AgeTone = 'fresh' | 'amber' | 'red';

/** Kitchen timers: amber after this long, red after that. */
export const AGE_TONE_MINUTES = { amber: 10, red: 20 } as const;

export function ageTone(ageMs: number, minutes: { amber: number; red: number } = AGE_TONE_MINUTES): AgeTone {
  if (ageMs >= minutes.red * 60_000) return 'red';
  if (ageMs >= minutes.amber * 60_000) return 'amber';
  return 'fresh';
}

/** "0:45", "12:03", "1:05:10": a kitchen timer reads minutes and seconds. */
export function formatTimer(ageMs: number): string {
  const total = Math.max(0, Math.floor(ageMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The board's coarser age ("just now", "4 min", "1 h 05"): it ticks every 15 s, not every second. */
export function formatWaited(ageMs: number): string {
  const minutes = Math.floor(Math.max(0, ageMs) / 60_000);
  if (minutes < 1) return '<1 min';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * New orders that still ring: pending, due, and not yet opened on this console. Opening one (or any
 * console moving it on) stops its ring.
 */
export function ringingOrders(
  orders: readonly StaffOrder[],
  opened: ReadonlySet<number>,
  options: { now: number; leadMs: number; place: PlaceFilter },
): StaffOrder[] {
  return orders.filter(
    (order) =>
      order.status === 'pending' &&
      !opened.has(order.id) &&
      atPlace(order, options.place) &&
      isDue(order, options.now, options.leadMs),
  );
}

/** "2 × Pad thai, 1 × Water": what a ticket holds, in one line (an alert's body). */
export function orderLines(order: Pick<StaffOrder, 'items'>): string {
  return order.items.map((line) => `${line.quantity} × ${line.name}`).join(', ');
}

/** Keeps only ids still on the board: a console left open for days must not collect them forever. */
export function pruneIds(ids: ReadonlySet<number>, orders: readonly StaffOrder[]): Set<number> {
  const present = new Set(orders.map((order) => order.id));
  return new Set([...ids].filter((id) => present.has(id)));
}

/** The last `max` entries, newest first: the kitchen view's recall list. */
export function pushBounded<T>(list: readonly T[], entry: T, max: number): T[] {
  return [entry, ...list].slice(0, max);
}
