import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type LocationScope,
  type StaffMember,
  type StaffRole,
  type StaffSignInLockout,
} from '@hotel/contracts/staff';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { LocationScopeField } from './location-scope-field.tsx';
import { SignInPauses } from './sign-in-pauses.tsx';
import { useAccountMutations } from './use-accounts.ts';

/** One account: its summary, and on Edit its role, kitchen locations, password and active flag. */
export function AccountRow({
  member,
  isSelf,
  locations,
  pauses,
  timeZone,
  onDone,
}: {
  member: StaffMember;
  isSelf: boolean;
  locations: { id: number; name: string }[];
  /** The account's sign-ins paused after failed attempts. */
  pauses: StaffSignInLockout[];
  timeZone: string;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const { update, resetPassword } = useAccountMutations();
  const [editing, setEditing] = useState(false);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [scope, setScope] = useState<LocationScope>(member.location_scope);
  const [password, setPassword] = useState('');
  const error = update.error ?? resetPassword.error;

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: member.id, changes: { role, location_scope: role === 'kitchen' ? scope : null } },
      { onSuccess: () => (setEditing(false), onDone(t('common.saved'))) },
    );
  }

  function toggleActive() {
    if (member.active && !window.confirm(t('accounts.deactivateConfirm', { name: member.name }))) return;
    update.mutate(
      { id: member.id, changes: { active: !member.active } },
      {
        onSuccess: () =>
          onDone(t(member.active ? 'accounts.deactivated' : 'accounts.reactivated', { name: member.name })),
      },
    );
  }

  function reset(event: FormEvent) {
    event.preventDefault();
    resetPassword.mutate(
      { id: member.id, password },
      { onSuccess: () => (setPassword(''), onDone(t('accounts.passwordReset', { name: member.name }))) },
    );
  }

  return (
    <li className="rounded-xl border border-line bg-surface-raised p-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="min-w-48 flex-1">
          <p className="font-semibold">
            {member.name}{' '}
            {isSelf && <span className="text-sm font-normal text-ink-muted">({t('accounts.you')})</span>}
          </p>
          <p className="text-sm break-all text-ink-muted">{member.email}</p>
        </div>
        <p className="w-32">{t(`roles.${member.role}`)}</p>
        <p className={`w-28 text-sm font-semibold ${member.active ? 'text-success' : 'text-danger'}`}>
          {member.active ? t('accounts.active') : t('accounts.inactive')}
        </p>
        <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? t('common.close') : t('common.edit')}
          <span className="sr-only">{member.name}</span>
        </Button>
      </div>
      <SignInPauses pauses={pauses} timeZone={timeZone} name={member.name} />
      {editing && (
        <div className="mt-4 grid gap-6 border-t border-line pt-4 md:grid-cols-2">
          {error && (
            <div className="md:col-span-2">
              <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>
            </div>
          )}
          <form onSubmit={save} className="space-y-4">
            <SelectField
              label={t('accounts.role')}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            >
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`roles.${option}`)}
                </option>
              ))}
            </SelectField>
            {role === 'kitchen' && (
              <LocationScopeField locations={locations} value={scope} onChange={setScope} />
            )}
            <Button type="submit" disabled={update.isPending}>
              {t('common.save')}
            </Button>
          </form>
          <div className="space-y-6">
            <form onSubmit={reset} className="space-y-3">
              <TextField
                label={t('accounts.newPassword')}
                type="password"
                autoComplete="new-password"
                required
                minLength={STAFF_PASSWORD_MIN_LENGTH}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                hint={t('accounts.passwordHint', { count: STAFF_PASSWORD_MIN_LENGTH })}
              />
              <Button type="submit" variant="secondary" disabled={resetPassword.isPending}>
                {t('accounts.resetPassword')}
              </Button>
            </form>
            {!isSelf && (
              <Button
                variant={member.active ? 'danger' : 'secondary'}
                onClick={toggleActive}
                disabled={update.isPending}
              >
                {member.active ? t('accounts.deactivate') : t('accounts.reactivate')}
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
