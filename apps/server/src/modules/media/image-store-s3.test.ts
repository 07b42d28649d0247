import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  multipartFile,
  type TestApp,
} from '../../../test/test-app.ts';
import { startFakeS3, type FakeS3 } from '../../../test/s3-server.ts';
import { STORE_UNAVAILABLE } from './blob-store.ts';
import { images } from './schema.ts';

let s3: FakeS3;
let t: TestApp;
let manager: string;
const s3Config = (
  fake: { url: string; bucket: string; accessKeyId: string },
  extra: Record<string, string> = {},
) => ({
  S3_ENDPOINT: fake.url,
  S3_BUCKET: fake.bucket,
  S3_ACCESS_KEY_ID: fake.accessKeyId,
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_TIMEOUT_MS: '500',
  ...extra,
});

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp(s3Config(s3));
  const hotel = await createTestHotel(t.ctx);
  manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

const uploadDish = async (app: TestApp, bytes: Buffer) => {
  const { payload, headers } = multipartFile({ bytes, filename: 'dish.jpg', contentType: 'image/jpeg' });
  return app.app.inject({
    method: 'POST',
    url: '/api/staff/menu/images/',
    headers: { ...auth(manager), ...headers },
    payload,
  });
};

describe('images in an S3-compatible store (S3_BUCKET set)', () => {
  it('puts the resized variants in the bucket, not the database, and any instance serves them', async () => {
    const response = await uploadDish(t, await picture(1600, 1200, '#2b7bd9'));
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    const key = url.replace('/api/images/sized/', '');
    expect(key).toMatch(/^[0-9a-f]{32}-w800\.webp$/);

    const stored = s3.objects.get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.headers).toMatchObject({ 'x-amz-meta-width': '800', 'x-amz-meta-height': '600' });
    expect(s3.objects.has(key.replace('-w800', '-w400'))).toBe(true);
    expect(
      s3.requests.some((request) => request.method === 'PUT' && request.path === `/${s3.bucket}/${key}`),
    ).toBe(true);
    expect(await t.ctx.db.select({ key: images.key }).from(images).where(eq(images.key, key))).toEqual([]);

    const other = await createTestApp(s3Config(s3));
    try {
      const served = await other.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 800,
        height: 600,
      });
    } finally {
      await other.close();
    }
  });

  it('stores slide uploads in the same store, resized to the slideshow width', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/images/',
      headers: { ...auth(manager), 'content-type': 'image/jpeg' },
      payload: await picture(2000, 1000, '#1f9d55'),
    });
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/images\/sized\/[0-9a-f]{32}-w1280\.webp$/);
    const served = await t.app.inject({ url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1280, height: 640 });
  });

  it('serves a picture stored in the database before the switch, and 404 for a key neither has', async () => {
    const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const key = `${'b'.repeat(32)}-w800.webp`;
    await t.ctx.db.insert(images).values({ key, contentType: 'image/webp', width: 20, height: 10, bytes });
    const served = await t.app.inject({ url: `/api/images/sized/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(s3.objects.has(key)).toBe(false);
    const response = await t.app.inject({ url: `/api/images/sized/${'a'.repeat(32)}-w800.webp` });
    expect(response.statusCode).toBe(404);
  });

  it('degrades to a clear 503 while the store fails or hangs, and recovers when it answers again', async () => {
    const bytes = await picture(300, 200, '#aa3300');
    const first = await uploadDish(t, bytes);
    const { url } = first.json<{ url: string }>();
    for (const mode of ['error', 'hang'] as const) {
      s3.mode = mode;
      const started = Date.now();
      const upload = await uploadDish(t, await picture(310, 200, '#aa3301'));
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toMatchObject({ detail: STORE_UNAVAILABLE });
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(503);
      expect(served.headers['retry-after']).toBe('30');
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    s3.mode = 'ok';
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('answers 503 when nothing listens at S3_ENDPOINT', async () => {
    const gone = await startFakeS3();
    const settings = { url: gone.url, bucket: gone.bucket, accessKeyId: gone.accessKeyId };
    await gone.close();
    const down = await createTestApp(s3Config(settings));
    try {
      const upload = await uploadDish(down, await picture(50, 50, '#000000'));
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toMatchObject({ detail: STORE_UNAVAILABLE });
    } finally {
      await down.close();
    }
  });
});
