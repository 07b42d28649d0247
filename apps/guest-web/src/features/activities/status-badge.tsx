import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ACTIVITY_BOOKING_STATUSES, type ActivityBookingStatus } from '@hotel/contracts/activity-status';
import { bookingStatusTone } from '../../components/ui/status-tone.ts';

const KNOWN: ReadonlySet<string> = new Set(ACTIVITY_BOOKING_STATUSES);

/** SPEC section 4: activity booking statuses are shown as status_{status}. */
export function BookingStatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const { t } = useTranslation();
  const known = KNOWN.has(status) ? (status as ActivityBookingStatus) : null;
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold ${bookingStatusTone(status)} ${className}`}
    >
      {known ? t(`status_${known}`) : status}
    </span>
  );
}
