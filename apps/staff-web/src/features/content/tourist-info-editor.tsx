import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TOURIST_INFO_EMERGENCY_FIELDS,
  TOURIST_INFO_SERVICE_GROUPS,
  type TouristInfoField,
  type TouristInfoResponse,
} from '@hotel/contracts/content';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSaveTouristInfo, useStaffTouristInfo } from './use-content.ts';

type Values = Record<TouristInfoField, string>;

const toValues = (info: TouristInfoResponse): Values =>
  Object.fromEntries(Object.entries(info).map(([field, value]) => [field, value ?? ''])) as Values;

/** Tourist information, emergency numbers first; a field left empty is not shown to guests. */
export function TouristInfoEditor() {
  const { t } = useTranslation();
  const info = useStaffTouristInfo();
  return (
    <section aria-labelledby="tourist-title" className="space-y-4">
      <div>
        <h2 id="tourist-title" className="text-xl font-semibold">
          {t('content.tourist.title')}
        </h2>
        <p className="text-ink-muted">{t('content.tourist.intro')}</p>
      </div>
      {info.error && <Notice tone="error">{errorText(info.error, t('content.loadFailed'))}</Notice>}
      {info.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {/* Filled once from what is stored; a refresh while someone types does not overwrite their work. */}
      {info.isSuccess && <TouristInfoForm initial={info.data} />}
    </section>
  );
}

function TouristInfoForm({ initial }: { initial: TouristInfoResponse }) {
  const { t } = useTranslation();
  const save = useSaveTouristInfo();
  const [values, setValues] = useState<Values>(() => toValues(initial));
  const [saved, setSaved] = useState(false);

  const field = (name: TouristInfoField, label: string, type: 'tel' | 'url' | 'text' = 'text') => (
    <TextField
      key={name}
      label={label}
      type={type}
      maxLength={300}
      value={values[name]}
      placeholder={type === 'url' ? 'https://' : undefined}
      onChange={(event) => {
        setSaved(false);
        setValues((current) => ({ ...current, [name]: event.target.value }));
      }}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: (stored) => {
        setValues(toValues(stored));
        setSaved(true);
      },
    });
  }

  return (
    <form onSubmit={submit} className="space-y-6 rounded-xl border border-line bg-surface-raised p-5">
      <fieldset className="space-y-3 rounded-lg border-2 border-danger p-4">
        <legend className="px-1 font-semibold text-danger">{t('content.tourist.groups.emergency')}</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {TOURIST_INFO_EMERGENCY_FIELDS.map((name) =>
            field(name, t(`content.tourist.fields.${name}`), 'tel'),
          )}
        </div>
      </fieldset>
      {Object.entries(TOURIST_INFO_SERVICE_GROUPS).map(([group, services]) => (
        <fieldset key={group} className="space-y-3 rounded-lg border border-line p-4">
          <legend className="px-1 font-semibold">
            {t(`content.tourist.groups.${group as keyof typeof TOURIST_INFO_SERVICE_GROUPS}`)}
          </legend>
          {services.map((service) => (
            <div key={service} className="grid gap-3 md:grid-cols-2">
              {field(
                `${service}_contact`,
                t('content.tourist.contactOf', { name: t(`content.tourist.fields.${service}`) }),
              )}
              {field(
                `${service}_website`,
                t('content.tourist.websiteOf', { name: t(`content.tourist.fields.${service}`) }),
                'url',
              )}
            </div>
          ))}
        </fieldset>
      ))}
      {save.error && <Notice tone="error">{errorText(save.error, t('common.errorGeneric'))}</Notice>}
      {saved && <Notice tone="success">{t('content.tourist.saved')}</Notice>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}
