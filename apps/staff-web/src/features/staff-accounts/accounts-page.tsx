import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { AccountRow } from './account-row.tsx';
import { AddAccountForm } from './add-account-form.tsx';
import { useAccounts, useHotelLocations, useSignInPauses } from './use-accounts.ts';

/** The manager's list of everyone who signs in to the console. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const accounts = useAccounts();
  const locations = useHotelLocations(session.hotel.unique_id);
  const pauses = useSignInPauses();
  const [message, setMessage] = useState<string | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader title={t('accounts.title')} intro={t('accounts.intro')} />
      {message && <Notice tone="success">{message}</Notice>}
      {accounts.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void accounts.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(accounts.error, t('accounts.loadFailed'))}
        </Notice>
      )}
      {accounts.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {accounts.data?.length === 0 && <p>{t('accounts.empty')}</p>}
      {accounts.data && (
        <ul className="space-y-3">
          {accounts.data.map((member) => (
            <AccountRow
              key={member.id}
              member={member}
              isSelf={member.id === session.staff.id}
              locations={locations.data ?? []}
              pauses={(pauses.data ?? []).filter((pause) => pause.staff_member_id === member.id)}
              timeZone={session.hotel.timezone}
              onDone={setMessage}
            />
          ))}
        </ul>
      )}
      <AddAccountForm
        locations={locations.data ?? []}
        onAdded={(name, existingAccount) =>
          setMessage(t(existingAccount ? 'accounts.addedExisting' : 'accounts.created', { name }))
        }
      />
    </div>
  );
}
