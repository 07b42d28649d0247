import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { WeatherResponse } from '@hotel/contracts/content';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { formatHotelDateTime, readHotelTimeZone } from '../../../lib/hotel-time.ts';
import { useWeather } from '../../content/index.ts';
import { WeatherIcon } from './weather-icon.tsx';
import { dateTimeFormat, numberFormat } from '../../../lib/intl-format.ts';

function formatTemperature(value: number, language: string): string {
  try {
    return numberFormat(language, {
      style: 'unit',
      unit: 'celsius',
      maximumFractionDigits: 0,
    }).format(value);
  } catch {
    return `${Math.round(value)}°C`;
  }
}

function formatWeekday(date: string, language: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  try {
    return dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(instant);
  } catch {
    return date;
  }
}

/**
 * The weather at the hotel: now, and the coming days. A reading kept from before an outage says when it was
 * taken; no reading at all says 'Unable to retrieve weather data.' (SPEC section 8).
 */
export function WeatherWidget() {
  const { t } = useTranslation();
  const weather = useWeather();
  return (
    <section aria-labelledby="weather-title" className="flex flex-col gap-3">
      <h2 id="weather-title" className="text-xl font-bold tracking-tight text-ink">
        {t('content.weather.title')}
      </h2>
      {weather.isPending ? (
        <div
          aria-hidden="true"
          className="h-[13.5rem] animate-pulse rounded-3xl bg-surface-raised ring-1 ring-line"
        />
      ) : weather.isError ? (
        <ErrorAlert>{t('content.weather.error')}</ErrorAlert>
      ) : (
        <WeatherCard weather={weather.data} />
      )}
    </section>
  );
}

function WeatherCard({ weather }: { weather: WeatherResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const condition = (key: string, fallback: string) =>
    t(`content.weather.conditions.${key}` as 'content.weather.conditions.clear', { defaultValue: fallback });
  const observed = formatHotelDateTime(weather.observed_at, language, readHotelTimeZone());

  return (
    <div className="overflow-hidden rounded-3xl bg-surface-raised shadow-sm ring-1 ring-line">
      <div className="flex items-center gap-4 px-5 pt-5 pb-4">
        <WeatherIcon icon={weather.icon} className="size-16 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink-muted">
            <bdi>{weather.townName}</bdi>
          </p>
          <p className="text-4xl leading-tight font-bold text-ink tabular-nums">
            {formatTemperature(weather.temperature, language)}
          </p>
          <p className="text-base font-medium text-ink">
            {condition(weather.condition_key, weather.condition)}
          </p>
        </div>
      </div>
      {weather.forecast.length > 0 ? (
        <ul
          aria-label={t('content.weather.forecast')}
          className="grid border-t border-line"
          style={{ gridTemplateColumns: `repeat(${weather.forecast.length}, minmax(0, 1fr))` }}
        >
          {weather.forecast.map((day) => (
            <li key={day.date} className="flex flex-col items-center gap-0.5 px-1 py-3 text-center">
              <span className="text-xs font-semibold text-ink-muted">
                {formatWeekday(day.date, language)}
              </span>
              <WeatherIcon icon={day.icon} className="size-8" />
              <span className="sr-only">{condition(day.condition_key, day.condition)}</span>
              <span className="text-sm font-semibold text-ink tabular-nums">
                <span className="sr-only">{t('content.weather.high')} </span>
                {formatTemperature(day.temp_max, language)}
              </span>
              <span className="text-xs text-ink-muted tabular-nums">
                <span className="sr-only">{t('content.weather.low')} </span>
                {formatTemperature(day.temp_min, language)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {observed ? (
        <p
          className={`border-t border-line px-5 py-2 text-xs ${weather.stale ? 'font-semibold text-ink' : 'text-ink-muted'}`}
        >
          {weather.stale
            ? t('content.weather.stale', { time: observed })
            : t('content.weather.updated', { time: observed })}
        </p>
      ) : null}
    </div>
  );
}
