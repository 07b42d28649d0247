import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { HotelSettings } from '@hotel/contracts/hotel-settings';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import SettingsPage from './settings-page.tsx';

const base: HotelSettings = {
  unique_id: 'HOTEL-DEMO',
  name: 'Demo Riverside Hotel',
  logo_url: null,
  small_logo: null,
  small_logo_url: null,
  primary_color: '#1f6feb',
  secondary_color: '#0d419d',
  accent_color: '#f0883e',
  text_color: '#1f2328',
  text_light_color: '#656d76',
  background_color: '#ffffff',
  currency_symbol: '฿',
  currency_code: 'THB',
  timezone: 'Asia/Bangkok',
  room_service_enabled: true,
  room_service_hours: null,
  subscription: { chat_enabled: true },
  guests_can_request_cleaning: true,
  guests_can_request_towels: true,
  guests_can_request_toiletries: true,
  guests_can_request_sheets: true,
  guests_can_request_general_assistance: true,
  guests_can_set_do_not_disturb: true,
  request_realert_seconds: 30,
  order_lead_minutes: 30,
  public_url: null,
  default_public_url: 'https://guest.example.com',
  legal_name: null,
  legal_address: null,
  tax_id: null,
  stripe_account: 'none',
  stripe_key_mode: null,
  stripe_key_last4: null,
  payment_provider: 'desk',
  stripe_webhook_url: 'https://guest.example.com/api/payments/stripe/webhook/HOTEL-DEMO/',
  key_storage_available: true,
};

const withKeys: HotelSettings = {
  ...base,
  stripe_account: 'hotel',
  stripe_key_mode: 'live',
  stripe_key_last4: '4242',
  payment_provider: 'stripe',
};

/** The page on `settings`; each PATCH is recorded and answered with the next of `answers`. */
function renderSettings(settings: HotelSettings, answers: HotelSettings[] = []) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify(settings), { status: 200 });
      patches.push(JSON.parse(init!.body as string));
      return new Response(JSON.stringify(answers.shift() ?? settings), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, staffSessionOf('manager'));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return patches;
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;

afterEach(() => vi.unstubAllGlobals());

// The whole settings page's first render (menu editor parts, colour preview) takes seconds on a busy machine.
describe('hotel settings: what a hotel of a group keeps for itself', { timeout: 15_000 }, () => {
  it('saves the guest address and business details with the page, sending only what changed', async () => {
    const patches = renderSettings(base);
    const address = await section('Guest address');
    const url = within(address).getByLabelText('Guest address (URL)');
    expect((url as HTMLInputElement).placeholder).toBe('https://guest.example.com');
    fireEvent.change(url, { target: { value: 'https://guest.casa-nova.example' } });
    const business = await section('Business details');
    fireEvent.change(within(business).getByLabelText('Legal name'), { target: { value: 'Casa Nova Lda.' } });
    fireEvent.change(within(business).getByLabelText('Legal address'), {
      target: { value: 'Rua das Flores 12\nLisboa' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save settings' })[0]!);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      public_url: 'https://guest.casa-nova.example',
      legal_name: 'Casa Nova Lda.',
      legal_address: 'Rua das Flores 12\nLisboa',
    });
  });

  it('sets the Stripe keys on their own, in password fields, and never keeps them after saving', async () => {
    const patches = renderSettings(base, [withKeys]);
    const payments = await section('Online payments');
    expect(within(payments).getByTestId('stripe-state').textContent).toBe('None');
    expect(
      within(payments).getByText('At the front desk only (online payment is off on this server)'),
    ).toBeTruthy();
    const secret = within(payments).getByLabelText('Secret key') as HTMLInputElement;
    const signing = within(payments).getByLabelText('Webhook signing secret') as HTMLInputElement;
    expect([secret.type, signing.type]).toEqual(['password', 'password']);
    const save = within(payments).getByRole('button', { name: 'Save keys' }) as HTMLButtonElement;
    fireEvent.change(secret, { target: { value: 'sk_live_abc4242' } });
    expect(save.disabled).toBe(true); // both go together
    fireEvent.change(signing, { target: { value: 'whsec_xyz' } });
    fireEvent.click(save);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ stripe_secret_key: 'sk_live_abc4242', stripe_webhook_secret: 'whsec_xyz' });
    await within(payments).findByText("This hotel's own account (live key ending in 4242)");
    expect(secret.value).toBe('');
    expect(signing.value).toBe('');
    expect(within(payments).getByRole('button', { name: 'Remove keys' })).toBeTruthy();
  });

  it('shows the webhook address with a copy button, and clears both keys on Remove', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('confirm', () => true);
    const patches = renderSettings(withKeys, [base]);
    const payments = await section('Online payments');
    expect(within(payments).getByText(withKeys.stripe_webhook_url)).toBeTruthy();
    fireEvent.click(within(payments).getByRole('button', { name: 'Copy' }));
    await within(payments).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(withKeys.stripe_webhook_url);
    fireEvent.click(within(payments).getByRole('button', { name: 'Remove keys' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ stripe_secret_key: null, stripe_webhook_secret: null });
    await within(payments).findByText('Keys removed.');
  });

  it('says why keys cannot be saved when the server has no SETTINGS_ENCRYPTION_KEY', async () => {
    renderSettings({ ...base, key_storage_available: false });
    const payments = await section('Online payments');
    expect(within(payments).getByText(/SETTINGS_ENCRYPTION_KEY is not set/)).toBeTruthy();
    expect(within(payments).getByLabelText('Secret key').matches(':disabled')).toBe(true);
    expect(within(payments).getByRole('button', { name: 'Save keys' }).matches(':disabled')).toBe(true);
  });
});
