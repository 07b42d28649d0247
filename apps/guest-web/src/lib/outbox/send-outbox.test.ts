import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ActivityBookingRequest } from '@hotel/contracts/activities';
import type { OrderRequest } from '@hotel/contracts/dining';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { logInDemoGuest } from '../../test/dining-server.ts';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../storage.ts';
import { useOutboxStore } from './outbox-store.ts';
import { sendWaiting } from './send-outbox.ts';
import { bookingQueryKey } from '../../features/requests/booking-requests.ts';
import { useChatStore } from '../../features/chat/chat-store.ts';
import { registerGuestOutboxKinds } from '../../app/outbox-kinds.ts';

// The outbox's kinds of entry, as the shell registers them.
registerGuestOutboxKinds();

const payload = (item: number): OrderRequest => ({
  status: 'pending',
  location: null,
  scheduled_for: null,
  items: [{ dining_item: item, quantity: 1, notes: '', selected_options: {} }],
});

const wait = (key: string, item: number) =>
  useOutboxStore.getState().add({
    kind: 'order',
    key,
    payload: payload(item),
    createdAt: '2026-11-23T10:00:00Z',
    itemCount: 1,
    total: 100,
    currencySymbol: '฿',
  });

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** What the browser tells this tab when another tab changes the stored outbox. */
const announceStorageChangeFromAnotherTab = () =>
  window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, key: STORAGE_KEYS.outbox }));

beforeEach(() => {
  logInDemoGuest();
  for (const entry of useOutboxStore.getState().entries) useOutboxStore.getState().remove(entry.key);
});

describe('orders waiting on the phone', () => {
  it('are kept on the device, and wait while the network is away', async () => {
    wait('key-1', 1);
    wait('key-2', 2);
    expect(JSON.parse(readStorage(STORAGE_KEYS.outbox) ?? '[]')).toHaveLength(2);
    const { requests } = mockFetch(offline);
    expect(await sendWaiting(new QueryClient())).toEqual([]);
    // The first failed: the second is not tried until the network is back.
    expect(requests).toHaveLength(1);
    expect(useOutboxStore.getState().entries.map((order) => order.state)).toEqual(['waiting', 'waiting']);
  });

  it('go in order, each under its own Idempotency-Key, and leave the phone once acknowledged', async () => {
    wait('key-1', 1);
    wait('key-2', 2);
    const { requests } = mockFetch((request) =>
      jsonResponse(201, { id: request.headers['Idempotency-Key'] === 'key-1' ? 11 : 12 }),
    );
    const outcomes = await sendWaiting(new QueryClient());
    expect(outcomes.map((outcome) => outcome.key)).toEqual(['key-1', 'key-2']);
    expect(requests.map((request) => [request.url, request.headers['Idempotency-Key']])).toEqual([
      ['/api/orders/', 'key-1'],
      ['/api/orders/', 'key-2'],
    ]);
    expect(requests[1]?.body).toEqual(payload(2));
    expect(useOutboxStore.getState().entries).toEqual([]);
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
    await sendWaiting(new QueryClient());
    expect(useOutboxStore.getState().entries).toMatchObject([
      { key: 'key-1', state: 'failed', failure: 'Sundae is sold out.' },
    ]);
  });

  it('retry later when the hotel’s system is briefly away (503)', async () => {
    wait('key-1', 1);
    mockFetch(() => jsonResponse(503, { detail: 'The hotel system is briefly unavailable.' }));
    await sendWaiting(new QueryClient());
    expect(useOutboxStore.getState().entries).toMatchObject([{ key: 'key-1', state: 'waiting' }]);
  });

  it('are never sent twice by overlapping runs, and a cancelled one is not sent', async () => {
    wait('key-1', 1);
    wait('key-2', 2);
    useOutboxStore.getState().remove('key-2');
    const { requests } = mockFetch(() => jsonResponse(201, { id: 11 }));
    const queryClient = new QueryClient();
    await Promise.all([sendWaiting(queryClient), sendWaiting(queryClient)]);
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['key-1']);
  });

  it('keep their list when another stored value changes, so that its readers do not draw again', () => {
    wait('key-1', 1);
    const entries = useOutboxStore.getState().entries;
    writeStorage(STORAGE_KEYS.language, 'fr');
    removeStorage(STORAGE_KEYS.language);
    expect(useOutboxStore.getState().entries).toBe(entries);
  });

  it('follow a change of the stored list made in another tab', () => {
    wait('key-1', 1);
    const stored = readStorage(STORAGE_KEYS.outbox);
    localStorage.setItem(STORAGE_KEYS.outbox, '[]');
    announceStorageChangeFromAnotherTab();
    expect(useOutboxStore.getState().entries).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.outbox, stored ?? '[]');
    announceStorageChangeFromAnotherTab();
    expect(useOutboxStore.getState().entries).toMatchObject([{ key: 'key-1', state: 'waiting' }]);
  });

  it('wait again after a reload in the middle of sending', () => {
    wait('key-1', 1);
    useOutboxStore.getState().setState('key-1', 'sending');
    useOutboxStore.getState().reload();
    expect(useOutboxStore.getState().entries).toMatchObject([{ key: 'key-1', state: 'waiting' }]);
  });
});

const booking: ActivityBookingRequest = {
  activity_id: 3,
  scheduled_date: '2026-11-24',
  scheduled_time: '09:00',
  number_of_people: 2,
  special_requests: null,
  selected_options: {},
};

const waitBooking = (key: string) =>
  useOutboxStore.getState().add({
    kind: 'booking',
    key,
    payload: booking,
    createdAt: '2026-11-23T10:00:00Z',
    activityName: 'Sunrise yoga',
    total: 1200,
    currencySymbol: '฿',
  });

const waitToggle = (
  key: string,
  value: boolean,
  field: 'request_towels' | 'do_not_disturb' = 'request_towels',
) =>
  useOutboxStore.getState().add({
    kind: 'request',
    key,
    createdAt: '2026-11-23T10:00:00Z',
    bookingId: 7,
    field,
    value,
  });

describe('bookings and request toggles waiting on the phone', () => {
  it('send a booking under the Idempotency-Key it was first tried with, after the orders before it', async () => {
    wait('order-1', 1);
    waitBooking('booking-1');
    const { requests } = mockFetch((request) =>
      request.url === '/api/orders/'
        ? jsonResponse(201, { id: 11 })
        : jsonResponse(201, { id: 5, reference_number: 'ACT-7KM3QX' }),
    );
    const outcomes = await sendWaiting(new QueryClient());
    expect(requests.map((request) => [request.url, request.headers['Idempotency-Key']])).toEqual([
      ['/api/orders/', 'order-1'],
      ['/api/activity-bookings/', 'booking-1'],
    ]);
    expect(requests[1]?.body).toEqual(booking);
    expect(outcomes).toMatchObject([
      { kind: 'order', sent: { id: 11 } },
      { kind: 'booking', sent: { reference_number: 'ACT-7KM3QX' } },
    ]);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  it('keep a refused booking with the hotel’s reason', async () => {
    waitBooking('booking-1');
    mockFetch(() => jsonResponse(409, { detail: 'Not enough places left.', code: 'insufficient_capacity' }));
    await sendWaiting(new QueryClient());
    expect(useOutboxStore.getState().entries).toMatchObject([
      { key: 'booking-1', kind: 'booking', state: 'failed', failure: 'Not enough places left.' },
    ]);
  });

  it('keep only the latest wish for a toggle, and send it as a PATCH whose answer the toggles show', async () => {
    waitToggle('t-1', true);
    waitToggle('t-2', false);
    waitToggle('t-3', true, 'do_not_disturb');
    expect(useOutboxStore.getState().entries.map((entry) => entry.key)).toEqual(['t-2', 't-3']);
    const answer = {
      id: 7,
      request_cleaning: false,
      request_towels: false,
      request_toiletries: false,
      request_sheets: false,
      request_general_assistance: false,
      do_not_disturb: true,
    };
    const { requests } = mockFetch(() => jsonResponse(200, answer));
    const queryClient = new QueryClient();
    await sendWaiting(queryClient);
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['PATCH', '/api/bookings/7/', { request_towels: false }],
      ['PATCH', '/api/bookings/7/', { do_not_disturb: true }],
    ]);
    expect(queryClient.getQueryData(bookingQueryKey(7))).toEqual(answer);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  it('wait while offline, toggles included', async () => {
    waitToggle('t-1', true);
    mockFetch(offline);
    await sendWaiting(new QueryClient());
    expect(useOutboxStore.getState().entries).toMatchObject([{ key: 't-1', state: 'waiting' }]);
  });

  it('read entries stored before bookings could wait as orders', () => {
    localStorage.setItem(
      STORAGE_KEYS.outbox,
      JSON.stringify([
        { key: 'old', payload: payload(1), createdAt: '', itemCount: 1, total: 1, state: 'sending' },
      ]),
    );
    useOutboxStore.getState().reload();
    expect(useOutboxStore.getState().entries).toMatchObject([
      { key: 'old', kind: 'order', state: 'waiting' },
    ]);
  });
});

const waitMessage = (key: string, message: string) =>
  useOutboxStore.getState().add({
    kind: 'chat',
    key,
    createdAt: '2026-11-23T10:00:00Z',
    conversationId: 7,
    payload: { message },
  });

describe('chat messages waiting on the phone', () => {
  beforeEach(() => useChatStore.getState().reset());

  it('go to their conversation in the order written, and join it as the hotel stored them', async () => {
    waitMessage('m-1', 'Two more towels, please');
    waitMessage('m-2', 'And a toothbrush');
    let id = 50;
    const { requests } = mockFetch((request) =>
      jsonResponse(200, {
        guest_message: {
          id: id++,
          conversation_id: 7,
          sender_type: 'guest',
          sender_name: 'Guest',
          original_content: (request.body as { message: string }).message,
          translated_content: (request.body as { message: string }).message,
          timestamp: '2026-11-23T10:01:00Z',
          handoff: false,
        },
      }),
    );
    const outcomes = await sendWaiting(new QueryClient());
    expect(requests.map((request) => [request.url, request.body])).toEqual([
      ['/api/chat/7/message/', { message: 'Two more towels, please' }],
      ['/api/chat/7/message/', { message: 'And a toothbrush' }],
    ]);
    // Each under the key it waits with, the one its first attempt was sent under.
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['m-1', 'm-2']);
    expect(outcomes).toMatchObject([
      { kind: 'chat', sent: { id: 50 } },
      { kind: 'chat', sent: { id: 51 } },
    ]);
    expect(useChatStore.getState().messages[7]?.map((message) => message.original_content)).toEqual([
      'Two more towels, please',
      'And a toothbrush',
    ]);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  it('keep a message the hotel refuses (the conversation has ended) with the reason', async () => {
    waitMessage('m-1', 'Are you there?');
    mockFetch(() =>
      jsonResponse(409, {
        detail: 'This conversation has ended. Start a new chat to write to us.',
        code: 'conversation_closed',
      }),
    );
    await sendWaiting(new QueryClient());
    expect(useOutboxStore.getState().entries).toMatchObject([
      {
        key: 'm-1',
        kind: 'chat',
        state: 'failed',
        failure: 'This conversation has ended. Start a new chat to write to us.',
      },
    ]);
  });
});
