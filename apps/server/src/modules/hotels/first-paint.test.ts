import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestHotel, loginTestGuest, type TestApp } from '../../../test/test-app.ts';
import { FIRST_PAINT_DASHBOARD_ELEMENT_ID, FIRST_PAINT_HOTEL_ELEMENT_ID } from '@hotel/contracts/first-paint';
import { insertSlide } from '../content/repository.ts';
import { hotelNamedByUrl } from './first-paint.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#1f5f8b" /><title>Hotel Guest</title></head>' +
  '<body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-web-first-paint-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ GUEST_WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The JSON the page carries for the app in the element with this id, or null when it carries none. */
function embeddedJson(html: string, elementId: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${elementId}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

const embeddedHotel = (html: string) => embeddedJson(html, FIRST_PAINT_HOTEL_ELEMENT_ID);

describe('the first response carries the hotel the URL names', () => {
  it('puts the public hotel data, its name, colour and a logo preload into the login page', async () => {
    const hotel = await createTestHotel(t.ctx, {
      name: 'Sea & Sand',
      primaryColor: '#12355b',
      smallLogoUrl: '/media/logos/sea-small.png',
      guestsCanRequestTowels: false,
    });
    const response = await t.app.inject({ url: `/login?hotel=${hotel.uniqueId}&room=101` });
    expect(response.statusCode).toBe(200);
    const api = await t.app.inject({ url: `/api/hotels/${hotel.uniqueId}/` });
    // The same answer the app would otherwise ask for: it can take it instead of a second request.
    expect(embeddedHotel(response.body)).toEqual(api.json());
    expect(response.body).toContain('<title>Sea &#38; Sand</title>');
    expect(response.body).toContain('<meta name="theme-color" content="#12355b"');
    expect(response.body).toContain('<link rel="preload" as="image" href="/media/logos/sea-small.png"');
    // Drawn before any script: the hotel's colours as the app's theme, its logo and name on the login band.
    expect(response.body).toMatch(
      /<style id="first-paint-theme">:root\{--hotel-primary:#12355b;[^<]*\}<\/style>/,
    );
    expect(response.body).toMatch(
      /<div id="root">.*<img src="\/media\/logos\/sea-small.png"[^>]*>.*<p [^>]*>Sea &#38; Sand<\/p>.*<\/div><\/body>/,
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("writes the form card's title and subtitle, and the page's direction, in the device's language", async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Card Hotel' });
    const english = await t.app.inject({ url: `/?hotel=${hotel.uniqueId}&room=12` });
    expect(english.body).toContain('<html lang="en" dir="ltr" style="color-scheme:light">');
    expect(english.body).toMatch(/<h1 [^>]*elementtiming="login-form">Welcome<\/h1>/);
    expect(english.body).toContain('>Enter the family name on your booking to continue.</p>');
    // Without a room in the link the app asks for hotel and room too, and says so.
    const noRoom = await t.app.inject({ url: `/?hotel=${hotel.uniqueId}` });
    expect(noRoom.body).toContain(
      '>Sign in with your room details to order, book and chat with the hotel.</p>',
    );

    const arabic = await t.app.inject({
      url: `/?hotel=${hotel.uniqueId}&room=12`,
      headers: { cookie: 'theme=x; guestLanguage=ar' },
    });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" style="color-scheme:light">');
    expect(arabic.body).toMatch(/elementtiming="login-form">أهلًا بك<\/h1>/);
    // A cookie naming no language of ours is English.
    // A device that shows the app dark gets the page dark from the first bytes.
    const dark = await t.app.inject({
      url: `/?hotel=${hotel.uniqueId}&room=12`,
      headers: { cookie: 'guestDarkMode=1; guestLanguage=ar' },
    });
    expect(dark.body).toContain('<html lang="ar" dir="rtl" class="dark" style="color-scheme:dark">');
    const light = await t.app.inject({
      url: `/?hotel=${hotel.uniqueId}&room=12`,
      headers: { cookie: 'guestDarkMode=0' },
    });
    expect(light.body).toContain('<html lang="en" dir="ltr" style="color-scheme:light">');
    const unknown = await t.app.inject({
      url: `/?hotel=${hotel.uniqueId}`,
      headers: { cookie: 'guestLanguage=xx' },
    });
    expect(unknown.body).toContain('<html lang="en" dir="ltr" style="color-scheme:light">');
  });

  it('sends every other page as the precompressed copy of the build that the browser takes', async () => {
    const indexPath = path.join(dist, 'index.html');
    fs.writeFileSync(`${indexPath}.br`, brotliCompressSync(INDEX_HTML));
    try {
      const brotli = await t.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(INDEX_HTML);
      // No gzip copy in this build: the plain page rather than a wrong encoding.
      const gzip = await t.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBeUndefined();
      expect(gzip.body).toBe(INDEX_HTML);
    } finally {
      fs.rmSync(`${indexPath}.br`);
    }
  });

  it('gzips the page it writes for a browser that takes gzip', async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Zipped Inn' });
    const response = await t.app.inject({
      url: `/login?hotel=${hotel.uniqueId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('<title>Zipped Inn</title>');
    const plain = await t.app.inject({ url: `/login?hotel=${hotel.uniqueId}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>Zipped Inn</title>');
  });

  it('writes a name that tries to close the script as inert text', async () => {
    const hotel = await createTestHotel(t.ctx, { name: '</script><script>alert(1)</script>' });
    const response = await t.app.inject({ url: `/?hotel=${hotel.uniqueId}` });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</p>');
    expect((embeddedHotel(response.body) as { name: string }).name).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('serves the plain page for an unknown or malformed hotel, other pages, and never a token', async () => {
    const hotel = await createTestHotel(t.ctx);
    for (const url of [
      '/login?hotel=HOTEL-DOES-NOT-EXIST',
      '/login?hotel=%3Cscript%3E',
      '/login',
      `/dashboard?hotel=${hotel.uniqueId}`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
    const login = await t.app.inject({ url: `/login?hotel=${hotel.uniqueId}` });
    expect(login.body).not.toMatch(/token/i);
  });

  it("draws the top of the signed-in guest's dashboard, with the first slide, from the session cookie", async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Slide Bay', smallLogoUrl: '/media/logos/bay.png' });
    await insertSlide(t.ctx.db, hotel.hotelId, {
      imageUrl: '/media/slides/first.jpg',
      caption: 'Pool at dawn',
    });
    await insertSlide(t.ctx.db, hotel.hotelId, { imageUrl: '/media/slides/second.jpg', caption: 'B' });
    const token = await loginTestGuest(t.app, hotel);
    const response = await t.app.inject({
      url: '/dashboard',
      headers: { cookie: `guestLanguage=de; session_token=${token}` },
    });
    expect(response.statusCode).toBe(200);
    // The guest's own page: no shared cache may keep it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(embeddedHotel(response.body)).toEqual(
      (await t.app.inject({ url: `/api/hotels/${hotel.uniqueId}/` })).json(),
    );
    expect(embeddedJson(response.body, FIRST_PAINT_DASHBOARD_ELEMENT_ID)).toEqual({
      hotel_unique_id: hotel.uniqueId,
      slide_image_url: '/media/slides/first.jpg',
    });
    // The slide first, at high priority: it is the page's largest paint.
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/media/slides/first.jpg" fetchpriority="high"><link rel="preload" as="image" href="/media/logos/bay.png">',
    );
    expect(response.body).toContain('<html lang="de" dir="ltr" style="color-scheme:light">');
    expect(response.body).toMatch(
      /<div id="root">.*<img src="\/media\/slides\/first.jpg"[^>]*>.*<\/div><\/body>/,
    );
    // The welcome card in the device's language, as the app words it.
    expect(response.body).toMatch(/<h1 [^>]*>Willkommen, Tanaka<\/h1>/);
    expect(response.body).toContain('Zimmer 101</p>');
    expect(response.body).toContain('Anreise</dt>');
    expect(response.body).not.toContain(token);
    // The slides' captions are content the app shows; the page carries the picture only.
    expect(response.body).not.toContain('Pool at dawn');
  });

  it('draws the dashboard without a slide for a hotel with none, and the plain page without a live session', async () => {
    const hotel = await createTestHotel(t.ctx, { name: 'Bare Hotel' });
    const token = await loginTestGuest(t.app, hotel);
    const bare = await t.app.inject({ url: '/dashboard', headers: { cookie: `session_token=${token}` } });
    expect(bare.body).toContain('<title>Bare Hotel</title>');
    expect(embeddedJson(bare.body, FIRST_PAINT_DASHBOARD_ELEMENT_ID)).toEqual({
      hotel_unique_id: hotel.uniqueId,
      slide_image_url: null,
    });
    expect(bare.body).not.toContain('fetchpriority="high"><link');
    for (const [url, cookie] of [
      ['/dashboard', 'session_token=not-a-session'],
      ['/dashboard', 'guestLanguage=ar'],
      ['/menu', `session_token=${token}`],
      ['/dashboard/extra', `session_token=${token}`],
    ] as const) {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.body, `${url} ${cookie}`).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // Signed out: the session's page is gone with it.
    await t.app.inject({
      method: 'POST',
      url: '/api/guest-logout/',
      headers: { authorization: `Token ${token}` },
    });
    const after = await t.app.inject({ url: '/dashboard', headers: { cookie: `session_token=${token}` } });
    expect(after.body).toBe(INDEX_HTML);
  });

  it('names a hotel only on the login and the root, from a well-formed id', () => {
    expect(hotelNamedByUrl('/login?hotel=HOTEL-DEMO&room=101')).toBe('HOTEL-DEMO');
    expect(hotelNamedByUrl('/?hotel=%20HOTEL-DEMO%20')).toBe('HOTEL-DEMO');
    expect(hotelNamedByUrl('/orders/1?hotel=HOTEL-DEMO')).toBeNull();
    expect(hotelNamedByUrl('/login?hotel=demo')).toBeNull();
    expect(hotelNamedByUrl('/login')).toBeNull();
  });
});
