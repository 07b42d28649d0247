import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { OrderRequest } from '@hotel/contracts/dining';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { logInDemoGuest } from '../../test/dining-server.ts';
import { STORAGE_KEYS, readStorage } from '../../lib/storage.ts';
import { useOutboxStore } from './outbox-store.ts';
import { sendWaitingOrders } from './send-outbox.ts';

const payload = (item: number): OrderRequest => ({
  status: 'pending',
  location: null,
  scheduled_for: null,
  items: [{ dining_item: item, quantity: 1, notes: '', selected_options: {} }],
});

const wait = (key: string, item: number) =>
  useOutboxStore.getState().add({
    key,
    payload: payload(item),
    createdAt: '2026-11-23T10:00:00Z',
    itemCount: 1,
    total: 100,
    currencySymbol: '฿',
  });

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  logInDemoGuest();
  for (const order of useOutboxStore.getState().orders) useOutboxStore.getState().remove(order.key);
});

describe('orders waiting on the phone', () => {
  it('are kept on the device, and wait while the network is away', async () => {
    wait('key-1', 1);
    wait('key-2', 2);
    expect(JSON.parse(readStorage(STORAGE_KEYS.outbox) ?? '[]')).toHaveLength(2);
    const { requests } = mockFetch(offline);
    expect(await sendWaitingOrders(new QueryClient())).toEqual([]);
    // The first failed: the second is not tried until the network is back.
    expect(requests).toHaveLength(1);
    expect(useOutboxStore.getState().orders.map((order) => order.state)).toEqual(['waiting', 'waiting']);
  });

  it('go in order, each under its own Idempotency-Key, and leave the phone once acknowledged', async () => {
    wait('key-1', 1);
    wait('key-2', 2);
    const { requests } = mockFetch((request) =>
      jsonResponse(201, { id: request.headers['Idempotency-Key'] === 'key-1' ? 11 : 12 }),
    );
    const outcomes = await sendWaitingOrders(new QueryClient());
    expect(outcomes.map((outcome) => outcome.key)).toEqual(['key-1', 'key-2']);
    expect(requests.map((request) => [request.url, request.headers['Idempotency-Key']])).toEqual([
      ['/api/orders/', 'key-1'],
      ['/api/orders/', 'key-2'],
    ]);
    expect(requests[1]?.body).toEqual(payload(2));
    expect(useOutboxStore.getState().orders).toEqual([]);
    expect(readStorage(STORAGE_KEYS.outbox)).toBeNull();
  });

  it('keep a refusal with the hotel’s reason instead of dropping it, and go on with the next', async () => {
    wait('key-1', 1);
    wait('key-2', 2);
    mockFetch((request) =>
      request.headers['Idempotency-Key'] === 'key-1'
        ? jsonResponse(422, { detail: 'Sundae is sold out.' })
        : jsonResponse(201, { id: 12 }),
    );
    await sendWaitingOrders(new QueryClient());
    expect(useOutboxStore.getState().orders).toMatchObject([
      { key: 'key-1', state: 'failed', failure: 'Sundae is sold out.' },
    ]);
  });

  it('retry later when the hotel’s system is briefly away (503)', async () => {
    wait('key-1', 1);
    mockFetch(() => jsonResponse(503, { detail: 'The hotel system is briefly unavailable.' }));
    await sendWaitingOrders(new QueryClient());
    expect(useOutboxStore.getState().orders).toMatchObject([{ key: 'key-1', state: 'waiting' }]);
  });

  it('are never sent twice by overlapping runs, and a cancelled one is not sent', async () => {
    wait('key-1', 1);
    wait('key-2', 2);
    useOutboxStore.getState().remove('key-2');
    const { requests } = mockFetch(() => jsonResponse(201, { id: 11 }));
    const queryClient = new QueryClient();
    await Promise.all([sendWaitingOrders(queryClient), sendWaitingOrders(queryClient)]);
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1']);
  });

  it('wait again after a reload in the middle of sending', () => {
    wait('key-1', 1);
    useOutboxStore.getState().setState('key-1', 'sending');
    useOutboxStore.getState().reload();
    expect(useOutboxStore.getState().orders).toMatchObject([{ key: 'key-1', state: 'waiting' }]);
  });
});
