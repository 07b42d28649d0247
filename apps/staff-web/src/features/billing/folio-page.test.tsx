import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { StaffStay, StayBoard } from '@hotel/contracts/stays';
import FolioPage from './folio-page.tsx';

const stay = (overrides: Partial<StaffStay>): StaffStay => ({
  id: 1,
  room_id: 1,
  room_number: '101',
  room_licensed: true,
  family_name: 'Tanaka',
  language: 'en',
  check_in_date: '2026-11-27',
  check_out_date: '2026-12-01',
  checked_out_at: null,
  status: 'in_house',
  signed_in_devices: 1,
  open_bill_questions: 0,
  ...overrides,
});

describe('folios: the list of guests', () => {
  it('shows which guest waits for an answer about a bill line', async () => {
    const board: StayBoard = {
      date: '2026-11-28',
      today: '2026-11-28',
      arrivals: [],
      in_house: [stay({ open_bill_questions: 2 }), stay({ id: 2, room_number: '102', family_name: 'Lee' })],
      departures: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(board))),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <FolioPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const tanaka = (await screen.findByText('Tanaka')).closest('a')!;
    expect(tanaka.textContent).toContain('2 questions to answer');
    expect(screen.getByText('Lee').closest('a')!.textContent).not.toContain('question');
  });
});
