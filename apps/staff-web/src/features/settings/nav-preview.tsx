import { useTranslation } from 'react-i18next';
import { ensureContrast, readableOn } from '@hotel/contracts/colour';
import { DARK_SURFACE as GUEST_DARK_SURFACE } from '@hotel/contracts/hotel-theme';
import { Icon } from '../../components/ui/icons.tsx';
import { AA, navigationBarColours, type ColourFields } from './contrast-warnings.ts';

/**
 * The guest app's navigation bar and a menu card, painted with the colours being edited, as a phone in
 * light mode and in dark mode shows them. Purely a picture: it is hidden from screen readers, and the
 * warnings beside it say in words what it shows.
 */
export function NavPreview({
  colours,
  name,
  logoUrl,
}: {
  colours: ColourFields;
  name: string;
  logoUrl: string | null;
}) {
  const { t } = useTranslation();
  const nav = navigationBarColours(colours);
  const accentText = readableOn(colours.accent_color);
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true" data-testid="guest-preview">
      {(['light', 'dark'] as const).map((mode) => {
        const page = mode === 'light' ? colours.background_color : GUEST_DARK_SURFACE;
        const ink = mode === 'light' ? ensureContrast(colours.text_color, page, 7) : '#e8ebef';
        const muted = mode === 'light' ? ensureContrast(colours.text_light_color, page, AA) : '#a3adb9';
        return (
          <figure key={mode} className="overflow-hidden rounded-xl border border-line shadow-sm">
            <div
              className="flex h-14 items-center gap-2 px-3"
              style={{ background: nav.fill, color: nav.text }}
            >
              {logoUrl ? (
                <span className="flex h-10 items-center rounded-lg bg-white px-2 py-1">
                  <img src={logoUrl} alt="" className="h-full max-w-28 object-contain" />
                </span>
              ) : (
                <span className="truncate font-semibold">{name}</span>
              )}
              <span className="ms-auto flex gap-3">
                <Icon name="book" />
                <Icon name="bell" />
                <Icon name="menu" />
              </span>
            </div>
            <div className="space-y-2 p-4" style={{ background: page }}>
              <p className="font-semibold" style={{ color: ink }}>
                {t('settings.previewDish')}
              </p>
              <p className="text-sm" style={{ color: muted }}>
                {t('settings.previewDescription')}
              </p>
              <span
                className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold"
                style={{
                  background: ensureContrast(colours.accent_color, accentText, AA),
                  color: accentText,
                }}
              >
                {t('settings.previewButton')}
              </span>
            </div>
            <figcaption className="border-t border-line bg-surface-raised px-3 py-1 text-xs text-ink-muted">
              {t(mode === 'light' ? 'settings.previewLight' : 'settings.previewDark')}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
