import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHex, readableOn } from '@hotel/contracts/colour';
import { DEFAULT_PRIMARY } from '@hotel/contracts/hotel-theme';
import { createTestApp, createTestHotel, loginTestGuest, type TestApp } from '../../../test/test-app.ts';
import { insertImages } from '../media/repository.ts';
import { updateHotel } from './repository.ts';
import { shortName } from './web-manifest.ts';

const GENERIC_ICON =
  '<link\n      rel="icon"\n      type="image/svg+xml"\n      href="data:image/svg+xml,%3Csvg%3E"\n    />';
const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#1f5f8b" />' +
  `${GENERIC_ICON}<title>Hotel Guest</title></head><body><div id="root"></div></body></html>`;

const SEA_MARK = '/media/hotels/hotel-sea-mark.svg';
const DEMO_WIDE_LOGO = '/media/hotels/hotel-demo-logo.svg';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-web-install-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ GUEST_WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  orientation: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifestOf(uniqueId: string, lang = 'en'): Promise<Manifest> {
  const response = await t.app.inject({ url: `/api/hotels/${uniqueId}/manifest.webmanifest?lang=${lang}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function fetchPng(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const bytes = response.rawPayload;
  return { response, bytes, metadata: await sharp(bytes).metadata() };
}

/** The icon's pixels, four channels each (an opaque icon gets alpha 255). */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * 4;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!, data[offset + 3]!] as const;
  };
  return { width: info.width, height: info.height, at };
}

function rgbOf(hex: string) {
  const { r, g, b } = parseHex(hex)!;
  return [r, g, b] as const;
}

const near = (pixel: readonly number[], [r, g, b]: readonly number[], tolerance = 2) =>
  Math.abs(pixel[0]! - r!) <= tolerance &&
  Math.abs(pixel[1]! - g!) <= tolerance &&
  Math.abs(pixel[2]! - b!) <= tolerance &&
  pixel[3] === 255;

describe("a hotel's guest app is installable", () => {
  it('serves a manifest with the hotel’s name, colours, entry address and icons, each a PNG of its stated size', async () => {
    const hotel = await createTestHotel(t.ctx, {
      name: 'Sea Breeze Resort',
      primaryColor: '#12355b',
      backgroundColor: '#f5f9fc',
      smallLogoUrl: SEA_MARK,
    });
    const response = await t.app.inject({ url: `/api/hotels/${hotel.uniqueId}/manifest.webmanifest` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const manifest = response.json() as Manifest;
    expect(manifest).toMatchObject({
      id: `/?hotel=${hotel.uniqueId}`,
      name: 'Sea Breeze Resort',
      short_name: 'Sea Breeze',
      description: 'Order dining, book activities, request services and chat with your hotel.',
      lang: 'en',
      dir: 'ltr',
      start_url: `/?hotel=${hotel.uniqueId}`,
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#12355b',
      background_color: '#f5f9fc',
    });
    // Unchanged, the browser's copy stands.
    const again = await t.app.inject({
      url: `/api/hotels/${hotel.uniqueId}/manifest.webmanifest`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const { response: answer, metadata } = await fetchPng(icon.src);
      expect(icon.type).toBe('image/png');
      expect(`${metadata.width}x${metadata.height}`, icon.src).toBe(icon.sizes);
      expect(metadata.format).toBe('png');
      // The address names the drawing: it never changes, so it is kept for good.
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The "any" icon is a brand tile with rounded corners: transparent in the corner, brand colour at the edge.
    const any = await pixelsOf((await fetchPng(manifest.icons[1]!.src)).bytes);
    expect(any.at(0, 0)[3]).toBe(0);
    expect(near(any.at(256, 8), rgbOf('#12355b'))).toBe(true);
  });

  it("words the manifest in the device's language and writes its direction", async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Palm Court' });
    const arabic = await manifestOf(hotel.uniqueId, 'ar');
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', short_name: 'Palm Court' });
    expect(arabic.description).toBe('اطلب الطعام واحجز الأنشطة واطلب الخدمات وتحدّث مع فندقك.');
    const german = await manifestOf(hotel.uniqueId, 'de');
    expect(german).toMatchObject({ lang: 'de', dir: 'ltr' });
    expect(german.description).not.toBe((await manifestOf(hotel.uniqueId)).description);

    const unknownLanguage = await t.app.inject({
      url: `/api/hotels/${hotel.uniqueId}/manifest.webmanifest?lang=xx`,
    });
    expect(unknownLanguage.statusCode).toBe(400);
    const unknownHotel = await t.app.inject({ url: '/api/hotels/HOTEL-NOPE-404/manifest.webmanifest' });
    expect(unknownHotel.statusCode).toBe(404);
    const unknownIcon = await t.app.inject({ url: `/api/hotels/${hotel.uniqueId}/icons/icon-1024.png` });
    expect(unknownIcon.statusCode).toBe(400);
  });

  it('keeps the logo of the maskable icon inside the centre 80 % safe zone, on the brand colour', async () => {
    // A badge (the sea mark, a disc) and a wide logo on a transparent page (the demo's, on a white plate).
    for (const logo of [{ smallLogoUrl: SEA_MARK }, { logoUrl: DEMO_WIDE_LOGO }]) {
      const hotel = await createTestHotel(t.ctx, {
        name: 'Safe Zone Hotel',
        primaryColor: '#0f766e',
        ...logo,
      });
      const maskable = (await manifestOf(hotel.uniqueId)).icons.find((icon) => icon.purpose === 'maskable')!;
      const { bytes, metadata } = await fetchPng(maskable.src);
      // A full square: the platform cuts its shape out of it, so nothing may be transparent.
      expect(metadata.hasAlpha).toBe(false);
      const icon = await pixelsOf(bytes);
      const brand = rgbOf('#0f766e');
      const centre = icon.width / 2;
      let outside = 0;
      let logoPixels = 0;
      for (let y = 0; y < icon.height; y++) {
        for (let x = 0; x < icon.width; x++) {
          const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
          const isBrand = near(icon.at(x, y), brand);
          if (distance > icon.width * 0.4 && !isBrand) outside++;
          if (distance <= icon.width * 0.4 && !isBrand) logoPixels++;
        }
      }
      expect(outside, JSON.stringify(logo)).toBe(0);
      // The logo is there, and large: well over a tenth of the icon.
      expect(logoPixels / (icon.width * icon.height), JSON.stringify(logo)).toBeGreaterThan(0.1);
    }
  });

  it('draws an opaque apple-touch icon on the brand colour', async () => {
    const hotel = await createTestHotel(t.ctx, { primaryColor: '#f2b544', logoUrl: DEMO_WIDE_LOGO });
    const page = await t.app.inject({ url: `/?hotel=${hotel.uniqueId}` });
    const href = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(page.body)?.[1]?.replace(/&#38;/g, '&');
    expect(href).toBeDefined();
    const { bytes, metadata } = await fetchPng(href!);
    expect([metadata.width, metadata.height, metadata.hasAlpha]).toEqual([180, 180, false]);
    const icon = await pixelsOf(bytes);
    expect(near(icon.at(0, 0), rgbOf('#f2b544'))).toBe(true);
    expect(near(icon.at(179, 179), rgbOf('#f2b544'))).toBe(true);
  });

  it("draws the hotel's initial on its colour when it has no logo, and new addresses when the logo comes", async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'the Orchid House', primaryColor: '#12355b' });
    const before = await manifestOf(hotel.uniqueId);
    const icon = await pixelsOf((await fetchPng(before.icons[1]!.src)).bytes);
    const ink = rgbOf(readableOn('#12355b'));
    // The letter (white on the dark brand colour) crosses the middle; the edge is the brand colour.
    let letterPixels = 0;
    for (let x = 128; x < 384; x++) if (near(icon.at(x, 256), ink, 8)) letterPixels++;
    expect(letterPixels).toBeGreaterThan(20);
    expect(near(icon.at(256, 10), rgbOf('#12355b'))).toBe(true);

    await updateHotel(t.ctx.db, hotel.hotelId, { smallLogoUrl: SEA_MARK });
    const after = await manifestOf(hotel.uniqueId);
    for (const [index, icon] of after.icons.entries()) expect(icon.src).not.toBe(before.icons[index]!.src);
    // An older address still answers (with the current icon), but only briefly cached.
    const stale = await fetchPng(before.icons[1]!.src);
    expect(stale.response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('falls back to the initial for a logo that is missing, not a picture, or outside the media folder', async () => {
    const name = 'Broken Logo Inn';
    const reference = await createTestHotel(t.ctx, { name, primaryColor: '#8a2be2' });
    const initialIcon = (await fetchPng((await manifestOf(reference.uniqueId)).icons[1]!.src)).bytes;

    const key = `${'ab'.repeat(16)}-s192.webp`;
    await insertImages(t.ctx.db, [
      { key, contentType: 'image/webp', width: 192, height: 192, bytes: Buffer.from('not a picture at all') },
    ]);
    for (const smallLogoUrl of [
      '/media/hotels/no-such-logo.svg',
      `/api/images/sized/${key}`,
      `/api/images/sized/${'cd'.repeat(16)}-s192.webp`,
      '/media/../package.json',
      '/media/%2e%2e/package.json',
    ]) {
      const hotel = await createTestHotel(t.ctx, { name, primaryColor: '#8a2be2', smallLogoUrl });
      const manifest = await manifestOf(hotel.uniqueId);
      const { bytes, response } = await fetchPng(manifest.icons[1]!.src);
      expect(bytes.equals(initialIcon), smallLogoUrl).toBe(true);
      // Drawn as a stand-in: browsers ask again soon, in case the logo is back.
      expect(response.headers['cache-control'], smallLogoUrl).toBe('public, max-age=300');
    }
    // A logo elsewhere on the internet is never fetched: the initial, as a lasting choice.
    const remote = await createTestHotel(t.ctx, {
      name,
      primaryColor: '#8a2be2',
      smallLogoUrl: 'https://example.com/logo.png',
    });
    const remoteIcon = await fetchPng((await manifestOf(remote.uniqueId)).icons[1]!.src);
    expect(remoteIcon.bytes.equals(initialIcon)).toBe(true);
  });

  it('links the manifest and the icons from the served page, and leaves the bare page generic', async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Sea & Sand Hotel', smallLogoUrl: SEA_MARK });
    const page = await t.app.inject({
      url: `/?hotel=${hotel.uniqueId}&room=101`,
      headers: { cookie: 'guestLanguage=fr' },
    });
    const html = page.body;
    expect(html).toContain(
      `<link rel="manifest" href="/api/hotels/${hotel.uniqueId}/manifest.webmanifest?lang=fr">`,
    );
    expect(html).toContain('<meta name="apple-mobile-web-app-capable" content="yes">');
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Sea &#38; Sand">');
    // The build's generic icon is replaced by the hotel's: one set of icons, all answering.
    expect(html).not.toContain('image/svg+xml');
    const links = [
      ...html.matchAll(
        /<link rel="(icon|apple-touch-icon)"(?: type="image\/png" sizes="(\d+)x\d+")? href="([^"]+)">/g,
      ),
    ];
    expect(links.map((link) => `${link[1]} ${link[2] ?? ''}`)).toEqual([
      'icon 32',
      'icon 48',
      'apple-touch-icon ',
    ]);
    for (const [, , size, href] of links) {
      const { metadata } = await fetchPng(href!.replace(/&#38;/g, '&'));
      expect(metadata.width).toBe(size ? Number(size) : 180);
    }
    // The manifest the page links names the same icons the page shows.
    const manifest = await manifestOf(hotel.uniqueId, 'fr');
    const version = /\?v=([0-9a-f]+)/.exec(links[0]![3]!)?.[1];
    expect(manifest.icons.every((icon) => icon.src.endsWith(`?v=${version}`))).toBe(true);

    // The signed-in guest's dashboard is the hotel's app too.
    const token = await loginTestGuest(t.app, hotel);
    const dashboard = await t.app.inject({
      url: '/dashboard',
      headers: { cookie: `session_token=${token}` },
    });
    expect(dashboard.body).toContain(
      `<link rel="manifest" href="/api/hotels/${hotel.uniqueId}/manifest.webmanifest?lang=en">`,
    );

    const bare = await t.app.inject({ url: '/' });
    expect(bare.body).toBe(INDEX_HTML);
    expect(bare.body).not.toContain('rel="manifest"');
  });

  it('opens the installed app on the dashboard of a guest still signed in to that hotel, else on its login', async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Start Address Hotel' });
    const other = await createTestHotel(t.ctx);
    const token = await loginTestGuest(t.app, hotel);
    const { start_url } = await manifestOf(hotel.uniqueId);
    const signedIn = await t.app.inject({ url: start_url, headers: { cookie: `session_token=${token}` } });
    expect(signedIn.statusCode).toBe(302);
    expect(signedIn.headers.location).toBe('/dashboard');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    // A QR link (it names a room) always shows its login; so does another hotel's app, and a signed-out device.
    for (const [url, cookie] of [
      [`/?hotel=${hotel.uniqueId}&room=101`, `session_token=${token}`],
      [`/login?hotel=${hotel.uniqueId}`, `session_token=${token}`],
      [(await manifestOf(other.uniqueId)).start_url, `session_token=${token}`],
      [start_url, 'session_token=not-a-session'],
      [start_url, ''],
    ] as const) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, `${url} ${cookie}`).toBe(200);
      expect(response.body, `${url} ${cookie}`).toContain('elementtiming="login-form"');
    }
  });

  it("opens the default hotel's login for a login address that names none, only when one is set (SPEC K20)", async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Default Hotel' });
    const withDefault = await createTestApp({ GUEST_WEB_DIST: dist, DEFAULT_HOTEL_ID: hotel.uniqueId });
    try {
      for (const [url, location] of [
        ['/', `/?hotel=${hotel.uniqueId}`],
        ['/?room=101', `/?room=101&hotel=${hotel.uniqueId}`],
        ['/login', `/login?hotel=${hotel.uniqueId}`],
      ] as const) {
        const response = await withDefault.app.inject({ url });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe(location);
      }
      // It is the hotel's own login once there; an address naming a hotel, and every other page, are left alone.
      const login = await withDefault.app.inject({ url: `/?hotel=${hotel.uniqueId}` });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain('Default Hotel');
      const other = await createTestHotel(t.ctx);
      expect((await withDefault.app.inject({ url: `/?hotel=${other.uniqueId}` })).statusCode).toBe(200);
      expect((await withDefault.app.inject({ url: '/menu' })).statusCode).toBe(200);
    } finally {
      await withDefault.close();
    }
    // Without the setting the bare address stays the generic page.
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('answers /favicon.ico with an icon file: the hotel whose own address it is, else the product icon', async () => {
    const hotel = await createTestHotel(t.ctx, {
      primaryColor: '#f26419',
      smallLogoUrl: SEA_MARK,
      publicUrl: 'https://sea-favicon.example.com',
    });
    // A second hotel, so that the server has no only hotel whose icon would stand for it.
    await createTestHotel(t.ctx);
    const own = await t.app.inject({ url: '/favicon.ico', headers: { host: 'sea-favicon.example.com' } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/x-icon');
    const ownImages = iconImages(own.rawPayload);
    expect(ownImages.map((image) => image.size)).toEqual([32, 48]);
    const page = await t.app.inject({ url: `/login?hotel=${hotel.uniqueId}` });
    const favicon32 = /<link rel="icon" type="image\/png" sizes="32x32" href="([^"]+)">/.exec(page.body)![1]!;
    expect(ownImages[0]!.png.equals((await fetchPng(favicon32.replace(/&#38;/g, '&'))).bytes)).toBe(true);

    // Several hotels, none with this address: the product's own icon.
    const product = await t.app.inject({ url: '/favicon.ico', headers: { host: 'elsewhere.example.com' } });
    expect(product.statusCode).toBe(200);
    const productImages = iconImages(product.rawPayload);
    for (const { size, png } of productImages) {
      const icon = await pixelsOf(png);
      expect([icon.width, icon.height]).toEqual([size, size]);
      // The product's "H" on its colour: brand above the letter, white on its left bar.
      expect(near(icon.at(size / 2, Math.round(size * 0.08)), rgbOf(DEFAULT_PRIMARY))).toBe(true);
      expect(near(icon.at(Math.round(size * 0.25), size / 2), [255, 255, 255], 8)).toBe(true);
    }
    expect(productImages[0]!.png.equals(ownImages[0]!.png)).toBe(false);
  });
});

/** The images of a .ico file, checked against its directory (the header, an entry each, PNG data). */
function iconImages(ico: Buffer): { size: number; png: Buffer }[] {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const size = ico.readUInt8(entry) || 256;
    expect(ico.readUInt8(entry + 1) || 256).toBe(size);
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    const png = ico.subarray(offset, offset + length);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    return { size, png };
  });
}

describe('the short name under the home screen icon', () => {
  it('keeps a name that fits, drops generic words, then keeps the longest run of whole words', () => {
    expect(shortName('Palm Court')).toBe('Palm Court');
    expect(shortName('Hotel Sacher')).toBe('Hotel Sacher');
    expect(shortName('Sea Breeze Resort')).toBe('Sea Breeze');
    expect(shortName('Demo Riverside Hotel')).toBe('Riverside');
    expect(shortName('The Peninsula Hotel Hong Kong')).toBe('Peninsula');
    expect(shortName('Mandarin Oriental, Bangkok')).toBe('Mandarin');
    expect(shortName('Sea & Sand Hotel')).toBe('Sea & Sand');
    expect(shortName('Hôtel de la Cité Carcassonne')).toBe('Carcassonne');
    expect(shortName('Museum of Modern Art Hotel')).toBe('Modern Art');
    expect(shortName('Kempinski-Grandhotel-Heiligendamm')).toBe('Kempinski-G…');
    expect(shortName('東京ステーションホテル')).toBe('東京ステーションホテル');
    for (const name of [
      'Sea Breeze Resort',
      'Kempinski-Grandhotel-Heiligendamm',
      'Hôtel de la Cité Carcassonne',
    ])
      expect([...shortName(name)].length).toBeLessThanOrEqual(12);
  });
});
