import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Order } from '@hotel/contracts/dining';
import type { NotificationItem } from '@hotel/contracts/live';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { BILLING_KEY } from '../billing/use-billing.ts';
import { orderQueryKey } from '../orders/use-order.ts';
import { useNotificationStore } from './notification-store.ts';
import { notificationSyncsSettled } from './notification-sync.ts';
import { useNotificationFeed } from './use-notification-feed.ts';

const toasts = vi.hoisted(() => {
  const calls: { variant: string; title: string; options: Record<string, unknown> }[] = [];
  const record = (variant: string) => (title: string, options: Record<string, unknown>) => {
    calls.push({ variant, title, options });
  };
  return { calls, record };
});
vi.mock('sonner', () => ({
  toast: Object.assign(toasts.record('default'), {
    success: toasts.record('success'),
    info: toasts.record('info'),
    error: toasts.record('error'),
    warning: toasts.record('warning'),
  }),
}));

const stored = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  notification_type: 'other',
  title: `Notice ${id}`,
  message: `Message ${id}`,
  timestamp: new Date(Date.UTC(2025, 2, 14, 9, id)).toISOString(),
  read: false,
  ...extra,
});

/** GET /api/notifications/: everything, or what is newer than since_id; newest first. */
function serveFeed(feed: NotificationItem[]) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://hotel.test');
    const since = Number(url.searchParams.get('since_id') ?? 0);
    const notifications = feed.filter((item) => item.id > since).sort((a, b) => b.id - a.id);
    const unread = feed.filter((item) => !item.read).length;
    return jsonResponse(200, { notifications, unread_count: unread, has_more: false });
  });
}

function Feed() {
  useNotificationFeed();
  return null;
}

function mount(url = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Feed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const store = () => useNotificationStore.getState();
const guestSocket = () => {
  const socket = FakeSocket.created.filter((created) => created.url.includes('/ws/guest/')).at(-1);
  if (!socket) throw new Error('no guest socket');
  return socket;
};
const sinceIds = (requests: { url: string }[]) =>
  requests.map((request) => new URL(request.url, 'http://hotel.test').searchParams.get('since_id'));

beforeEach(async () => {
  // A catch-up the last case's socket started is not to land in this one's requests.
  await notificationSyncsSettled();
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
  toasts.calls.length = 0;
  writeStorage(STORAGE_KEYS.sessionToken, 'token-a');
  writeStorage(STORAGE_KEYS.hotelUniqueId, 'HOTEL-DEMO');
});

describe('notification feed', () => {
  it('loads the stored feed without toasts, then connects with the stored hotel id and the token', async () => {
    const { requests } = serveFeed([stored(1), stored(2, { read: true })]);
    mount();
    await waitFor(() => expect(store().initialized).toBe(true));
    expect(store().notifications.map((notification) => notification.id)).toEqual([2, 1]);
    expect(store().unreadCount).toBe(1);
    expect(toasts.calls).toEqual([]);
    expect(requests[0]?.url).toMatch(/\/api\/notifications\/\?hotel_id=HOTEL-DEMO$/);
    expect(guestSocket().url).toMatch(/^ws:\/\/[^/]+\/ws\/guest\/HOTEL-DEMO\/token-a\/$/);
  });

  it('adds and toasts live notifications once, and updates the order they are about', async () => {
    serveFeed([]);
    const queryClient = mount();
    await waitFor(() => expect(store().initialized).toBe(true));
    const order = { id: 5, status: 'in_progress', items: [] } as unknown as Order;
    queryClient.setQueryData(orderQueryKey(5), order);
    act(() => guestSocket().open());
    act(() => {
      guestSocket().receive({
        type: 'notification',
        ...stored(7, {
          notification_type: 'order_update',
          title: 'Order Update',
          order_id: 5,
          status: 'ready',
        }),
      });
      guestSocket().receive({
        type: 'order_update',
        id: 7,
        order_id: 5,
        status: 'ready',
        message: 'Your order is ready for pickup',
        data: { ...order, status: 'ready' },
      });
      guestSocket().receive({ type: 'chat_message', id: 1, sender_type: 'guest', message: 'mine' });
      guestSocket().receive({ type: 'chat_message', id: 2, sender_type: 'staff', message: 'On my way' });
    });
    expect(store().notifications.map((notification) => notification.id)).toEqual(['chat-2', 7]);
    expect(store().unreadCount).toBe(2);
    expect(toasts.calls.map((call) => [call.variant, call.title])).toEqual([
      ['success', 'Order Update'],
      ['info', 'Message from Hotel Staff'],
    ]);
    expect(toasts.calls[0]?.options).toMatchObject({ id: 'notification-7', duration: 8000 });
    expect((toasts.calls[0]?.options.description as ReactElement<{ children: string }>).props.children).toBe(
      'Your order is ready for pickup',
    );
    expect(queryClient.getQueryData<Order>(orderQueryKey(5))?.status).toBe('ready');
  });

  it("offers 'View' to the order's page, and raises no toast on that page itself (it shows the status)", async () => {
    const orderUpdate = (id: number, orderId: number, status = 'ready') => ({
      type: 'notification',
      ...stored(id, {
        notification_type: 'order_update',
        title: 'Order Update',
        order_id: orderId,
        status,
      }),
    });
    serveFeed([]);
    mount('/orders/5');
    await waitFor(() => expect(store().initialized).toBe(true));
    act(() => guestSocket().open());
    act(() => {
      guestSocket().receive(orderUpdate(7, 5));
      guestSocket().receive(orderUpdate(8, 6));
    });
    expect(toasts.calls.map((call) => call.options.id)).toEqual(['notification-8']);
    expect(toasts.calls[0]?.options.action).toMatchObject({ label: 'View' });
    expect(store().notifications.find((item) => item.id === 7)?.read).toBe(true);
    expect(store().notifications.find((item) => item.id === 8)?.read).toBe(false);
    // A cancellation's reason is only in the notification: it is toasted on the order's page too.
    act(() => guestSocket().receive(orderUpdate(9, 5, 'cancelled')));
    expect(toasts.calls.map((call) => call.options.id)).toEqual(['notification-8', 'notification-9']);
  });

  it("offers 'View' to the bill for a payment notice, and still toasts it on the bill's page", async () => {
    const paymentNotice = (id: number) => ({
      type: 'notification',
      ...stored(id, { title: 'Payment received', status: 'payment_received', variant: 'success' }),
    });
    serveFeed([]);
    mount('/account');
    await waitFor(() => expect(store().initialized).toBe(true));
    act(() => guestSocket().open());
    act(() => guestSocket().receive(paymentNotice(7)));
    expect(toasts.calls.map((call) => call.options.id)).toEqual(['notification-7']);
    expect(toasts.calls[0]?.options.action).toMatchObject({ label: 'View' });
    expect(store().notifications.find((item) => item.id === 7)?.read).toBe(false);
  });

  it('reads the menu again on a menu_update, without a notification', async () => {
    const { requests } = serveFeed([]);
    const queryClient = mount();
    await waitFor(() => expect(store().initialized).toBe(true));
    const menuKey = ['guest', 'menu', 'HOTEL-DEMO', 'items', 'all'];
    const orderKey = orderQueryKey(5);
    queryClient.setQueryData(menuKey, []);
    queryClient.setQueryData(orderKey, { id: 5 });
    act(() => guestSocket().open());
    act(() => guestSocket().receive({ type: 'menu_update' }));
    expect(queryClient.getQueryState(menuKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(orderKey)?.isInvalidated).toBe(false);
    expect(store().notifications).toEqual([]);
    expect(toasts.calls).toEqual([]);
    await waitFor(() => expect(sinceIds(requests)).toEqual([null, '0']));
  });

  it('fetches what it missed after a reconnect and when the page comes back', async () => {
    const feed = [stored(1)];
    const { requests } = serveFeed(feed);
    mount();
    await waitFor(() => expect(store().initialized).toBe(true));
    act(() => guestSocket().open());
    await waitFor(() => expect(sinceIds(requests)).toEqual([null, '1']));

    // Missed while away: fetched, added oldest first; one toast (the newest), the badge counts both.
    feed.push(stored(2), stored(3));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(sinceIds(requests)).toEqual([null, '1', '1']));
    await waitFor(() =>
      expect(store().notifications.map((notification) => notification.id)).toEqual([3, 2, 1]),
    );
    expect(toasts.calls.map((call) => call.title)).toEqual(['Notice 3']);
    expect(store().notifications.filter((notification) => !notification.read)).toHaveLength(3);

    feed.push(stored(4));
    act(() => guestSocket().drop(1001));
    await waitFor(() => expect(FakeSocket.created.length).toBe(2), { timeout: 4000 });
    act(() => guestSocket().open());
    await waitFor(() => expect(sinceIds(requests).at(-1)).toBe('3'));
    await waitFor(() => expect(store().notifications[0]?.id).toBe(4));
  });

  it('starts afresh when the session token changes', async () => {
    serveFeed([stored(1)]);
    mount();
    await waitFor(() => expect(store().notifications).toHaveLength(1));
    const first = guestSocket();
    act(() => {
      store().addNotification({ id: 50, message: 'from the old session' });
      writeStorage(STORAGE_KEYS.sessionToken, 'token-b');
    });
    // The new connection opens in a task of its own (use-live-socket.ts).
    await waitFor(() => expect(first.closedWith?.code).toBe(1000));
    expect(guestSocket().url).toContain('/token-b/');
    await waitFor(() => expect(store().notifications.map((notification) => notification.id)).toEqual([1]));
  });
});

describe('the bill on the account page', () => {
  it('is read again when an order, a booking or a payment notice arrives', async () => {
    serveFeed([]);
    const queryClient = mount('/account');
    await waitFor(() => expect(store().initialized).toBe(true));
    act(() => guestSocket().open());
    const messages = [
      { type: 'order_update', id: 7, order_id: 5, status: 'cancelled', message: 'Your order was cancelled' },
      {
        type: 'booking_update',
        id: 8,
        booking_id: 1,
        activity_booking_id: 3,
        status: 'cancelled',
        message: 'x',
      },
      { type: 'notification', ...stored(9, { title: 'Payment received' }) },
    ];
    for (const message of messages) {
      queryClient.setQueryData(BILLING_KEY, { outstanding: 540 });
      expect(queryClient.getQueryState(BILLING_KEY)?.isInvalidated).toBe(false);
      act(() => guestSocket().receive(message));
      expect(queryClient.getQueryState(BILLING_KEY)?.isInvalidated).toBe(true);
    }
  });
});

describe('a session the server ends while the guest is connected', () => {
  it('asks for the session when the socket is refused, so that its 401 ends it on this device', async () => {
    const { requests } = serveFeed([]);
    mount('/dashboard');
    await waitFor(() => expect(store().initialized).toBe(true));
    act(() => guestSocket().open());
    expect(requests.some((request) => request.url === '/api/guest-session/')).toBe(false);
    act(() => guestSocket().drop(4401, 'Session ended'));
    await waitFor(() => expect(requests.some((request) => request.url === '/api/guest-session/')).toBe(true));
  });
});
