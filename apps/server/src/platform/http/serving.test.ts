import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="theme-color" content="#1f5f8b" /><title>Hotel Guest</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({ GUEST_WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('one URL is the product', () => {
  it('answers every page route with the app, with the security policy and no caching', async () => {
    for (const url of ['/', '/dashboard', '/orders/12', '/login?room=101&hotel=HOTEL-DEMO']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker as a script checked on every visit, and the page lets it run', async () => {
    const response = await t.app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
    const page = await t.app.inject({ url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('keeps API and socket paths out of the page fallback', async () => {
    for (const url of [
      '/api/unknown/',
      '/ws/unknown/',
      '/media/missing.svg',
      '/assets/app-old.js',
      '/favicon-missing.png',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('serves a file added after start-up (a rebuild) without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    const response = await t.app.inject({ url: '/assets/late-def456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('sends the precompressed file to a client that accepts it', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js'), 'x'.repeat(5000));
    fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.br'), 'brotli-bytes');
    const response = await t.app.inject({
      url: '/assets/big-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli-bytes');
  });

  it('serves hotel media', async () => {
    const response = await t.app.inject({ url: '/media/hotels/hotel-demo-logo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('sends the basic security headers on API answers', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const overHttps = await t.app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBeUndefined();
  });
});
