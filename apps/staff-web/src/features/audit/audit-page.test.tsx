import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AuditEntryView } from '@hotel/contracts/audit';
import type { StaffMember } from '@hotel/contracts/staff';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import AuditPage from './audit-page.tsx';

const member = (id: number, name: string): StaffMember => ({
  id,
  email: `${name.toLowerCase()}@hotel.test`,
  name,
  role: 'manager',
  active: true,
  location_scope: null,
});

const entry = (id: number, overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  // 09:15 in Bangkok (UTC+7), the hotel's zone.
  occurred_at: '2026-11-29T02:15:00.000Z',
  actor: { kind: 'staff', name: 'Ana', staff_member_id: 2 },
  kind: 'menu.item_changed',
  subject: 'Pad Thai',
  detail: { price: { before: 120, after: 150 } },
  address: '203.0.113.9',
  ...overrides,
});

function renderPage(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, staffSessionOf('manager'));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuditPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the audit log screen', () => {
  // A whole session on the screen (several renders and fetches): more than the 5 s default on a busy machine.
  it(
    'shows entries in words, filters them, loads more, and exports the same filters',
    { timeout: 20_000 },
    async () => {
      const calls: string[] = [];
      const fetchMock = vi.fn(async (input: string) => {
        const url = String(input);
        calls.push(url);
        if (url.startsWith('/api/staff/accounts/'))
          return new Response(JSON.stringify({ accounts: [member(1, 'Pat'), member(2, 'Ana')] }));
        if (url.includes('before=7'))
          return new Response(
            JSON.stringify({
              entries: [entry(6, { kind: 'settings.changed', subject: 'Hotel settings', detail: {} })],
              next_before: null,
            }),
          );
        if (url.includes('kind=stay.checked_out_with_override'))
          return new Response(JSON.stringify({ entries: [], next_before: null }));
        return new Response(
          JSON.stringify({
            entries: [
              entry(8),
              entry(7, {
                actor: { kind: 'cli', name: 'Command line', staff_member_id: null },
                kind: 'staff.account_changed',
                subject: 'Nok',
                detail: {
                  active: { before: true, after: false },
                  role: { before: 'front_desk', after: 'manager' },
                },
                address: null,
              }),
            ],
            next_before: 7,
          }),
        );
      });
      renderPage(fetchMock);

      const list = await screen.findByRole('list', { name: 'Audit entries, newest first' });
      const first = within(list).getAllByRole('listitem')[0]!;
      expect(first.textContent).toContain('Menu item changed');
      expect(first.textContent).toContain('Pad Thai');
      expect(first.textContent).toContain('Price120 → 150');
      expect(first.textContent).toContain('from 203.0.113.9');
      expect(first.querySelector('time')?.textContent).toMatch(/Nov 29, 2026.*\b9:15\b/);
      const second = within(list).getAllByRole('listitem')[1]!;
      expect(second.textContent).toContain('Command line');
      expect(second.textContent).toContain('Activeyes → no');
      expect(second.textContent).toContain('RoleFront desk → Manager');

      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(await screen.findByText('Hotel settings changed')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
      expect(screen.getByText('3 entries shown')).toBeTruthy();

      // The person list is the hotel's members; choosing one and a day narrows the list and the export.
      await screen.findByRole('option', { name: 'Ana' });
      fireEvent.change(screen.getByLabelText('Person'), { target: { value: '2' } });
      fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-28' } });
      await waitFor(() => expect(calls).toContain('/api/staff/audit/?actor=2&day=2026-11-28'));
      const exportLink = screen.getByRole('link', { name: 'Export CSV' });
      expect(exportLink.getAttribute('href')).toBe('/api/staff/audit/export.csv?actor=2&day=2026-11-28');
      expect(exportLink.hasAttribute('download')).toBe(true);

      fireEvent.change(screen.getByLabelText('Kind of change'), {
        target: { value: 'stay.checked_out_with_override' },
      });
      expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(await screen.findByRole('list', { name: 'Audit entries, newest first' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        '/api/staff/audit/export.csv',
      );
    },
  );

  it('says when the log could not be read, and tries again', async () => {
    let fail = true;
    renderPage(
      vi.fn(async (input: string) => {
        if (String(input).startsWith('/api/staff/accounts/'))
          return new Response(JSON.stringify({ accounts: [] }));
        if (fail) return new Response(JSON.stringify({ detail: 'Database unavailable.' }), { status: 503 });
        return new Response(JSON.stringify({ entries: [], next_before: null }));
      }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Database unavailable.'),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  });
});
