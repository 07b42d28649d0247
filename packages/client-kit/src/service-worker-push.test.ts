import { describe, expect, it, vi } from 'vitest';
import {
  notificationTarget,
  openNotificationTarget,
  pushNotification,
  readPushPayload,
  type ClientsLike,
  type WindowClientLike,
} from './service-worker-push.ts';

const data = (value: unknown) => ({ json: () => value });
const notJson = {
  json: () => {
    throw new SyntaxError('Unexpected token');
  },
};

describe("a push message's payload", () => {
  it('reads what the server sends', () => {
    const payload = { title: 'Order #12', body: 'Your order is ready', url: '/orders/12', tag: 'order-12' };
    expect(readPushPayload(data(payload))).toEqual(payload);
  });

  it('leaves out what is missing, of the wrong type, or not JSON, without throwing', () => {
    expect(readPushPayload(notJson)).toEqual({});
    expect(readPushPayload(null)).toEqual({});
    expect(readPushPayload(data('just text'))).toEqual({});
    expect(readPushPayload(data([1, 2]))).toEqual({});
    expect(readPushPayload(data({ title: 42, body: null, url: {}, tag: '  ' }))).toEqual({
      title: undefined,
      body: undefined,
      url: undefined,
      tag: undefined,
    });
  });

  it('takes a path of this site only', () => {
    for (const url of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(readPushPayload(data({ url })).url, url).toBeUndefined();
    }
    expect(readPushPayload(data({ url: '/staff/requests' })).url).toBe('/staff/requests');
  });
});

describe('the notification shown', () => {
  const defaults = { fallbackTitle: 'Demo Hotel', startUrl: 'https://hotel.test/', icon: '/media/logo.svg' };

  it("alerts again for the same tag, with the hotel's icon", () => {
    const shown = pushNotification(
      { title: 'Towels', body: 'On their way', url: '/dashboard', tag: 'req-3' },
      defaults,
    );
    expect(shown).toEqual({
      title: 'Towels',
      options: {
        body: 'On their way',
        data: { url: '/dashboard' },
        icon: '/media/logo.svg',
        tag: 'req-3',
        renotify: true,
      },
    });
  });

  it("is the app's own when the message says nothing", () => {
    const shown = pushNotification({}, { fallbackTitle: 'Demo Hotel', startUrl: 'https://hotel.test/' });
    expect(shown).toEqual({
      title: 'Demo Hotel',
      options: { body: '', data: { url: 'https://hotel.test/' } },
    });
    // No tag, no renotify: Chromium refuses renotify without a tag.
    expect(shown.options).not.toHaveProperty('renotify');
  });
});

describe('a tap on a notification', () => {
  const guestApp = { scope: 'https://hotel.test/', others: ['/staff'] };
  const consoleApp = { scope: 'https://hotel.test/staff/' };

  it("opens a page of the app only: a console page never from the guest's worker, nor the other way round", () => {
    expect(notificationTarget({ url: '/orders/12' }, guestApp)).toBe('https://hotel.test/orders/12');
    expect(notificationTarget({ url: '/staff/chat' }, consoleApp)).toBe('https://hotel.test/staff/chat');
    expect(notificationTarget({ url: '/staff/chat' }, guestApp)).toBe('https://hotel.test/');
    expect(notificationTarget({ url: '/staff' }, guestApp)).toBe('https://hotel.test/');
    expect(notificationTarget({ url: '/dashboard' }, consoleApp)).toBe('https://hotel.test/staff/');
    expect(notificationTarget({ url: 'https://evil.example/' }, guestApp)).toBe('https://hotel.test/');
    expect(notificationTarget(undefined, guestApp)).toBe('https://hotel.test/');
  });

  function fakeClients(windows: WindowClientLike[]) {
    return {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    } satisfies ClientsLike;
  }

  function fakeWindow(url: string, navigate = vi.fn(async () => null)) {
    return { url, focus: vi.fn(async () => null), navigate };
  }

  it('brings an open window of the app forward and takes it to the page', async () => {
    const consoleWindow = fakeWindow('https://hotel.test/staff/orders');
    const app = fakeWindow('https://hotel.test/menu');
    const clients = fakeClients([consoleWindow, app]);
    await openNotificationTarget(clients, { url: '/orders/12' }, guestApp);
    // The console's window is under the guest worker's scope too, and is left alone.
    expect(consoleWindow.focus).not.toHaveBeenCalled();
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith('https://hotel.test/orders/12');
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none of the app is open, or when the open one cannot be navigated', async () => {
    const none = fakeClients([fakeWindow('https://elsewhere.test/')]);
    await openNotificationTarget(none, { url: '/orders/12' }, guestApp);
    expect(none.openWindow).toHaveBeenCalledWith('https://hotel.test/orders/12');

    const uncontrolled = fakeWindow(
      'https://hotel.test/staff/',
      vi.fn(async () => {
        throw new TypeError('not controlled');
      }),
    );
    const clients = fakeClients([uncontrolled]);
    await openNotificationTarget(clients, { url: '/staff/chat' }, consoleApp);
    expect(uncontrolled.focus).toHaveBeenCalled();
    expect(clients.openWindow).toHaveBeenCalledWith('https://hotel.test/staff/chat');
  });
});
