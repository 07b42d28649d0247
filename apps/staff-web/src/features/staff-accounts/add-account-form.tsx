import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  type LocationScope,
  type StaffRole,
} from '@hotel/contracts/staff';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { LocationScopeField } from './location-scope-field.tsx';
import { useAccountMutations } from './use-accounts.ts';

export function AddAccountForm({
  locations,
  onAdded,
}: {
  locations: { id: number; name: string }[];
  /** `existingAccount`: the person works for another hotel of the group; they keep their name and password. */
  onAdded(name: string, existingAccount: boolean): void;
}) {
  const { t } = useTranslation();
  const { create } = useAccountMutations();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('front_desk');
  const [password, setPassword] = useState('');
  const [scope, setScope] = useState<LocationScope>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        name,
        email,
        role,
        ...(password && { password }),
        location_scope: role === 'kitchen' ? scope : null,
      },
      {
        onSuccess: (member) => {
          onAdded(member.name, member.existing_account);
          setName('');
          setEmail('');
          setPassword('');
          setScope(null);
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-line bg-surface-raised p-5 md:grid-cols-2"
    >
      <h2 className="text-lg font-semibold md:col-span-2">{t('accounts.add')}</h2>
      {create.error && (
        <div className="md:col-span-2">
          <Notice tone="error">{errorText(create.error, t('common.errorGeneric'))}</Notice>
        </div>
      )}
      <TextField
        label={t('accounts.name')}
        required
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t('accounts.email')}
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
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
      <TextField
        label={t('accounts.firstPassword')}
        type="password"
        autoComplete="new-password"
        minLength={STAFF_PASSWORD_MIN_LENGTH}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('accounts.passwordHint', { count: STAFF_PASSWORD_MIN_LENGTH })}
      />
      {role === 'kitchen' && (
        <div className="md:col-span-2">
          <LocationScopeField locations={locations} value={scope} onChange={setScope} />
        </div>
      )}
      <div className="md:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('common.saving') : t('accounts.add')}
        </Button>
      </div>
    </form>
  );
}
