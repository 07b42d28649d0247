import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

/** Colour maths for the hotel's theme: the spec's brightness rule and WCAG contrast guards. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** '#1f6feb' or '#fff' → {r, g, b}; null for anything else, so a bad colour from a hotel falls back. */
export function parseHex(colour: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** SPEC section 9: perceived brightness (r*299 + g*587 + b*114) / 1000, from 0 to 255. */
export function perceivedBrightness(colour: string): number {
  const rgb = parseHex(colour);
  if (!rgb) return 255;
  return (rgb.r * 299 + rgb.g * 587 + rgb.b * 114) / 1000;
}

/** The navigation bar is styled dark when the primary colour's brightness is under 128. */
export function isDarkColour(colour: string): boolean {
  return perceivedBrightness(colour) < 128;
}

function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHex(foreground);
  const b = parseHex(background);
  if (!a || !b) return 1;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * Returns `colour` itself when it already reaches `ratio` against `against`, otherwise the nearest shade
 * (towards black or white, whichever can reach it) that does. Hotels pick brand colours for looks, not for
 * contrast; this keeps text AA whatever they chose.
 */
export function ensureContrast(colour: string, against: string, ratio = 4.5): string {
  const rgb = parseHex(colour);
  if (!rgb || !parseHex(against)) return colour;
  if (contrastRatio(colour, against) >= ratio) return toHex(rgb);
  const target = contrastRatio('#000000', against) >= contrastRatio('#ffffff', against) ? BLACK : WHITE;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = toHex(mix(rgb, target, step / 20));
    if (contrastRatio(candidate, against) >= ratio) return candidate;
  }
  return toHex(target);
}

/**
 * SPEC section 9's price colour: the primary colour "darkened by 60", read as 60 off each RGB channel (the
 * usual hex-shading helper's meaning), floored at 0.
 */
export function darken(colour: string, amount: number): string {
  const rgb = parseHex(colour);
  if (!rgb) return colour;
  return toHex({ r: rgb.r - amount, g: rgb.g - amount, b: rgb.b - amount });
}

/** Text colour for a filled surface, following the spec's brightness rule, then made AA-safe. */
export function readableOn(background: string): string {
  return isDarkColour(background) ? '#ffffff' : '#111827';
}

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
