import type { PushSubscriptionBody } from '@hotel/contracts/push';

/**
 * Web Push in the browser, for both apps (docs/push.md): whether this browser can take pushes, the notification
 * permission, this device's subscription through the app's service worker, and the body the server's subscribe
 * routes take. The app asks the server for its VAPID key (`GET /api/push/key/`; null: push is off, offer
 * nothing) and sends the body with its own API client; nothing here calls the server.
 */

/**
 * `supported`; `install-first`: iPhone and iPad browsers take pushes only in an app added to the Home Screen
 * (iOS 16.4 and later), so the answer there is to install, not "impossible"; `unsupported`: no service worker,
 * push manager or notifications at all (an old browser, a private window of some).
 */
export type PushSupport = 'supported' | 'install-first' | 'unsupported';

/** The browser's notification permission: `default` is not asked yet (or the prompt was closed). */
export type PushPermission = 'default' | 'granted' | 'denied';

/** The parts of the browser this module reads; the globals by default, fakes in tests. */
export interface PushEnvironment {
  navigator: {
    userAgent: string;
    maxTouchPoints?: number;
    /** Safari's own flag for a page opened from the Home Screen. */
    standalone?: boolean;
    serviceWorker?: Pick<ServiceWorkerContainer, 'ready' | 'getRegistration'>;
  };
  Notification?: {
    permission: NotificationPermission;
    requestPermission(): Promise<NotificationPermission>;
  };
  PushManager?: unknown;
  matchMedia?: (query: string) => { matches: boolean };
}

function browserEnvironment(): PushEnvironment {
  const scope = globalThis as unknown as Partial<PushEnvironment> & {
    navigator?: PushEnvironment['navigator'];
  };
  return {
    navigator: scope.navigator ?? { userAgent: '' },
    Notification: scope.Notification,
    PushManager: scope.PushManager,
    matchMedia:
      typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia.bind(globalThis) : undefined,
  };
}

/** iPhone, iPod, or an iPad (which calls itself a Mac since iPadOS 13, but has a touch screen). */
function isAppleMobile(environment: PushEnvironment): boolean {
  const { userAgent, maxTouchPoints = 0 } = environment.navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isInstalledApp(environment: PushEnvironment): boolean {
  return (
    environment.navigator.standalone === true ||
    environment.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

export function pushSupport(environment: PushEnvironment = browserEnvironment()): PushSupport {
  const capable =
    environment.navigator.serviceWorker !== undefined &&
    environment.PushManager !== undefined &&
    environment.Notification !== undefined;
  if (capable) return 'supported';
  return isAppleMobile(environment) && !isInstalledApp(environment) ? 'install-first' : 'unsupported';
}

export function pushPermission(environment: PushEnvironment = browserEnvironment()): PushPermission {
  return environment.Notification?.permission ?? 'default';
}

/** A VAPID public key (base64url, padding optional) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function bytesToBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Why this device could not be subscribed or read; the app words each for its reader. */
export type PushFailure =
  /** The browser cannot do push here (see `pushSupport`). */
  | 'unsupported'
  /** No service worker of the app took control in time: a development build, or the worker failed to install. */
  | 'no-service-worker'
  /** The browser or its push service refused (push service unreachable, storage off). */
  | 'subscribe-failed';

export class PushError extends Error {
  readonly failure: PushFailure;
  constructor(failure: PushFailure, cause?: unknown) {
    super(`Push: ${failure}`, { cause });
    this.name = 'PushError';
    this.failure = failure;
  }
}

export interface RegistrationOptions {
  /**
   * The path of the app's service worker scope ('/staff/'): the console must not take the guest app's worker,
   * whose scope '/' also covers its pages until its own is registered.
   */
  scope?: string;
  /** How long to wait for the worker; `ready` never settles when none is registered. */
  timeoutMs?: number;
}

const REGISTRATION_TIMEOUT_MS = 10_000;

async function registration(
  environment: PushEnvironment,
  { scope, timeoutMs = REGISTRATION_TIMEOUT_MS }: RegistrationOptions,
): Promise<ServiceWorkerRegistration> {
  const container = environment.navigator.serviceWorker;
  if (!container || environment.PushManager === undefined) throw new PushError('unsupported');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError('no-service-worker')), timeoutMs);
  });
  try {
    const ready = await Promise.race([container.ready, timeout]);
    if (scope !== undefined && new URL(ready.scope).pathname !== scope)
      throw new PushError('no-service-worker');
    return ready;
  } finally {
    clearTimeout(timer);
  }
}

/** Which worker's subscription: the app's scope path ('/staff/'), or the one in charge of this page. */
export interface ScopeOptions {
  scope?: string;
}

/**
 * This device's subscription in the app's service worker, or null (none yet, no worker, no push here). Asks
 * for the registration rather than waiting for `ready`: with no worker registered there is no subscription,
 * and the answer comes at once (sign-out does not wait on it).
 */
export async function currentPushSubscription(
  { scope }: ScopeOptions = {},
  environment: PushEnvironment = browserEnvironment(),
): Promise<PushSubscription | null> {
  const container = environment.navigator.serviceWorker;
  if (pushSupport(environment) !== 'supported' || !container) return null;
  try {
    const found = await container.getRegistration(scope);
    if (!found || (scope !== undefined && new URL(found.scope).pathname !== scope)) return null;
    return await found.pushManager.getSubscription();
  } catch {
    return null;
  }
}

/** What the server's subscribe routes take: the endpoint and the two keys, as `toJSON()` spells them. */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const p256dh = subscription.getKey('p256dh');
  const auth = subscription.getKey('auth');
  if (!p256dh || !auth) throw new PushError('subscribe-failed');
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: bytesToBase64Url(p256dh), auth: bytesToBase64Url(auth) },
  };
}

function sameBytes(left: ArrayBuffer | null | undefined, right: Uint8Array): boolean {
  if (!left || left.byteLength !== right.byteLength) return false;
  const bytes = new Uint8Array(left);
  return bytes.every((byte, index) => byte === right[index]);
}

export type SubscribeResult =
  | { outcome: 'subscribed'; subscription: PushSubscription; body: PushSubscriptionBody }
  /** The person (now or earlier) blocked notifications for the site: only the browser's settings undo it. */
  | { outcome: 'denied' }
  /** The prompt was closed without an answer; asking again later is allowed. */
  | { outcome: 'dismissed' };

/**
 * Asks for the notification permission (call it from a tap: browsers only prompt during a gesture) and
 * subscribes this device with the server's key. A subscription made with another key (the server's keys
 * were replaced) is ended first, since the browser refuses a second one.
 */
export async function subscribePush(
  publicKey: string,
  options: RegistrationOptions = {},
  environment: PushEnvironment = browserEnvironment(),
): Promise<SubscribeResult> {
  const notification = environment.Notification;
  if (pushSupport(environment) !== 'supported' || !notification) throw new PushError('unsupported');
  const permission =
    notification.permission === 'default' ? await notification.requestPermission() : notification.permission;
  if (permission === 'denied') return { outcome: 'denied' };
  if (permission !== 'granted') return { outcome: 'dismissed' };
  const worker = await registration(environment, options);
  const applicationServerKey = base64UrlToBytes(publicKey);
  try {
    const existing = await worker.pushManager.getSubscription();
    if (existing) {
      const keyOf = existing.options.applicationServerKey;
      if (sameBytes(keyOf, applicationServerKey))
        return { outcome: 'subscribed', subscription: existing, body: subscriptionBody(existing) };
      await existing.unsubscribe();
    }
    const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    return { outcome: 'subscribed', subscription, body: subscriptionBody(subscription) };
  } catch (error) {
    if (error instanceof PushError) throw error;
    throw new PushError('subscribe-failed', error);
  }
}

/**
 * Ends this device's subscription in the browser, so its push service stops taking messages for it. Returns
 * the endpoint that ended (for the server's unsubscribe route), or null when there was none. Never throws:
 * signing out must go on whatever the browser says.
 */
export async function unsubscribePush(
  options: ScopeOptions = {},
  environment: PushEnvironment = browserEnvironment(),
): Promise<string | null> {
  const subscription = await currentPushSubscription(options, environment);
  if (!subscription) return null;
  try {
    await subscription.unsubscribe();
  } catch {
    // The push service forgets an endpoint it cannot deliver to; the server deletes the row on its 410.
  }
  return subscription.endpoint;
}
