import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Toaster } from 'sonner';

/** Toasts raised from the dashboard's own sections go to this outlet: `toast(…, { toasterId })`. */
export const DASHBOARD_TOASTER_ID = 'dashboard';

/**
 * SPEC section 9, dashboard-area toasts: at most 3, hidden after 5 s, bottom-left (bottom-right in right-to-left
 * languages, the same corner by reading order), entering in 225 ms and leaving in 195 ms. At the bottom they
 * never cover the header, the bar or the section whose result they announce, which sits higher up.
 */
export const DASHBOARD_TOASTS = { visible: 3, durationMs: 5000, enterMs: 225, exitMs: 195 } as const;

export function DashboardToaster({ darkMode }: { darkMode: boolean }) {
  const { t } = useTranslation();
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return (
    <Toaster
      id={DASHBOARD_TOASTER_ID}
      // Named apart from the app-wide toaster ('Notifications'): two landmarks may not share a name.
      containerAriaLabel={t('dashboard.toasts')}
      position={rtl ? 'bottom-right' : 'bottom-left'}
      dir={rtl ? 'rtl' : 'ltr'}
      theme={darkMode ? 'dark' : 'light'}
      richColors
      closeButton
      visibleToasts={DASHBOARD_TOASTS.visible}
      duration={DASHBOARD_TOASTS.durationMs}
      className="dashboard-toaster"
      style={
        {
          '--dashboard-toast-enter': `${DASHBOARD_TOASTS.enterMs}ms`,
          '--dashboard-toast-exit': `${DASHBOARD_TOASTS.exitMs}ms`,
        } as React.CSSProperties
      }
    />
  );
}
