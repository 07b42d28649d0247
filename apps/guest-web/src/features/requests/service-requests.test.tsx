import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { BOOKING_REQUEST_FIELDS as CONTRACT_FIELDS, type BookingResponse } from '@hotel/contracts/requests';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { deferred, jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { demoBooking, demoHotel } from '../../test/fixtures.ts';
import { BOOKING_REQUEST_FIELDS, applyRequestUpdate, bookingQueryKey } from './booking-requests.ts';
import { REQUESTS_TOOLTIP_DELAY_MS, RequestsTooltip } from './requests-tooltip.tsx';
import { ServiceRequestButtons } from './service-request-buttons.tsx';
import { useBookingChannel } from './use-service-requests.ts';
import { seedHotel } from '../../lib/hotel/use-hotel.ts';
import { useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import { sendWaiting } from '../../lib/outbox/send-outbox.ts';
import { registerGuestOutboxKinds } from '../../app/outbox-kinds.ts';

// The outbox's kinds of entry, as the shell registers them.
registerGuestOutboxKinds();

const BOOKING_ID = demoBooking.id;

function renderWith(element: ReactElement, hotel: HotelResponse = demoHotel) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  seedHotel(hotel);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** A booking endpoint that keeps its state and answers PATCHes from it (or holds them, when asked). */
function serveBooking(initial: Partial<BookingResponse> = {}) {
  let booking: BookingResponse = { ...demoBooking, ...initial };
  const held: { release?: () => void; fail?: boolean } = {};
  const mock = mockFetch(async (request) => {
    if (request.method === 'PATCH') {
      if (held.fail) return jsonResponse(500, { detail: 'down' });
      if (held.release === undefined && holdNext) {
        const gate = deferred<void>();
        held.release = () => gate.resolve();
        await gate.promise;
      }
      booking = { ...booking, ...(request.body as Partial<BookingResponse>) };
    }
    return jsonResponse(200, booking);
  });
  let holdNext = false;
  return {
    ...mock,
    patches: () => mock.requests.filter((request: RecordedRequest) => request.method === 'PATCH'),
    holdNextPatch: () => {
      holdNext = true;
      held.release = undefined;
    },
    release: () => held.release?.(),
    failPatches: () => {
      held.fail = true;
    },
  };
}

const toggle = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => toggle(name).getAttribute('aria-pressed');

async function ready(name = 'Request towels') {
  await waitFor(() => expect(toggle(name).getAttribute('aria-disabled')).toBeNull());
}

beforeEach(() => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  writeStorage(STORAGE_KEYS.bookingId, String(BOOKING_ID));
});

describe('service request toggles', () => {
  it('are the contract’s six fields', () => {
    expect(BOOKING_REQUEST_FIELDS).toEqual(CONTRACT_FIELDS);
  });

  it('shows only what the hotel offers, each a labelled toggle', async () => {
    serveBooking();
    renderWith(<ServiceRequestButtons layout="bar" />, {
      ...demoHotel,
      guests_can_request_sheets: false,
      guests_can_set_do_not_disturb: false,
    });
    await ready();
    for (const name of ['Request cleaning', 'Request towels', 'Request toiletries', 'Request assistance']) {
      expect(pressed(name)).toBe('false');
    }
    expect(screen.queryByRole('button', { name: 'Request fresh sheets' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Do not disturb' })).toBeNull();
  });

  it('asks before turning a request on, and sets it from the response', async () => {
    const server = serveBooking();
    renderWith(<ServiceRequestButtons layout="bar" />);
    await ready();

    fireEvent.click(toggle('Request towels'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request fresh towels?' });
    expect(dialog.textContent).toContain('Housekeeping will bring fresh towels to your room.');
    expect(dialog.textContent).not.toContain('Do not disturb is on');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.patches()).toHaveLength(0);
    expect(pressed('Request towels')).toBe('false');

    fireEvent.click(toggle('Request towels'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(pressed('Request towels')).toBe('true'));
    expect(server.patches().map((request) => request.body)).toEqual([{ request_towels: true }]);
    expect(server.patches()[0]?.url).toContain(`/api/bookings/${BOOKING_ID}/`);
  });

  it('says, when asking for a room visit, that Do not disturb is on and keeps housekeeping out', async () => {
    serveBooking({ do_not_disturb: true });
    renderWith(<ServiceRequestButtons layout="bar" />);
    await ready();
    const note = 'Do not disturb is on: housekeeping will come once you turn it off.';

    fireEvent.click(toggle('Request cleaning'));
    const cleaning = await screen.findByRole('alertdialog', { name: 'Request room cleaning?' });
    expect(cleaning.textContent).toContain(note);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Assistance does not need the room: nothing to say.
    fireEvent.click(toggle('Request assistance'));
    const assistance = await screen.findByRole('alertdialog', { name: 'Ask for assistance?' });
    expect(assistance.textContent).not.toContain(note);
  });

  it('takes the whole booking from the response', async () => {
    // The guest's other phone asked for towels meanwhile: the answer to this PATCH says so.
    const off = demoBooking;
    mockFetch((request) =>
      jsonResponse(
        200,
        request.method === 'PATCH' ? { ...off, request_cleaning: true, request_towels: true } : off,
      ),
    );
    renderWith(<ServiceRequestButtons layout="bar" />);
    await ready('Request cleaning');
    fireEvent.click(toggle('Request cleaning'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(pressed('Request cleaning')).toBe('true'));
    expect(pressed('Request towels')).toBe('true');
  });

  it('turns a request off at once, without asking', async () => {
    const server = serveBooking({ request_cleaning: true });
    renderWith(<ServiceRequestButtons layout="bar" />);
    await waitFor(() => expect(pressed('Request cleaning')).toBe('true'));
    server.holdNextPatch();
    fireEvent.click(toggle('Request cleaning'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Off while the server has not answered yet.
    await waitFor(() => expect(pressed('Request cleaning')).toBe('false'));
    expect(server.patches()).toHaveLength(1);
    await waitFor(() =>
      expect(server.patches().map((request) => request.body)).toEqual([{ request_cleaning: false }]),
    );
    server.release();
    await waitFor(() => expect(toggle('Request cleaning').getAttribute('aria-busy')).toBeNull());
    expect(pressed('Request cleaning')).toBe('false');
  });

  it('puts a request back on when turning it off fails, and only logs the failure', async () => {
    const server = serveBooking({ request_toiletries: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(<ServiceRequestButtons layout="bar" />);
    await waitFor(() => expect(pressed('Request toiletries')).toBe('true'));
    server.failPatches();
    fireEvent.click(toggle('Request toiletries'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(pressed('Request toiletries')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a change made offline on the phone, shows it, and sends it once the network is back', async () => {
    const server = serveBooking();
    renderWith(<ServiceRequestButtons layout="bar" />);
    await ready();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent.click(toggle('Request towels'));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(pressed('Request towels')).toBe('true'));
      expect(server.patches()).toHaveLength(0);
      expect(useOutboxStore.getState().entries).toMatchObject([
        { kind: 'request', bookingId: BOOKING_ID, field: 'request_towels', value: true, state: 'waiting' },
      ]);
    } finally {
      online.mockRestore();
    }
    await sendWaiting(new QueryClient());
    expect(server.patches().map((request) => request.body)).toEqual([{ request_towels: true }]);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  it('keeps a change whose request fails in transit', async () => {
    const server = serveBooking();
    renderWith(<ServiceRequestButtons layout="bar" />);
    await ready();
    server.fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(toggle('Request towels'));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(useOutboxStore.getState().entries).toHaveLength(1));
    await waitFor(() => expect(pressed('Request towels')).toBe('true'));
    act(() => useOutboxStore.getState().remove(useOutboxStore.getState().entries[0]!.key));
  });

  it('follows request_update: deactivated turns off, activated turns on', async () => {
    serveBooking({ request_towels: true });
    const { queryClient } = renderWith(<ServiceRequestButtons layout="bar" />);
    await waitFor(() => expect(pressed('Request towels')).toBe('true'));
    const update = (field: string, status: string, bookingId = BOOKING_ID) =>
      act(() => {
        applyRequestUpdate(queryClient, BOOKING_ID, {
          type: 'request_update',
          message: { booking_id: bookingId, room: '101', changes: [{ field, status }] },
        });
      });
    update('request_towels', 'deactivated');
    await waitFor(() => expect(pressed('Request towels')).toBe('false'));
    update('do_not_disturb', 'activated');
    await waitFor(() => expect(pressed('Do not disturb')).toBe('true'));
    // Another stay's update, an unknown field or status: nothing moves.
    update('do_not_disturb', 'deactivated', 7);
    update('request_minibar', 'activated');
    update('request_sheets', 'maybe');
    expect(pressed('Do not disturb')).toBe('true');
    expect(queryClient.getQueryData<BookingResponse>(bookingQueryKey(BOOKING_ID))?.request_sheets).toBe(
      false,
    );
  });

  it('is turned off live by the booking channel', async () => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    serveBooking({ request_towels: true });
    function Live() {
      useBookingChannel();
      return <ServiceRequestButtons layout="bar" />;
    }
    renderWith(<Live />);
    await waitFor(() => expect(pressed('Request towels')).toBe('true'));
    const socket = FakeSocket.created.find((created) => created.url.includes(`/ws/booking_${BOOKING_ID}/`));
    expect(socket?.url).toMatch(/^ws:\/\/[^/]+\/ws\/booking_42\/\?token=token$/);
    act(() => {
      socket!.open();
      socket!.receive({
        type: 'request_update',
        message: {
          booking_id: BOOKING_ID,
          room: '101',
          changes: [{ field: 'request_towels', status: 'deactivated' }],
        },
      });
    });
    await waitFor(() => expect(pressed('Request towels')).toBe('false'));
  });
});

describe('requests tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears once, after 1.5 s', () => {
    vi.useFakeTimers();
    const first = renderWith(<RequestsTooltip />);
    act(() => vi.advanceTimersByTime(REQUESTS_TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('Need fresh towels or a room clean?');
    expect(readStorage(STORAGE_KEYS.hasSeenRequestsTooltip)).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss hint' }));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    renderWith(<RequestsTooltip />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not shown when the hotel takes neither cleaning nor towel requests', () => {
    vi.useFakeTimers();
    renderWith(<RequestsTooltip />, {
      ...demoHotel,
      guests_can_request_cleaning: false,
      guests_can_request_towels: false,
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(readStorage(STORAGE_KEYS.hasSeenRequestsTooltip)).toBeNull();
  });

  it('is shown when only towels are offered, and names only towels', () => {
    vi.useFakeTimers();
    renderWith(<RequestsTooltip />, { ...demoHotel, guests_can_request_cleaning: false });
    act(() => vi.advanceTimersByTime(REQUESTS_TOOLTIP_DELAY_MS));
    const hint = screen.getByRole('status').textContent ?? '';
    expect(hint).toContain('Need fresh towels?');
    expect(hint).not.toMatch(/clean/i);
  });

  it('names only cleaning when towels are off', () => {
    vi.useFakeTimers();
    renderWith(<RequestsTooltip />, { ...demoHotel, guests_can_request_towels: false });
    act(() => vi.advanceTimersByTime(REQUESTS_TOOLTIP_DELAY_MS));
    const hint = screen.getByRole('status').textContent ?? '';
    expect(hint).toContain('Need your room cleaned?');
    expect(hint).not.toMatch(/towel/i);
  });
});
