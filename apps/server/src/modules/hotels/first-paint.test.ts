import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestHotel, type TestApp } from '../../../test/test-app.ts';
import { FIRST_PAINT_HOTEL_ELEMENT_ID } from '@hotel/contracts/first-paint';
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

/** The JSON the page carries for the app, or null when it carries none. */
function embeddedHotel(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAINT_HOTEL_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

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
    expect(english.body).toContain('<html lang="en" dir="ltr">');
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
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toMatch(/elementtiming="login-form">أهلًا بك<\/h1>/);
    // A cookie naming no language of ours is English.
    const unknown = await t.app.inject({
      url: `/?hotel=${hotel.uniqueId}`,
      headers: { cookie: 'guestLanguage=xx' },
    });
    expect(unknown.body).toContain('<html lang="en" dir="ltr">');
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

  it('names a hotel only on the login and the root, from a well-formed id', () => {
    expect(hotelNamedByUrl('/login?hotel=HOTEL-DEMO&room=101')).toBe('HOTEL-DEMO');
    expect(hotelNamedByUrl('/?hotel=%20HOTEL-DEMO%20')).toBe('HOTEL-DEMO');
    expect(hotelNamedByUrl('/orders/1?hotel=HOTEL-DEMO')).toBeNull();
    expect(hotelNamedByUrl('/login?hotel=demo')).toBeNull();
    expect(hotelNamedByUrl('/login')).toBeNull();
  });
});
