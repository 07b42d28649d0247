import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PRIMARY } from '@hotel/contracts/hotel-theme';
import type { AppContext } from '../../platform/context.ts';
import { IMAGE_KEY_PATTERN, IMAGE_URL_PREFIX, imageStoreOf } from '../media/index.ts';
import { drawIcon, icoFromPngs, type IconMark } from './icon-drawing.ts';
import { iconLogoOf, iconVersion, initialOf, type IconHotel, type InstallIconName } from './install-icons.ts';

export interface StoredIcon {
  bytes: Buffer;
  /**
   * Drawn from what the hotel has now: the address naming its version may be cached for good. False when its
   * logo could not be read (missing, not a picture, the image store down): the initial stands in, briefly.
   */
  lasting: boolean;
}

/** Icons kept drawn: six per hotel, a few hundred KB in all for the busiest dozens of hotels. */
const MAX_KEPT_ICONS = 200;
/** A stand-in drawn because the logo could not be read is drawn again after this, in case the logo is back. */
const STAND_IN_KEPT_MS = 5 * 60_000;

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Every icon is drawn once per (hotel logo, colour, initial) — the version in its address — and kept here, the
 * least recently used going first. A drawing in progress is shared by the requests that arrive meanwhile.
 */
export class IconStore {
  private readonly kept = new Map<string, { icon: Promise<StoredIcon>; until: number }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Log,
    private readonly now: () => number = Date.now,
  ) {}

  /** One of the hotel's icons as PNG. Never rejects: a logo that cannot be drawn gives way to the initial. */
  hotelIcon(hotel: IconHotel, name: InstallIconName): Promise<StoredIcon> {
    return this.keep(`${iconVersion(hotel)}/${name}`, () => this.draw(hotel, name));
  }

  /** The hotel's icon as /favicon.ico (32 and 48 px), or the product's own when no hotel is named. */
  favicon(hotel: IconHotel | null): Promise<StoredIcon> {
    return this.keep(`${hotel ? iconVersion(hotel) : 'product'}/favicon.ico`, async () => {
      const [small, large] = hotel
        ? await Promise.all([
            this.hotelIcon(hotel, 'favicon-32.png'),
            this.hotelIcon(hotel, 'favicon-48.png'),
          ])
        : await Promise.all(
            (['favicon-32.png', 'favicon-48.png'] as const).map(async (name) => ({
              bytes: await drawIcon(name, DEFAULT_PRIMARY, { kind: 'product' }),
              lasting: true,
            })),
          );
      return {
        bytes: icoFromPngs([
          { size: 32, png: small!.bytes },
          { size: 48, png: large!.bytes },
        ]),
        lasting: small!.lasting && large!.lasting,
      };
    });
  }

  private keep(key: string, draw: () => Promise<StoredIcon>): Promise<StoredIcon> {
    const now = this.now();
    const found = this.kept.get(key);
    if (found && found.until > now) {
      // Most recently used last: the first in the map goes first when it is full.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found.icon;
    }
    const icon = draw();
    const entry = { icon, until: Number.POSITIVE_INFINITY };
    this.kept.set(key, entry);
    void icon.then(
      (drawn) => {
        if (!drawn.lasting) entry.until = this.now() + STAND_IN_KEPT_MS;
      },
      () => this.kept.delete(key),
    );
    while (this.kept.size > MAX_KEPT_ICONS) this.kept.delete(this.kept.keys().next().value!);
    return icon;
  }

  private async draw(hotel: IconHotel, name: InstallIconName): Promise<StoredIcon> {
    const initial: IconMark = { kind: 'initial', text: initialOf(hotel.name) };
    const logoUrl = iconLogoOf(hotel);
    if (!logoUrl) return { bytes: await drawIcon(name, hotel.primary_color, initial), lasting: true };
    try {
      const bytes = await this.readLogo(logoUrl);
      if (!bytes) return { bytes: await drawIcon(name, hotel.primary_color, initial), lasting: true };
      return { bytes: await drawIcon(name, hotel.primary_color, { kind: 'logo', bytes }), lasting: true };
    } catch (error) {
      this.log.warn(
        { err: error, logoUrl, icon: name },
        'hotel icon drawn with the initial: its logo cannot be read',
      );
      return { bytes: await drawIcon(name, hotel.primary_color, initial), lasting: false };
    }
  }

  /**
   * The logo's bytes: a file of the media folder or an uploaded picture. Null for an address elsewhere (nothing
   * is fetched from the internet); throws when the logo should be there and is not, or cannot be read.
   */
  private async readLogo(url: string): Promise<Buffer | null> {
    const address = url.split(/[?#]/)[0] ?? '';
    if (address.startsWith(IMAGE_URL_PREFIX)) {
      const key = address.slice(IMAGE_URL_PREFIX.length);
      if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`not an image name: ${key}`);
      const image = await imageStoreOf(this.ctx).get(key);
      if (!image) throw new Error(`no stored image ${key}`);
      return image.bytes;
    }
    if (address.startsWith('/media/')) {
      const root = path.resolve(this.ctx.config.mediaDir);
      const file = path.resolve(root, decodeURIComponent(address.slice('/media/'.length)));
      if (!file.startsWith(root + path.sep)) throw new Error(`outside the media folder: ${address}`);
      return fs.promises.readFile(file);
    }
    return null;
  }
}
