import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../../lib/theme.ts';

export function ThemeSelect() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('shell.theme')}</span>
      <select
        value={choice}
        onChange={(event) => {
          const next = event.target.value as ThemeChoice;
          setChoice(next);
          saveThemeChoice(next);
        }}
        className="min-h-11 rounded-lg border border-line bg-surface-raised px-2"
      >
        <option value="system">{t('shell.themeSystem')}</option>
        <option value="light">{t('shell.themeLight')}</option>
        <option value="dark">{t('shell.themeDark')}</option>
      </select>
    </label>
  );
}
