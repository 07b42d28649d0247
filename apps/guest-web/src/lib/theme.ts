import {
  BLACK,
  WHITE,
  darken,
  ensureContrast,
  mix,
  parseHex,
  readableOn,
  toHex,
} from '@hotel/contracts/colour';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

/** The hotel's theme as CSS variables; the colour maths itself is in @hotel/contracts/colour. */

/** The hotel colours of the Hotel entity (SPEC section 3). */
export interface HotelColours {
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  text_color: string;
  text_light_color: string;
  background_color: string;
}

/** Must match `--hotel-primary` in index.css: the nav bar's tone before the hotel has loaded. */
export const DEFAULT_PRIMARY = '#1f5f8b';

/** Must match `--surface` under `.dark` in index.css: brand text in dark mode is checked against it. */
export const DARK_SURFACE = '#0f1216';
/** Must match `--surface-raised` under `.dark` in index.css: cards, where prices sit. */
export const DARK_SURFACE_RAISED = '#181c22';
const DEFAULT_LIGHT_SURFACE = '#ffffff';
/** Must match the text share of `--surface` in index.css (background 95% + text 5%), plus a margin. */
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

export function applyThemeVariables(
  variables: Record<string, string>,
  root = document.documentElement,
): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}

/** Dark mode is a class on <html> (tailwind's `dark` variant) plus the UA colour scheme for form controls. */
export function applyDarkMode(enabled: boolean, root = document.documentElement): void {
  root.classList.toggle('dark', enabled);
  root.style.colorScheme = enabled ? 'dark' : 'light';
}

/** Remembers the applied colours so the next visit paints them at once instead of flashing the defaults. */
export function rememberHotelTheme(hotelId: string, variables: Record<string, string>): void {
  writeStorage(STORAGE_KEYS.hotelTheme, JSON.stringify({ hotelId, variables }));
}

/** Applies the remembered colours of `hotelId`, if this device has seen that hotel before. */
export function restoreHotelTheme(hotelId: string | null): void {
  if (!hotelId) return;
  try {
    const saved = JSON.parse(readStorage(STORAGE_KEYS.hotelTheme) ?? 'null') as {
      hotelId?: unknown;
      variables?: unknown;
    } | null;
    if (saved?.hotelId !== hotelId || typeof saved.variables !== 'object' || saved.variables === null) return;
    const variables = Object.fromEntries(
      Object.entries(saved.variables).filter(
        (entry): entry is [string, string] => entry[0].startsWith('--hotel-') && typeof entry[1] === 'string',
      ),
    );
    applyThemeVariables(variables);
  } catch {
    return;
  }
}

/** Stored choice first; a first visit follows the phone's own setting. */
export function readDarkModePreference(): boolean {
  const stored = readStorage(STORAGE_KEYS.darkMode);
  if (stored === 'true' || stored === 'false') return stored === 'true';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}
