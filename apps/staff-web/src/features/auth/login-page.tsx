import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { api, errorText, setCsrfToken } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';

/** Only paths inside the console: `next` comes from the address bar and must not send anyone elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const signedOut = (location.state as { signedOut?: boolean } | null)?.signedOut === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const session = await api('/api/staff/login/', {
        method: 'POST',
        body: { email, password },
      });
      setCsrfToken(session.csrf_token);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (caught) {
      setError(errorText(caught, t('login.failed')));
      setPending(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-sm space-y-6 rounded-2xl border border-line bg-surface-raised p-8 shadow-sm">
        <h1 className="text-2xl font-bold">{t('login.title')}</h1>
        {signedOut && !error && <Notice tone="info">{t('login.signedOut')}</Notice>}
        {error && <Notice tone="error">{error}</Notice>}
        <form className="space-y-4" onSubmit={(event) => void submit(event)}>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <p className="text-sm text-ink-muted">{t('login.guestHint')}</p>
      </div>
    </main>
  );
}
