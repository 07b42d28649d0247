import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_PASSWORD_MIN_LENGTH } from '@hotel/contracts/staff';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { DeviceAlertsSection } from './device-alerts-section.tsx';

/** Everyone's own page: who they are, what their role allows, their password, and this device's alerts. */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      api('/api/staff/me/password/', {
        method: 'POST',
        body: { current_password: current, new_password: next },
      }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setMismatch(next !== repeat);
    if (next === repeat) change.mutate();
  }

  return (
    <div className="space-y-8">
      <PageHeader title={t('myAccount.title')} />
      <section className="space-y-3 rounded-xl border border-line bg-surface-raised p-5">
        <h2 className="text-lg font-semibold">{t('myAccount.details')}</h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="text-ink-muted">{t('accounts.name')}</dt>
          <dd>{session.staff.name}</dd>
          <dt className="text-ink-muted">{t('accounts.email')}</dt>
          <dd className="break-all">{session.staff.email}</dd>
          <dt className="text-ink-muted">{t('accounts.role')}</dt>
          <dd>{t(`roles.${session.staff.role}`)}</dd>
          <dt className="text-ink-muted">{t('accounts.permissionsOf')}</dt>
          <dd>
            <ul className="list-inside list-disc">
              {session.permissions.map((permission) => (
                <li key={permission}>{t(`permissions.${permission}`)}</li>
              ))}
            </ul>
          </dd>
        </dl>
      </section>
      {/* Side by side where the screen is wide enough: both are short forms. */}
      <div className="grid items-start gap-8 lg:grid-cols-[repeat(2,minmax(0,28rem))]">
        <form
          onSubmit={submit}
          className="max-w-md space-y-4 rounded-xl border border-line bg-surface-raised p-5"
        >
          <h2 className="text-lg font-semibold">{t('myAccount.changePassword')}</h2>
          {change.isSuccess && <Notice tone="success">{t('myAccount.changed')}</Notice>}
          {change.error && <Notice tone="error">{errorText(change.error, t('common.errorGeneric'))}</Notice>}
          <TextField
            label={t('myAccount.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <TextField
            label={t('myAccount.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            minLength={STAFF_PASSWORD_MIN_LENGTH}
            value={next}
            onChange={(e) => setNext(e.target.value)}
            hint={t('accounts.passwordHint', { count: STAFF_PASSWORD_MIN_LENGTH })}
          />
          <TextField
            label={t('myAccount.repeatPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={mismatch ? t('myAccount.mismatch') : undefined}
          />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('common.saving') : t('myAccount.submit')}
          </Button>
        </form>
        <DeviceAlertsSection />
      </div>
    </div>
  );
}
