import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@hotel/contracts/menu-admin';
import { HttpError, badRequest } from '../../platform/http/errors.ts';
import type { ImageBlobStore, StoredImage } from './blob-store.ts';
import { DecodeQueue } from './decode-queue.ts';

// Pictures are decoded once each and never again (the variants are stored): libvips's operation cache
// would only keep decoded pixels alive after the upload. One libvips thread per decode, and one decode
// at a time (below): memory for one picture, not for as many as arrive together.
sharp.cache(false);
sharp.concurrency(1);

/** Uploads that may wait for their turn to be decoded before one is answered 503 "busy". */
const MAX_WAITING_DECODES = 8;
const decodes = new DecodeQueue(MAX_WAITING_DECODES);

/**
 * What each kind of picture becomes. Dishes: the guest app shows them full width on a phone (cards,
 * up to ~400 CSS px at 2× density) and as 80 px thumbnails; logos sit in a 44 px high bar, 128 px wide at
 * most; the small logo is a square mark; slides fill the screen's width. Never enlarged, always WebP.
 */
export const IMAGE_VARIANTS = {
  dish: [
    { name: 'w400', width: 400, height: 400, fit: 'inside' },
    { name: 'w800', width: 800, height: 800, fit: 'inside' },
  ],
  logo: [{ name: 'h176', width: 512, height: 176, fit: 'inside' }],
  mark: [{ name: 's192', width: 192, height: 192, fit: 'inside' }],
  /** Dashboard slides fill the phone's width (up to ~430 CSS px at 3× density). */
  slide: [{ name: 'w1280', width: 1280, height: 1280, fit: 'inside' }],
} as const;
export type ImagePurpose = keyof typeof IMAGE_VARIANTS;

/** Where the app serves a stored image; the name is content-addressed, so it is cached for a year. */
export const IMAGE_URL_PREFIX = '/api/images/sized/';
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}-[a-z0-9]+\.webp$/;

export const IMAGE_ERRORS = {
  type: `Upload a JPEG, PNG or WebP picture (${IMAGE_TYPES.join(', ')}).`,
  size: `The picture is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB. Save it smaller and try again.`,
  unreadable: 'The file is not a picture that can be read. Save it as JPEG, PNG or WebP and try again.',
  missing: 'Choose a picture to upload (form field "file").',
} as const;

/** Decoding bombs: a small file that claims a giant canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const tooLarge = () => new HttpError(413, IMAGE_ERRORS.size, 'image_too_large');

/**
 * Checks an upload (declared type, real format, size), resizes it to the purpose's variants and stores
 * them; returns the URL of the largest, which the guest app shows (the others share its name). The
 * decoding waits for its turn (one at a time in this process); storing does not hold the turn.
 */
export async function storeImage(
  store: ImageBlobStore,
  upload: { bytes: Buffer; mimetype: string },
  purpose: ImagePurpose,
): Promise<string> {
  if (!(IMAGE_TYPES as readonly string[]).includes(upload.mimetype))
    throw badRequest(IMAGE_ERRORS.type, 'image_type');
  if (upload.bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  const rows = await decodes.run(() => resizeToVariants(upload.bytes, purpose));
  await store.put(rows);
  return `${IMAGE_URL_PREFIX}${rows.at(-1)!.key}`;
}

/** The purpose's variants of one picture, smallest first (WebP); refuses what is not a picture. */
async function resizeToVariants(bytes: Buffer, purpose: ImagePurpose): Promise<StoredImage[]> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw badRequest(IMAGE_ERRORS.unreadable, 'image_unreadable');
  }
  // The declared type is the browser's guess from the file name; the bytes decide.
  if (!format || !SHARP_FORMATS.has(format)) throw badRequest(IMAGE_ERRORS.type, 'image_type');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  // Decoded once: the largest variant's pixels (the list is smallest first), from which every variant
  // is encoded; the upload's own pixels are freed as soon as that one resize is done.
  const variants = IMAGE_VARIANTS[purpose];
  const largest = variants.at(-1)!;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: largest.width, height: largest.height, fit: largest.fit, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest(IMAGE_ERRORS.unreadable, 'image_unreadable');
  }
  const raw = {
    width: pixels.info.width,
    height: pixels.info.height,
    channels: pixels.info.channels as 1 | 2 | 3 | 4,
  };
  const rows: StoredImage[] = [];
  for (const variant of variants) {
    const output = await sharp(pixels.data, { raw })
      .resize({ width: variant.width, height: variant.height, fit: variant.fit, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    rows.push({
      key: `${hash}-${variant.name}.webp`,
      contentType: 'image/webp',
      width: output.info.width,
      height: output.info.height,
      bytes: output.data,
    });
  }
  return rows;
}
