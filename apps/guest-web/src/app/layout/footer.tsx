import { useTranslation } from 'react-i18next';
import { DarkModeToggle } from '../../features/preferences/dark-mode-toggle.tsx';
import { LanguageSelector } from '../../features/preferences/language-selector.tsx';

/** On every page, the login included: powered-by line with the year, language selector, dark-mode toggle. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-surface-raised">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <LanguageSelector />
          <DarkModeToggle />
        </div>
        <p className="text-sm text-ink-muted">
          {t('footer.poweredBy', { product: t('common.productName'), year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
