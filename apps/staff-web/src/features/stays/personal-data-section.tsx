import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffStay } from '@hotel/contracts/stays';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { personalDataExportUrl, useErasePersonalData, usePersonalDataStatus } from './use-personal-data.ts';

/** "Personal data" under a stay, for managers (docs/privacy.md): export it as JSON, erase it after check-out. */
export function PersonalDataSection({ stay }: { stay: StaffStay }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-3">
      <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('privacy.toggle')}
        <span className="sr-only"> {stay.family_name}</span>
      </Button>
      {open && (
        <section id={panelId} aria-label={t('privacy.title')} className="mt-2 border-t border-line pt-3">
          <PersonalDataPanel stay={stay} />
        </section>
      )}
    </div>
  );
}

function PersonalDataPanel({ stay }: { stay: StaffStay }) {
  const { t, i18n } = useTranslation();
  const timeZone = useSignedInSession().hotel.timezone;
  const status = usePersonalDataStatus(stay.id);
  const erase = useErasePersonalData(stay.id);
  const reasonId = useId();

  if (status.isPending) return <p className="text-sm text-ink-muted">{t('common.loading')}</p>;
  if (status.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {errorText(status.error, t('common.errorGeneric'))}
      </p>
    );

  const erasedAt = erase.data?.erased_at ?? status.data.personal_data_erased_at;
  const formatInstant = (instant: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(instant),
    );

  function doErase() {
    const confirmed = window.confirm(
      t('privacy.eraseConfirm', { name: status.data!.family_name, room: status.data!.room_number }),
    );
    if (confirmed) erase.mutate();
  }

  return (
    <div className="space-y-3 text-sm">
      <p className="text-ink-muted">{t('privacy.explain')}</p>
      {erasedAt && (
        <p className="font-semibold">{t('privacy.erasedOn', { date: formatInstant(erasedAt) })}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <a href={personalDataExportUrl(stay.id)} download className={buttonClass('secondary')}>
          {t('privacy.export')}
          <span className="sr-only"> {stay.family_name}</span>
        </a>
        {!erasedAt && (
          <Button
            variant="danger"
            onClick={doErase}
            disabled={!status.data.can_erase || erase.isPending}
            aria-describedby={status.data.can_erase ? undefined : reasonId}
          >
            {t('privacy.erase')}
            <span className="sr-only"> {stay.family_name}</span>
          </Button>
        )}
      </div>
      {!erasedAt && !status.data.can_erase && (
        <p id={reasonId} className="text-ink-muted">
          {t('privacy.inHouse')}
        </p>
      )}
      {erase.error && (
        <p role="alert" className="text-danger">
          {errorText(erase.error, t('common.errorGeneric'))}
        </p>
      )}
    </div>
  );
}
