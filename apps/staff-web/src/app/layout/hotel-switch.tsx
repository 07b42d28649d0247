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
    <div className={tone === 'sidebar' ? 'px-7 pt-2' : undefined}>
      <label className="flex flex-col gap-1 text-sm">
        <span className={tone === 'sidebar' ? 'text-on-sidebar' : 'sr-only'}>{t('shell.hotel')}</span>
        <select
          value={session.hotel.unique_id}
          disabled={switching}
          onChange={(event) => void switchTo(event.target.value)}
          className="min-h-11 max-w-56 rounded-lg border border-line bg-surface-raised px-2 text-ink"
        >
          {session.hotels.map((hotel) => (
            <option key={hotel.unique_id} value={hotel.unique_id}>
              {hotel.name} · {t(`roles.${hotel.role}`)}
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
