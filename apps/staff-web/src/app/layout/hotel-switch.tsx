import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';

/**
 * For a person who works for several hotels of the group: which hotel the console acts in. Switching opens a
 * session in the other hotel (a new cookie) and loads the console afresh there, so no screen, cache or live
 * connection of the first hotel survives the switch. Nothing for a person of one hotel.
 */
export function HotelSwitch({ tone = 'header' }: { tone?: 'header' | 'sidebar' }) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (session.hotels.length < 2) return null;
  // The role only where it tells the hotels apart: a group manager's list is just names.
  const rolesDiffer = new Set(session.hotels.map((hotel) => hotel.role)).size > 1;

  async function switchTo(hotelUniqueId: string) {
    setSwitching(true);
    setError(null);
    try {
      await api('/api/staff/session/hotel/', { method: 'POST', body: { hotel_unique_id: hotelUniqueId } });
      window.location.assign('/staff/');
    } catch (caught) {
      setError(errorText(caught, t('common.errorGeneric')));
      setSwitching(false);
    }
  }

  return (
    <div className={tone === 'sidebar' ? 'px-4 pt-5' : undefined}>
      <label className="flex flex-col gap-1 text-sm">
        <span className={tone === 'sidebar' ? 'px-3 text-on-sidebar/70' : 'sr-only'}>{t('shell.hotel')}</span>
        <select
          value={session.hotel.unique_id}
          disabled={switching}
          onChange={(event) => void switchTo(event.target.value)}
          className={`min-h-11 rounded-lg border px-2 ${
            tone === 'sidebar'
              ? 'w-full border-on-sidebar/30 bg-sidebar-active text-sm font-semibold text-white'
              : 'max-w-56 border-line bg-surface-raised text-ink'
          }`}
        >
          {session.hotels.map((hotel) => (
            <option key={hotel.unique_id} value={hotel.unique_id} className="bg-surface-raised text-ink">
              {rolesDiffer ? `${hotel.name} · ${t(`roles.${hotel.role}`)}` : hotel.name}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className={`mt-1 text-sm ${tone === 'sidebar' ? 'text-white' : 'text-danger'}`}>
          {error}
        </p>
      )}
    </div>
  );
}
