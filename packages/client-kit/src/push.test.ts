import { describe, expect, it } from 'vitest';
import { pushSubscriptionBody } from '@hotel/contracts/push';
import {
  PushError,
  base64UrlToBytes,
  currentPushSubscription,
  pushPermission,
  pushSupport,
  subscribePush,
  unsubscribePush,
  type PushEnvironment,
} from './push.ts';
import { fakePushEnvironment } from './test/fake-push.ts';

// A real VAPID public key's shape: 65 bytes, base64url without padding (87 characters).
const SERVER_KEY = Buffer.from(
  new Uint8Array(65).map((_, index) => (index === 0 ? 4 : 255 - index)),
).toString('base64url');
const OTHER_KEY = Buffer.from(new Uint8Array(65).fill(7)).toString('base64url');

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('base64UrlToBytes', () => {
  it('reads base64url with or without padding, and the characters base64 spells + and /', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    const key = base64UrlToBytes(SERVER_KEY);
    expect(key.length).toBe(65);
    expect(Buffer.from(key).toString('base64url')).toBe(SERVER_KEY);
  });
});

describe('pushSupport', () => {
  const bare = (navigator: PushEnvironment['navigator'], extra: Partial<PushEnvironment> = {}) => ({
    navigator,
    ...extra,
  });

  it('is supported with a service worker, a push manager and notifications', () => {
    expect(pushSupport(fakePushEnvironment().environment)).toBe('supported');
  });

  it('tells an iPhone or iPad outside an installed app to install first; an installed one without push is unsupported', () => {
    expect(pushSupport(bare({ userAgent: IPHONE_SAFARI }))).toBe('install-first');
    expect(pushSupport(bare({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }))).toBe('install-first');
    expect(pushSupport(bare({ userAgent: IPHONE_SAFARI, standalone: true }))).toBe('unsupported');
    expect(pushSupport(bare({ userAgent: IPHONE_SAFARI }, { matchMedia: () => ({ matches: true }) }))).toBe(
      'unsupported',
    );
  });

  it('is unsupported on a desktop browser without push (a Mac with no touch screen is not an iPad)', () => {
    expect(pushSupport(bare({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 }))).toBe('unsupported');
    expect(pushSupport(bare({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/115.0' }))).toBe(
      'unsupported',
    );
  });

  it('reads the permission, default when the browser has no notifications', () => {
    expect(pushPermission(fakePushEnvironment({ permission: 'denied' }).environment)).toBe('denied');
    expect(pushPermission(bare({ userAgent: '' }))).toBe('default');
  });
});

describe('subscribePush', () => {
  it('asks, subscribes with the server key and gives the body the contract accepts', async () => {
    const { environment, manager, notification } = fakePushEnvironment();
    const result = await subscribePush(SERVER_KEY, {}, environment);
    expect(notification.prompts).toBe(1);
    if (result.outcome !== 'subscribed') throw new Error(`not subscribed: ${result.outcome}`);
    expect(pushSubscriptionBody.parse(result.body)).toEqual(result.body);
    expect(result.body.endpoint).toBe('https://fcm.googleapis.com/fcm/send/fake-device-1');
    expect(Buffer.from(result.body.keys.p256dh, 'base64url').length).toBe(65);
    expect(Buffer.from(result.body.keys.auth, 'base64url').length).toBe(16);
    expect(manager.subscription?.options.applicationServerKey).toEqual(
      new Uint8Array(base64UrlToBytes(SERVER_KEY)).buffer,
    );
  });

  it('does not prompt when already granted, and reuses a subscription made with the same key', async () => {
    const { environment, manager, notification } = fakePushEnvironment({ permission: 'granted' });
    const first = await subscribePush(SERVER_KEY, {}, environment);
    const second = await subscribePush(SERVER_KEY, {}, environment);
    expect(notification.prompts).toBe(0);
    expect(manager.subscribeCalls).toBe(1);
    expect(first.outcome === 'subscribed' && second.outcome === 'subscribed').toBe(true);
    if (first.outcome === 'subscribed' && second.outcome === 'subscribed')
      expect(second.body.endpoint).toBe(first.body.endpoint);
  });

  it('ends a subscription made with an old server key before making a new one', async () => {
    const { environment, manager } = fakePushEnvironment({ permission: 'granted' });
    await subscribePush(OTHER_KEY, {}, environment);
    const old = manager.subscription;
    const result = await subscribePush(SERVER_KEY, {}, environment);
    expect(old?.unsubscribed).toBe(true);
    expect(result.outcome === 'subscribed' && result.body.endpoint).toBe(
      'https://fcm.googleapis.com/fcm/send/fake-device-2',
    );
  });

  it('reports a refusal and a closed prompt without subscribing', async () => {
    const refused = fakePushEnvironment({ answer: 'denied' });
    expect(await subscribePush(SERVER_KEY, {}, refused.environment)).toEqual({ outcome: 'denied' });
    expect(refused.manager.subscribeCalls).toBe(0);
    const closed = fakePushEnvironment({ answer: 'default' });
    expect(await subscribePush(SERVER_KEY, {}, closed.environment)).toEqual({ outcome: 'dismissed' });
    // Blocked earlier: the browser does not prompt again, and the answer is the same.
    const blocked = fakePushEnvironment({ permission: 'denied' });
    expect(await subscribePush(SERVER_KEY, {}, blocked.environment)).toEqual({ outcome: 'denied' });
    expect(blocked.notification.prompts).toBe(0);
  });

  it('fails clearly when the push service refuses, when no worker is registered, and on the wrong worker', async () => {
    const failing = fakePushEnvironment({ permission: 'granted' });
    failing.manager.failNext = new Error('AbortError: Registration failed - push service error');
    await expect(subscribePush(SERVER_KEY, {}, failing.environment)).rejects.toMatchObject({
      failure: 'subscribe-failed',
    });
    const noWorker = fakePushEnvironment({ permission: 'granted', scope: null });
    await expect(subscribePush(SERVER_KEY, { timeoutMs: 20 }, noWorker.environment)).rejects.toMatchObject({
      failure: 'no-service-worker',
    });
    // The console's page covered only by the guest app's worker (scope /): not the console's.
    const guestWorker = fakePushEnvironment({ permission: 'granted', scope: '/' });
    await expect(
      subscribePush(SERVER_KEY, { scope: '/staff/' }, guestWorker.environment),
    ).rejects.toBeInstanceOf(PushError);
    expect(guestWorker.manager.subscribeCalls).toBe(0);
  });

  it('refuses on a browser without push', async () => {
    await expect(
      subscribePush(SERVER_KEY, {}, { navigator: { userAgent: IPHONE_SAFARI } }),
    ).rejects.toMatchObject({
      failure: 'unsupported',
    });
  });
});

describe('currentPushSubscription and unsubscribePush', () => {
  it('reads the subscription of the right worker and ends it, giving its endpoint', async () => {
    const { environment, manager } = fakePushEnvironment({ permission: 'granted', scope: '/staff/' });
    expect(await currentPushSubscription({ scope: '/staff/' }, environment)).toBeNull();
    await subscribePush(SERVER_KEY, { scope: '/staff/' }, environment);
    const subscription = manager.subscription;
    expect((await currentPushSubscription({ scope: '/staff/' }, environment))?.endpoint).toBe(
      subscription?.endpoint,
    );
    expect(await unsubscribePush({ scope: '/staff/' }, environment)).toBe(subscription?.endpoint);
    expect(subscription?.unsubscribed).toBe(true);
    expect(await unsubscribePush({ scope: '/staff/' }, environment)).toBeNull();
  });

  it("answers null at once, never hangs nor throws, without a worker, with another app's worker, or without push", async () => {
    const noWorker = fakePushEnvironment({ scope: null });
    expect(await currentPushSubscription({}, noWorker.environment)).toBeNull();
    expect(await unsubscribePush({}, noWorker.environment)).toBeNull();
    // The console's page covered only by the guest app's worker: not the console's subscription.
    const guestWorker = fakePushEnvironment({ permission: 'granted', scope: '/' });
    await subscribePush(SERVER_KEY, {}, guestWorker.environment);
    expect(await currentPushSubscription({ scope: '/staff/' }, guestWorker.environment)).toBeNull();
    expect(await unsubscribePush({ scope: '/staff/' }, guestWorker.environment)).toBeNull();
    expect(guestWorker.manager.subscription?.unsubscribed).toBe(false);
    expect(await unsubscribePush({}, { navigator: { userAgent: '' } })).toBeNull();
  });
});
