import { contrastRatio, ensureContrast, readableOn } from '@hotel/contracts/colour';
import type { HotelSettings } from '@hotel/contracts/hotel-settings';

export type ColourFields = Pick<
  HotelSettings,
  | 'primary_color'
  | 'secondary_color'
  | 'accent_color'
  | 'text_color'
  | 'text_light_color'
  | 'background_color'
>;

/** WCAG AA for normal text: what the guest app holds every text colour to. */
export const AA = 4.5;

/** The navigation bar as the guest app paints it (apps/guest-web/src/lib/theme.ts does the same). */
export function navigationBarColours(colours: ColourFields) {
  const text = readableOn(colours.primary_color);
  return { text, fill: ensureContrast(colours.primary_color, text, AA) };
}

export interface ContrastWarning {
  /** A key under settings.contrast in the catalogue. */
  key: 'navigation' | 'text' | 'textLight' | 'accent';
  ratio: number;
  /** What the guest app will show instead, so the manager knows what guests really see. */
  adjusted: string;
}

/**
 * Pairs of the hotel's colours that guests read text on, and which fall short of AA. The guest app
 * already nudges such colours until they pass; the warning tells the manager it will, and to what.
 */
export function contrastWarnings(colours: ColourFields): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  const nav = navigationBarColours(colours);
  const navRatio = contrastRatio(nav.text, colours.primary_color);
  if (navRatio < AA) warnings.push({ key: 'navigation', ratio: navRatio, adjusted: nav.fill });
  const pairs = [
    ['text', colours.text_color, colours.background_color],
    ['textLight', colours.text_light_color, colours.background_color],
  ] as const;
  for (const [key, foreground, background] of pairs) {
    const ratio = contrastRatio(foreground, background);
    if (ratio < AA) warnings.push({ key, ratio, adjusted: ensureContrast(foreground, background, AA) });
  }
  const accentText = readableOn(colours.accent_color);
  const accentRatio = contrastRatio(accentText, colours.accent_color);
  if (accentRatio < AA)
    warnings.push({
      key: 'accent',
      ratio: accentRatio,
      adjusted: ensureContrast(colours.accent_color, accentText, AA),
    });
  return warnings;
}
