import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@hotel/contracts/dining';
import { installFakePush } from '@hotel/client-kit/test/fake-push';
import { demoSession } from '../../test/fixtures.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { logInDemoGuest } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { ConfirmationPage } from '../dining/confirmation-page.lazy.tsx';
import { AccountPage } from '../account/account-page.lazy.tsx';
import { signOutNavigation } from '../account/sign-out.ts';
import { readPushChoice, rememberPushChoice } from './push-choice.ts';
import { renewPushDevice } from './renew-push-device.ts';
import { BookingDialog } from '../activities/booking-dialog.tsx';
import { booking, dayOf, testActivity } from '../../test/activity-fixtures.ts';

const SERVER_KEY = Buffer.from(new Uint8Array(65).map((_, index) => (index === 0 ? 4 : index))).toString(
  'base64url',
);
const STAY = 'HOTEL-DEMO:42';

const order: Order = {
  id: 41,
  status: 'pending',
  currency_symbol: '฿',
  total: 320,
  location: null,
  scheduled_for: null,
  created_at: '2025-03-15T10:00:00Z',
  items: [
    {
      id: 1,
      dining_item: 2,
      name: 'Pad Thai',
      quantity: 1,
      unit_price: 320,
      total_price: 320,
      notes: '',
      option_details: [],
    },
  ],
};

/** The server: its push key (null: push off), the guest session, and the push routes, recorded. */
function serve({ publicKey = SERVER_KEY as string | null, session = demoSession } = {}) {
  return mockFetch((request) => {
    const url = new URL(request.url, 'http://app.test');
    if (url.pathname === '/api/push/key/') return jsonResponse(200, { public_key: publicKey });
    if (url.pathname === '/api/guest-session/') return jsonResponse(200, session);
    if (url.pathname.startsWith('/api/guest/push/')) return jsonResponse(200, { ok: true });
    if (url.pathname === '/api/guest-logout/') return jsonResponse(200, { ok: true });
    if (url.pathname === '/api/guest/orders/') return jsonResponse(200, []);
    return jsonResponse(404, { detail: 'Not found' });
  });
}

const renderConfirmation = (state: unknown = { order }) =>
  renderRoute(<ConfirmationPage />, {
    path: '/confirmation',
    url: { pathname: '/confirmation', state } as unknown as string,
  });
const renderAccount = () => renderRoute(<AccountPage />, { path: '/account', url: '/account' });

const posts = (requests: ReturnType<typeof serve>['requests'], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url === path);

let push: ReturnType<typeof installFakePush> | undefined;
beforeEach(() => logInDemoGuest());
afterEach(() => {
  push?.uninstall();
  push = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the push offer after an order', () => {
  it('appears at the confirmation; "Turn on" asks the browser once, subscribes and sends the subscription', async () => {
    push = installFakePush();
    const { requests } = serve();
    renderConfirmation();
    await screen.findByRole('heading', { name: 'Get updates on this phone' });
    expect(screen.getByText(/even when the app is closed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByText('Updates are on. You can turn them off on your account page.');
    expect(push.notification.prompts).toBe(1);
    const [subscribe] = posts(requests, '/api/guest/push/subscribe/');
    expect(subscribe?.body).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/fake-device-1',
      keys: { p256dh: expect.stringMatching(/^[\w-]{87}$/), auth: expect.stringMatching(/^[\w-]{22}$/) },
    });
    expect(subscribe?.headers.Authorization).toMatch(/^Token \S+/);
    expect(readPushChoice(STAY)).toBe('on');
  });

  it('is not shown on a page load without that moment (the confirmation reloaded without its order)', async () => {
    push = installFakePush();
    const { requests } = serve();
    renderConfirmation(null);
    await screen.findByRole('link', { name: 'Your orders' });
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).toBeNull();
    expect(requests.some((request) => request.url.includes('/push/'))).toBe(false);
  });

  it('"Not now" hides it and is remembered for the stay, not for the next one', async () => {
    push = installFakePush();
    const { requests } = serve();
    const first = renderConfirmation();
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).toBeNull();
    expect(readPushChoice(STAY)).toBe('declined');
    expect(push.notification.prompts).toBe(0);
    first.unmount();

    // The next order of the same stay: not asked again.
    renderConfirmation();
    await screen.findByRole('heading', { name: 'Order #41' });
    await waitFor(() => expect(requests.some((request) => request.url === '/api/guest-session/')).toBe(true));
    // Give the offer every chance to appear (key, session and subscription are all answered by now).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).toBeNull();
  });

  it('asks again in another stay', async () => {
    push = installFakePush();
    serve({ session: { ...demoSession, booking: { ...demoSession.booking, id: 43 } } });
    window.localStorage.setItem('pushChoice', JSON.stringify({ stay: STAY, choice: 'declined' }));
    renderConfirmation();
    await screen.findByRole('heading', { name: 'Get updates on this phone' });
  });

  it('explains how to allow notifications when the browser refuses, and remembers the refusal', async () => {
    push = installFakePush({ answer: 'denied' });
    const { requests } = serve();
    renderConfirmation();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    const explanation = await screen.findByRole('alert');
    expect(explanation.textContent).toMatch(
      /blocked for this site.*site settings.*Notifications, then Allow/,
    );
    expect(posts(requests, '/api/guest/push/subscribe/')).toEqual([]);
    expect(readPushChoice(STAY)).toBe('declined');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).toBeNull();
  });

  it('says so when the push service refuses, and "Turn on" may be tapped again', async () => {
    push = installFakePush();
    push.manager.failNext = new Error('AbortError: Registration failed - push service error');
    const { requests } = serve();
    renderConfirmation();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    await screen.findByText('Updates could not be turned on. Please try again later.');
    expect(readPushChoice(STAY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByText('Updates are on. You can turn them off on your account page.');
    expect(posts(requests, '/api/guest/push/subscribe/')).toHaveLength(1);
  });

  it('offers nothing where the hotel has push off, or the browser has no push', async () => {
    push = installFakePush();
    const { requests } = serve({ publicKey: null });
    const view = renderConfirmation();
    await waitFor(() => expect(requests.some((request) => request.url === '/api/push/key/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).toBeNull();
    view.unmount();
    push.uninstall();
    push = undefined;

    // jsdom: no service worker, no PushManager, no Notification (a desktop browser of old).
    serve();
    renderConfirmation();
    await screen.findByRole('heading', { name: 'Order #41' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Get updates on this phone' })).toBeNull();
  });

  it('tells an iPhone outside the installed app how to install it', async () => {
    const userAgent = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile Safari/604.1',
      );
    serve();
    renderConfirmation();
    await screen.findByText(/tap Share, then Add to Home Screen/);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(readPushChoice(STAY)).toBe('declined');
    userAgent.mockRestore();
  });
});

describe('the push offer after an activity booking', () => {
  it("appears in the booking's success step, not in the form", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 23 November 2026, 10:00 in Bangkok: the fixtures' days.
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
    push = installFakePush();
    mockFetch((request) => {
      const url = new URL(request.url, 'http://app.test');
      if (url.pathname === '/api/push/key/') return jsonResponse(200, { public_key: SERVER_KEY });
      if (url.pathname === '/api/guest-session/')
        return jsonResponse(200, {
          ...demoSession,
          booking: { ...demoSession.booking, check_in_date: '2026-11-22', check_out_date: '2026-11-28' },
        });
      if (url.pathname === '/api/activities/4/availability/')
        return jsonResponse(200, { days: [{ date: '2026-11-24', max_remaining: 5 }] });
      if (url.pathname === '/api/activities/4/')
        return jsonResponse(200, dayOf(url.searchParams.get('date')!, [['18:00', 5]]));
      if (url.pathname === '/api/activity-bookings/') return jsonResponse(201, booking(9));
      return jsonResponse(404, { detail: 'Not found' });
    });
    renderRoute(<BookingDialog activity={testActivity} onClose={() => undefined} />, {
      path: '/activities',
      url: '/activities',
    });
    const dialog = await screen.findByRole('dialog');
    // Availability, then the day's slots: two answers in a row, slow on a busy machine.
    fireEvent.click(await within(dialog).findByRole('radio', { name: /18:00 – 19:00/ }, { timeout: 10_000 }));
    expect(within(dialog).queryByRole('heading', { name: 'Get updates on this phone' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book now' }));
    await within(dialog).findByText("You're booked!");
    await within(dialog).findByRole('heading', { name: 'Get updates on this phone' });
  }, 20_000);
});

describe("the account page's updates switch", () => {
  it('turns updates on and off on this phone', async () => {
    push = installFakePush({ permission: 'granted' });
    const { requests } = serve();
    renderAccount();
    const toggle = await screen.findByRole('switch', { name: 'Notifications when the app is closed' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(posts(requests, '/api/guest/push/subscribe/')).toHaveLength(1);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(posts(requests, '/api/guest/push/unsubscribe/')[0]?.body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/fake-device-1',
    });
    expect(push.manager.subscription).toBeNull();
    expect(readPushChoice(STAY)).toBe('declined');
  });

  it("shows off for a subscription this stay did not choose (a shared phone's last guest)", async () => {
    push = installFakePush({ permission: 'granted' });
    await push.manager.subscribe({ applicationServerKey: new Uint8Array(65) });
    serve();
    renderAccount();
    const toggle = await screen.findByRole('switch', { name: 'Notifications when the app is closed' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('explains a block in the browser instead of a switch', async () => {
    push = installFakePush({ permission: 'denied' });
    serve();
    renderAccount();
    await screen.findByText(/Notifications are blocked for this site/);
    expect(screen.queryByRole('switch', { name: 'Notifications when the app is closed' })).toBeNull();
  });

  it('says when this browser cannot show notifications, and says nothing where the hotel has push off', async () => {
    serve();
    const view = renderAccount();
    await screen.findByText('This browser cannot show notifications.');
    view.unmount();
    serve({ publicKey: null });
    renderAccount();
    await screen.findByRole('heading', { name: 'Your account' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Updates on this phone' })).toBeNull();
  });
});

describe('sign-out', () => {
  it("ends this phone's subscription in the browser before the session ends", async () => {
    vi.spyOn(signOutNavigation, 'go').mockImplementation(() => undefined);
    push = installFakePush({ permission: 'granted' });
    await push.manager.subscribe({ applicationServerKey: new Uint8Array(65) });
    const subscription = push.manager.subscription;
    const { requests } = serve();
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(signOutNavigation.go).toHaveBeenCalled());
    expect(subscription?.unsubscribed).toBe(true);
    expect(posts(requests, '/api/guest-logout/')).toHaveLength(1);
  });
});

describe('the app starting on a phone with updates on', () => {
  it("sends this phone's subscription again, so a row the server dropped comes back", async () => {
    push = installFakePush({ permission: 'granted' });
    await push.manager.subscribe({ applicationServerKey: new Uint8Array(65) });
    rememberPushChoice(STAY, 'on');
    const { requests } = serve();
    await renewPushDevice();
    expect(posts(requests, '/api/guest/push/subscribe/')[0]?.body).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/fake-device-1',
    });
  });

  it('sends nothing for a subscription this stay did not choose, or without the permission', async () => {
    push = installFakePush({ permission: 'granted' });
    await push.manager.subscribe({ applicationServerKey: new Uint8Array(65) });
    const { requests } = serve();
    await renewPushDevice();
    push.uninstall();
    push = installFakePush({ permission: 'default' });
    rememberPushChoice(STAY, 'on');
    await renewPushDevice();
    expect(requests.some((request) => request.url.includes('/push/'))).toBe(false);
  });
});
