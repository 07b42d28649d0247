import { consoleLocale } from '../../lib/i18n/i18n.ts';
import { dateTimeFormat } from '@hotel/client-kit/intl-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type LanguageCode } from '@hotel/contracts/languages';
import { nightsBetween, type StaffStay, type StayStatus } from '@hotel/contracts/stays';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useCan } from '../../lib/session.ts';
import { PersonalDataSection } from './personal-data-section.tsx';
import { StayForm, type StayFields } from './stay-form.tsx';
import { useStayMutations } from './use-stays.ts';

const STATUS_TONES: Record<StayStatus, string> = {
  upcoming: 'bg-info-soft text-info',
  in_house: 'bg-success-soft text-success',
  checked_out: 'bg-surface-sunken text-ink-muted',
  ended: 'bg-warning-soft text-warning',
};

/** A stay date as the desk reads it ("Mon 23 Nov"); the date itself is a hotel calendar day. */
function formatDay(date: string): string {
  return dateTimeFormat(consoleLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function languageName(code: string): string {
  return LANGUAGE_NAMES[code as LanguageCode] ?? code;
}

/** One stay: who, where, when, how many phones are signed in; edit, check out or cancel it. */
export function StayRow({
  stay,
  today,
  rooms,
  onDone,
}: {
  stay: StaffStay;
  today: string;
  rooms: string[];
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const { update, checkOut, cancel } = useStayMutations();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const open = stay.status !== 'checked_out';
  const canCheckOut = open && stay.check_in_date <= today;
  const canCancel = open && stay.signed_in_devices === 0 && stay.check_in_date >= today;
  const nights = nightsBetween(stay.check_in_date, stay.check_out_date);
  const error = checkOut.error ?? cancel.error;

  const initial: StayFields = {
    room: stay.room_number,
    family_name: stay.family_name,
    check_in_date: stay.check_in_date,
    check_out_date: stay.check_out_date,
    language: stay.language as LanguageCode,
  };

  function save(fields: StayFields) {
    // Only what changed: an unchanged past check-out date must not be judged again.
    const changes = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => value !== initial[key as keyof StayFields]),
    );
    if (Object.keys(changes).length === 0) return setEditing(false);
    update.mutate(
      { id: stay.id, changes },
      { onSuccess: () => (setEditing(false), onDone(t('stays.saved', { name: fields.family_name }))) },
    );
  }

  function doCheckOut() {
    if (!window.confirm(t('stays.checkOutConfirm', { name: stay.family_name, room: stay.room_number })))
      return;
    checkOut.mutate(stay.id, {
      onSuccess: () => onDone(t('stays.checkedOut', { name: stay.family_name, room: stay.room_number })),
    });
  }

  function doCancel() {
    if (!window.confirm(t('stays.cancelConfirm', { name: stay.family_name, room: stay.room_number }))) return;
    cancel.mutate(stay.id, {
      onSuccess: () => onDone(t('stays.cancelled', { name: stay.family_name, room: stay.room_number })),
    });
  }

  return (
    <li className="rounded-xl border border-line bg-surface-raised p-4">
      <div className="grid grid-cols-[4.5rem_1fr] items-center gap-x-4 gap-y-3 md:grid-cols-[5rem_minmax(8rem,1fr)_12rem_13rem_auto]">
        <p className="text-2xl font-bold">{stay.room_number}</p>
        <div className="min-w-0">
          <p className="text-lg font-semibold">{stay.family_name}</p>
          <p className="text-sm text-ink-muted">{languageName(stay.language)}</p>
        </div>
        <div className="col-start-2 md:col-start-auto">
          <p>
            <time dateTime={stay.check_in_date}>{formatDay(stay.check_in_date)}</time> →{' '}
            <time dateTime={stay.check_out_date}>{formatDay(stay.check_out_date)}</time>
          </p>
          <p className="text-sm text-ink-muted">{t('stays.nights', { count: nights })}</p>
        </div>
        <div className="col-start-2 text-sm md:col-start-auto">
          <span
            className={`inline-block rounded-full px-2.5 py-1 font-semibold ${STATUS_TONES[stay.status]}`}
          >
            {t(`stays.status.${stay.status}`)}
          </span>
          <p className="mt-1 text-ink-muted">
            {stay.signed_in_devices > 0
              ? t('stays.devices', { count: stay.signed_in_devices })
              : t('stays.noDevices')}
          </p>
          {!stay.room_licensed && (
            <p className="mt-1 font-semibold text-warning">{t('stays.roomUnlicensed')}</p>
          )}
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:justify-end">
          {open && (
            <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
              {editing ? t('common.close') : t('common.edit')}
              <span className="sr-only"> {stay.family_name}</span>
            </Button>
          )}
          {can('billing.manage') && stay.check_in_date <= today && (
            <Link to={`/folio?stay=${stay.id}`} className={buttonClass('secondary')}>
              {t('stays.folio')}
              <span className="sr-only"> {stay.family_name}</span>
            </Link>
          )}
          {canCheckOut && (
            <Button variant="danger" onClick={doCheckOut} disabled={checkOut.isPending}>
              {t('stays.checkOut')}
              <span className="sr-only"> {stay.family_name}</span>
            </Button>
          )}
          {canCancel && (
            <Button variant="ghost" onClick={doCancel} disabled={cancel.isPending}>
              {t('stays.cancelArrival')}
              <span className="sr-only"> {stay.family_name}</span>
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {errorText(error, t('common.errorGeneric'))}
        </p>
      )}
      {editing && (
        <div className="mt-4 border-t border-line pt-4">
          <StayForm
            initial={initial}
            rooms={rooms}
            submitLabel={t('common.save')}
            pending={update.isPending}
            error={update.error}
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        </div>
      )}
      {can('guest_data.manage') && <PersonalDataSection stay={stay} />}
    </li>
  );
}
