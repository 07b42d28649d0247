import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { AddRangeForm, AddRoomForm } from './add-rooms-forms.tsx';
import { RoomRow } from './room-row.tsx';
import { useRooms } from './use-rooms.ts';

export default function RoomListView() {
  const { t } = useTranslation();
  const rooms = useRooms();
  const [message, setMessage] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown =
    rooms.data?.rooms.filter(
      (room) =>
        !needle ||
        room.room_number.toLowerCase().includes(needle) ||
        room.current_stay?.family_name.toLowerCase().includes(needle),
    ) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('rooms.title')}
        intro={t('rooms.intro')}
        actions={
          <Link to="qr-sheet" className={buttonClass('primary')}>
            <Icon name="qr" />
            {t('rooms.printAll')}
          </Link>
        }
      />
      {rooms.data && !rooms.data.public_url_configured && (
        <Notice tone="warning">{t('rooms.publicUrlMissing', { url: rooms.data.public_url })}</Notice>
      )}
      {message && <Notice tone="success">{message}</Notice>}
      {rooms.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void rooms.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(rooms.error, t('rooms.loadFailed'))}
        </Notice>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <AddRoomForm onDone={setMessage} />
        <AddRangeForm onDone={setMessage} />
      </div>
      <section
        aria-labelledby="room-list-title"
        className="rounded-xl border border-line bg-surface-raised p-5"
      >
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <h2 id="room-list-title" className="text-lg font-semibold">
            {t('rooms.listTitle', { count: rooms.data?.rooms.length ?? 0 })}
          </h2>
          <div className="w-full sm:w-64">
            <TextField
              label={t('rooms.search')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        {rooms.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
        {rooms.data?.rooms.length === 0 && <p>{t('rooms.empty')}</p>}
        {rooms.data && rooms.data.rooms.length > 0 && shown.length === 0 && <p>{t('rooms.noMatch')}</p>}
        {shown.length > 0 && (
          <div>
            <table className="block w-full text-sm md:table md:text-base">
              <thead className="hidden md:table-header-group">
                <tr className="text-start text-sm text-ink-muted">
                  <th scope="col" className="pb-2 text-start font-medium">
                    {t('rooms.room')}
                  </th>
                  <th scope="col" className="pb-2 text-start font-medium">
                    {t('rooms.guestToday')}
                  </th>
                  <th scope="col" className="pb-2 text-start font-medium">
                    {t('rooms.guestApp')}
                  </th>
                  <th scope="col" className="pb-2 text-end font-medium">
                    <span className="sr-only">{t('rooms.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="block md:table-row-group">
                {shown.map((room) => (
                  <RoomRow key={room.id} room={room} onDone={setMessage} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
