import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSoundState } from '../../lib/attention.ts';
import { totalWaiting, useAttention, waitingCount } from '../../lib/attention-store.ts';
import { QUEUE_SCREENS } from './attention-queues.ts';

const BADGE = 'rounded-full bg-danger px-2 text-xs leading-5 font-bold text-white tabular-nums';

/** How many wait in the queue the screen at `path` shows: beside its entry in the navigation. */
export function QueueBadge({ path }: { path: string }) {
  const { t } = useTranslation();
  const { queues } = useAttention();
  const queue = (Object.keys(QUEUE_SCREENS) as (keyof typeof QUEUE_SCREENS)[]).find(
    (name) => QUEUE_SCREENS[name] === path,
  );
  const count = queue ? waitingCount(queues, queue) : 0;
  if (count === 0) return null;
  return (
    <>
      {' '}
      <span className={`ms-auto ${BADGE}`}>
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="sr-only">{t('attention.waiting', { count })}</span>
      </span>
    </>
  );
}

/** The drawer button's name and dot below 1280 px, where the navigation and its badges are hidden. */
export function useMenuWaiting(): { label: string; badge: ReactNode } {
  const { t } = useTranslation();
  const total = totalWaiting(useAttention().queues);
  return {
    label: total > 0 ? t('attention.openMenuWaiting', { count: total }) : t('shell.openMenu'),
    badge:
      total > 0 ? (
        <span aria-hidden="true" className={`absolute -end-1 -top-1 ${BADGE}`}>
          {total > 99 ? '99+' : total}
        </span>
      ) : null,
  };
}

/**
 * After a reload the sound is wanted but held back until the member acts on the page: said once, small,
 * until the first tap anywhere turns it back on.
 */
export function SoundArmingNotice() {
  const { t } = useTranslation();
  const blocked = useSoundState() === 'blocked';
  return (
    <p
      role="status"
      className={blocked ? 'border-b border-line bg-info-soft px-4 py-1 text-sm text-info' : 'sr-only'}
    >
      {blocked ? t('attention.tapForSound') : ''}
    </p>
  );
}
