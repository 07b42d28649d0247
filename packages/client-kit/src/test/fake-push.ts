import type { PushEnvironment } from '../push.ts';

/** A 65-byte uncompressed P-256 point and a 16-byte secret: the sizes a real subscription's keys have. */
const P256DH = new Uint8Array(65).map((_, index) => (index === 0 ? 4 : index));
const AUTH = new Uint8Array(16).map((_, index) => 200 + index);

export class FakePushSubscription {
  unsubscribed = false;
  readonly options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  constructor(
    readonly endpoint: string,
    applicationServerKey: Uint8Array | null,
    private readonly manager: FakePushManager,
  ) {
    this.options = {
      applicationServerKey: applicationServerKey ? new Uint8Array(applicationServerKey).buffer : null,
      userVisibleOnly: true,
    };
  }
  getKey(name: 'p256dh' | 'auth'): ArrayBuffer {
    return (name === 'p256dh' ? P256DH : AUTH).slice().buffer;
  }
  unsubscribe(): Promise<boolean> {
    this.unsubscribed = true;
    if (this.manager.subscription === this) this.manager.subscription = null;
    return Promise.resolve(true);
  }
}

export class FakePushManager {
  subscription: FakePushSubscription | null = null;
  /** Set to make the next subscribe fail as a browser whose push service is unreachable does. */
  failNext: Error | null = null;
  subscribeCalls = 0;
  private count = 0;
  getSubscription(): Promise<FakePushSubscription | null> {
    return Promise.resolve(this.subscription);
  }
  subscribe(options: { applicationServerKey: Uint8Array }): Promise<FakePushSubscription> {
    this.subscribeCalls += 1;
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      return Promise.reject(error);
    }
    if (this.subscription)
      return Promise.reject(new Error('InvalidStateError: a subscription with another key'));
    this.count += 1;
    this.subscription = new FakePushSubscription(
      `https://fcm.googleapis.com/fcm/send/fake-device-${this.count}`,
      options.applicationServerKey,
      this,
    );
    return Promise.resolve(this.subscription);
  }
}

export interface FakePushOptions {
  permission?: NotificationPermission;
  /** What the prompt answers when the permission is still `default`. */
  answer?: NotificationPermission;
  /** The scope of the registered worker; none registered when null (then `ready` never settles). */
  scope?: string | null;
  userAgent?: string;
}

/** A browser with a service worker, a push manager and notifications, all in memory. */
export function fakePushEnvironment(options: FakePushOptions = {}) {
  const manager = new FakePushManager();
  const notification = {
    permission: options.permission ?? 'default',
    prompts: 0,
    requestPermission(): Promise<NotificationPermission> {
      notification.prompts += 1;
      notification.permission = options.answer ?? 'granted';
      return Promise.resolve(notification.permission);
    },
  };
  const scope = options.scope === undefined ? '/' : options.scope;
  const registration =
    scope === null ? undefined : { scope: `https://hotel.test${scope}`, pushManager: manager };
  const ready = registration ? Promise.resolve(registration) : new Promise<never>(() => undefined);
  const environment = {
    navigator: {
      userAgent: options.userAgent ?? 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
      serviceWorker: {
        ready,
        // The registration in charge of a page: this one whatever the address, as a worker of scope / is.
        getRegistration: () => Promise.resolve(registration),
      } as unknown as ServiceWorkerContainer,
    },
    Notification: notification,
    PushManager: FakePushManager,
  } satisfies PushEnvironment;
  return { environment, manager, notification };
}

/**
 * Puts a fake browser's push pieces on the globals (jsdom has none), for an app's component tests; returns
 * the fakes and the undo.
 */
export function installFakePush(options: FakePushOptions = {}) {
  const fake = fakePushEnvironment(options);
  const scope = globalThis as Record<string, unknown>;
  const saved = { Notification: scope.Notification, PushManager: scope.PushManager };
  const savedWorker = Object.getOwnPropertyDescriptor(globalThis.navigator, 'serviceWorker');
  scope.Notification = fake.notification;
  scope.PushManager = FakePushManager;
  Object.defineProperty(globalThis.navigator, 'serviceWorker', {
    configurable: true,
    value: fake.environment.navigator.serviceWorker,
  });
  const uninstall = () => {
    scope.Notification = saved.Notification;
    scope.PushManager = saved.PushManager;
    if (saved.Notification === undefined) delete scope.Notification;
    if (saved.PushManager === undefined) delete scope.PushManager;
    if (savedWorker) Object.defineProperty(globalThis.navigator, 'serviceWorker', savedWorker);
    else delete (globalThis.navigator as unknown as Record<string, unknown>).serviceWorker;
  };
  return { ...fake, uninstall };
}
