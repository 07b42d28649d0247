import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffChatSummary } from '@hotel/contracts/chat';
import type { StaffOrder } from '@hotel/contracts/dining';
import type { StaffServiceRequest } from '@hotel/contracts/requests';
import type { StaffRole, StaffUpdateMessage } from '@hotel/contracts/staff';
import { staffSessionOf } from '../../test/staff-session.ts';
import { AppRoutes } from '../router.tsx';

/*
 * The console-wide attention, through the real console (router, layout, live provider) with a socket the
 * test speaks through and a server answered from memory.
 */

class TestSocket {
  static readonly OPEN = 1;
  static current: TestSocket | null = null;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    TestSocket.current = this;
    setTimeout(() => {
      this.readyState = TestSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }
  push(update: Omit<StaffUpdateMessage, 'type'>) {
    act(() =>
      this.onmessage?.(
        new MessageEvent('message', { data: JSON.stringify({ type: 'staff_update', ...update }) }),
      ),
    );
  }
  close() {}
  send() {}
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function order(id: number, room: string): StaffOrder {
  const now = new Date().toISOString();
  return {
    id,
    status: 'pending',
    currency_symbol: '฿',
    total: 320,
    location: null,
    scheduled_for: null,
    created_at: now,
    updated_at: now,
    items: [
      {
        id: 1,
        dining_item: 3,
        name: 'Pad thai',
        quantity: 2,
        unit_price: 160,
        total_price: 320,
        notes: '',
        option_details: [],
      },
    ],
    room_number: room,
    family_name: 'Tanaka',
  };
}

function request(id: number, room: string, waitedSeconds: number): StaffServiceRequest {
  return {
    id,
    booking_id: id,
    room,
    kind: 'towels',
    status: 'open',
    do_not_disturb: false,
    created_at: secondsAgo(waitedSeconds),
    acknowledged_at: null,
    acknowledged_by: null,
    closed_at: null,
  };
}

function handedOver(id: number, room: string): StaffChatSummary {
  return {
    id,
    status: 'open',
    handler: 'ai',
    booking_id: id,
    room,
    family_name: 'Tanaka',
    language: 'es',
    taken_by: null,
    handed_off_at: secondsAgo(90),
    unread_count: 1,
    last_message: null,
    updated_at: secondsAgo(90),
  };
}

interface Server {
  orders: StaffOrder[];
  requests: StaffServiceRequest[];
  conversations: StaffChatSummary[];
}

function renderConsole(url: string, role: StaffRole, server: Partial<Server> = {}) {
  const data: Server = { orders: [], requests: [], conversations: [], ...server };
  const asked: string[] = [];
  vi.stubGlobal('WebSocket', TestSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(input);
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (input.startsWith('/api/staff/session/')) return json(staffSessionOf(role));
      if (input.startsWith('/api/staff/stays/'))
        return json({ date: '2026-11-24', today: '2026-11-24', arrivals: [], in_house: [], departures: [] });
      if (input.startsWith('/api/staff/orders/')) return json(data.orders);
      if (input.startsWith('/api/staff/requests/stats/')) return json({ days: [] });
      if (input.startsWith('/api/staff/requests/'))
        return json({ requests: input.includes('status=done') ? [] : data.requests });
      if (input.startsWith('/api/staff/chat/conversations/'))
        return json({ conversations: data.conversations });
      if (input.startsWith('/api/staff/rooms/'))
        return json({ rooms: [], public_url: 'https://guest.test', public_url_configured: true });
      if (input.startsWith('/api/hotels/')) return json([]);
      return json({});
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { data, asked };
}

const navigation = async () => (await screen.findAllByRole('navigation', { name: 'Console navigation' }))[0]!;
/** The banner's line: the one polite live region that names a room. */
const bannerLine = () =>
  screen.getAllByRole('status').find((element) => element.textContent?.startsWith('Room ')) ?? null;

afterEach(() => {
  document.title = '';
});

// The first render loads the lazy screens; a busy machine needs more than the default 5 s.
describe('the console-wide attention', { timeout: 20_000 }, () => {
  it('counts a new order from its live message on Stays: navigation, drawer button, tab title and banner', async () => {
    renderConsole('/stays', 'front_desk');
    // The first screen of the file loads its lazy chunk: slow when the machine is busy.
    await screen.findByRole('heading', { name: 'Stays' }, { timeout: 10_000 });
    await waitFor(() => expect(TestSocket.current?.readyState).toBe(TestSocket.OPEN));
    TestSocket.current!.push({ topic: 'orders', action: 'created', id: 41, data: { ...order(41, '101') } });

    const nav = await navigation();
    await within(nav).findByRole('link', { name: 'Order board waiting: 1' });
    expect(screen.getByRole('button', { name: 'Open menu (waiting: 1)' })).toBeTruthy();
    expect(document.title).toMatch(/^\(1\)/);
    await waitFor(() => expect(bannerLine()?.textContent).toBe('Room 101 · New order: 2 × Pad thai'));
    expect(screen.getByRole('link', { name: 'Open the order board' }).getAttribute('href')).toBe('/orders');
  });

  it('reads the request queue again on its live update, and raises the banner only past the re-alert time', async () => {
    window.localStorage.setItem('staffRequestRealertSeconds', '30');
    const { data } = renderConsole('/stays', 'front_desk', { requests: [request(1, '102', 10)] });
    const nav = await navigation();
    await within(nav).findByRole('link', { name: 'Request queue waiting: 1' });
    // Ten seconds of a thirty-second re-alert: counted, not bannered.
    expect(bannerLine()).toBeNull();

    data.requests = [...data.requests, request(2, '203', 45)];
    await waitFor(() => expect(TestSocket.current?.readyState).toBe(TestSocket.OPEN));
    TestSocket.current!.push({ topic: 'requests', action: 'created', id: 2 });
    await within(nav).findByRole('link', { name: 'Request queue waiting: 2' });
    await waitFor(() => expect(bannerLine()?.textContent).toBe('Room 203 · Towels'));
    expect(document.title).toMatch(/^\(2\)/);
  });

  it('leaves out the queues a role may not see, and never asks for them', async () => {
    const { asked } = renderConsole('/requests', 'housekeeping', {
      orders: [order(5, '101')],
      requests: [request(3, '104', 120)],
      conversations: [handedOver(8, '105')],
    });
    const nav = await navigation();
    await within(nav).findByRole('link', { name: 'Request queue waiting: 1' });
    expect(document.title).toMatch(/^\(1\)/);
    expect(asked.some((url) => url.startsWith('/api/staff/orders/'))).toBe(false);
    expect(asked.some((url) => url.startsWith('/api/staff/chat/'))).toBe(false);
  });

  it("keeps a queue's banner off the screen that shows it, and a dismissal brings up the next", async () => {
    window.localStorage.setItem('staffRequestRealertSeconds', '30');
    renderConsole('/orders', 'manager', {
      orders: [order(5, '101')],
      requests: [request(3, '104', 300)],
      conversations: [handedOver(8, '105')],
    });
    // On the board: the request (waiting longest) and the chat are bannered, the new order is not.
    await waitFor(() => expect(bannerLine()?.textContent).toBe('Room 104 · Towels'));
    expect(screen.getByText('More waiting: 1')).toBeTruthy();
    // The board reads the same count, and says what the sound really does (off on a new device).
    expect(await screen.findByText('New orders waiting: 1. The sound is off on this device.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Room 104 · Towels' }));
    await waitFor(() => expect(bannerLine()?.textContent).toBe('Room 105 · Needs a person'));
    expect(screen.getByRole('link', { name: 'Open the chat' }).getAttribute('href')).toBe('/chat');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Room 105 · Needs a person' }));
    await waitFor(() => expect(bannerLine()).toBeNull());
    // Dismissed is seen here, not done: the queues still count them.
    expect(document.title).toMatch(/^\(3\)/);

    // Opening the ticket stops its ring; it is still new until someone starts it.
    fireEvent.click(screen.getByRole('button', { name: 'Seen' }));
    await waitFor(() => expect(screen.queryByText(/^New orders waiting/)).toBeNull());
    const nav = await navigation();
    expect(within(nav).getByRole('link', { name: 'Order board waiting: 1' })).toBeTruthy();
  });
});
