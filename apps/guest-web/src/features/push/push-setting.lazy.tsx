import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { useGuestPush } from './use-guest-push.ts';

/**
 * The account page's switch for updates on this phone, to turn them on or off at any time of the stay; or why it
 * cannot be here (browser, iPhone outside the installed app, blocked). Nothing where the hotel has push off.
 */
export function PushSetting() {
  const { t } = useTranslation();
  const headingId = useId();
  const push = useGuestPush();
  if (push.status === 'loading' || push.status === 'off-on-server') return null;

  const explanation = {
    unsupported: t('push.setting.unsupported'),
    'install-first': t('push.installFirst'),
    denied: t('push.blocked'),
  } as const;
  const on = push.status === 'on';
  const busy = push.turnOn.isPending || push.turnOff.isPending;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('push.setting.title')}
      </h2>
      {push.status === 'on' || push.status === 'off' ? (
        <>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            disabled={busy}
            onClick={() => (on ? push.turnOff.mutate() : push.turnOn.mutate())}
            className="flex min-h-12 items-center justify-between gap-4 rounded-2xl bg-surface-raised px-4 py-3 text-start text-base font-medium text-ink ring-1 ring-line disabled:opacity-60"
          >
            <span>{t('push.setting.switch')}</span>
            <span
              aria-hidden="true"
              className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
                on ? 'bg-brand-ink' : 'bg-line-strong'
              }`}
            >
              <span
                className={`absolute start-1 size-5 rounded-full bg-white shadow transition-transform ${
                  on ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0'
                }`}
              />
            </span>
          </button>
          {push.turnOn.isError ? <ErrorAlert>{t('push.failed')}</ErrorAlert> : null}
          {push.turnOff.isError ? <ErrorAlert>{t('push.setting.offFailed')}</ErrorAlert> : null}
        </>
      ) : (
        <p className="rounded-2xl bg-surface-raised px-4 py-3 text-sm text-ink ring-1 ring-line">
          {explanation[push.status]}
        </p>
      )}
    </section>
  );
}
