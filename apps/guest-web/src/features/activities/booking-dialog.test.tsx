import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { booking, dayOf, testActivity } from '../../test/activity-fixtures.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { logInDemoGuest } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { BookingDialog } from './booking-dialog.tsx';

/** Today on the hotel's clock is Monday 23 November 2026 (10:00 in Bangkok). */
const NOW = new Date('2026-11-23T03:00:00Z');

function serve(onBook: (request: RecordedRequest) => Response) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/activities/4/availability/') {
      return jsonResponse(200, {
        days: [
          { date: '2026-11-23', max_remaining: 1 },
          { date: '2026-11-24', max_remaining: 5 },
          { date: '2026-11-25', max_remaining: 0 },
        ],
      });
    }
    if (url.pathname === '/api/activities/4/') {
      return jsonResponse(
        200,
        dayOf(url.searchParams.get('date')!, [
          ['17:00', 1],
          ['18:00', 5],
        ]),
      );
    }
    if (url.pathname === '/api/activity-bookings/') return onBook(request);
    return jsonResponse(404, { detail: 'Not found' });
  });
}

const open = () =>
  renderRoute(<BookingDialog activity={testActivity} onClose={() => undefined} />, {
    path: '/activities',
    url: '/activities',
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  logInDemoGuest();
});
afterEach(() => vi.useRealTimers());

describe('booking dialog', () => {
  it('offers only days and slots with room for the party, prices it, books it and shows the reference', async () => {
    const { requests } = serve(() => jsonResponse(201, booking(9, { reference_number: 'ACT-9KM3QX' })));
    open();
    const dialog = await screen.findByRole('dialog');
    const today = within(dialog).getByRole('radio', { name: /Today/ });
    await waitFor(() => expect((today as HTMLInputElement).disabled).toBe(true));
    expect(within(today.closest('label')!).getByText('No place for 2')).toBeTruthy();
    // The first day that fits is chosen for the guest.
    expect((within(dialog).getByRole('radio', { name: 'Tomorrow' }) as HTMLInputElement).checked).toBe(true);
    const full = await within(dialog).findByRole('radio', { name: /17:00 – 18:00/ });
    expect((full as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Only 1 left')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /18:00 – 19:00/ }));
    // Required single choice: its first value from the start.
    expect((within(dialog).getByRole('radio', { name: 'Long-tail' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('฿2,000.00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Barge/ }));
    expect(within(dialog).getByText('฿2,500.00')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Special requests'), {
      target: { value: ' Vegetarian snacks ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));

    expect(await within(dialog).findByText('ACT-9KM3QX')).toBeTruthy();
    expect(within(dialog).getByText("You're booked!")).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({
      activity_id: 4,
      scheduled_date: '2026-11-24',
      scheduled_time: '18:00',
      number_of_people: 2,
      special_requests: 'Vegetarian snacks',
      selected_options: { '40': 42 },
    });
    expect(post.headers['Idempotency-Key']).toMatch(/\S{8,}/);
    expect(within(dialog).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/guest/activities/9/calendar.ics/',
    );
  }, 20_000);

  it("shows a refusal in the guest's words by its key, and retries the same booking under the same key", async () => {
    const { requests } = serve(() =>
      jsonResponse(409, { detail: 'Only 1 place is left at 18:00, not 2.', code: 'insufficient_capacity' }),
    );
    open();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /18:00 – 19:00/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(
      await within(dialog).findByText('Not enough places are left at this time. Please choose another one.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const [first, second] = requests.filter((request) => request.method === 'POST');
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('asks for a time before sending anything', async () => {
    const { requests } = serve(() => jsonResponse(500, {}));
    open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /18:00 – 19:00/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(within(dialog).getByText('Please choose a date, a time and the number of people.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says to check the options when a group is short of its minimum, and sends nothing (X8)', async () => {
    const extras = {
      id: 50,
      name: 'Extras',
      description: '',
      required: false,
      multiple: true,
      min_selections: 2,
      max_selections: null,
      values: [
        { id: 51, name: 'Snorkel', description: '', price_adjustment: 100 },
        { id: 52, name: 'Towel', description: '', price_adjustment: 50 },
        { id: 53, name: 'Drinks', description: '', price_adjustment: 80 },
      ],
    };
    const { requests } = serve(() => jsonResponse(500, {}));
    renderRoute(
      <BookingDialog
        activity={{ ...testActivity, options: [...testActivity.options, extras] }}
        onClose={() => undefined}
      />,
      { path: '/activities', url: '/activities' },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /18:00 – 19:00/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(within(dialog).getByText('Please check the options above.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
