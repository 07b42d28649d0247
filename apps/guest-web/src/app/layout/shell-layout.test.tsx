import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api, hasSessionEnded } from '../../lib/api-client.ts';
import { appQueryClient } from '../../lib/query-client.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { LocationProbe } from '../../test/render.tsx';
import { ShellLayout } from './shell-layout.tsx';

/** A screen whose first call finds the session ended by the server (the guest checked out). */
function ScreenCalling() {
  useEffect(() => void api.get('guest-session').catch(() => undefined), []);
  return <p>screen</p>;
}

function renderShellAt(url: string) {
  mockFetch((request) =>
    request.url === '/api/guest-session/'
      ? jsonResponse(401, { detail: 'Session expired' })
      : jsonResponse(404, { detail: 'Not found' }),
  );
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="/account" element={<ScreenCalling />} />
          <Route path="/menu" element={<ScreenCalling />} />
        </Route>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => appQueryClient.clear());

describe('the shell when the server ends the session', () => {
  it("takes the guest to their room's login, saying the session expired", async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'checked-out');
    writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
    writeStorage(STORAGE_KEYS.roomNumber, '101');
    renderShellAt('/account');
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/login?room=101&hotel=HOTEL-DEMO&session=expired',
    );
  });

  it('leaves the menu to explain it (SPEC: its session-expired message)', async () => {
    writeStorage(STORAGE_KEYS.sessionToken, 'checked-out');
    writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
    renderShellAt('/menu');
    await vi.waitFor(() => expect(hasSessionEnded()).toBe(true));
    expect(screen.getByText('screen')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
