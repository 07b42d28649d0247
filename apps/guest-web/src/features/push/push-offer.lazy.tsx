import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { BellIcon, CheckCircleIcon } from '../../components/ui/icons.tsx';
import { useGuestPush } from './use-guest-push.ts';

/**
 * The offer of updates on this phone, at the moment they make sense: an order placed, an activity booked. Shown
 * once per stay (declining, here or in the browser's prompt, is remembered for it), never where the hotel has
 * push off or the browser cannot take it. Once shown it stays for the answer: on, blocked, or how to install.
 */
export function PushOffer() {
  const { t } = useTranslation();
  const headingId = useId();
  const push = useGuestPush();
  const [opened, setOpened] = useState(false);
  const [closed, setClosed] = useState(false);
  const offerable = (push.status === 'off' || push.status === 'install-first') && push.choice === null;
  // Latched: the answer to a tap (on, blocked) is shown in the card, which does not vanish under the finger.
  if (offerable && !opened) setOpened(true);
  if (!opened || closed) return null;

  const notNow = () => {
    push.notNow();
    setClosed(true);
  };
  const close = (
    <button type="button" className={secondaryButtonClass} onClick={() => setClosed(true)}>
      {t('push.close')}
    </button>
  );

  let body;
  if (push.status === 'on') {
    body = (
      <p role="status" className="flex items-start gap-2 text-sm font-medium text-ink">
        <CheckCircleIcon className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
        {t('push.offer.done')}
      </p>
    );
  } else if (push.status === 'denied') {
    body = (
      <>
        <p role="alert" className="text-sm text-ink">
          {t('push.blocked')}
        </p>
        <div className="flex flex-wrap gap-3">{close}</div>
      </>
    );
  } else if (push.status === 'install-first') {
    body = (
      <>
        <p className="text-sm text-ink-muted">{t('push.installFirst')}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={secondaryButtonClass} onClick={notNow}>
            {t('push.offer.notNow')}
          </button>
        </div>
      </>
    );
  } else if (push.status === 'off') {
    body = (
      <>
        <p className="text-sm text-ink-muted">{t('push.offer.text')}</p>
        {push.turnOn.isError ? <ErrorAlert>{t('push.failed')}</ErrorAlert> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={`${primaryButtonClass} flex-1`}
            disabled={push.turnOn.isPending}
            onClick={() => push.turnOn.mutate()}
          >
            {push.turnOn.isPending ? t('push.offer.turningOn') : t('push.offer.turnOn')}
          </button>
          <button
            type="button"
            className={`${secondaryButtonClass} flex-1`}
            disabled={push.turnOn.isPending}
            onClick={notNow}
          >
            {t('push.offer.notNow')}
          </button>
        </div>
      </>
    );
  } else {
    return null;
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4 text-start ring-1 ring-line"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
        <BellIcon className="size-5 shrink-0 text-brand-ink" />
        {t('push.offer.title')}
      </h2>
      {body}
    </section>
  );
}
