import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type OpeningHours, type Weekday } from '@hotel/contracts/menu-admin';
import { Button } from '../../components/ui/button.tsx';

export const ALL_DAY_CLOSED: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const DEFAULT_OPENING = { opens: '08:00', closes: '22:00' };

/**
 * Opening hours per weekday in the hotel's time zone: each day closed or open with one or more spans
 * (a span that closes before it opens runs past midnight). "Same every day" copies Monday.
 */
export function OpeningHoursField({
  value,
  timezone,
  legend,
  onChange,
}: {
  value: OpeningHours | null;
  timezone: string;
  /** What the hours are of, when not a location's ("Room service hours"). */
  legend?: string;
  onChange(hours: OpeningHours | null): void;
}) {
  const { t } = useTranslation();
  const hours = value ?? ALL_DAY_CLOSED;
  const setDay = (day: Weekday, spans: OpeningHours[Weekday]) => onChange({ ...hours, [day]: spans });

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{legend ?? t('menu.openingHours')}</legend>
      <p className="text-sm text-ink-muted">{t('menu.openingHoursHint', { timezone })}</p>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5"
          checked={value === null}
          onChange={(e) =>
            onChange(
              e.target.checked
                ? null
                : (Object.fromEntries(WEEKDAYS.map((day) => [day, [DEFAULT_OPENING]])) as OpeningHours),
            )
          }
        />
        {t('menu.noHours')}
      </label>
      {value !== null && (
        <div className="space-y-2">
          {WEEKDAYS.map((day) => (
            <div key={day} className="flex flex-wrap items-center gap-3 rounded-lg bg-surface px-3 py-2">
              <label className="flex w-36 items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={hours[day].length > 0}
                  onChange={(e) => setDay(day, e.target.checked ? [DEFAULT_OPENING] : [])}
                />
                {t(`weekdays.${day}`)}
              </label>
              {hours[day].length === 0 && <span className="text-sm text-ink-muted">{t('menu.closed')}</span>}
              {hours[day].map((span, index) => (
                <span key={index} className="flex items-center gap-2">
                  <input
                    type="time"
                    aria-label={t('menu.opensAt', { day: t(`weekdays.${day}`) })}
                    value={span.opens}
                    className="min-h-11 rounded-lg border border-line-strong bg-surface-raised px-2"
                    onChange={(e) =>
                      setDay(
                        day,
                        hours[day].map((entry, at) =>
                          at === index ? { ...entry, opens: e.target.value } : entry,
                        ),
                      )
                    }
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    aria-label={t('menu.closesAt', { day: t(`weekdays.${day}`) })}
                    value={span.closes}
                    className="min-h-11 rounded-lg border border-line-strong bg-surface-raised px-2"
                    onChange={(e) =>
                      setDay(
                        day,
                        hours[day].map((entry, at) =>
                          at === index ? { ...entry, closes: e.target.value } : entry,
                        ),
                      )
                    }
                  />
                  {index > 0 && (
                    <Button
                      variant="ghost"
                      aria-label={t('menu.removeSpan')}
                      onClick={() =>
                        setDay(
                          day,
                          hours[day].filter((_, at) => at !== index),
                        )
                      }
                    >
                      ✕
                    </Button>
                  )}
                </span>
              ))}
              {hours[day].length > 0 && hours[day].length < 4 && (
                <Button
                  variant="ghost"
                  onClick={() => setDay(day, [...hours[day], { opens: '18:00', closes: '22:00' }])}
                >
                  {t('menu.addSpan')}
                </Button>
              )}
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              onChange(Object.fromEntries(WEEKDAYS.map((day) => [day, hours.mon])) as OpeningHours)
            }
          >
            {t('menu.sameEveryDay')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
