import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpeningHours, StaffLocation, StaffMenu } from '@hotel/contracts/menu-admin';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { OpeningHoursField } from './opening-hours-field.tsx';
import { moved, useMenuMutations } from './use-menu.ts';

/** Restaurants, bars and the pool deck: where guests order to. Room service is a hotel setting. */
export function LocationsPanel({ menu }: { menu: StaffMenu }) {
  const { t } = useTranslation();
  const { deleteLocation, reorder } = useMenuMutations();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const ids = menu.locations.map((location) => location.id);
  const error = deleteLocation.error ?? reorder.error;

  return (
    <div className="space-y-4">
      <Notice tone="info">
        {t(menu.room_service_enabled ? 'menu.roomServiceOn' : 'menu.roomServiceOff')}
      </Notice>
      {error && <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>}
      <ul className="space-y-3">
        {menu.locations.map((location, index) =>
          editing === location.id ? (
            <li key={location.id}>
              <LocationForm menu={menu} location={location} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li
              key={location.id}
              className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-raised p-4"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{location.name}</p>
                <p className="text-sm text-ink-muted">{location.description || t('menu.noDescription')}</p>
                <p className="text-sm text-ink-muted">{hoursSummary(location.opening_hours, t)}</p>
              </div>
              <Button
                variant="ghost"
                aria-label={t('menu.moveUpNamed', { name: location.name })}
                disabled={index === 0}
                onClick={() => reorder.mutate({ list: 'locations', ids: moved(ids, index, -1) })}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                aria-label={t('menu.moveDownNamed', { name: location.name })}
                disabled={index === ids.length - 1}
                onClick={() => reorder.mutate({ list: 'locations', ids: moved(ids, index, 1) })}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                aria-label={t('menu.editNamed', { name: location.name })}
                onClick={() => setEditing(location.id)}
              >
                {t('common.edit')}
              </Button>
              <Button
                variant="danger"
                aria-label={t('menu.deleteNamed', { name: location.name })}
                onClick={() =>
                  window.confirm(t('menu.deleteLocationConfirm', { name: location.name })) &&
                  deleteLocation.mutate(location.id)
                }
              >
                {t('menu.delete')}
              </Button>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <LocationForm menu={menu} location={null} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing('new')}>{t('menu.addLocation')}</Button>
      )}
    </div>
  );
}

/** The words the summary needs (a narrow type: the whole catalogue's key union is too deep to infer here). */
type HoursWords = (
  key: 'menu.noHoursSet' | 'menu.closedAllWeek' | `weekdays.${keyof OpeningHours}`,
) => string;

function hoursSummary(hours: OpeningHours | null, t: HoursWords): string {
  if (!hours) return t('menu.noHoursSet');
  const open = Object.entries(hours).filter(([, spans]) => spans.length > 0);
  if (open.length === 0) return t('menu.closedAllWeek');
  return open
    .map(
      ([day, spans]) =>
        `${t(`weekdays.${day as keyof OpeningHours}`)} ${spans.map((span) => `${span.opens}–${span.closes}`).join(', ')}`,
    )
    .join(' · ');
}

function LocationForm({
  menu,
  location,
  onDone,
}: {
  menu: StaffMenu;
  location: StaffLocation | null;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { saveLocation } = useMenuMutations();
  const [name, setName] = useState(location?.name ?? '');
  const [description, setDescription] = useState(location?.description ?? '');
  const [hours, setHours] = useState<OpeningHours | null>(location?.opening_hours ?? null);

  function submit(event: FormEvent) {
    event.preventDefault();
    saveLocation.mutate(
      { id: location?.id ?? null, location: { name, description, opening_hours: hours } },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-line-strong bg-surface-raised p-5">
      <h2 className="text-lg font-semibold">
        {location ? t('menu.editNamed', { name: location.name }) : t('menu.addLocation')}
      </h2>
      {saveLocation.error && (
        <Notice tone="error">{errorText(saveLocation.error, t('common.errorGeneric'))}</Notice>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('menu.locationName')}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t('menu.locationDescription')}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <OpeningHoursField value={hours} timezone={menu.timezone} onChange={setHours} />
      <div className="flex gap-3">
        <Button type="submit" disabled={saveLocation.isPending}>
          {saveLocation.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
