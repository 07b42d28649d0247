import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../lib/live-provider.tsx';

const STYLES = {
  live: 'bg-success-soft text-success',
  connecting: 'bg-surface-sunken text-ink-muted',
  reconnecting: 'bg-warning-soft text-warning',
  'signed-out': 'bg-danger-soft text-danger',
} as const;

/** Whether what the screen shows is live: staff must know when they are looking at a stale board. */
export function LiveStatusBadge() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  const label = {
    live: t('live.live'),
    connecting: t('live.connecting'),
    reconnecting: t('live.reconnecting'),
    'signed-out': t('live.signedOut'),
  }[status];
  return (
    <span
      role="status"
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ${STYLES[status]}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full bg-current ${status === 'live' ? '' : 'animate-pulse'}`}
      />
      {label}
    </span>
  );
}
