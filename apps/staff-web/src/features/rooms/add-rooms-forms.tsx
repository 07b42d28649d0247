import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_NUMBER_MAX_LENGTH, expandRoomRange } from '@hotel/contracts/rooms';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useRoomMutations } from './use-rooms.ts';

function LicensedCheckbox({ checked, onChange }: { checked: boolean; onChange(value: boolean): void }) {
  const { t } = useTranslation();
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('rooms.licensedLabel')}
    </label>
  );
}

const formClass = 'space-y-4 rounded-xl border border-line bg-surface-raised p-5';

export function AddRoomForm({ onDone }: { onDone(message: string): void }) {
  const { t } = useTranslation();
  const { add } = useRoomMutations();
  const [roomNumber, setRoomNumber] = useState('');
  const [licensed, setLicensed] = useState(true);

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { room_number: roomNumber, licensed },
      {
        onSuccess: (room) => {
          setRoomNumber('');
          onDone(t('rooms.added', { room: room.room_number }));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className={formClass} aria-labelledby="add-room-title">
      <h2 id="add-room-title" className="text-lg font-semibold">
        {t('rooms.addOne')}
      </h2>
      {add.error && <Notice tone="error">{errorText(add.error, t('common.errorGeneric'))}</Notice>}
      <TextField
        label={t('rooms.roomNumber')}
        required
        maxLength={ROOM_NUMBER_MAX_LENGTH}
        value={roomNumber}
        onChange={(event) => setRoomNumber(event.target.value)}
        hint={t('rooms.roomNumberHint')}
      />
      <LicensedCheckbox checked={licensed} onChange={setLicensed} />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? t('common.saving') : t('rooms.addOneSubmit')}
      </Button>
    </form>
  );
}

export function AddRangeForm({ onDone }: { onDone(message: string): void }) {
  const { t } = useTranslation();
  const { addRange } = useRoomMutations();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [licensed, setLicensed] = useState(true);
  const range = from.trim() && to.trim() ? expandRoomRange(from, to) : null;
  const preview =
    range && 'rooms' in range
      ? t('rooms.rangePreview', {
          count: range.rooms.length,
          first: range.rooms[0],
          last: range.rooms[range.rooms.length - 1],
        })
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    addRange.mutate(
      { from, to, licensed },
      {
        onSuccess: ({ created }) => {
          setFrom('');
          setTo('');
          onDone(t('rooms.rangeAdded', { count: created.length }));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className={formClass} aria-labelledby="add-range-title">
      <h2 id="add-range-title" className="text-lg font-semibold">
        {t('rooms.addRange')}
      </h2>
      {addRange.error && <Notice tone="error">{errorText(addRange.error, t('common.errorGeneric'))}</Notice>}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('rooms.rangeFrom')}
          required
          maxLength={40}
          placeholder="101"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('rooms.rangeTo')}
          required
          maxLength={40}
          placeholder="130"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <p
        className={`text-sm ${range && 'error' in range ? 'text-danger' : 'text-ink-muted'}`}
        aria-live="polite"
      >
        {range && 'error' in range ? range.error : (preview ?? t('rooms.rangeHint'))}
      </p>
      <LicensedCheckbox checked={licensed} onChange={setLicensed} />
      <Button type="submit" disabled={addRange.isPending || (range !== null && 'error' in range)}>
        {addRange.isPending ? t('common.saving') : t('rooms.addRangeSubmit')}
      </Button>
    </form>
  );
}
