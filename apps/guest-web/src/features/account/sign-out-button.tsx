import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { useSignOut } from './sign-out.ts';

/** The sign-out control of the account page and the menu. */
export function SignOutButton({ className = secondaryButtonClass }: { className?: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
    >
      {busy ? t('signOut.signingOut') : t('signOut.action')}
    </button>
  );
}
