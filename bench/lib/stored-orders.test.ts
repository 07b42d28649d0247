import { describe, expect, it } from 'vitest';
import { countOrderConsistency, type Acknowledgement, type StoredOrders } from './stored-orders.ts';

/** A run where every key was answered with its order and the database holds each exactly once. */
function cleanRun(count: number): { acks: Acknowledgement[]; stored: StoredOrders } {
  const acks = Array.from({ length: count }, (_, index) => ({ key: `key-${index}`, id: 100 + index }));
  return {
    acks,
    stored: {
      orderIds: acks.map((ack) => ack.id),
      chargeOrderIds: acks.map((ack) => ack.id),
      keyRows: acks.map((ack) => ({ key: ack.key, resourceId: ack.id })),
    },
  };
}

describe('countOrderConsistency', () => {
  it('finds a clean run consistent, however many orders it placed (no page of 20 hides any)', () => {
    const { acks, stored } = cleanRun(5_849);
    expect(countOrderConsistency(acks, stored)).toEqual({
      acknowledged: 5_849,
      stored: 5_849,
      lost: 0,
      duplicated: 0,
      incomplete: 0,
      unacknowledged: 0,
      unexplained: 0,
      consistent: true,
    });
  });

  it('counts an acknowledged order the database does not hold as lost', () => {
    const { acks, stored } = cleanRun(10);
    stored.orderIds = stored.orderIds.filter((id) => id !== 103 && id !== 107);
    stored.chargeOrderIds = stored.chargeOrderIds.filter((id) => id !== 103 && id !== 107);
    stored.keyRows = stored.keyRows.filter((row) => row.resourceId !== 103 && row.resourceId !== 107);
    const counted = countOrderConsistency(acks, stored);
    expect(counted).toMatchObject({ acknowledged: 10, stored: 8, lost: 2, duplicated: 0, consistent: false });
  });

  it('counts an order row or its charge stored twice as duplicated', () => {
    const { acks, stored } = cleanRun(10);
    stored.orderIds.push(104);
    stored.chargeOrderIds.push(105, 105);
    const counted = countOrderConsistency(acks, stored);
    expect(counted).toMatchObject({ lost: 0, duplicated: 3, consistent: false });
  });

  it('counts one order id answered to two submissions as duplicated, by id and by key', () => {
    const { acks, stored } = cleanRun(4);
    // key-3 was answered with key-2's order: its own submission's row points elsewhere.
    acks[3] = { key: 'key-3', id: 102 };
    const counted = countOrderConsistency(acks, stored);
    // 102 has two keys (1), and key-3's row points at 103, not its answer (1); 103 is stored unanswered.
    expect(counted).toMatchObject({ duplicated: 2, unacknowledged: 1, lost: 0, consistent: false });
  });

  it('counts a second order stored for one submission, under no key, as unexplained', () => {
    const { acks, stored } = cleanRun(3);
    stored.orderIds.push(999);
    stored.chargeOrderIds.push(999);
    const counted = countOrderConsistency(acks, stored);
    expect(counted).toMatchObject({ stored: 4, unexplained: 1, duplicated: 0, consistent: false });
  });

  it('counts an order stored under a bench key whose answer never arrived apart, and not as a fault', () => {
    const { acks, stored } = cleanRun(3);
    stored.orderIds.push(200);
    stored.chargeOrderIds.push(200);
    stored.keyRows.push({ key: 'timed-out', resourceId: 200 });
    const counted = countOrderConsistency(acks, stored);
    expect(counted).toMatchObject({ acknowledged: 3, stored: 4, unacknowledged: 1, consistent: true });
  });

  it('counts an acknowledged order without its charge or its key row as incomplete', () => {
    const { acks, stored } = cleanRun(5);
    stored.chargeOrderIds = stored.chargeOrderIds.filter((id) => id !== 101);
    stored.keyRows = stored.keyRows.filter((row) => row.key !== 'key-4');
    const counted = countOrderConsistency(acks, stored);
    expect(counted).toMatchObject({ lost: 0, duplicated: 0, incomplete: 2, consistent: false });
  });
});
