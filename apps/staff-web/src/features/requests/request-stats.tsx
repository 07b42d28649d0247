import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { formatDuration } from './request-logic.ts';
import { useRequestStats } from './use-requests.ts';

const DAYS = 7;

/** How fast requests were taken and done, per day: what a manager checks the shift against. */
export function RequestStats() {
  const { t } = useTranslation();
  const stats = useRequestStats(DAYS);
  const duration = (seconds: number | null) =>
    seconds === null ? t('requests.stats.none') : formatDuration(seconds);
  return (
    <section aria-labelledby="request-stats" className="space-y-3">
      <div>
        <h2 id="request-stats" className="text-xl font-bold">
          {t('requests.stats.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('requests.stats.intro')}</p>
      </div>
      {stats.error && <Notice tone="error">{errorText(stats.error, t('requests.stats.loadFailed'))}</Notice>}
      {stats.data && (
        // Scrolls sideways on a phone: focusable so the keyboard can scroll it too.
        <div tabIndex={0} className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
          <table className="w-full text-start text-sm">
            <thead className="bg-surface-sunken">
              <tr>
                {(
                  ['date', 'requests', 'taken', 'done', 'medianTake', 'slowestTake', 'medianDone'] as const
                ).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`requests.stats.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stats.data.days.map((day) => (
                <tr key={day.date} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 text-start font-medium tabular-nums">
                    {day.date}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{day.requests}</td>
                  <td className="px-3 py-2 tabular-nums">{day.acknowledged}</td>
                  <td className="px-3 py-2 tabular-nums">{day.completed}</td>
                  <td className="px-3 py-2 tabular-nums">{duration(day.median_acknowledge_seconds)}</td>
                  <td className="px-3 py-2 tabular-nums">{duration(day.max_acknowledge_seconds)}</td>
                  <td className="px-3 py-2 tabular-nums">{duration(day.median_complete_seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
