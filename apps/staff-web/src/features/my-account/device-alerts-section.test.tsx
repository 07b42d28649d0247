import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { permissionsOfRole, type StaffRole } from '@hotel/contracts/staff';
import { installFakePush } from '@hotel/client-kit/test/fake-push';
import { staffSessionOf } from '../../test/staff-session.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { DeviceAlertsSection } from './device-alerts-section.tsx';
import { alertTopicsFor, stopDeviceAlerts } from './device-alerts.ts';

const SERVER_KEY = Buffer.from(new Uint8Array(65).map((_, index) => (index === 0 ? 4 : index))).toString(
  'base64url',
);

interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

/** The server's push routes: its key (null: push off) and the topics it keeps for this device's endpoint. */
function serve({ publicKey = SERVER_KEY as string | null, stored = [] as string[] } = {}) {
  const calls: Recorded[] = [];
  let topics = stored;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as { topics?: string[] }) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/push/key/') return Response.json({ public_key: publicKey });
      if (url.startsWith('/api/staff/push/subscription/?endpoint=')) return Response.json({ topics });
      if (url === '/api/staff/push/subscribe/') {
        topics = body?.topics ?? [];
        return Response.json({ topics });
      }
      if (url === '/api/staff/push/unsubscribe/') {
        topics = [];
        return Response.json({ ok: true });
      }
      return Response.json({ detail: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

function renderSection(role: StaffRole) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, staffSessionOf(role));
  render(
    <QueryClientProvider client={queryClient}>
      <DeviceAlertsSection />
    </QueryClientProvider>,
  );
}

const checkboxNames = () =>
  screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '');

let push: ReturnType<typeof installFakePush> | undefined;
afterEach(() => {
  push?.uninstall();
  push = undefined;
});

describe('the queues a role may be alerted about', () => {
  it('follows the queues the role works', () => {
    expect(alertTopicsFor(permissionsOfRole('kitchen'))).toEqual(['orders']);
    expect(alertTopicsFor(permissionsOfRole('housekeeping'))).toEqual(['requests']);
    expect(alertTopicsFor(permissionsOfRole('front_desk'))).toEqual(['orders', 'requests', 'chat']);
    expect(alertTopicsFor(permissionsOfRole('manager'))).toEqual(['orders', 'requests', 'chat']);
  });
});

describe('alerts on this device', () => {
  it("lists only the kitchen's queue, subscribes on Save and sends the chosen topics", async () => {
    push = installFakePush({ scope: '/staff/' });
    const calls = serve();
    renderSection('kitchen');
    await screen.findByRole('heading', { name: 'Alerts on this device' });
    await waitFor(() => expect(checkboxNames()).toEqual(['New orders']));
    const orders = screen.getByRole('checkbox', { name: 'New orders' }) as HTMLInputElement;
    expect(orders.checked).toBe(false);
    fireEvent.click(orders);
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await screen.findByText('Alerts are saved for this device.');
    expect(push.notification.prompts).toBe(1);
    const subscribe = calls.find((call) => call.url === '/api/staff/push/subscribe/');
    expect(subscribe?.body).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/fake-device-1',
      keys: { p256dh: expect.any(String), auth: expect.any(String) },
      topics: ['orders'],
    });
  });

  it("shows what the server keeps for this device's endpoint, and an empty choice unsubscribes it", async () => {
    push = installFakePush({ permission: 'granted', scope: '/staff/' });
    await push.manager.subscribe({ applicationServerKey: new Uint8Array(65) });
    const subscription = push.manager.subscription;
    const calls = serve({ stored: ['requests', 'chat'] });
    renderSection('front_desk');
    const chat = (await screen.findByRole('checkbox', { name: 'Chats handed to staff' })) as HTMLInputElement;
    await waitFor(() => expect(chat.checked).toBe(true));
    expect(checkboxNames()).toEqual(['New orders', 'New service requests', 'Chats handed to staff']);
    expect(calls.map((call) => call.url)).toContain(
      `/api/staff/push/subscription/?endpoint=${encodeURIComponent(subscription!.endpoint)}`,
    );
    fireEvent.click(chat);
    fireEvent.click(screen.getByRole('checkbox', { name: 'New service requests' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await screen.findByText('This device gets no alerts.');
    expect(calls.find((call) => call.url === '/api/staff/push/unsubscribe/')?.body).toEqual({
      endpoint: subscription!.endpoint,
    });
    expect(subscription?.unsubscribed).toBe(true);
  });

  it('explains a block in the browser, a refusal, and push off on the server', async () => {
    push = installFakePush({ answer: 'denied', scope: '/staff/' });
    const calls = serve();
    renderSection('manager');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'New orders' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await screen.findByText(/Notifications are blocked for this site/);
    expect(calls.some((call) => call.url === '/api/staff/push/subscribe/')).toBe(false);
    cleanup();

    serve({ publicKey: null });
    renderSection('manager');
    await screen.findByText(/Alerts are off on this server/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so in a browser without push', async () => {
    serve();
    renderSection('kitchen');
    await screen.findByText(/This browser cannot show alerts/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('fails clearly when the console has no service worker of its own (only the guest app’s)', async () => {
    push = installFakePush({ permission: 'granted', scope: '/' });
    const calls = serve();
    renderSection('kitchen');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'New orders' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await screen.findByText('Alerts could not be turned on in this browser. Please try again.', undefined, {
      timeout: 15_000,
    });
    expect(push.manager.subscribeCalls).toBe(0);
    expect(calls.some((call) => call.url === '/api/staff/push/subscribe/')).toBe(false);
  }, 20_000);
});

describe('sign-out', () => {
  it("tells the server to forget this device, then ends the browser's subscription", async () => {
    push = installFakePush({ permission: 'granted', scope: '/staff/' });
    await push.manager.subscribe({ applicationServerKey: new Uint8Array(65) });
    const subscription = push.manager.subscription;
    const calls = serve({ stored: ['orders'] });
    await stopDeviceAlerts();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/staff/push/unsubscribe/']);
    expect(subscription?.unsubscribed).toBe(true);
    // Nothing to end: no call, and no wait.
    await stopDeviceAlerts();
    expect(calls).toHaveLength(1);
  });
});
