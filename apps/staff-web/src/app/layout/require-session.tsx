import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSION_QUERY_KEY, useSession } from '../../lib/session.ts';
import { ApiError, onSignedOut } from '../../lib/api-client.ts';
import { Notice } from '../../components/ui/notice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { browserConsoleLanguage, showConsoleIn } from '../../lib/i18n/i18n.ts';

/**
 * Shows the console in the account's language once the session says it (null: the browser's); false until
 * its catalogue is in, so no screen flashes in another language.
 */
function useAccountLanguage(language: string | null | undefined): boolean {
  const { i18n } = useTranslation();
  const wanted = language === undefined ? undefined : (language ?? browserConsoleLanguage());
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (wanted === undefined) return;
    let current = true;
    void showConsoleIn(wanted).then(() => {
      if (current) setShown(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted === undefined || shown === wanted || i18n.language === wanted;
}

/** How often a console that cannot reach the server asks again. */
const UNREACHABLE_RETRY_MS = 10_000;

/** Renders its children for a signed-in member; otherwise the sign-in page, coming back here after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const languageReady = useAccountLanguage(session.data?.language);

  // Any call answering 401 (signed out elsewhere, deactivated, idle) re-asks who is signed in.
  useEffect(
    () => onSignedOut(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })),
    [queryClient],
  );

  // No answer at all (the page itself came from the service worker on a dropped Wi-Fi): asked again when the
  // browser is back online, and every few seconds (a Wi-Fi that stays connected but reaches nothing). TanStack
  // Query takes the browser to be online until it hears otherwise, so a page that started offline never gets
  // its refetch on reconnect.
  const unreachable = session.error instanceof ApiError && session.error.status === 0;
  const { refetch } = session;
  useEffect(() => {
    if (!unreachable) return;
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, UNREACHABLE_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [unreachable, refetch]);

  // Checked before the cached session: a 401 on re-checking means it ended, whatever was shown before.
  if (session.error instanceof ApiError && session.error.status === 401) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace state={{ signedOut: true }} />;
  }
  // A re-check that failed for another reason (network) keeps the console up: the badge shows it is not live.
  if (session.data)
    return languageReady ? children : <p className="p-8 text-ink-muted">{t('common.loading')}</p>;
  if (session.isPending) return <p className="p-8 text-ink-muted">{t('common.loading')}</p>;
  return (
    <div className="p-8">
      <Notice
        tone="error"
        action={<Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>}
      >
        {unreachable ? t('serviceWorker.offline') : t('common.errorGeneric')}
      </Notice>
    </div>
  );
}
