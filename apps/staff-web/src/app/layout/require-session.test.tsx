import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { staffSessionOf } from '../../test/staff-session.ts';
import { RequireSession } from './require-session.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderConsole() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RequireSession>
          <p>Order board</p>
        </RequireSession>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the console when its session cannot be read', () => {
  it('says the server is out of reach when no answer came (the page came from the service worker)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderConsole();
    expect(await screen.findByText(/No connection to the server\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Order board')).toBeNull();
  });

  it('comes back by itself when the browser is online again', async () => {
    let reachable = false;
    const fetch = vi.fn(async () =>
      reachable ? Response.json(staffSessionOf('kitchen')) : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);
    renderConsole();
    await screen.findByText(/No connection to the server\./);
    reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Order board')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the general error for a server that answered with a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'Boom' }), { status: 500 })),
    );
    renderConsole();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/No connection to the server\./)).toBeNull();
  });
});
