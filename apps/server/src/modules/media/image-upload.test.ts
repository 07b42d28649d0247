import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@hotel/contracts/menu-admin';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  multipartFile,
  type TestApp,
} from '../../../test/test-app.ts';
import { IMAGE_ERRORS } from './image-store.ts';

let t: TestApp;
let manager: string;
let kitchen: string;
beforeAll(async () => {
  t = await createTestApp();
  const hotel = await createTestHotel(t.ctx);
  manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
  kitchen = (await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen')).token;
});
afterAll(() => t.close());

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#d9822b' } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

const upload = (token: string, file: { bytes: Buffer; filename: string; contentType: string }) => {
  const { payload, headers } = multipartFile(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/menu/images/',
    headers: { ...auth(token), ...headers },
    payload,
  });
};

describe('POST /api/staff/menu/images/', () => {
  it('resizes a dish picture to the guest app sizes and serves it for a year from any instance', async () => {
    const bytes = await picture(2400, 1600, 'jpeg');
    const response = await upload(manager, { bytes, filename: 'pad-thai.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/images\/sized\/[0-9a-f]{32}-w800\.webp$/);

    // Another instance on the same database serves it: the bytes live in the database, not on a disk.
    const other = await createTestApp();
    try {
      const served = await other.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 533,
      });
      const small = await other.app.inject({ url: url.replace('-w800', '-w400') });
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 400 });
    } finally {
      await other.close();
    }

    // The same picture again is the same URL (content-addressed), stored once.
    const again = await upload(manager, { bytes, filename: 'copy.jpg', contentType: 'image/jpeg' });
    expect(again.json<{ url: string }>().url).toBe(url);
  });

  it('never enlarges a small picture', async () => {
    const response = await upload(manager, {
      bytes: await picture(300, 200),
      filename: 'small.png',
      contentType: 'image/png',
    });
    const served = await t.app.inject({ url: response.json<{ url: string }>().url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    [
      'a GIF',
      { bytes: Buffer.from('GIF89a'), filename: 'a.gif', contentType: 'image/gif' },
      IMAGE_ERRORS.type,
    ],
    [
      'text named .png',
      { bytes: Buffer.from('hello'), filename: 'a.png', contentType: 'image/png' },
      IMAGE_ERRORS.unreadable,
    ],
    [
      'an SVG',
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'a.svg',
        contentType: 'image/svg+xml',
      },
      IMAGE_ERRORS.type,
    ],
  ])('refuses %s with a 400 that says what to upload', async (_case, file, detail) => {
    const response = await upload(manager, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail });
  });

  it('refuses a PNG declared as JPEG only if it is not a picture at all (the bytes decide the format)', async () => {
    const response = await upload(manager, {
      bytes: await picture(50, 50),
      filename: 'a.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a file over the size limit with a 413', async () => {
    const bytes = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1);
    const response = await upload(manager, { bytes, filename: 'huge.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ detail: IMAGE_ERRORS.size });
  });

  it('refuses a request without a file, and a role without menu.edit', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/staff/menu/images/',
      headers: { ...auth(manager), 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: IMAGE_ERRORS.missing });
    const forbidden = await upload(kitchen, {
      bytes: await picture(10, 10),
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('decodes uploads that arrive together one at a time: a few wait their turn, beyond that 503 busy', async () => {
    // Different pictures (content-addressed: the same one would be the same name).
    const files = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        sharp({
          create: { width: 4000, height: 3000, channels: 3, background: { r: index * 20, g: 90, b: 40 } },
        })
          .jpeg()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(
      files.map((bytes, index) =>
        upload(manager, { bytes, filename: `photo-${index}.jpg`, contentType: 'image/jpeg' }),
      ),
    );
    const busy = responses.filter((response) => response.statusCode === 503);
    const stored = responses.filter((response) => response.statusCode === 201);
    expect(busy.length + stored.length).toBe(12);
    // One decoding and eight waiting are served; the rest are told to come back.
    expect(stored.length).toBeGreaterThanOrEqual(9);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ code: 'image_busy' });
    }
    // And once the line has moved, the next upload is served.
    const later = await upload(manager, {
      bytes: files[0]!,
      filename: 'again.jpg',
      contentType: 'image/jpeg',
    });
    expect(later.statusCode).toBe(201);
  });

  it('answers 404 for an unknown image and 400 for a name that is not an image name', async () => {
    expect((await t.app.inject({ url: `/api/images/sized/${'0'.repeat(32)}-w800.webp` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: '/api/images/sized/..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});
