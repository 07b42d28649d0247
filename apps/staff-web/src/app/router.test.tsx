import { describe, expect, it, vi } from 'vitest';
import { SCREENS } from './screens.ts';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffSessionResponse } from '@hotel/contracts/staff';
import { staffSessionOf } from '../test/staff-session.ts';
import { AppRoutes } from './router.tsx';

class QuietSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  close() {}
  send() {}
}

function renderConsole(url: string, session: StaffSessionResponse | 401) {
  vi.stubGlobal('WebSocket', QuietSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input.startsWith('/api/staff/session/'))
        return session === 401
          ? new Response(JSON.stringify({ detail: 'Signed out' }), { status: 401 })
          : new Response(JSON.stringify(session), { status: 200 });
      if (input.startsWith('/api/staff/stays/'))
        return new Response(
          JSON.stringify({
            date: '2026-11-24',
            today: '2026-11-24',
            arrivals: [],
            in_house: [],
            departures: [],
          }),
          { status: 200 },
        );
      if (input.startsWith('/api/staff/orders/')) return new Response('[]', { status: 200 });
      if (input.startsWith('/api/staff/requests/stats/'))
        return new Response(JSON.stringify({ days: [] }), { status: 200 });
      if (input.startsWith('/api/staff/requests/'))
        return new Response(JSON.stringify({ requests: [] }), { status: 200 });
      if (input.startsWith('/api/hotels/')) return new Response('[]', { status: 200 });
      if (input.startsWith('/api/staff/rooms/'))
        return new Response(
          JSON.stringify({ rooms: [], public_url: 'https://guest.test', public_url_configured: true }),
          { status: 200 },
        );
      if (input.startsWith('/api/staff/activity-bookings/day/'))
        return new Response(JSON.stringify({ date: '2026-11-23', timezone: 'Asia/Bangkok', activities: [] }));
      return new Response(JSON.stringify({ accounts: [] }), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the console routes', () => {
  it('gives each screen an icon of its own, so the navigation is told apart at a glance', () => {
    expect(new Set(SCREENS.map((screen) => screen.icon)).size).toBe(SCREENS.length);
  });

  it('sends someone who is not signed in to the sign-in page', async () => {
    renderConsole('/staff-accounts', 401);
    expect(await screen.findByRole('heading', { name: 'Sign in to the staff console' })).toBeTruthy();
  });

  it("lists only the screens a kitchen account may use, and keeps it off the manager's", async () => {
    renderConsole('/staff-accounts', staffSessionOf('kitchen'));
    const nav = (await screen.findAllByRole('navigation', { name: 'Console navigation' }))[0]!;
    expect(within(nav).queryByRole('link', { name: 'Staff accounts' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'My account' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Request queue' })).toBeNull();
    // A screen it may not use sends it to its first: the order board.
    expect(await screen.findByRole('heading', { name: 'Order board' })).toBeTruthy();
  });

  it('opens a manager on the first screen they may use', async () => {
    renderConsole('/', staffSessionOf('manager'));
    expect(await screen.findByRole('heading', { name: 'Order board' })).toBeTruthy();
  });

  it('gives the front desk the Stays and Rooms screens', async () => {
    renderConsole('/rooms', staffSessionOf('front_desk'));
    const nav = (await screen.findAllByRole('navigation', { name: 'Console navigation' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'Stays' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeTruthy();
  });

  it('keeps housekeeping off the Stays and Rooms screens', async () => {
    renderConsole('/stays', staffSessionOf('housekeeping'));
    const nav = (await screen.findAllByRole('navigation', { name: 'Console navigation' }))[0]!;
    expect(within(nav).queryByRole('link', { name: 'Stays' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Rooms' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Order board' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Request queue' })).toBeTruthy();
  });
});
