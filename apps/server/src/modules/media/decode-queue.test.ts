import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.ts';
import { DecodeQueue } from './decode-queue.ts';
import './image-store.ts';

/** A decoder that takes `ms` and records how many decodes ran at once, and in which order. */
function fakeDecoder() {
  let active = 0;
  const seen = { maxActive: 0, order: [] as number[] };
  const decode =
    (id: number, ms = 20) =>
    async () => {
      active += 1;
      seen.maxActive = Math.max(seen.maxActive, active);
      seen.order.push(id);
      await new Promise((resolve) => setTimeout(resolve, ms));
      active -= 1;
      return id;
    };
  return { seen, decode };
}

describe('DecodeQueue', () => {
  it('decodes one at a time, in the order the uploads came', async () => {
    const queue = new DecodeQueue(8);
    const { seen, decode } = fakeDecoder();
    const results = await Promise.all([1, 2, 3, 4].map((id) => queue.run(decode(id))));
    expect(results).toEqual([1, 2, 3, 4]);
    expect(seen.maxActive).toBe(1);
    expect(seen.order).toEqual([1, 2, 3, 4]);
    expect(queue.size).toBe(0);
  });

  it('answers 503 with Retry-After beyond its bound of waiting uploads, and serves the rest', async () => {
    const queue = new DecodeQueue(2);
    const { seen, decode } = fakeDecoder();
    const running = queue.run(decode(1));
    const waiting = [queue.run(decode(2)), queue.run(decode(3))];
    const refused = await queue.run(decode(4)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'image_busy', headers: { 'retry-after': '5' } });
    expect(await Promise.all([running, ...waiting])).toEqual([1, 2, 3]);
    expect(seen.order).toEqual([1, 2, 3]);
    // Room again once the line has moved.
    expect(await queue.run(decode(5))).toBe(5);
  });

  it('a decode that fails passes the turn on', async () => {
    const queue = new DecodeQueue(4);
    const { seen, decode } = fakeDecoder();
    const failing = queue.run(async () => {
      throw new Error('not a picture');
    });
    const next = queue.run(decode(2));
    await expect(failing).rejects.toThrow('not a picture');
    expect(await next).toBe(2);
    expect(seen.maxActive).toBe(1);
    expect(queue.size).toBe(0);
  });
});

describe('sharp, once the media module is loaded', () => {
  it('keeps no operation cache and uses one thread per decode', () => {
    expect(sharp.concurrency()).toBe(1);
    const cache = sharp.cache();
    expect(cache.memory.max).toBe(0);
    expect(cache.items.max).toBe(0);
  });
});
