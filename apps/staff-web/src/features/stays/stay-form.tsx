import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_NUMBER_MAX_LENGTH } from '@hotel/contracts/rooms';
import { FAMILY_NAME_MAX_LENGTH, type StayCreate } from '@hotel/contracts/stays';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '@hotel/contracts/languages';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';

export type StayFields = Required<StayCreate>;

/** Check-in and edit share one form: room, family name, dates (hotel calendar days) and language. */
export function StayForm({
  initial,
  rooms,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: StayFields;
  /** Room numbers to suggest (the Rooms list, when the role may read it). */
  rooms: string[];
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit(fields: StayFields): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const set = <K extends keyof StayFields>(key: K, value: StayFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(fields);
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      {error ? (
        <div className="sm:col-span-2 xl:col-span-5">
          <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>
        </div>
      ) : null}
      <TextField
        label={t('stays.room')}
        required
        maxLength={ROOM_NUMBER_MAX_LENGTH}
        list={rooms.length > 0 ? 'stay-form-rooms' : undefined}
        value={fields.room}
        onChange={(event) => set('room', event.target.value)}
      />
      {rooms.length > 0 && (
        <datalist id="stay-form-rooms">
          {rooms.map((room) => (
            <option key={room} value={room} />
          ))}
        </datalist>
      )}
      <TextField
        label={t('stays.familyName')}
        required
        maxLength={FAMILY_NAME_MAX_LENGTH}
        autoComplete="off"
        value={fields.family_name}
        onChange={(event) => set('family_name', event.target.value)}
      />
      <TextField
        label={t('stays.checkInDate')}
        type="date"
        required
        value={fields.check_in_date}
        onChange={(event) => set('check_in_date', event.target.value)}
      />
      <TextField
        label={t('stays.checkOutDate')}
        type="date"
        required
        min={fields.check_in_date}
        value={fields.check_out_date}
        onChange={(event) => set('check_out_date', event.target.value)}
      />
      <SelectField
        label={t('stays.language')}
        value={fields.language}
        onChange={(event) => set('language', event.target.value as LanguageCode)}
      >
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]} ({code})
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-5">
        <Button type="submit" disabled={pending}>
          {pending ? t('common.saving') : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
