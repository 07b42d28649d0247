import { useState } from 'react';
import { lazyOverlay } from '../../components/ui/lazy-overlay.tsx';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

export const mobileMenuPanel = lazyOverlay(() =>
  import('./mobile-menu-panel.tsx').then((module) => module.MobileMenuPanel),
);

/** The hamburger button for narrow screens and the menu panel it opens (loaded on first open). */
export function MobileMenu({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
        className={`${buttonClassName} lg:hidden`}
      >
        <MenuIcon className="size-6" />
      </button>
      <mobileMenuPanel.Overlay isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
