/**
 * Colour maths for a hotel's theme, shared by the guest app (which paints it) and the staff console
 * (which previews it and warns about contrast): the spec's brightness rule and WCAG contrast guards.
 */

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

export function relativeLuminance({ r, g, b }: Rgb): number {
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

export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

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
