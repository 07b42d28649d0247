import sharp from 'sharp';
import { parseHex, readableOn, toHex } from '@hotel/contracts/colour';
import { DEFAULT_PRIMARY } from '@hotel/contracts/hotel-theme';
import { INSTALL_ICONS, type IconLayout, type InstallIconName } from './install-icons.ts';

/**
 * What sits on the brand colour: the hotel's logo (any picture sharp reads, SVG included), its initial when it
 * has none, or the product's own "H" when no hotel is known.
 */
export type IconMark =
  { kind: 'logo'; bytes: Buffer } | { kind: 'initial'; text: string } | { kind: 'product' };

/**
 * Each layout's parts as shares of the icon's side. A logo drawn on a transparent page sits on a white plate, as
 * the app shows it (login band, navigation bar), so it stays legible on any brand colour; a badge (below) stands
 * on the brand colour as it is. Maskable: the plate's corners reach 0.38 of the side from the centre and a square
 * badge's 0.40, the safe circle's radius.
 */
const LAYOUTS: Record<
  IconLayout,
  { cornerRadius: number; plate: number; plateRadius: number; logo: number; badge: number; letter: number }
> = {
  rounded: { cornerRadius: 0.22, plate: 0.72, plateRadius: 0.16, logo: 0.58, badge: 0.72, letter: 0.56 },
  maskable: { cornerRadius: 0, plate: 0.62, plateRadius: 0.14, logo: 0.5, badge: 0.56, letter: 0.42 },
  opaque: { cornerRadius: 0, plate: 0.7, plateRadius: 0.16, logo: 0.56, badge: 0.7, letter: 0.52 },
  small: { cornerRadius: 0.2, plate: 0.84, plateRadius: 0.16, logo: 0.72, badge: 0.84, letter: 0.7 },
};

/** Logos are the hotel's own small pictures; a file that claims a giant canvas is refused before decoding. */
const MAX_LOGO_PIXELS = 25_000_000;

/** The guest app's generic icon (apps/guest-web/index.html): an "H" on the app's default colour, in a 64 box. */
const PRODUCT_LETTER_PATH = 'M18 48V20h6v11h16V20h6v28h-6V37H24v11z';

/**
 * One icon as PNG. Rejects when the logo cannot be read as a picture: the caller then draws the initial.
 * Opaque and maskable icons have no alpha channel at all (iOS shows transparency as black).
 */
export async function drawIcon(name: InstallIconName, colour: string, requested: IconMark): Promise<Buffer> {
  const { size, layout } = INSTALL_ICONS[name];
  const parts = LAYOUTS[layout];
  const brand = toHex(parseHex(colour) ?? parseHex(DEFAULT_PRIMARY)!);
  const plateSide = size * parts.plate;
  // Without a font face for the letter (a slim container has none), the product's "H" rather than a blank box.
  const mark: IconMark =
    requested.kind === 'initial' && !(await letterHasFace(requested.text)) ? { kind: 'product' } : requested;
  let logo: Buffer | null = null;
  let plate = '';
  if (mark.kind === 'logo') {
    // A badge (a logo that fills most of its square: a disc, a tile, a picture with its own background) is its
    // own backdrop and takes the plate's place; a mark drawn on a transparent page gets the white plate.
    const badge = await fitLogo(mark.bytes, Math.round(size * parts.badge));
    if ((await coverage(badge)) >= BADGE_COVERAGE) logo = badge;
    else {
      logo = await fitLogo(mark.bytes, Math.round(size * parts.logo));
      const inset = (size - plateSide) / 2;
      plate = `<rect x="${inset}" y="${inset}" width="${plateSide}" height="${plateSide}" rx="${size * parts.plateRadius}" fill="#ffffff"/>`;
    }
  }
  const tile =
    parts.cornerRadius > 0
      ? `<rect width="${size}" height="${size}" rx="${size * parts.cornerRadius}" fill="${brand}"/>`
      : `<rect width="${size}" height="${size}" fill="${brand}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `${tile}${plate}${mark.kind === 'logo' ? '' : letter(mark, size, parts.letter, readableOn(brand))}</svg>`;
  let icon = sharp(Buffer.from(svg));
  if (logo) icon = icon.composite([{ input: logo, gravity: 'centre' }]);
  if (parts.cornerRadius === 0) icon = sharp(await icon.png().toBuffer()).removeAlpha();
  return icon.png({ compressionLevel: 9 }).toBuffer();
}

/** The share of its square a logo covers (a disc covers 0.79) above which it is drawn without the plate. */
const BADGE_COVERAGE = 0.7;

/** The opaque share of a picture's pixels (statistics are of the input: the alpha channel is its fourth). */
async function coverage(png: Buffer): Promise<number> {
  const { channels } = await sharp(png).stats();
  const alpha = channels[3];
  return alpha ? alpha.mean / 255 : 1;
}

/** The logo scaled into a box × box square (transparent around it); an SVG is drawn at that size, not blown up. */
async function fitLogo(bytes: Buffer, box: number): Promise<Buffer> {
  const { format, width, height } = await sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS }).metadata();
  const longest = Math.max(width ?? box, height ?? box);
  const density =
    format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * box) / longest))) : undefined;
  return sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS, ...(density && { density }) })
    .rotate()
    .resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** Letters drawn once to learn whether this machine has a face for them (a few hundred at most: initials). */
const facesFound = new Map<string, Promise<boolean>>();

/**
 * Whether the letter draws as a letter: with no face for it, librsvg draws a box a tenth of the font size tall,
 * where a capital stands over half of it.
 */
function letterHasFace(text: string): Promise<boolean> {
  let found = facesFound.get(text);
  if (!found) {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">' +
      letter({ kind: 'initial', text }, 200, 0.5, '#000000') +
      '</svg>';
    found = sharp(Buffer.from(svg))
      .trim()
      .toBuffer({ resolveWithObject: true })
      .then(
        ({ info }) => info.height >= 0.3 * 100,
        () => false,
      );
    facesFound.set(text, found);
  }
  return found;
}

function letter(mark: Exclude<IconMark, { kind: 'logo' }>, size: number, share: number, ink: string): string {
  if (mark.kind === 'product') {
    const scale = (size * share) / 28;
    // The path's H spans 18–46 × 20–48 of its 64 box: centred on the icon at `share` of its height.
    return `<path d="${PRODUCT_LETTER_PATH}" fill="${ink}" transform="translate(${size / 2 - 32 * scale} ${size / 2 - 34 * scale}) scale(${scale})"/>`;
  }
  const fontSize = size * share;
  // A capital's middle sits about 0.36 em above the baseline in the usual sans faces.
  return (
    `<text x="${size / 2}" y="${size / 2 + fontSize * 0.36}" text-anchor="middle" font-size="${fontSize}" ` +
    `font-family="DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" fill="${ink}">` +
    `${escapeXml(mark.text)}</text>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A Windows icon file holding PNG images (the format since Vista, read by every browser): a 6-byte header,
 * a 16-byte entry per image, then the images.
 */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
