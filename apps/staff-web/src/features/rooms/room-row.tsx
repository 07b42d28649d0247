import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROOM_NUMBER_MAX_LENGTH, type StaffRoom } from '@hotel/contracts/rooms';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useRoomMutations } from './use-rooms.ts';

/** One room: its number (renamed in place), today's guest, whether guests can use the app, its QR code. */
export function RoomRow({ room, onDone }: { room: StaffRoom; onDone(message: string): void }) {
  const { t } = useTranslation();
  const { update } = useRoomMutations();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(room.room_number);

  function rename(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: room.id, changes: { room_number: name } },
      {
        onSuccess: (saved) => {
          setRenaming(false);
          onDone(t('rooms.renamed', { from: room.room_number, to: saved.room_number }));
        },
      },
    );
  }

  function toggleLicence() {
    update.mutate(
      { id: room.id, changes: { licensed: !room.licensed } },
      {
        onSuccess: (saved) =>
          onDone(
            t(saved.licensed ? 'rooms.nowLicensed' : 'rooms.nowUnlicensed', { room: saved.room_number }),
          ),
      },
    );
  }

  return (
    <tr className="flex flex-wrap items-start gap-x-6 gap-y-2 border-t border-line py-3 align-top md:table-row md:py-0">
      <th scope="row" className="min-w-16 text-start font-semibold md:py-3 md:pe-4">
        {renaming ? (
          <form onSubmit={rename} className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`rename-${room.id}`}>
              {t('rooms.newNumber', { room: room.room_number })}
            </label>
            <input
              id={`rename-${room.id}`}
              className="min-h-11 w-28 rounded-lg border border-line-strong bg-surface-raised px-2"
              value={name}
              required
              maxLength={ROOM_NUMBER_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
            <Button type="submit" disabled={update.isPending}>
              {t('common.save')}
            </Button>
            <Button variant="ghost" onClick={() => (setRenaming(false), setName(room.room_number))}>
              {t('common.cancel')}
            </Button>
            <p className="w-full text-xs font-normal text-ink-muted">{t('rooms.renameWarning')}</p>
          </form>
        ) : (
          <span className="text-lg">{room.room_number}</span>
        )}
        {update.error && (
          <p role="alert" className="mt-1 text-sm font-normal text-danger">
            {errorText(update.error, t('common.errorGeneric'))}
          </p>
        )}
      </th>
      <td className="min-w-32 flex-1 md:py-3 md:pe-4">
        {room.current_stay ? (
          <>
            <span className="font-medium">{room.current_stay.family_name}</span>
            <span className="block text-sm text-ink-muted">
              {t('rooms.until', { date: room.current_stay.check_out_date })}
            </span>
          </>
        ) : (
          <span className="text-ink-muted">{t('rooms.vacant')}</span>
        )}
      </td>
      <td className="md:py-3 md:pe-4">
        <span className={room.licensed ? 'text-success' : 'font-semibold text-warning'}>
          {room.licensed ? t('rooms.licensed') : t('rooms.unlicensed')}
        </span>
      </td>
      <td className="w-full md:w-auto md:py-3">
        <div className="flex flex-wrap gap-2 md:justify-end">
          {!renaming && (
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              {t('rooms.rename')}
              <span className="sr-only"> {room.room_number}</span>
            </Button>
          )}
          <Button variant="secondary" onClick={toggleLicence} disabled={update.isPending}>
            {room.licensed ? t('rooms.markUnlicensed') : t('rooms.markLicensed')}
            <span className="sr-only"> {room.room_number}</span>
          </Button>
          <Link to={`qr-sheet?rooms=${room.id}`} className={buttonClass('secondary')}>
            {t('rooms.qrCode')}
            <span className="sr-only"> {room.room_number}</span>
          </Link>
        </div>
      </td>
    </tr>
  );
}
