import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * The guest's language for a react-aria overlay: its popovers and dialogs take their reading direction from
 * react-aria's locale, not from <html dir>. In each overlay's own module (see `lazyOverlay`), so that no screen
 * loads react-aria before an overlay opens.
 */
export function OverlayLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={i18n.language}>{children}</I18nProvider>;
}
