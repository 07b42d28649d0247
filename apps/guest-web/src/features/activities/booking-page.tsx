import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Activity booking (/bookings/:id), a notification target; owned by the activities issue. Placeholder until that issue replaces this file. */
export function BookingPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('activities.bookingTitle')} />;
}
