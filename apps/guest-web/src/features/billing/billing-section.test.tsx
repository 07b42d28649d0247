import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GuestBill } from '@hotel/contracts/billing';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { logInDemoGuest } from '../../test/dining-server.ts';
import { renderRoute } from '../../test/render.tsx';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { AccountPage } from '../account/account-page.lazy.tsx';
import { signOutNavigation } from '../account/sign-out.ts';
import { paymentRedirect } from './billing-section.lazy.tsx';

const billing = (overrides: Partial<GuestBill> = {}): GuestBill => ({
  total: 1250.5,
  paid_total: 250,
  outstanding_total: 1000.5,
  refund_due: 0,
  currency_symbol: '฿',
  currency_code: 'THB',
  lines: [
    {
      id: 7,
      date: '2025-03-15T10:00:00Z',
      description: 'Order #12',
      kind: 'order',
      amount: 1000.5,
      status: 'outstanding',
      reverses_line_id: null,
      reversed: false,
      reason: null,
    },
    {
      id: 6,
      date: '2025-03-14T10:00:00Z',
      description: 'Kayak (ACT-1)',
      kind: 'activity_booking',
      amount: 250,
      status: 'paid',
      reverses_line_id: null,
      reversed: false,
      reason: null,
    },
  ],
  questions: [],
  online_payment: true,
  ...overrides,
});

function serve(answers: Record<string, () => Response>) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  mockFetch((request) => {
    requests.push(request);
    const answer = answers[`${request.method} ${request.url}`];
    if (answer) return answer();
    if (request.url.startsWith('/api/guest/orders/') || request.url.startsWith('/api/guest/activities/'))
      return jsonResponse(200, []);
    return jsonResponse(404, { detail: 'Not found' });
  });
  return requests;
}

const renderAccount = (url = '/account') => renderRoute(<AccountPage />, { path: '/account', url });
const summary = () => screen.findByRole('region', { name: 'Billing' }, { timeout: 5_000 });

beforeEach(() => logInDemoGuest());
afterEach(() => vi.restoreAllMocks());

describe('account page: billing', () => {
  it('shows outstanding, paid and total in the currency, and the lines of the bill', async () => {
    serve({ 'GET /api/guest/billing/': () => jsonResponse(200, billing()) });
    renderAccount();
    const section = await summary();
    await within(section).findByText('฿1,000.50', { selector: 'dd bdi' }, { timeout: 5_000 });
    expect(within(section).getByText('฿250.00', { selector: 'dd bdi' })).toBeTruthy();
    expect(within(section).getByText('฿1,250.50', { selector: 'dd bdi' })).toBeTruthy();
    expect(within(section).getByText('Order #12')).toBeTruthy();
    expect(within(section).getByText(/Not paid yet/)).toBeTruthy();
    expect(within(section).getByText(/· Paid$/)).toBeTruthy();
  });

  it('formats a yen bill without decimals and a dinar bill with three', async () => {
    serve({
      'GET /api/guest/billing/': () =>
        jsonResponse(
          200,
          billing({
            currency_code: 'JPY',
            currency_symbol: '¥',
            total: 1501,
            paid_total: 0,
            outstanding_total: 1501,
            lines: [],
          }),
        ),
    });
    renderAccount();
    await within(await summary()).findAllByText('¥1,501', { selector: 'dd bdi' }, { timeout: 5_000 });
  });

  it("'Pay now' sends the browser to payment_url; only when something is outstanding", async () => {
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    serve({
      'GET /api/guest/billing/': () => jsonResponse(200, billing()),
      'POST /api/guest/payment-link/': () => jsonResponse(200, { payment_url: '/api/pay/test/abc/' }),
    });
    renderAccount();
    fireEvent.click(
      await within(await summary()).findByRole('button', { name: 'Pay now' }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/pay/test/abc/'));
  });

  it("asks the guest to pay at the front desk instead of 'Pay now' when the hotel takes no online payment", async () => {
    const requests = serve({
      'GET /api/guest/billing/': () => jsonResponse(200, billing({ online_payment: false })),
    });
    renderAccount();
    const section = await summary();
    await within(section).findByText(
      'Online payment is not available at this hotel. Please pay your bill at the front desk.',
      {},
      { timeout: 5_000 },
    );
    expect(within(section).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(requests.some((request) => request.url.includes('payment-link'))).toBe(false);
  });

  it("hides 'Pay now' at 0 outstanding and says the payment was received after the payment page", async () => {
    serve({
      'GET /api/guest/billing/': () =>
        jsonResponse(200, billing({ outstanding_total: 0, paid_total: 1250.5 })),
    });
    renderAccount('/account?payment=received');
    const section = await summary();
    await within(section).findByText('Payment received. Thank you!', {}, { timeout: 5_000 });
    await within(section).findAllByText('฿0.00', { selector: 'dd bdi' });
    expect(within(section).queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it("shows 'payment setup failed' without a payment_url and 'payment failed' when the call fails", async () => {
    let answer = () => jsonResponse(200, {});
    serve({
      'GET /api/guest/billing/': () => jsonResponse(200, billing()),
      'POST /api/guest/payment-link/': () => answer(),
    });
    renderAccount();
    const pay = await within(await summary()).findByRole('button', { name: 'Pay now' }, { timeout: 5_000 });
    fireEvent.click(pay);
    await screen.findByText('payment setup failed');
    answer = () => jsonResponse(409, { detail: 'There is nothing to pay.' });
    fireEvent.click(pay);
    await screen.findByText('payment failed');
  });

  it('shows the error text when the bill cannot be loaded', async () => {
    serve({ 'GET /api/guest/billing/': () => jsonResponse(500, { detail: 'boom' }) });
    renderAccount();
    await within(await summary()).findByText('error loading account data', {}, { timeout: 10_000 });
  });

  it("a paid booking cancelled afterwards: a refund due the desk returns, never a negative 'outstanding'", async () => {
    serve({
      'GET /api/guest/billing/': () =>
        jsonResponse(
          200,
          billing({
            total: 0,
            paid_total: 1300,
            outstanding_total: 0,
            refund_due: 1300,
            lines: [
              {
                id: 8,
                date: '2025-03-14T10:00:00Z',
                description: 'Kayak (ACT-TKVFF2)',
                kind: 'activity_booking',
                amount: 1300,
                status: 'paid',
                reverses_line_id: null,
                reversed: true,
                reason: null,
              },
              {
                id: 9,
                date: '2025-03-14T11:00:00Z',
                description: 'Cancelled: Kayak (ACT-TKVFF2)',
                kind: 'reversal',
                amount: -1300,
                status: 'outstanding',
                reverses_line_id: 8,
                reversed: false,
                reason: null,
              },
            ],
          }),
        ),
    });
    renderAccount();
    const section = await summary();
    const due = await within(section).findByText('Refund due', { selector: 'dt' }, { timeout: 5_000 });
    expect(due.nextElementSibling!.textContent).toBe('฿1,300.00');
    expect(within(section).getByRole('status').textContent).toBe(
      'The hotel owes you ฿1,300.00. The front desk will return it to you.',
    );
    expect(within(section).queryByText('Outstanding')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Pay now' })).toBeNull();
    // The cancelled booking's line is money back to the guest, not something left to pay.
    expect(within(section).getByText(/· Credit to you$/)).toBeTruthy();
    expect(within(section).queryByText(/Not paid yet/)).toBeNull();
  });

  it('a credit the desk returned reads as refunded', async () => {
    serve({
      'GET /api/guest/billing/': () =>
        jsonResponse(
          200,
          billing({
            total: 0,
            paid_total: 0,
            outstanding_total: 0,
            lines: [
              {
                id: 9,
                date: '2025-03-14T11:00:00Z',
                description: 'Cancelled: Kayak (ACT-TKVFF2)',
                kind: 'reversal',
                amount: -1300,
                status: 'refunded',
                reverses_line_id: 8,
                reversed: false,
                reason: null,
              },
            ],
          }),
        ),
    });
    renderAccount();
    const section = await summary();
    await within(section).findByText(/· Refunded$/, {}, { timeout: 5_000 });
    expect(within(section).queryByText('Refund due')).toBeNull();
    expect(within(section).queryByRole('status')).toBeNull();
  });

  it("keeps a line's reference in one piece: '(ACT-TKVFF2)' never wraps at its hyphen", async () => {
    serve({
      'GET /api/guest/billing/': () =>
        jsonResponse(
          200,
          billing({
            lines: [
              {
                id: 8,
                date: '2025-03-14T10:00:00Z',
                description: 'Sunset catamaran cruise (ACT-TKVFF2)',
                kind: 'activity_booking',
                amount: 1300,
                status: 'outstanding',
                reverses_line_id: null,
                reversed: false,
                reason: null,
              },
            ],
          }),
        ),
    });
    renderAccount();
    const reference = await within(await summary()).findByText('(ACT-TKVFF2)', {}, { timeout: 5_000 });
    expect(reference.className).toContain('whitespace-nowrap');
    expect(reference.parentElement!.textContent).toBe('Sunset catamaran cruise (ACT-TKVFF2)');
  });

  it('sends a question about a line to the front desk and shows it waiting for an answer', async () => {
    const requests = serve({
      'GET /api/guest/billing/': () => jsonResponse(200, billing()),
      'POST /api/guest/billing/lines/7/question/': () =>
        jsonResponse(
          201,
          billing({
            questions: [
              {
                id: 1,
                line_id: 7,
                question: 'Two pizzas?',
                answer: null,
                asked_at: '2025-03-15T11:00:00Z',
                answered_at: null,
              },
            ],
          }),
        ),
    });
    renderAccount();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Question this charge: Order #12' }, { timeout: 5_000 }),
    );
    fireEvent.change(screen.getByLabelText('What would you like to ask the front desk about this charge?'), {
      target: { value: 'Two pizzas?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the front desk' }));
    await screen.findByText('The front desk will answer soon.');
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({ question: 'Two pizzas?' });
    expect(screen.queryByRole('button', { name: 'Question this charge: Order #12' })).toBeNull();
  });
});

describe('account page: sign out', () => {
  it('calls guest-logout, clears every stored key and the cart, and opens the login of the same room', async () => {
    const go = vi.spyOn(signOutNavigation, 'go').mockImplementation(() => undefined);
    const requests = serve({
      'GET /api/guest/billing/': () => jsonResponse(200, billing()),
      'POST /api/guest-logout/': () => jsonResponse(200, { ok: true }),
      'GET /api/guest-session/': () =>
        jsonResponse(200, {
          booking: { id: 5, check_in_date: '2025-03-14', check_out_date: '2025-03-18' },
          room: { room_number: '101' },
          family_name: 'Tanaka',
          language: 'en',
          session_token: 'token',
          hotel_id: 'HOTEL-DEMO',
          timezone: 'Asia/Bangkok',
          session: { hotel: { unique_id: 'HOTEL-DEMO' } },
        }),
    });
    writeStorage(
      STORAGE_KEYS.cart,
      JSON.stringify({ locationId: 'room_service', scheduledFor: null, items: [] }),
    );
    writeStorage(STORAGE_KEYS.darkMode, 'true');
    writeStorage(STORAGE_KEYS.hasSeenRequestsTooltip, 'true');
    document.cookie = 'guestLanguage=ar; path=/';
    document.cookie = 'guestDarkMode=1; path=/';
    renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5_000 }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(
      requests.some((request) => request.method === 'POST' && request.url === '/api/guest-logout/'),
    ).toBe(true);
    for (const key of Object.values(STORAGE_KEYS)) expect(readStorage(key), key).toBeNull();
    // The server writes the next guest's login in the app's default language and the device's own colours
    // (light here: jsdom prefers no dark scheme), not this guest's.
    expect(document.cookie).toContain('guestLanguage=en');
    expect(document.cookie).toContain('guestDarkMode=0');
    expect(go.mock.calls[0]![0]).toBe('/login?room=101&hotel=HOTEL-DEMO');
  });
});
