import type { ComponentType, SVGProps } from 'react';
import { ActivitiesIcon, DiningIcon, HomeIcon } from '../../components/ui/icons.tsx';

/** The navigation bar's links (SPEC section 2), shared by the wide bar and the mobile menu. */
export const NAV_LINKS: readonly {
  to: string;
  labelKey: 'nav.home' | 'nav.activities' | 'nav.dining';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { to: '/dashboard', labelKey: 'nav.home', Icon: HomeIcon },
  { to: '/activities', labelKey: 'nav.activities', Icon: ActivitiesIcon },
  { to: '/menu', labelKey: 'nav.dining', Icon: DiningIcon },
];
