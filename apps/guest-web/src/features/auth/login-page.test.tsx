import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS, readStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { demoHotel, demoSession } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { LOGO_CLICKS_TO_REVEAL, LoginPage } from './login-page.tsx';

type LoginAnswer = (request: RecordedRequest) => Response;

const loggedIn: LoginAnswer = () =>
  jsonResponse(200, { token: 'new-token', hotel_unique_id: 'HOTEL-DEMO', language: 'en' });

function serve(login: LoginAnswer = loggedIn) {
  return mockFetch((request) => {
    if (request.url === '/api/hotels/HOTEL-DEMO/') return jsonResponse(200, demoHotel);
    if (request.url.startsWith('/api/hotels/')) return jsonResponse(404, { detail: 'Hotel not found' });
    if (request.url === '/api/guest-login/') return login(request);
    if (request.url === '/api/guest-session/') return jsonResponse(200, demoSession);
    return jsonResponse(404, { detail: 'Not found' });
  });
}

function renderLogin(url: string) {
  return renderRoute(<LoginPage />, { path: '/login', url });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login fields from the QR link', () => {
  it('asks only for the family name when room and hotel are both in the link, and shows the hotel', async () => {
    serve();
    renderLogin('/login?room=101&hotel=HOTEL-DEMO');
    expect(screen.getByLabelText('Family name')).toBeTruthy();
    expect(screen.queryByLabelText('Room number')).toBeNull();
    expect(screen.queryByLabelText('Hotel ID')).toBeNull();
    expect(await screen.findByText('Demo Grand Hotel')).toBeTruthy();
    expect(screen.getByText('Room 101')).toBeTruthy();
    const logo = screen.getByRole('img', { name: 'Demo Grand Hotel logo' });
    expect(logo.getAttribute('src')).toBe('/media/demo-logo-small.svg');
  });

  it.each([
    ['the room is missing', '/login?hotel=HOTEL-DEMO'],
    ['the hotel is missing', '/login?room=101'],
    ['both are missing', '/login'],
  ])('shows hotel ID and room number when %s', (_case, url) => {
    serve();
    renderLogin(url);
    expect(screen.getByLabelText('Hotel ID')).toBeTruthy();
    expect(screen.getByLabelText('Room number')).toBeTruthy();
    expect(screen.getByLabelText('Family name')).toBeTruthy();
  });

  it('prefills the revealed fields from the link', () => {
    serve();
    renderLogin('/login?hotel=HOTEL-DEMO');
    expect((screen.getByLabelText('Hotel ID') as HTMLInputElement).value).toBe('HOTEL-DEMO');
    expect((screen.getByLabelText('Room number') as HTMLInputElement).value).toBe('');
  });

  it(`reveals hotel ID and room after ${LOGO_CLICKS_TO_REVEAL} clicks on the hotel logo, not before`, async () => {
    expect(LOGO_CLICKS_TO_REVEAL).toBe(5);
    serve();
    renderLogin('/login?room=101&hotel=HOTEL-DEMO');
    const logo = await screen.findByRole('img', { name: 'Demo Grand Hotel logo' });
    for (let click = 0; click < 4; click += 1) fireEvent.click(logo);
    expect(screen.queryByLabelText('Hotel ID')).toBeNull();
    fireEvent.click(logo);
    expect((screen.getByLabelText('Hotel ID') as HTMLInputElement).value).toBe('HOTEL-DEMO');
    expect((screen.getByLabelText('Room number') as HTMLInputElement).value).toBe('101');
  });

  it('says why when the session ended, and nothing of it otherwise', async () => {
    serve();
    const expired = 'Your session has expired. Please log in again.';
    const view = renderLogin('/login?room=101&hotel=HOTEL-DEMO&session=expired');
    expect(screen.getByText(expired).getAttribute('role')).toBe('status');
    expect(screen.getByLabelText('Family name')).toBeTruthy();
    expect(await screen.findByText('Room 101')).toBeTruthy();
    view.unmount();
    renderLogin('/login?room=101&hotel=HOTEL-DEMO');
    expect(await screen.findByText('Room 101')).toBeTruthy();
    expect(screen.queryByText(expired)).toBeNull();
  });

  it('says the hotel was not found when the link names an unknown hotel, and asks for it', async () => {
    serve();
    renderLogin('/login?room=101&hotel=HOTEL-NOPE');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hotel not found. Please try scanning the QR code again.',
    );
    // The guest can put the ID right (from the key card or the desk) instead of being left with one field.
    expect((screen.getByLabelText('Hotel ID') as HTMLInputElement).value).toBe('HOTEL-NOPE');
    expect((screen.getByLabelText('Room number') as HTMLInputElement).value).toBe('101');
  });
});

describe('login validation and errors', () => {
  it('requires room, family name and hotel ID before calling the server', () => {
    const { requests } = serve();
    renderLogin('/login');
    submit();
    expect(screen.getByText('Hotel ID is required')).toBeTruthy();
    expect(screen.getByText('Room number is required')).toBeTruthy();
    expect(screen.getByText('Family name is required')).toBeTruthy();
    expect(screen.getByLabelText('Family name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Hotel ID'));
    expect(requests).toHaveLength(0);
  });

  it('says a hotel ID that cannot be one is in the wrong format, before calling the server', () => {
    const { requests } = serve();
    renderLogin('/login');
    type('Hotel ID', 'DEMO');
    type('Room number', '101');
    type('Family name', 'Tanaka');
    submit();
    expect(screen.getByText('Invalid hotel ID format')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Hotel ID'));
    expect(requests.filter((request) => request.url === '/api/guest-login/')).toHaveLength(0);
  });

  it('treats a blank family name as missing', () => {
    const { requests } = serve();
    renderLogin('/login?room=101&hotel=HOTEL-DEMO');
    type('Family name', '   ');
    submit();
    expect(screen.getByText('Family name is required')).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/guest-login/')).toHaveLength(0);
  });

  it.each([
    [
      'room_unlicensed',
      jsonResponse(403, { detail: 'Room 101 is not licensed', code: 'room_unlicensed' }),
      'This room is currently unavailable. Please contact hotel staff for assistance.',
    ],
    [
      'invalid_credentials',
      jsonResponse(401, { detail: 'Room number or family name is incorrect.', code: 'invalid_credentials' }),
      'Room number or family name is incorrect.',
    ],
    [
      'too_many_attempts',
      jsonResponse(429, { detail: 'Too many attempts. Try again in 15 minutes.', code: 'too_many_attempts' }),
      'Too many attempts. Try again in 15 minutes.',
    ],
    [
      'an answer with help but no detail',
      jsonResponse(400, { help: 'Use the family name on your booking.' }),
      'Use the family name on your booking.',
    ],
    ['an answer without detail', new Response('', { status: 500 }), 'Login failed. Please try again.'],
  ])('shows the right text for %s', async (_case, answer, text) => {
    serve(() => answer);
    renderLogin('/login?room=101&hotel=HOTEL-DEMO');
    await screen.findByText('Demo Grand Hotel');
    type('Family name', 'Tanaka');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(readStorage(STORAGE_KEYS.sessionToken)).toBeNull();
  });
});

describe('successful login', () => {
  it('sends the link values, stores the session keys and goes to the dashboard', async () => {
    const { requests } = serve();
    renderLogin('/login?room=101&hotel=HOTEL-DEMO');
    type('Family name', ' Tanaka ');
    submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    const login = requests.find((request) => request.url === '/api/guest-login/');
    expect(login).toMatchObject({
      method: 'POST',
      body: { room: '101', family_name: 'Tanaka', hotel_unique_id: 'HOTEL-DEMO' },
    });
    expect(readStorage(STORAGE_KEYS.sessionToken)).toBe('session-token');
    expect(readStorage(STORAGE_KEYS.hotelUniqueId)).toBe('HOTEL-DEMO');
    expect(readStorage(STORAGE_KEYS.hotelId)).toBe('HOTEL-DEMO');
    expect(readStorage(STORAGE_KEYS.language)).toBe('en');
    expect(readStorage(STORAGE_KEYS.bookingId)).toBe('42');
  });

  it('sends the typed values when the fields are shown, the hotel ID in any case', async () => {
    const { requests } = serve();
    renderLogin('/login');
    type('Hotel ID', 'Hotel-demo');
    type('Room number', '101');
    type('Family name', 'Tanaka');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(requests.find((request) => request.url === '/api/guest-login/')?.body).toEqual({
      room: '101',
      family_name: 'Tanaka',
      hotel_unique_id: 'Hotel-demo',
    });
    // The server answers with the hotel's own spelling, which the device keeps.
    expect(readStorage(STORAGE_KEYS.hotelId)).toBe('HOTEL-DEMO');
  });
});
