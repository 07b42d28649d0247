import { dateTimeFormat } from '@hotel/client-kit/intl-format';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityInput, ScheduleInput, StaffActivity } from '@hotel/contracts/activities';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { optionsFromText, optionsToText } from './options-text.ts';
import { useEditorMutations, useStaffActivities } from './use-activity-bookings.ts';
import { consoleLocale } from '../../lib/i18n/i18n.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * The activity editor: activities with price, per-person flag, party size, options, prepayment, image and
 * cancellation cut-off; their schedules (weekly hours or one-off sessions, slot length, capacity) and
 * closures (a day or one slot: its bookings are cancelled and each guest told why).
 */
export default function ActivityEditorPage() {
  const { t } = useTranslation();
  const activities = useStaffActivities();
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const current = activities.data?.find((activity) => activity.id === selected) ?? null;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('screens.activityEditor')}
        intro={t('activityEditor.intro')}
        actions={<Button onClick={() => setSelected('new')}>{t('activityEditor.add')}</Button>}
      />
      {activities.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void activities.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(activities.error, t('activityEditor.loadFailed'))}
        </Notice>
      )}
      {activities.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label={t('activityEditor.list')}>
          <ul className="space-y-1">
            {activities.data?.map((activity) => (
              <li key={activity.id}>
                <button
                  type="button"
                  aria-current={selected === activity.id ? 'true' : undefined}
                  onClick={() => setSelected(activity.id)}
                  className={`w-full rounded-lg px-3 py-2 text-start ${selected === activity.id ? 'bg-brand text-on-brand' : 'hover:bg-surface-sunken'}`}
                >
                  <span className="block font-semibold">{activity.name}</span>
                  <span className="block text-sm opacity-80">
                    {activity.active ? t('activityEditor.active') : t('activityEditor.hidden')} ·{' '}
                    {t('activityEditor.scheduleCount', { count: activity.schedules.length })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-8">
          {selected === 'new' && <ActivityForm key="new" activity={null} onSaved={setSelected} />}
          {current && (
            <>
              <ActivityForm key={current.id} activity={current} onSaved={setSelected} />
              <Schedules activity={current} />
              <Closures activity={current} />
            </>
          )}
          {selected === null && <p className="text-ink-muted">{t('activityEditor.pick')}</p>}
        </div>
      </div>
    </div>
  );
}

function toInput(activity: StaffActivity | null): ActivityInput & { optionsText: string } {
  return {
    name: activity?.name ?? '',
    description: activity?.description ?? '',
    image_url: activity?.image_url ?? null,
    price: activity?.price ?? 0,
    price_per_person: activity?.price_per_person ?? true,
    min_people: activity?.min_people ?? 1,
    max_people: activity?.max_people ?? null,
    prepayment_required: activity?.prepayment_required ?? false,
    cancel_cutoff_minutes: activity?.cancel_cutoff_minutes ?? 120,
    popular_rank: activity?.popular_rank ?? null,
    active: activity?.active ?? true,
    optionsText: optionsToText(activity?.options ?? []),
  };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function ActivityForm({
  activity,
  onSaved,
}: {
  activity: StaffActivity | null;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { save } = useEditorMutations();
  const [form, setForm] = useState(() => toInput(activity));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm({ ...form, [key]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const options = optionsFromText(form.optionsText);
    if ('error' in options) {
      setProblem(t('activityEditor.optionsInvalid', { line: options.line }));
      return;
    }
    setProblem(null);
    const { optionsText: _text, ...input } = form;
    save.mutate(
      { id: activity?.id ?? null, input: { ...input, options: options.options } },
      { onSuccess: (saved) => onSaved(saved.id) },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-line bg-surface-raised p-5">
      <h2 className="text-xl font-bold">{activity ? activity.name : t('activityEditor.add')}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('activityEditor.name')}
          value={form.name}
          required
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('activityEditor.image')}
          value={form.image_url ?? ''}
          hint={t('activityEditor.imageHint')}
          onChange={(e) => set('image_url', e.target.value.trim() || null)}
        />
        <div className="md:col-span-2">
          <TextField
            label={t('activityEditor.description')}
            value={form.description ?? ''}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <TextField
          label={t('activityEditor.price')}
          type="number"
          min={0}
          step="0.01"
          value={form.price}
          onChange={(e) => set('price', Number(e.target.value))}
        />
        <SelectField
          label={t('activityEditor.priceBasis')}
          value={form.price_per_person ? 'person' : 'booking'}
          onChange={(e) => set('price_per_person', e.target.value === 'person')}
        >
          <option value="person">{t('activityEditor.perPerson')}</option>
          <option value="booking">{t('activityEditor.perBooking')}</option>
        </SelectField>
        <TextField
          label={t('activityEditor.minPeople')}
          type="number"
          min={1}
          value={form.min_people ?? 1}
          onChange={(e) => set('min_people', Number(e.target.value))}
        />
        <TextField
          label={t('activityEditor.maxPeople')}
          type="number"
          min={1}
          value={form.max_people ?? ''}
          hint={t('activityEditor.maxPeopleHint')}
          onChange={(e) => set('max_people', numberOrNull(e.target.value))}
        />
        <TextField
          label={t('activityEditor.cutoff')}
          type="number"
          min={0}
          value={form.cancel_cutoff_minutes ?? 120}
          hint={t('activityEditor.cutoffHint')}
          onChange={(e) => set('cancel_cutoff_minutes', Number(e.target.value))}
        />
        <TextField
          label={t('activityEditor.popularRank')}
          type="number"
          min={1}
          value={form.popular_rank ?? ''}
          hint={t('activityEditor.popularRankHint')}
          onChange={(e) => set('popular_rank', numberOrNull(e.target.value))}
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.prepayment_required ?? false}
            onChange={(e) => set('prepayment_required', e.target.checked)}
            className="size-5"
          />
          {t('activityEditor.prepayment')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.active ?? true}
            onChange={(e) => set('active', e.target.checked)}
            className="size-5"
          />
          {t('activityEditor.visible')}
        </label>
      </div>
      <div className="space-y-1">
        <label htmlFor="activity-options" className="block text-sm font-medium">
          {t('activityEditor.options')}
        </label>
        <textarea
          id="activity-options"
          rows={5}
          value={form.optionsText}
          aria-describedby="activity-options-help"
          onChange={(e) => set('optionsText', e.target.value)}
          className="block w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2 font-mono text-sm"
        />
        <p id="activity-options-help" className="text-sm text-ink-muted">
          {t('activityEditor.optionsHint')}
        </p>
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      {save.error && <Notice tone="error">{errorText(save.error, t('common.errorGeneric'))}</Notice>}
      {save.isSuccess && <Notice tone="success">{t('common.saved')}</Notice>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}

const emptySchedule: ScheduleInput = {
  kind: 'weekly',
  weekdays: [1, 2, 3, 4, 5, 6, 0],
  date: null,
  opens_at: '09:00',
  closes_at: '17:00',
  slot_minutes: 60,
  capacity: 6,
};

function Schedules({ activity }: { activity: StaffActivity }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="schedules-title" className="space-y-3">
      <h2 id="schedules-title" className="text-xl font-bold">
        {t('activityEditor.schedules')}
      </h2>
      {activity.schedules.length === 0 && <p className="text-ink-muted">{t('activityEditor.noSchedules')}</p>}
      {activity.schedules.map((schedule) => (
        <ScheduleForm
          key={schedule.id}
          activityId={activity.id}
          scheduleId={schedule.id}
          initial={schedule}
        />
      ))}
      <ScheduleForm
        key={`new-${activity.schedules.length}`}
        activityId={activity.id}
        scheduleId={null}
        initial={emptySchedule}
      />
    </section>
  );
}

function ScheduleForm({
  activityId,
  scheduleId,
  initial,
}: {
  activityId: number;
  scheduleId: number | null;
  initial: ScheduleInput;
}) {
  const { t } = useTranslation();
  const { addSchedule, changeSchedule, removeSchedule } = useEditorMutations();
  const [form, setForm] = useState<ScheduleInput>(initial);
  const weekdayName = (day: number) =>
    dateTimeFormat(consoleLocale(), { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  const saving = scheduleId === null ? addSchedule : changeSchedule;
  const error = saving.error ?? (scheduleId !== null ? removeSchedule.error : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (scheduleId === null) addSchedule.mutate({ id: activityId, input: form });
    else changeSchedule.mutate({ id: activityId, scheduleId, input: form });
  }

  const toggleDay = (day: number) =>
    setForm({
      ...form,
      weekdays: form.weekdays?.includes(day)
        ? form.weekdays.filter((d) => d !== day)
        : [...(form.weekdays ?? []), day],
    });

  return (
    <form
      onSubmit={submit}
      aria-label={
        scheduleId === null
          ? t('activityEditor.addSchedule')
          : t('activityEditor.scheduleNumber', { id: scheduleId })
      }
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
    >
      <h3 className="font-semibold">
        {scheduleId === null
          ? t('activityEditor.newSchedule')
          : t('activityEditor.scheduleNumber', { id: scheduleId })}
      </h3>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField
          label={t('activityEditor.kind')}
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.target.value as ScheduleInput['kind'] })}
        >
          <option value="weekly">{t('activityEditor.weekly')}</option>
          <option value="session">{t('activityEditor.session')}</option>
        </SelectField>
        <TextField
          label={form.kind === 'session' ? t('activityEditor.starts') : t('activityEditor.opens')}
          type="time"
          value={form.opens_at}
          onChange={(e) => setForm({ ...form, opens_at: e.target.value })}
        />
        {form.kind === 'session' ? (
          <TextField
            label={t('activityEditor.sessionDate')}
            type="date"
            value={form.date ?? ''}
            onChange={(e) => setForm({ ...form, date: e.target.value || null })}
          />
        ) : (
          <TextField
            label={t('activityEditor.closes')}
            type="time"
            value={form.closes_at ?? ''}
            onChange={(e) => setForm({ ...form, closes_at: e.target.value || null })}
          />
        )}
        <TextField
          label={t('activityEditor.slotMinutes')}
          type="number"
          min={5}
          value={form.slot_minutes}
          onChange={(e) => setForm({ ...form, slot_minutes: Number(e.target.value) })}
        />
        <TextField
          label={t('activityEditor.capacity')}
          type="number"
          min={1}
          value={form.capacity}
          hint={t('activityEditor.capacityHint')}
          onChange={(e) => setForm({ ...form, capacity: Number(e.target.value) })}
        />
      </div>
      {form.kind === 'weekly' && (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 text-sm font-medium">{t('activityEditor.weekdays')}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={form.weekdays?.includes(day) ?? false}
                onChange={() => toggleDay(day)}
                className="size-4"
              />
              {weekdayName(day)}
            </label>
          ))}
        </fieldset>
      )}
      {error && <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>}
      {saving.isSuccess && scheduleId !== null && <Notice tone="success">{t('common.saved')}</Notice>}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving.isPending}>
          {scheduleId === null ? t('activityEditor.addSchedule') : t('common.save')}
        </Button>
        {scheduleId !== null && (
          <Button variant="danger" onClick={() => removeSchedule.mutate({ id: activityId, scheduleId })}>
            {t('activityEditor.removeSchedule')}
          </Button>
        )}
      </div>
    </form>
  );
}

function Closures({ activity }: { activity: StaffActivity }) {
  const { t } = useTranslation();
  const { addClosure, removeClosure } = useEditorMutations();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    addClosure.mutate(
      { id: activity.id, input: { date, start_time: time || null, reason } },
      {
        onSuccess: () => {
          setDate('');
          setTime('');
          setReason('');
        },
      },
    );
  }

  return (
    <section aria-labelledby="closures-title" className="space-y-3">
      <h2 id="closures-title" className="text-xl font-bold">
        {t('activityEditor.closures')}
      </h2>
      <ul className="space-y-2">
        {activity.closures.map((closure) => (
          <li
            key={closure.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2"
          >
            <span>
              {closure.date} {closure.start_time ?? t('activityEditor.wholeDay')} · {closure.reason} ·{' '}
              {t('activityEditor.cancelledCount', { count: closure.cancelled_bookings })}
            </span>
            <Button
              variant="ghost"
              onClick={() => removeClosure.mutate({ id: activity.id, closureId: closure.id })}
            >
              {t('activityEditor.reopen')}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-xl border border-line bg-surface-raised p-4 md:grid-cols-[auto_auto_1fr_auto] md:items-end"
      >
        <TextField
          label={t('activityEditor.closureDate')}
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField
          label={t('activityEditor.closureTime')}
          type="time"
          value={time}
          hint={t('activityEditor.closureTimeHint')}
          onChange={(e) => setTime(e.target.value)}
        />
        <TextField
          label={t('activityEditor.closureReason')}
          required
          value={reason}
          hint={t('activityEditor.closureReasonHint')}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" variant="danger" disabled={addClosure.isPending || !date || !reason.trim()}>
          {t('activityEditor.close')}
        </Button>
      </form>
      {addClosure.error && (
        <Notice tone="error">{errorText(addClosure.error, t('common.errorGeneric'))}</Notice>
      )}
      {addClosure.data && (
        <Notice tone="success">
          {t('activityEditor.closed', { count: addClosure.data.cancelled_bookings })}
        </Notice>
      )}
    </section>
  );
}
