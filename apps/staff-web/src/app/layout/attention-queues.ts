import { numberFormat } from '@hotel/client-kit/intl-format';
import type { AttentionQueue } from '../../lib/attention-store.ts';

/** The screen that shows each queue (a path of screens.ts): the banner's button goes there, and stays quiet there. */
export const QUEUE_SCREENS: Record<AttentionQueue, string> = {
  orders: 'orders',
  requests: 'requests',
  chat: 'chat',
};

/** The queue the screen at `pathname` already shows, if any. */
export function queueShownAt(pathname: string): AttentionQueue | null {
  const match = (Object.entries(QUEUE_SCREENS) as [AttentionQueue, string][]).find(
    ([, path]) => pathname === `/${path}` || pathname.startsWith(`/${path}/`),
  );
  return match?.[0] ?? null;
}

/** "45 sec", "6 min", "2 hr": how long something has waited, in the console's language. */
export function formatWait(ms: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [value, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.floor(seconds / 60), 'minute']
        : [Math.floor(seconds / 3600), 'hour'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}
