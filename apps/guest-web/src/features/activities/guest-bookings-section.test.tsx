import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { booking } from '../../test/activity-fixtures.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { logInDemoGuest } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { GuestBookingsSection } from './guest-bookings-section.lazy.tsx';

beforeEach(() => logInDemoGuest());

describe("'Your activities'", () => {
  it('hides cancelled bookings behind its own toggle and shows every field, cancel only when allowed', async () => {
    let bookings = [
      booking(1),
      booking(2, { status: 'cancelled', can_cancel: false, cancel_reason: 'High river' }),
      booking(3, { can_cancel: false, prepayment_required: true, prepayment_made: true, status: 'pending' }),
    ];
    const { requests } = mockFetch((request) => {
      if (request.url === '/api/guest/activities/') return jsonResponse(200, { bookings });
      if (request.url === '/api/guest/activities/1/cancel/') {
        bookings = bookings.map((each) =>
          each.id === 1 ? { ...each, status: 'cancelled', can_cancel: false } : each,
        );
        return jsonResponse(200, bookings[0]);
      }
      return jsonResponse(404, { detail: 'Not found' });
    });
    renderRoute(<GuestBookingsSection />, { path: '/account', url: '/account' });
    const [first] = await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    for (const text of [
      'ACT-TEST1X',
      // The hotel's 17:00–19:00, as the app shows every time in English.
      /^5:00\s*–\s*7:00\sPM$/,
      'Barge',
      'Vegetarian snacks',
      '฿2,500.00',
      'on your room bill',
    ]) {
      expect(within(first!).getAllByText(text).length).toBeGreaterThan(0);
    }
    const [, third] = screen.getAllByRole('article');
    expect(within(third!).getByText('prepaid')).toBeTruthy();
    expect(within(third!).queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    const toggle = screen.getByRole('switch', { name: 'Show cancelled Your activities' });
    fireEvent.click(toggle);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Cancelled by the hotel: High river')).toBeTruthy();
    fireEvent.click(toggle);

    fireEvent.click(within(first!).getByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(
      requests.some(
        (request) => request.method === 'POST' && request.url === '/api/guest/activities/1/cancel/',
      ),
    ).toBe(true);
  });
});
