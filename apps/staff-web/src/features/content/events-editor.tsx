import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@hotel/contracts/content';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { hotelLocalToIso, isoToHotelLocal } from '@hotel/client-kit/hotel-time';
import { useEventMutations, useStaffEvents } from './use-content.ts';

/** The hotel's programme: guests see the next five that have not started. */
export function EventsEditor() {
  const { t } = useTranslation();
  const events = useStaffEvents();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { remove } = useEventMutations();

  return (
    <section aria-labelledby="events-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="events-title" className="text-xl font-semibold">
            {t('content.events.title')}
          </h2>
          <p className="text-ink-muted">{t('content.events.intro')}</p>
        </div>
        {editing !== 'new' && <Button onClick={() => setEditing('new')}>{t('content.events.add')}</Button>}
      </div>
      {events.error && <Notice tone="error">{errorText(events.error, t('content.loadFailed'))}</Notice>}
      {remove.error && <Notice tone="error">{errorText(remove.error, t('common.errorGeneric'))}</Notice>}
      {editing === 'new' && <EventForm onDone={() => setEditing(null)} />}
      {events.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {events.data?.length === 0 && editing !== 'new' && <p>{t('content.events.empty')}</p>}
      <ul className="space-y-3">
        {events.data?.map((event) =>
          editing === event.id ? (
            <li key={event.id}>
              <EventForm event={event} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <EventRow
              key={event.id}
              event={event}
              // Judged when the list was read; the list is re-read on every change and reconnect.
              readAt={events.dataUpdatedAt}
              onEdit={() => setEditing(event.id)}
              onRemove={() => {
                if (window.confirm(t('content.events.confirmRemove', { title: event.title })))
                  remove.mutate(event.id);
              }}
            />
          ),
        )}
      </ul>
    </section>
  );
}

function EventRow({
  event,
  readAt,
  onEdit,
  onRemove,
}: {
  event: CalendarEvent;
  readAt: number;
  onEdit(): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation();
  const { hotel } = useSignedInSession();
  const past = Date.parse(event.start_time) <= readAt;
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: hotel.timezone,
  }).format(new Date(event.start_time));
  return (
    <li
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-raised p-4 ${past ? 'opacity-70' : ''}`}
    >
      <div className="min-w-0">
        <p className="font-semibold">{event.title}</p>
        <p className="text-sm text-ink-muted">
          {when}
          {event.location ? ` · ${event.location}` : ''}
          {past ? ` · ${t('content.events.past')}` : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('content.events.editLabel', { title: event.title })}
        >
          {t('common.edit')}
        </Button>
        <Button
          variant="danger"
          onClick={onRemove}
          aria-label={t('content.events.removeLabel', { title: event.title })}
        >
          {t('content.remove')}
        </Button>
      </div>
    </li>
  );
}

function EventForm({ event, onDone }: { event?: CalendarEvent; onDone(): void }) {
  const { t } = useTranslation();
  const { hotel } = useSignedInSession();
  const { create, update } = useEventMutations();
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [location, setLocation] = useState(event?.location ?? '');
  const [start, setStart] = useState(isoToHotelLocal(event?.start_time ?? null, hotel.timezone));
  const [end, setEnd] = useState(isoToHotelLocal(event?.end_time ?? null, hotel.timezone));
  const mutation = event ? update : create;

  function submit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    const startTime = hotelLocalToIso(start, hotel.timezone);
    if (!startTime) return;
    const fields = {
      title,
      description,
      location,
      start_time: startTime,
      end_time: hotelLocalToIso(end, hotel.timezone),
    };
    if (event) update.mutate({ id: event.id, changes: fields }, { onSuccess: onDone });
    else create.mutate(fields, { onSuccess: onDone });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={event ? t('content.events.editLabel', { title: event.title }) : t('content.events.add')}
      className="grid gap-4 rounded-xl border border-line-strong bg-surface-raised p-5 md:grid-cols-2"
    >
      {mutation.error && (
        <div className="md:col-span-2">
          <Notice tone="error">{errorText(mutation.error, t('common.errorGeneric'))}</Notice>
        </div>
      )}
      <TextField
        label={t('content.events.name')}
        required
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        label={t('content.events.location')}
        maxLength={200}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
      />
      <TextField
        label={t('content.events.start')}
        hint={t('content.inHotelTime', { zone: hotel.timezone })}
        type="datetime-local"
        required
        value={start}
        onChange={(e) => setStart(e.target.value)}
      />
      <TextField
        label={t('content.events.end')}
        type="datetime-local"
        value={end}
        onChange={(e) => setEnd(e.target.value)}
      />
      <div className="md:col-span-2">
        <TextField
          label={t('content.events.description')}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="flex gap-2 md:col-span-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
