import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { DarkModeToggle, LanguageSelector } from '../../features/preferences/index.ts';

/**
 * On every page, the login included: language selector and dark-mode toggle on one row, the powered-by line small
 * beneath — compact, so short pages (login, cart, confirmation) keep the screen for their own content.
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    // Room under the page's end for the floating chat button when it shows (chat-button.tsx).
    <footer className="border-t border-line bg-surface-raised [body:has([data-chat-button])_&]:pb-20">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-1 px-4 py-2 sm:flex-row sm:items-center sm:justify-between sm:py-3">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 sm:justify-start sm:gap-x-4">
          <LanguageSelector />
          <DarkModeToggle />
        </div>
        <p className="pb-1 text-xs text-ink-muted">
          {t('footer.poweredBy', { product: t('common.productName'), year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
