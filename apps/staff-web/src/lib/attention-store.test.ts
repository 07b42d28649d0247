import { describe, expect, it } from 'vitest';
import { bannerItems, pruneSeen, totalWaiting, type Attention, type WaitingItem } from './attention-store.ts';

const item = (queue: WaitingItem['queue'], id: number, since: number, alerting = true): WaitingItem => ({
  key: `${queue}:${id}`,
  queue,
  id,
  room: String(100 + id),
  what: queue,
  since,
  alerting,
});

const queues: Attention['queues'] = {
  orders: { items: [item('orders', 1, 300)], alerts: 0 },
  requests: { items: [item('requests', 2, 100), item('requests', 3, 50, false)], alerts: 2 },
  chat: { items: [item('chat', 4, 200)], alerts: 0 },
};

describe('the console-wide attention', () => {
  it('counts everything waiting, alerting or not', () => {
    expect(totalWaiting(queues)).toBe(4);
    expect(totalWaiting({ requests: queues.requests })).toBe(2);
  });

  it('banners what alerts, longest waiting first, leaving out what was seen and the open screen’s queue', () => {
    expect(bannerItems(queues, new Set(), null).map((entry) => entry.key)).toEqual([
      'requests:2',
      'chat:4',
      'orders:1',
    ]);
    expect(bannerItems(queues, new Set(['chat:4']), 'requests').map((entry) => entry.key)).toEqual([
      'orders:1',
    ]);
  });

  it('forgets seen keys no longer waiting', () => {
    expect([...pruneSeen(new Set(['orders:1', 'orders:9', 'chat:4']), queues)]).toEqual([
      'orders:1',
      'chat:4',
    ]);
  });
});
