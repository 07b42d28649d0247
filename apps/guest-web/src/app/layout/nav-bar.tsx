import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, NavLink } from 'react-router';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { CartIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useStoredHotelId } from '../../lib/storage.ts';
import { isDarkColour } from '@hotel/contracts/colour';
import { DEFAULT_PRIMARY } from '../../lib/theme.ts';
import { selectCartItemCount, useCartStore } from '../../features/dining/index.ts';
import { useHotel } from '../../lib/hotel/use-hotel.ts';
import { useDarkModeStore } from '../../features/preferences/index.ts';
import { GuestActionsSlot } from './guest-actions-slot.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NAV_LINKS } from './nav-links.ts';

export type NavTone = 'dark' | 'light';

/** SPEC section 2: the bar is styled dark when the hotel's primary colour is dark (and always in dark mode). */
export function navTone(primaryColour: string, darkMode: boolean): NavTone {
  return darkMode || isDarkColour(primaryColour) ? 'dark' : 'light';
}

const TONE_CLASSES: Record<NavTone, { hover: string; active: string; badge: string }> = {
  dark: {
    hover: 'hover:bg-white/12',
    active: 'bg-white/18',
    badge: 'bg-white text-gray-900 ring-2 ring-nav',
  },
  light: {
    hover: 'hover:bg-black/8',
    active: 'bg-black/10',
    badge: 'bg-gray-900 text-white ring-2 ring-nav',
  },
};

export function NavBar() {
  const { t } = useTranslation();
  const { data: hotel } = useHotel(useStoredHotelId());
  const darkMode = useDarkModeStore((state) => state.darkMode);
  const tone = navTone(hotel?.primary_color ?? DEFAULT_PRIMARY, darkMode);
  const classes = TONE_CLASSES[tone];
  const iconButton = `relative flex size-11 items-center justify-center rounded-xl transition-colors ${classes.hover}`;

  return (
    <header
      data-tone={tone}
      className={`sticky top-0 z-40 bg-nav text-on-nav shadow-md [&_:focus-visible]:outline-current ${
        tone === 'dark' ? 'nav-dark' : 'nav-light'
      }`}
    >
      <nav
        aria-label={t('nav.mainNavigation')}
        className="mx-auto flex h-16 max-w-5xl items-center gap-1 px-2 sm:px-4"
      >
        <BrandLink hotel={hotel} />
        <ul className="ms-4 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map(({ to, labelKey, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors ${
                    isActive ? `${classes.active} underline decoration-2 underline-offset-6` : classes.hover
                  }`
                }
              >
                <Icon className="size-5" />
                {t(labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ms-auto flex items-center gap-0.5">
          <GuestActionsSlot
            buttonClassName={iconButton}
            activeClassName={classes.active}
            badgeClassName={classes.badge}
          />
          <CartLink className={iconButton} badgeClass={classes.badge} />
          <NavLink
            to="/account"
            aria-label={t('nav.account')}
            className={({ isActive }) => `${iconButton} ${isActive ? classes.active : ''}`}
          >
            <UserIcon className="size-6" />
          </NavLink>
          <MobileMenu buttonClassName={iconButton} />
        </div>
      </nav>
    </header>
  );
}

/** From this width the bar has room for the full logo; below it the hotel's small logo (its mark) stands alone. */
const FULL_LOGO_MEDIA = '(min-width: 40rem)';

/**
 * The hotel's logo, legible at the bar's height: a wordmark squeezed into 44 px on a phone leaves its small print a
 * few pixels tall, so a phone shows the small logo when the hotel has one (issue 15, defect 6), wider screens the full
 * logo. A logo that fails to load falls back to the other, then to the 'No logo available' text.
 */
function BrandLink({ hotel }: { hotel: HotelResponse | undefined }) {
  const { t } = useTranslation();
  const [failedLogos, setFailedLogos] = useState<readonly string[]>([]);
  const usable = (url: string | null | undefined) => (url && !failedLogos.includes(url) ? url : null);
  const fullLogo = usable(hotel?.logo_url);
  const smallLogo = usable(hotel?.small_logo_url);
  const phoneLogo = smallLogo ?? fullLogo;
  return (
    <Link
      to="/dashboard"
      aria-label={hotel ? t('nav.brandHome', { hotel: hotel.name }) : t('nav.home')}
      className="flex min-h-11 min-w-11 shrink-0 items-center rounded-xl px-1"
    >
      {phoneLogo ? (
        // Logos are drawn for light backgrounds; a white tile keeps them legible on any brand colour.
        <span className="flex h-11 items-center rounded-lg bg-white px-1.5 py-1 shadow-sm sm:h-12 sm:px-2 dark:bg-[#d5d9de]">
          <picture className="contents">
            {fullLogo && fullLogo !== phoneLogo ? <source media={FULL_LOGO_MEDIA} srcSet={fullLogo} /> : null}
            <img
              src={phoneLogo}
              alt=""
              // The small logo's square until the picture says otherwise: its box is known before it loads.
              width={36}
              height={36}
              className="h-full w-auto max-w-32 object-contain sm:max-w-40"
              onError={(event) => {
                // Which of the two the browser chose (the <source> from 640 px): that one is marked failed.
                const absolute = (url: string) => new URL(url, window.location.href).href;
                const shown = absolute(event.currentTarget.currentSrc || phoneLogo);
                const failed =
                  [fullLogo, smallLogo].find((url) => url && absolute(url) === shown) ?? phoneLogo;
                setFailedLogos((current) => [...current, failed]);
              }}
            />
          </picture>
        </span>
      ) : hotel ? (
        <span className="text-sm font-semibold opacity-90">{t('nav.noLogo')}</span>
      ) : (
        <span aria-hidden="true" className="h-8 w-24 animate-pulse rounded-lg bg-current opacity-15" />
      )}
    </Link>
  );
}

function CartLink({ className, badgeClass }: { className: string; badgeClass: string }) {
  const { t } = useTranslation();
  const count = useCartStore(selectCartItemCount);
  if (count === 0) {
    // A link cannot be disabled; this is announced as a disabled link and goes nowhere.
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={t('nav.cartEmpty')}
        className={`${className} opacity-60`}
      >
        <CartIcon className="size-6" />
      </span>
    );
  }
  return (
    <NavLink to="/cart" aria-label={t('nav.cart', { count })} className={className}>
      <CartIcon className="size-6" />
      <span
        aria-hidden="true"
        className={`absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold ${badgeClass}`}
      >
        {count > 99 ? '99+' : count}
      </span>
    </NavLink>
  );
}
