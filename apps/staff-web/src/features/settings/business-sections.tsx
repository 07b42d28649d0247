import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/field.tsx';

/** The group settings the main form edits as text ('' for none: the server stores null). */
export interface BusinessDraft {
  public_url: string;
  legal_name: string;
  legal_address: string;
  tax_id: string;
}

interface Props {
  current: BusinessDraft;
  set: <K extends keyof BusinessDraft>(field: K, value: BusinessDraft[K]) => void;
}

const sectionClass = 'grid gap-4 rounded-xl border border-line bg-surface-raised p-5 md:grid-cols-2';

/** The address this hotel's guests open: its own domain in a group, else the server's PUBLIC_URL. */
export function GuestAddressSection({ current, set, defaultUrl }: Props & { defaultUrl: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="settings-guest-address" className={sectionClass}>
      <div className="md:col-span-2">
        <h2 id="settings-guest-address" className="text-lg font-semibold">
          {t('hotelGroupSettings.guestAddress')}
        </h2>
        <p className="text-sm text-ink-muted">{t('hotelGroupSettings.guestAddressIntro')}</p>
      </div>
      <TextField
        label={t('hotelGroupSettings.publicUrl')}
        type="url"
        inputMode="url"
        spellCheck={false}
        maxLength={200}
        placeholder={defaultUrl}
        value={current.public_url}
        hint={t('hotelGroupSettings.publicUrlHint', { url: defaultUrl })}
        onChange={(e) => set('public_url', e.target.value)}
      />
    </section>
  );
}

/** Who issues the bill: printed on invoices and the folio. */
export function BusinessDetailsSection({ current, set }: Props) {
  const { t } = useTranslation();
  const addressId = useId();
  return (
    <section aria-labelledby="settings-business" className={sectionClass}>
      <div className="md:col-span-2">
        <h2 id="settings-business" className="text-lg font-semibold">
          {t('hotelGroupSettings.business')}
        </h2>
        <p className="text-sm text-ink-muted">{t('hotelGroupSettings.businessIntro')}</p>
      </div>
      <div className="space-y-4">
        <TextField
          label={t('hotelGroupSettings.legalName')}
          maxLength={200}
          autoComplete="organization"
          value={current.legal_name}
          onChange={(e) => set('legal_name', e.target.value)}
        />
        <TextField
          label={t('hotelGroupSettings.taxId')}
          maxLength={64}
          spellCheck={false}
          value={current.tax_id}
          hint={t('hotelGroupSettings.taxIdHint')}
          onChange={(e) => set('tax_id', e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={addressId} className="block text-sm font-medium">
          {t('hotelGroupSettings.legalAddress')}
        </label>
        <textarea
          id={addressId}
          rows={4}
          maxLength={1000}
          autoComplete="street-address"
          value={current.legal_address}
          onChange={(e) => set('legal_address', e.target.value)}
          className="block w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2 text-ink"
        />
      </div>
    </section>
  );
}
