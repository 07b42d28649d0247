import { unsubscribePush } from '@hotel/client-kit/push';

/**
 * Sign-out ends this phone's subscription in the browser, so nothing of this stay reaches the next guest of a
 * shared device; the server deletes the stay's subscriptions when the session ends. Never throws, and answers at
 * once where no service worker is registered.
 */
export async function forgetPushDevice(): Promise<void> {
  await unsubscribePush();
}
