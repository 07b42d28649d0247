import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page the guest opens starts at its top: the app changes pages without the browser loading one, and the
 * window would otherwise keep the previous page's scroll (a booking opened from far down the account page
 * showed its middle, its title under the bar). Back and forward (POP) are left to the browser's own restoring.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
