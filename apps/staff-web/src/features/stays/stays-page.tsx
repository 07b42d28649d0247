import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffStay } from '@hotel/contracts/stays';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useCan, useSignedInSession } from '../../lib/session.ts';
import { useRooms } from '../rooms/index.ts';
import { ImportArrivals } from './import-arrivals.tsx';
import { StayForm } from './stay-form.tsx';
import { StayRow } from './stay-row.tsx';
import { useStayBoard, useStayMutations } from './use-stays.ts';

const LISTS = ['arrivals', 'in_house', 'departures'] as const;
type ListName = (typeof LISTS)[number];

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The front desk's day: arrivals, guests in house and departures, check-in, check-out and the arrivals import. */
export default function StaysPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const can = useCan();
  const [date, setDate] = useState<string | null>(null);
  const [list, setList] = useState<ListName>('arrivals');
  const [panel, setPanel] = useState<'check-in' | 'import' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const board = useStayBoard(date);
  const rooms = useRooms(can('rooms.manage'));
  const { checkIn } = useStayMutations();
  const roomNumbers = rooms.data?.rooms.map((room) => room.room_number) ?? [];
  const today = board.data?.today;
  const shown: StaffStay[] = board.data?.[list] ?? [];

  const done = (text: string) => {
    setMessage(text);
    setPanel(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('stays.title')}
        intro={t('stays.intro', { zone: session.hotel.timezone })}
        actions={
          <>
            <Button
              onClick={() => setPanel(panel === 'check-in' ? null : 'check-in')}
              aria-expanded={panel === 'check-in'}
            >
              {t('stays.checkInGuest')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setPanel(panel === 'import' ? null : 'import')}
              aria-expanded={panel === 'import'}
            >
              {t('import.open')}
            </Button>
          </>
        }
      />
      {message && <Notice tone="success">{message}</Notice>}
      {panel === 'check-in' && today && (
        <section
          aria-labelledby="check-in-title"
          className="space-y-4 rounded-xl border border-line bg-surface-raised p-5"
        >
          <h2 id="check-in-title" className="text-lg font-semibold">
            {t('stays.checkInGuest')}
          </h2>
          <StayForm
            initial={{
              room: '',
              family_name: '',
              check_in_date: today,
              check_out_date: nextDay(today),
              language: 'en',
            }}
            rooms={roomNumbers}
            submitLabel={t('stays.checkInSubmit')}
            pending={checkIn.isPending}
            error={checkIn.error}
            onSubmit={(fields) =>
              checkIn.mutate(fields, {
                onSuccess: (stay) =>
                  done(t('stays.checkedIn', { name: stay.family_name, room: stay.room_number })),
              })
            }
            onCancel={() => setPanel(null)}
          />
        </section>
      )}
      {panel === 'import' && <ImportArrivals onDone={done} onClose={() => setPanel(null)} />}

      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <TextField
            label={t('stays.day')}
            type="date"
            required
            value={board.data?.date ?? ''}
            onChange={(event) => setDate(event.target.value || null)}
          />
        </div>
        {date !== null && date !== today && (
          <Button variant="secondary" onClick={() => setDate(null)}>
            {t('stays.backToToday')}
          </Button>
        )}
      </div>
      <div role="tablist" aria-label={t('stays.lists')} className="flex flex-wrap gap-2 border-b border-line">
        {LISTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`stays-tab-${name}`}
            aria-selected={list === name}
            aria-controls="stays-panel"
            onClick={() => setList(name)}
            className={`-mb-px min-h-11 border-b-3 px-2.5 font-semibold sm:px-4 ${
              list === name
                ? 'border-brand-ink text-brand-ink'
                : 'border-transparent text-ink-muted hover:text-ink'
            }`}
          >
            {t(`stays.lists_${name}`)}{' '}
            <span className="ms-1 rounded-full bg-surface-sunken px-2 py-0.5 text-sm text-ink">
              {board.data?.[name].length ?? '…'}
            </span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id="stays-panel" aria-labelledby={`stays-tab-${list}`}>
        {board.error && (
          <Notice
            tone="error"
            action={<Button onClick={() => void board.refetch()}>{t('common.retry')}</Button>}
          >
            {errorText(board.error, t('stays.loadFailed'))}
          </Notice>
        )}
        {board.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
        {board.data && shown.length === 0 && (
          <p className="py-6 text-ink-muted">{t(`stays.empty_${list}`)}</p>
        )}
        {board.data && shown.length > 0 && (
          <ul className="space-y-3">
            {shown.map((stay) => (
              <StayRow key={stay.id} stay={stay} today={board.data.today} rooms={roomNumbers} onDone={done} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
