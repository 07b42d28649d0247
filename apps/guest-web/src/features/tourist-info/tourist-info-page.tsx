import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

/** Tourist information (/tourist-info), owned by the tourist-info issue. Placeholder until that issue replaces this file. */
export function TouristInfoPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('touristInfo.title')} />;
}
