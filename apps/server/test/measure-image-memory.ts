/**
 * Measures what four large picture uploads at once cost this process (issue 34, item 7): the resident set
 * before, its peak while they are decoded, just after, and after a pause. Not a test (the figures depend
 * on the machine); run by hand, preferably on PostgreSQL so the embedded database is not in the figures:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/hotel_ci \
 *     node --expose-gc --import tsx test/measure-image-memory.ts [uploads=4] [settleSeconds=20] [jpeg|png|webp]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { auth, createTestApp, createTestHotel, createTestStaff, multipartFile } from './test-app.ts';

const uploads = Number(process.argv[2] ?? 4);
const settleSeconds = Number(process.argv[3] ?? 20);
/** JPEG decodes shrunk (libvips reads it at 1/8 scale for a small variant); PNG and WebP decode whole. */
const format = (process.argv[4] ?? 'jpeg') as 'jpeg' | 'png' | 'webp';
// 7296 × 5440 = 39.7 megapixels, as in the report; JPEG under the 5 MB upload limit.
const WIDTH = 7296;
const HEIGHT = 5440;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rss = () => process.memoryUsage().rss;
const settle = async (ms: number) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  (globalThis as { gc?: () => void }).gc?.();
};

/** The pictures are made in another process, so their pixels are never in this one's memory. */
function makePictures(): string[] {
  const files = Array.from({ length: uploads }, (_, index) =>
    path.join(tmpdir(), `measure-image-${WIDTH}x${HEIGHT}-${index}.${format}`),
  );
  // PNG compresses far worse than JPEG: a smoother picture keeps it under the limit.
  const source = format === 'png' ? { width: 38, height: 28 } : { width: 228, height: 170 };
  const script = `
    const sharp = require('sharp');
    const files = ${JSON.stringify(files)};
    (async () => {
      for (const [index, file] of files.entries()) {
        // Smooth noise, scaled up: a photograph's detail at a size the upload limit admits.
        const noise = Buffer.alloc(${source.width} * ${source.height} * 3);
        for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + index * 104729) % 251;
        await sharp(noise, { raw: { width: ${source.width}, height: ${source.height}, channels: 3 } })
          .resize(${WIDTH}, ${HEIGHT}, { kernel: 'cubic' })
          .toFormat('${format}', ${format === 'png' ? '{ palette: true, colours: 16, dither: 0, compressionLevel: 9 }' : '{ quality: 80 }'})
          .toFile(file);
      }
    })();`;
  const made = spawnSync(process.execPath, ['-e', script], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error('could not make the pictures');
  return files;
}

const files = makePictures();
const t = await createTestApp({ LOG_LEVEL: 'silent' });
const hotel = await createTestHotel(t.ctx);
const { token } = await createTestStaff(t.app, t.ctx, hotel.hotelId);
const send = (bytes: Buffer, filename: string, contentType = `image/${format}`) => {
  const { payload, headers } = multipartFile({ bytes, filename, contentType });
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/menu/images/',
    headers: { ...auth(token), ...headers },
    payload,
  });
};

// Warm up (sharp and the route loaded), so the baseline is the server at rest.
await send(
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer(),
  'warm.jpg',
  'image/jpeg',
);
const pictures = files.map((file) => readFileSync(file));
await settle(1_000);
const before = rss();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
const started = performance.now();
const statuses = (
  await Promise.all(pictures.map((bytes, index) => send(bytes, `photo-${index}.${format}`)))
).map((response) => response.statusCode);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
clearInterval(sampler);
const justAfter = rss();
await settle(settleSeconds * 1000);
const settled = rss();
console.log(
  JSON.stringify({
    uploads,
    format,
    pictureMB: pictures.map((bytes) => +(bytes.length / 1024 / 1024).toFixed(1)),
    statuses,
    seconds: Number(seconds),
    rssMB: {
      before: mb(before),
      peak: mb(peak),
      justAfter: mb(justAfter),
      [`after${settleSeconds}s`]: mb(settled),
    },
  }),
);
await t.close();
process.exit(0);
