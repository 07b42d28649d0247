import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { NotificationBell, badgeText, notificationPopover } from './notification-bell.tsx';
import { useNotificationStore, type NotificationInput } from './notification-store.ts';

const store = () => useNotificationStore.getState();

function serve() {
  return mockFetch(() => jsonResponse(200, { changed: 1, unread_count: 0 }));
}

function renderBell() {
  return renderRoute(<NotificationBell className="bell" badgeClass="badge" />, {
    path: '/dashboard',
    url: '/dashboard',
  });
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const posts = (requests: RecordedRequest[], path: string) =>
  requests.filter(
    (request) => request.method === 'POST' && new URL(request.url, 'http://x').pathname === path,
  );

const feed: NotificationInput[] = [
  { id: 1, type: 'chat', title: 'Message from Hotel Staff', message: 'Hello', conversation_id: 3 },
  { id: 2, type: 'booking_update', title: 'Booking Update', message: 'Spa moved', booking_id: 42 },
  { id: 3, type: 'order_update', title: 'Order Update', message: 'Ready', order_id: 5, status: 'ready' },
  { id: 4, type: 'other', title: 'Request completed', message: 'Towels done' },
];

// The panel's code is loaded on first open; loaded here, the panel opens within the click, as in these tests.
beforeAll(async () => {
  await notificationPopover.preload();
});

beforeEach(() => {
  store().reset();
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
});

describe('notification bell', () => {
  it('shows the unread count, at most 99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    serve();
    renderBell();
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    act(() => {
      for (let id = 1; id <= 120; id++) store().addNotification({ id, message: 'm' });
    });
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 120 unread');
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
  });

  it("says 'No new notifications' when empty, without 'Mark All as Read'", () => {
    serve();
    renderBell();
    fireEvent.click(bell());
    expect(within(panel()).getByText('No new notifications')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Mark All as Read' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Clear All' })).toBeTruthy();
  });

  it('marks everything read when opened, here and on the server, and still highlights what was new', async () => {
    const { requests } = serve();
    act(() => {
      for (const input of feed) store().addNotification(input);
    });
    renderBell();
    expect(screen.getByTestId('notification-badge').textContent).toBe('4');
    fireEvent.click(bell());
    expect(store().unreadCount).toBe(0);
    expect(store().notifications.every((notification) => notification.read)).toBe(true);
    await waitFor(() => expect(posts(requests, '/api/notifications/read/')).toHaveLength(1));
    expect(posts(requests, '/api/notifications/read/')[0]?.body).toEqual({});
    expect(screen.queryByTestId('notification-badge')).toBeNull();

    const entries = within(panel()).getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    // Newest first; each was unread when the panel opened.
    expect(entries[0]?.textContent).toContain('Request completed');
    expect(entries.every((entry) => entry.querySelector('[data-unread]'))).toBe(true);
    expect(within(panel()).getByRole('button', { name: 'Mark All as Read' })).toBeTruthy();
  });

  it('colours titles by type', () => {
    serve();
    act(() => {
      for (const input of feed) store().addNotification(input);
    });
    renderBell();
    fireEvent.click(bell());
    const colour = (title: string) => within(panel()).getByText(title).parentElement?.className ?? '';
    expect(colour('Message from Hotel Staff')).toContain('text-green-');
    expect(colour('Booking Update')).toContain('text-blue-');
    expect(colour('Order Update')).toContain('text-orange-');
    expect(colour('Request completed')).toContain('text-gray-');
  });

  it.each([
    ['Message from Hotel Staff', '/chat/3'],
    ['Booking Update', '/bookings/42'],
    ['Order Update', '/orders/5'],
  ])('opens %s at %s, closing the panel and marking it read', async (title, path) => {
    const { requests } = serve();
    act(() => {
      for (const input of feed) store().addNotification({ ...input, read: true });
      store().addNotification({ ...feed.find((input) => input.title === title)!, id: 99 });
    });
    renderBell();
    fireEvent.click(bell());
    const entry = within(panel()).getAllByText(title)[0]!.closest('button')!;
    fireEvent.click(entry);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store().notifications.find((notification) => notification.id === 99)?.read).toBe(true);
    expect(store().unreadCount).toBe(0);
    // The server hears of it too, from the task after the click (the API client starts each call in a task of its
    // own): waited for, not assumed done when the page has changed.
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
  });

  it('marks an entry that arrived while the panel is open read when clicked, on the server too', async () => {
    const { requests } = serve();
    renderBell();
    fireEvent.click(bell());
    act(() => {
      store().addNotification({ id: 77, type: 'other', title: 'Fresh', message: 'Just now' });
    });
    expect(store().unreadCount).toBe(1);
    fireEvent.click(within(panel()).getByText('Fresh').closest('button')!);
    expect(store().unreadCount).toBe(0);
    await waitFor(() =>
      expect(posts(requests, '/api/notifications/read/').map((request) => request.body)).toContainEqual({
        ids: [77],
      }),
    );
    // 'other' leads nowhere: the panel closes and the page stays.
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("'Mark All as Read' and 'Clear All'", async () => {
    const { requests } = serve();
    renderBell();
    fireEvent.click(bell());
    act(() => {
      store().addNotification({ id: 1, message: 'a' });
      store().addNotification({ id: 2, message: 'b' });
    });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark All as Read' }));
    expect(store().unreadCount).toBe(0);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Clear All' }));
    expect(store().notifications).toEqual([]);
    expect(within(panel()).getByText('No new notifications')).toBeTruthy();
    await waitFor(() => expect(posts(requests, '/api/notifications/clear/')).toHaveLength(1));
  });
});
