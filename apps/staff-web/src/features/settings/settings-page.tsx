import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, currencySymbolOf } from '@hotel/contracts/currency';
import {
  HOTEL_COLOURS,
  ORDER_LEAD_MINUTES,
  REALERT_SECONDS,
  REQUEST_FLAGS,
  type HotelSettings,
  type HotelSettingsChange,
} from '@hotel/contracts/hotel-settings';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { ImageField, OpeningHoursField } from '../menu/index.ts';
import { BusinessDetailsSection, GuestAddressSection, type BusinessDraft } from './business-sections.tsx';
import { contrastWarnings } from './contrast-warnings.ts';
import { OnlinePaymentsSection } from './online-payments-section.tsx';
import { NavPreview } from './nav-preview.tsx';
import { useHotelSettings, useSettingsMutations } from './use-settings.ts';

/**
 * What the form edits: every settable field, flat (chat lives under subscription in the hotel read). The
 * Stripe keys are not here: the payments section saves them on its own and never holds them after.
 */
type Draft = Required<Omit<HotelSettingsChange, 'stripe_secret_key' | 'stripe_webhook_secret'>> &
  BusinessDraft;

function toDraft(settings: HotelSettings): Draft {
  return {
    name: settings.name,
    primary_color: settings.primary_color,
    secondary_color: settings.secondary_color,
    accent_color: settings.accent_color,
    text_color: settings.text_color,
    text_light_color: settings.text_light_color,
    background_color: settings.background_color,
    currency_code: settings.currency_code,
    timezone: settings.timezone,
    room_service_enabled: settings.room_service_enabled,
    room_service_hours: settings.room_service_hours,
    chat_enabled: settings.subscription.chat_enabled,
    guests_can_request_cleaning: settings.guests_can_request_cleaning,
    guests_can_request_towels: settings.guests_can_request_towels,
    guests_can_request_toiletries: settings.guests_can_request_toiletries,
    guests_can_request_sheets: settings.guests_can_request_sheets,
    guests_can_request_general_assistance: settings.guests_can_request_general_assistance,
    guests_can_set_do_not_disturb: settings.guests_can_set_do_not_disturb,
    request_realert_seconds: settings.request_realert_seconds,
    order_lead_minutes: settings.order_lead_minutes,
    public_url: settings.public_url ?? '',
    legal_name: settings.legal_name ?? '',
    legal_address: settings.legal_address ?? '',
    tax_id: settings.tax_id ?? '',
  };
}

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Hotel settings: what guests see of the hotel, with a live preview of their navigation bar. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useHotelSettings();
  const { save, removeLogo, store } = useSettingsMutations();
  // The edits belong to the read they started from: a fresh read (after a save, or another manager's
  // change arriving live) shows what is stored now.
  const [edit, setEdit] = useState<{ base: HotelSettings; draft: Draft } | null>(null);
  const [saved, setSaved] = useState(false);

  if (settings.error)
    return (
      <Notice
        tone="error"
        action={<Button onClick={() => void settings.refetch()}>{t('common.retry')}</Button>}
      >
        {errorText(settings.error, t('settings.loadFailed'))}
      </Notice>
    );
  if (!settings.data) return <p className="text-ink-muted">{t('common.loading')}</p>;
  const stored = settings.data;
  const original = toDraft(stored);
  const current = edit?.base === stored ? edit.draft : original;

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setSaved(false);
    setEdit({ base: stored, draft: { ...current, [field]: value } });
  };
  const changes = Object.fromEntries(
    Object.entries(current).filter(([field, value]) => original[field as keyof Draft] !== value),
  ) as HotelSettingsChange;
  const changed = Object.keys(changes).length > 0;
  const warnings = contrastWarnings(current);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(changes, { onSuccess: () => setSaved(true) });
  }

  const check = (field: 'chat_enabled' | 'room_service_enabled' | (typeof REQUEST_FLAGS)[number]) => (
    <label key={field} className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        className="size-5"
        checked={current[field]}
        onChange={(e) => set(field, e.target.checked)}
      />
      {t(`settings.flags.${field}`)}
    </label>
  );

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-6">
        <PageHeader
          title={t('settings.title')}
          intro={t('settings.intro')}
          actions={
            <Button type="submit" size="lg" disabled={!changed || save.isPending}>
              {save.isPending ? t('common.saving') : t('settings.save')}
            </Button>
          }
        />
        {saved && !changed && <Notice tone="success">{t('settings.saved')}</Notice>}
        {save.error && <Notice tone="error">{errorText(save.error, t('common.errorGeneric'))}</Notice>}

        <section
          aria-labelledby="settings-hotel"
          className="grid gap-4 rounded-xl border border-line bg-surface-raised p-5 md:grid-cols-3"
        >
          <h2 id="settings-hotel" className="text-lg font-semibold md:col-span-3">
            {t('settings.hotel')}
          </h2>
          <TextField
            label={t('settings.name')}
            required
            maxLength={100}
            value={current.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <SelectField
            label={t('settings.currency')}
            value={current.currency_code}
            hint={t('settings.currencyHint')}
            onChange={(e) => set('currency_code', e.target.value)}
          >
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code} ({currencySymbolOf(code)})
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('settings.timezone')}
            required
            list="time-zones"
            value={current.timezone}
            hint={t('settings.timezoneHint')}
            onChange={(e) => set('timezone', e.target.value)}
          />
          <datalist id="time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </section>

        <GuestAddressSection current={current} set={set} defaultUrl={stored.default_public_url} />

        <section
          aria-labelledby="settings-branding"
          className="space-y-4 rounded-xl border border-line bg-surface-raised p-5"
        >
          <h2 id="settings-branding" className="text-lg font-semibold">
            {t('settings.branding')}
          </h2>
          <div className="grid gap-6 xl:grid-cols-[1fr_1.2fr]">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {HOTEL_COLOURS.map((field) => (
                <div key={field} className="space-y-1">
                  <label htmlFor={`colour-${field}`} className="block text-sm font-medium">
                    {t(`settings.colours.${field}`)}
                  </label>
                  <div className="flex items-center gap-2">
                    <input
                      id={`colour-${field}`}
                      type="color"
                      value={current[field]}
                      onChange={(e) => set(field, e.target.value)}
                      className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line-strong bg-surface-raised"
                    />
                    <input
                      aria-label={t('settings.colourCode', { colour: t(`settings.colours.${field}`) })}
                      value={current[field]}
                      maxLength={7}
                      spellCheck={false}
                      onChange={(e) => set(field, e.target.value)}
                      className="min-h-11 w-28 rounded-lg border border-line-strong bg-surface-raised px-2 font-mono"
                    />
                  </div>
                </div>
              ))}
            </div>
            <div className="space-y-3">
              <h3 className="text-sm font-semibold">{t('settings.preview')}</h3>
              <NavPreview colours={current} name={current.name} logoUrl={stored.logo_url} />
              {warnings.length === 0 ? (
                <Notice tone="success">{t('settings.contrast.ok')}</Notice>
              ) : (
                warnings.map((warning) => (
                  <Notice key={warning.key} tone="warning">
                    {t(`settings.contrast.${warning.key}`, {
                      ratio: warning.ratio.toFixed(1),
                      adjusted: warning.adjusted,
                    })}
                  </Notice>
                ))
              )}
            </div>
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <ImageField
              label={t('settings.logo')}
              url={stored.logo_url}
              uploadPath="/api/staff/settings/logos/logo/"
              previewClassName="h-16 w-44 object-contain bg-white"
              onUploaded={(answer) => store(answer as HotelSettings)}
              onChange={(url) => url === null && removeLogo.mutate('logo')}
            />
            <ImageField
              label={t('settings.smallLogo')}
              url={stored.small_logo_url}
              uploadPath="/api/staff/settings/logos/small_logo/"
              previewClassName="size-16 object-contain bg-white"
              onUploaded={(answer) => store(answer as HotelSettings)}
              onChange={(url) => url === null && removeLogo.mutate('small_logo')}
            />
          </div>
        </section>

        <section
          aria-labelledby="settings-features"
          className="grid gap-6 rounded-xl border border-line bg-surface-raised p-5 md:grid-cols-2"
        >
          <fieldset className="space-y-1">
            <legend id="settings-features" className="mb-2 text-lg font-semibold">
              {t('settings.features')}
            </legend>
            {check('room_service_enabled')}
            {check('chat_enabled')}
          </fieldset>
          {current.room_service_enabled && (
            <div className="md:col-span-2">
              <OpeningHoursField
                legend={t('settings.roomServiceHours')}
                value={current.room_service_hours}
                timezone={current.timezone}
                onChange={(hours) => set('room_service_hours', hours)}
              />
            </div>
          )}
          <fieldset className="space-y-1">
            <legend className="mb-2 text-lg font-semibold">{t('settings.requests')}</legend>
            {REQUEST_FLAGS.map(check)}
          </fieldset>
        </section>

        <section
          aria-labelledby="settings-alerts"
          className="space-y-4 rounded-xl border border-line bg-surface-raised p-5"
        >
          <div>
            <h2 id="settings-alerts" className="text-lg font-semibold">
              {t('settings.alerts')}
            </h2>
            <p className="text-sm text-ink-muted">{t('settings.alertsIntro')}</p>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              label={t('settings.realert')}
              value={String(current.request_realert_seconds)}
              onChange={(event) => set('request_realert_seconds', Number(event.target.value))}
            >
              {[...new Set([...REALERT_SECONDS.choices, current.request_realert_seconds])].map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t('requests.seconds', { count: seconds })}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('settings.orderLead')}
              value={String(current.order_lead_minutes)}
              onChange={(event) => set('order_lead_minutes', Number(event.target.value))}
            >
              {[...new Set([...ORDER_LEAD_MINUTES.choices, current.order_lead_minutes])].map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('orders.leadMinutes', { count: minutes })}
                </option>
              ))}
            </SelectField>
          </div>
        </section>

        <BusinessDetailsSection current={current} set={set} />

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={!changed || save.isPending}>
            {save.isPending ? t('common.saving') : t('settings.save')}
          </Button>
          {changed && (
            <Button variant="secondary" size="lg" onClick={() => setEdit(null)}>
              {t('settings.discard')}
            </Button>
          )}
          <p className="text-sm text-ink-muted">{t('settings.reachesGuests')}</p>
        </div>
      </form>
      {/* Outside the page's form: the keys are saved on their own, never part of its draft. */}
      <OnlinePaymentsSection settings={stored} />
    </div>
  );
}
