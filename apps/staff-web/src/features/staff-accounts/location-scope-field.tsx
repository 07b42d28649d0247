import { useTranslation } from 'react-i18next';
import type { LocationScope } from '@hotel/contracts/staff';

type Place = number | 'room_service';

/** Which orders a kitchen account sees: all, or the chosen locations (room service among them). */
export function LocationScopeField({
  locations,
  value,
  onChange,
}: {
  locations: { id: number; name: string }[];
  value: LocationScope;
  onChange(value: LocationScope): void;
}) {
  const { t } = useTranslation();
  const places: { id: Place; name: string }[] = [
    { id: 'room_service', name: t('accounts.roomService') },
    ...locations,
  ];
  const toggle = (id: Place, checked: boolean) => {
    const current = value ?? [];
    const next = checked ? [...current, id] : current.filter((entry) => entry !== id);
    onChange(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('accounts.kitchenLocations')}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={value === null}
          onChange={(event) => onChange(event.target.checked ? null : [])}
        />
        {t('accounts.allLocations')}
      </label>
      {value !== null &&
        places.map((place) => (
          <label key={place.id} className="flex min-h-11 items-center gap-2 ps-6">
            <input
              type="checkbox"
              className="size-5"
              checked={value.includes(place.id)}
              onChange={(event) => toggle(place.id, event.target.checked)}
            />
            {place.name}
          </label>
        ))}
    </fieldset>
  );
}
