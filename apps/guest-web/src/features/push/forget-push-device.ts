import { unsubscribePush } from '@hotel/client-kit/push';

/** Sign-out does not wait longer than this for the browser (a missing worker would hold it for good). */
const SIGN_OUT_WAIT_MS = 2_000;

/**
 * Sign-out ends this phone's subscription in the browser, so nothing of this stay reaches the next guest of a
 * shared device; the server deletes the stay's subscriptions when the session ends. Never throws.
 */
export async function forgetPushDevice(): Promise<void> {
  await unsubscribePush({ timeoutMs: SIGN_OUT_WAIT_MS });
}
