import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ORDER_STATUSES,
  canChangeOrderStatus,
  type OrderStatus,
  type StaffOrder,
} from '@hotel/contracts/dining';
import {
  ageTone,
  applyOrderUpdate,
  boardColumns,
  byAge,
  canCancel,
  formatTimer,
  formatWaited,
  isDue,
  nextStatus,
  otherMoves,
  pruneIds,
  pushBounded,
  ringingOrders,
} from './board-logic.ts';

const T0 = Date.parse('2026-11-23T12:00:00.000Z');
const MINUTE = 60_000;

function order(id: number, overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id,
    status: 'pending',
    currency_symbol: '฿',
    total: 100,
    location: null,
    scheduled_for: null,
    created_at: new Date(T0 + id * 1000).toISOString(),
    updated_at: new Date(T0 + id * 1000).toISOString(),
    items: [],
    room_number: '101',
    family_name: 'Tanaka',
    ...overrides,
  };
}

const terrace = { id: 7, name: 'Terrace' };
const options = { now: T0 + 10 * MINUTE, leadMs: 30 * MINUTE, place: 'all' as const };

describe('board columns', () => {
  it('puts each open order in its status column, oldest first, and leaves final ones out', () => {
    const orders = [
      order(3, { status: 'in_progress' }),
      order(1),
      order(2),
      order(4, { status: 'ready', location: terrace }),
      order(5, { status: 'completed' }),
      order(6, { status: 'delivered' }),
      order(7, { status: 'cancelled' }),
    ];
    const { columns, later } = boardColumns(orders, options);
    expect(columns.pending.map((entry) => entry.id)).toEqual([1, 2]);
    expect(columns.in_progress.map((entry) => entry.id)).toEqual([3]);
    expect(columns.ready.map((entry) => entry.id)).toEqual([4]);
    expect(columns.completed.map((entry) => entry.id)).toEqual([5]);
    expect(later).toEqual([]);
  });

  it('keeps a scheduled order apart until its lead time, then shows it by when it became due', () => {
    const dinner = order(1, { scheduled_for: new Date(T0 + 3 * 60 * MINUTE).toISOString() });
    const soon = order(2, { scheduled_for: new Date(T0 + 20 * MINUTE).toISOString() });
    const now = order(3);
    const early = boardColumns([dinner, soon, now], options);
    expect(early.columns.pending.map((entry) => entry.id)).toEqual([2, 3]);
    expect(early.later.map((entry) => entry.id)).toEqual([1]);
    // Dinner was placed first but became due last: it queues behind what was due before it.
    const evening = boardColumns([dinner, soon, now], { ...options, now: T0 + 2.5 * 60 * MINUTE });
    expect(evening.later).toEqual([]);
    expect(evening.columns.pending.map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(byAge([dinner, now], options.leadMs).map((entry) => entry.id)).toEqual([3, 1]);
    expect(isDue(dinner, T0 + 2.5 * 60 * MINUTE - 1, options.leadMs)).toBe(false);
    expect(isDue(dinner, T0 + 2.5 * 60 * MINUTE, options.leadMs)).toBe(true);
  });

  it('shows an order for now even when it is newer than the clock tick of the screen', () => {
    const fresh = order(1, { created_at: new Date(T0 + 60 * MINUTE).toISOString() });
    expect(isDue(fresh, T0, options.leadMs)).toBe(true);
    expect(boardColumns([fresh], { ...options, now: T0 }).columns.pending).toHaveLength(1);
  });

  it('filters by one place: a location or room service', () => {
    const orders = [
      order(1),
      order(2, { location: terrace }),
      order(3, { location: { id: 8, name: 'Bar' } }),
    ];
    const ids = (place: number | 'room_service') =>
      boardColumns(orders, { ...options, place }).columns.pending.map((entry) => entry.id);
    expect(ids('room_service')).toEqual([1]);
    expect(ids(7)).toEqual([2]);
  });
});

describe('live updates', () => {
  const update = (data: StaffOrder) => ({ topic: 'orders' as const, data });

  it('adds a new order, replaces a changed one in place, and drops one that is no longer open', () => {
    const start = [order(1), order(2)];
    const added = applyOrderUpdate(start, update(order(3)), null);
    expect(added.map((entry) => entry.id)).toEqual([3, 1, 2]);
    const moved = order(2, { status: 'in_progress', updated_at: new Date(T0 + MINUTE).toISOString() });
    const changed = applyOrderUpdate(added, update(moved), null);
    expect(changed.map((entry) => [entry.id, entry.status])).toEqual([
      [3, 'pending'],
      [1, 'pending'],
      [2, 'in_progress'],
    ]);
    const gone = applyOrderUpdate(
      changed,
      update({ ...moved, status: 'cancelled', updated_at: new Date(T0 + 2 * MINUTE).toISOString() }),
      null,
    );
    expect(gone.map((entry) => entry.id)).toEqual([3, 1]);
    // A final order that was never on the board is not added.
    expect(applyOrderUpdate(gone, update(order(9, { status: 'delivered' })), null)).toBe(gone);
  });

  it('keeps the newer of an answer and its echo, whichever comes last', () => {
    const newer = order(1, {
      status: 'ready',
      location: terrace,
      updated_at: new Date(T0 + 2 * MINUTE).toISOString(),
    });
    const older = order(1, {
      status: 'in_progress',
      location: terrace,
      updated_at: new Date(T0 + MINUTE).toISOString(),
    });
    const list = applyOrderUpdate([order(1)], update(newer), null);
    expect(applyOrderUpdate(list, update(older), null)).toBe(list);
    expect(list[0]?.status).toBe('ready');
  });

  it("ignores orders outside a kitchen account's scope, other topics and data that is not an order", () => {
    const start = [order(1, { location: terrace })];
    expect(applyOrderUpdate(start, update(order(2)), [7])).toBe(start);
    expect(applyOrderUpdate(start, update(order(2)), ['room_service'])).toHaveLength(2);
    expect(
      applyOrderUpdate(
        start,
        { topic: 'requests', data: order(2) as unknown as Record<string, unknown> },
        null,
      ),
    ).toBe(start);
    expect(applyOrderUpdate(start, { topic: 'orders', data: { id: 2 } }, null)).toBe(start);
    expect(applyOrderUpdate(start, { topic: 'orders' }, null)).toBe(start);
  });

  it('stays one ticket per order whatever the updates, and only open orders', () => {
    const statuses = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 8 }), status: statuses, at: fc.nat(1000) }), {
          maxLength: 60,
        }),
        (updates) => {
          let list: readonly StaffOrder[] = [];
          for (const { id, status, at } of updates)
            list = applyOrderUpdate(
              list,
              update(order(id, { status, updated_at: new Date(T0 + at).toISOString() })),
              null,
            );
          const ids = list.map((entry) => entry.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(list.every((entry) => entry.status !== 'delivered' && entry.status !== 'cancelled')).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('moves', () => {
  it('offers one tap that the transition table allows from every open status, and never a final one', () => {
    for (const status of ORDER_STATUSES) {
      for (const location of [null, terrace]) {
        const next = nextStatus({ status, location });
        if (status === 'delivered' || status === 'cancelled') expect(next).toBeUndefined();
        else expect(canChangeOrderStatus(status, next as OrderStatus)).toBe(true);
        for (const other of otherMoves({ status, location })) {
          expect(canChangeOrderStatus(status, other)).toBe(true);
          expect(other).not.toBe(next);
          expect(other).not.toBe('cancelled');
        }
        expect(canCancel({ status })).toBe(canChangeOrderStatus(status, 'cancelled'));
      }
    }
  });

  it('sends a venue order to the counter and room service to done', () => {
    expect(nextStatus({ status: 'in_progress', location: terrace })).toBe('ready');
    expect(nextStatus({ status: 'in_progress', location: null })).toBe('completed');
    expect(nextStatus({ status: 'pending', location: null })).toBe('in_progress');
    expect(nextStatus({ status: 'completed', location: null })).toBe('delivered');
  });
});

describe('ringing, timers and bounded state', () => {
  it('rings for due new orders not yet opened on this console', () => {
    const orders = [
      order(1),
      order(2),
      order(3, { status: 'in_progress' }),
      order(4, { scheduled_for: new Date(T0 + 5 * 60 * MINUTE).toISOString() }),
    ];
    expect(ringingOrders(orders, new Set(), options).map((entry) => entry.id)).toEqual([1, 2]);
    expect(ringingOrders(orders, new Set([1]), options).map((entry) => entry.id)).toEqual([2]);
    expect(ringingOrders(orders, new Set(), { ...options, place: 7 })).toEqual([]);
  });

  it('turns a timer amber at 10 minutes and red at 20, and reads like a kitchen clock', () => {
    expect(ageTone(9 * MINUTE + 59_000)).toBe('fresh');
    expect(ageTone(10 * MINUTE)).toBe('amber');
    expect(ageTone(20 * MINUTE)).toBe('red');
    expect(ageTone(5 * MINUTE, { amber: 2, red: 4 })).toBe('red');
    expect(formatTimer(45_000)).toBe('0:45');
    expect(formatTimer(12 * MINUTE + 3000)).toBe('12:03');
    expect(formatTimer(65 * MINUTE + 10_000)).toBe('1:05:10');
    expect(formatTimer(-5000)).toBe('0:00');
    expect(formatWaited(30_000)).toBe('<1 min');
    expect(formatWaited(4 * MINUTE + 59_000)).toBe('4 min');
    expect(formatWaited(125 * MINUTE)).toBe('2 h 05');
  });

  it('forgets opened ids of orders gone from the board and keeps only the last bumps', () => {
    expect([...pruneIds(new Set([1, 2, 3]), [order(2), order(4)])]).toEqual([2]);
    let recall: number[] = [];
    for (let id = 1; id <= 1000; id += 1) recall = pushBounded(recall, id, 10);
    expect(recall).toEqual([1000, 999, 998, 997, 996, 995, 994, 993, 992, 991]);
  });
});
