import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffSessionResponse } from '@hotel/contracts/staff';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '@hotel/contracts/languages';
import { api } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY, useSignedInSession } from '../../lib/session.ts';

/** The value of "the browser's language" in the list (the account's language is then null). */
const BROWSER = '';

/**
 * The console's language, kept on the account (every browser the person signs in on shows it). Each language
 * is named in itself, so whoever needs it finds it whatever is showing now.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);

  async function choose(value: string) {
    const language = value === BROWSER ? null : (value as LanguageCode);
    setFailed(false);
    try {
      await api('/api/staff/me/', { method: 'PATCH', body: { language } });
      // The session's language drives what is shown (RequireSession), on this tab now and on the next sign-in.
      queryClient.setQueryData<StaffSessionResponse>(SESSION_QUERY_KEY, (current) =>
        current ? { ...current, language } : current,
      );
    } catch {
      setFailed(true);
    }
  }

  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('shell.language')}</span>
      <select
        value={session.language ?? BROWSER}
        onChange={(event) => void choose(event.target.value)}
        aria-invalid={failed || undefined}
        title={failed ? t('shell.languageFailed') : undefined}
        className="min-h-11 rounded-lg border border-line bg-surface-raised px-2"
      >
        <option value={BROWSER}>{t('shell.languageBrowser')}</option>
        {LANGUAGE_CODES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
