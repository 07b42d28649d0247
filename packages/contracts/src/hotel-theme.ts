import { BLACK, WHITE, darken, ensureContrast, mix, parseHex, readableOn, toHex } from './colour.ts';

/*
 * A hotel's theme as the guest app's CSS custom properties (index.css reads them). Zod-free: the guest app
 * applies it at run time, and the server writes it into the login page it serves, so the hotel's colours
 * paint before any script runs (decision 0110).
 */

/** The hotel colours of the Hotel entity (SPEC section 3). */
export interface HotelColours {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  text_color: string;
  text_light_color: string;
  background_color: string;
}

/** Must match `--hotel-primary` in the guest app's index.css: the nav bar's tone before the hotel has loaded. */
export const DEFAULT_PRIMARY = '#1f5f8b';

/** Must match `--surface` under `.dark` in the guest app's index.css: brand text in dark mode is checked against it. */
export const DARK_SURFACE = '#0f1216';
/** Must match `--surface-raised` under `.dark` in the guest app's index.css: cards, where prices sit. */
export const DARK_SURFACE_RAISED = '#181c22';
const DEFAULT_LIGHT_SURFACE = '#ffffff';
/** Must match the text share of `--surface` in the guest app's index.css (background 95% + text 5%), plus a margin. */
const SURFACE_TEXT_MIX = 0.07;

/**
 * CSS custom properties for one hotel. The raw colours are exposed as they are; everything that carries text
 * also gets a contrast-checked variant for the light and the dark surface.
 */
export function hotelThemeVariables(colours: HotelColours): Record<string, string> {
  const background = parseHex(colours.background_color) ? colours.background_color : DEFAULT_LIGHT_SURFACE;
  // The page behind the cards (--surface in index.css) is the background with a little text colour mixed in;
  // text must pass on it too, and it is the darker of the two.
  const backgroundRgb = parseHex(background) ?? WHITE;
  const sunken = toHex(mix(backgroundRgb, parseHex(colours.text_color) ?? BLACK, SURFACE_TEXT_MIX));
  const onLight = (colour: string, ratio: number) =>
    ensureContrast(ensureContrast(colour, sunken, ratio), background, ratio);
  const primary = colours.primary_color;
  const onPrimary = readableOn(primary);
  const accent = colours.accent_color;
  return {
    '--hotel-primary': primary,
    '--hotel-secondary': colours.secondary_color,
    '--hotel-accent': accent,
    '--hotel-text': colours.text_color,
    '--hotel-text-light': colours.text_light_color,
    '--hotel-background': background,
    '--hotel-on-primary': onPrimary,
    // A filled brand surface (nav bar, buttons) nudged until its text reaches AA.
    '--hotel-primary-fill': ensureContrast(primary, onPrimary, 4.5),
    '--hotel-on-accent': readableOn(accent),
    '--hotel-accent-fill': ensureContrast(accent, readableOn(accent), 4.5),
    '--hotel-ink': onLight(colours.text_color, 7),
    '--hotel-ink-muted': onLight(colours.text_light_color, 4.5),
    '--hotel-brand-ink': onLight(primary, 4.5),
    '--hotel-brand-ink-dark': ensureContrast(primary, DARK_SURFACE, 4.5),
    // Prices: the primary darkened by 60, then nudged only as far as AA needs (light pages and dark cards).
    '--hotel-price-ink': onLight(darken(primary, 60), 4.5),
    '--hotel-price-ink-dark': ensureContrast(
      ensureContrast(darken(primary, 60), DARK_SURFACE_RAISED, 4.5),
      DARK_SURFACE,
      4.5,
    ),
  };
}
