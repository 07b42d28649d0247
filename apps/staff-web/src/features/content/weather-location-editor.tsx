import { useState, type FormEvent } from 'react';
import type { WeatherLocation } from '@hotel/contracts/content';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSaveWeatherLocation, useWeatherLocation } from './use-content.ts';

/** Where the guests' weather widget looks; a new place drops the old town's reading at once. */
export function WeatherLocationEditor() {
  const { t } = useTranslation();
  const location = useWeatherLocation();
  return (
    <section aria-labelledby="weather-title" className="space-y-4">
      <div>
        <h2 id="weather-title" className="text-xl font-semibold">
          {t('content.weather.title')}
        </h2>
        <p className="text-ink-muted">{t('content.weather.intro')}</p>
      </div>
      {location.error && <Notice tone="error">{errorText(location.error, t('content.loadFailed'))}</Notice>}
      {location.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {location.isSuccess && <WeatherForm initial={location.data} />}
    </section>
  );
}

function WeatherForm({ initial }: { initial: WeatherLocation | null }) {
  const { t } = useTranslation();
  const save = useSaveWeatherLocation();
  const [town, setTown] = useState(initial?.town_name ?? '');
  const [latitude, setLatitude] = useState(initial ? String(initial.latitude) : '');
  const [longitude, setLongitude] = useState(initial ? String(initial.longitude) : '');
  const [saved, setSaved] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { town_name: town, latitude: Number(latitude), longitude: Number(longitude) },
      { onSuccess: () => setSaved(true) },
    );
  }

  return (
    <>
      {!initial && !saved && <Notice tone="info">{t('content.weather.notSet')}</Notice>}
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-xl border border-line bg-surface-raised p-5 md:grid-cols-3"
      >
        <TextField
          label={t('content.weather.town')}
          required
          maxLength={100}
          value={town}
          onChange={(e) => setTown(e.target.value)}
        />
        <TextField
          label={t('content.weather.latitude')}
          hint={t('content.weather.latitudeHint')}
          required
          type="number"
          step="any"
          min={-90}
          max={90}
          value={latitude}
          onChange={(e) => setLatitude(e.target.value)}
        />
        <TextField
          label={t('content.weather.longitude')}
          hint={t('content.weather.longitudeHint')}
          required
          type="number"
          step="any"
          min={-180}
          max={180}
          value={longitude}
          onChange={(e) => setLongitude(e.target.value)}
        />
        <div className="space-y-3 md:col-span-3">
          {save.error && <Notice tone="error">{errorText(save.error, t('common.errorGeneric'))}</Notice>}
          {saved && <Notice tone="success">{t('content.weather.saved')}</Notice>}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </>
  );
}
