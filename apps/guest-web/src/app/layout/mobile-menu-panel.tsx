import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { NavLink } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import type { OverlayState } from '../../components/ui/lazy-overlay.tsx';
import { OverlayLocale } from '../../components/ui/overlay-locale.tsx';
import { SignOutButton } from '../../features/account/index.ts';
import { ServiceRequestButtons } from '../../features/requests/index.ts';
import { NAV_LINKS } from './nav-links.ts';

/**
 * The hamburger menu's panel for narrow screens (opened by `MobileMenu`). react-aria's modal gives the overlay,
 * focus trapping, Escape and outside-press dismissal, and locks page scrolling while it is open.
 */
export function MobileMenuPanel({ isOpen, onOpenChange }: OverlayState) {
  const { t } = useTranslation();
  return (
    <OverlayLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable
        className="fixed inset-0 z-50 bg-black/55 data-entering:animate-[fade-in_200ms_ease-out] data-exiting:animate-[fade-in_150ms_ease-in_reverse]"
      >
        <Modal className="fixed inset-y-0 end-0 flex w-[min(20rem,85vw)] flex-col bg-surface-raised text-ink shadow-2xl data-entering:animate-[slide-in-end_220ms_ease-out] data-exiting:animate-[slide-in-end_160ms_ease-in_reverse]">
          <Dialog className="flex h-full flex-col outline-none">
            {({ close }) => (
              <>
                <div className="flex h-16 items-center justify-between border-b border-line ps-5 pe-2">
                  <Heading slot="title" className="text-lg font-bold">
                    {t('nav.menuTitle')}
                  </Heading>
                  <Button
                    onPress={close}
                    aria-label={t('nav.closeMenu')}
                    className="flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface"
                  >
                    <CloseIcon className="size-6" />
                  </Button>
                </div>
                <div className="flex-1 overflow-y-auto">
                  <nav aria-label={t('nav.mainNavigation')} className="p-3">
                    <ul className="flex flex-col gap-1">
                      {NAV_LINKS.map(({ to, labelKey, Icon }) => (
                        <li key={to}>
                          <NavLink
                            to={to}
                            onClick={close}
                            className={({ isActive }) =>
                              `flex min-h-13 items-center gap-4 rounded-xl px-4 text-base font-semibold transition-colors ${
                                isActive
                                  ? 'bg-surface text-brand-ink ring-1 ring-line'
                                  : 'text-ink hover:bg-surface'
                              }`
                            }
                          >
                            <Icon className="size-6 shrink-0" />
                            {t(labelKey)}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </nav>
                  <ServiceRequestButtons layout="menu" />
                </div>
                <div className="border-t border-line p-3">
                  <SignOutButton className="flex min-h-13 w-full items-center justify-center rounded-xl px-4 text-base font-semibold text-ink ring-1 ring-line hover:bg-surface" />
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </OverlayLocale>
  );
}
