import { consoleLocale } from '../../lib/i18n/i18n.ts';
import { useTranslation } from 'react-i18next';
import type { StaffSignInLockout } from '@hotel/contracts/staff';
import { dateTimeFormat } from '@hotel/client-kit/intl-format';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useClearSignInPause } from './use-accounts.ts';

/**
 * An account's sign-ins that wait after repeated failed attempts (decision 0145): from where, how many,
 * until when (hotel time), with Clear. Resetting the password ends them too.
 */
export function SignInPauses({
  pauses,
  timeZone,
  name,
}: {
  pauses: StaffSignInLockout[];
  timeZone: string;
  name: string;
}) {
  const { t } = useTranslation();
  const clear = useClearSignInPause();
  if (pauses.length === 0) return null;
  const time = dateTimeFormat(consoleLocale(), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <div className="mt-3 space-y-2">
      {clear.error && <Notice tone="error">{errorText(clear.error, t('common.errorGeneric'))}</Notice>}
      {pauses.map((pause) => (
        <Notice
          key={pause.id}
          tone="warning"
          action={
            <Button variant="secondary" onClick={() => clear.mutate(pause.id)} disabled={clear.isPending}>
              {t('accounts.pauseClear')} <span className="sr-only">{name}</span>
            </Button>
          }
        >
          {t(`accounts.pause.${pause.kind}`, {
            count: pause.failures,
            address: pause.address ?? '',
            time: time.format(new Date(pause.locked_until)),
          })}
        </Notice>
      ))}
    </div>
  );
}
