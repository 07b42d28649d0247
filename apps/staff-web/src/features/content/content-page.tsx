import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EventsEditor } from './events-editor.tsx';
import { SlidesEditor } from './slides-editor.tsx';
import { TouristInfoEditor } from './tourist-info-editor.tsx';
import { WeatherLocationEditor } from './weather-location-editor.tsx';

/** What guests see on their dashboard and the Tourist info page; a save shows on a guest's next read. */
export default function ContentPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <PageHeader title={t('content.title')} intro={t('content.intro')} />
      <SlidesEditor />
      <EventsEditor />
      <TouristInfoEditor />
      <WeatherLocationEditor />
    </div>
  );
}
