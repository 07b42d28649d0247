import { useTranslation } from 'react-i18next';
import { ACTIVITY_BOOKING_STATUSES, type ActivityBookingStatus } from '@hotel/contracts/activity-status';

/** Status colours that keep AA text in light and dark mode. */
const TONE: Record<ActivityBookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  confirmed: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  attended: 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100',
  no_show: 'bg-surface text-ink ring-1 ring-line',
  cancelled: 'bg-danger-soft text-danger',
};

const KNOWN: ReadonlySet<string> = new Set(ACTIVITY_BOOKING_STATUSES);

/** SPEC section 4: activity booking statuses are shown as status_{status}. */
export function BookingStatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const { t } = useTranslation();
  const known = KNOWN.has(status) ? (status as ActivityBookingStatus) : null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ${known ? TONE[known] : TONE.no_show} ${className}`}
    >
      {known ? t(`status_${known}`) : status}
    </span>
  );
}
