import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { MoonIcon } from '../../components/ui/icons.tsx';
import { useDarkModeStore } from './dark-mode-store.ts';

/** A switch (role="switch"), so assistive technology announces it as on or off rather than pressed. */
export function DarkModeToggle() {
  const { t } = useTranslation();
  const darkMode = useDarkModeStore((state) => state.darkMode);
  const setDarkMode = useDarkModeStore((state) => state.setDarkMode);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={darkMode}
      onClick={() => setDarkMode(!darkMode)}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-1 text-sm font-medium text-ink"
    >
      <MoonIcon className="size-5 text-ink-muted" />
      <span>{t('footer.darkMode')}</span>
      <span
        aria-hidden="true"
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          darkMode ? 'bg-brand-ink' : 'bg-line-strong'
        }`}
      >
        <span
          className={`absolute start-1 size-5 rounded-full bg-white shadow transition-transform ${
            darkMode ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0'
          }`}
        />
      </span>
    </button>
  );
}
