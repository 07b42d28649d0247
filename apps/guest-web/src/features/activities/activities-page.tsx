import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Activities (/activities), owned by the activities issue. Placeholder until that issue replaces this file. */
export function ActivitiesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('activities.title')} />;
}
