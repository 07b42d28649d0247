import { HttpError } from '../../platform/http/errors.ts';

export const DECODES_BUSY = 'The server is busy with other pictures. Try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 5;

export const decodesBusy = () =>
  new HttpError(503, DECODES_BUSY, 'image_busy', { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });

/**
 * Runs image decodes one at a time, in the order they came. A 40-megapixel picture decodes to about
 * 120 MB of pixels, so four at once cost half a gigabyte, and the allocator does not give that back
 * quickly; one at a time bounds it to one picture. A few uploads may wait their turn (each holds only its
 * file, at most MAX_IMAGE_BYTES); beyond `maxWaiting` an upload is answered 503 "busy, try again" with
 * Retry-After rather than kept in memory.
 */
export class DecodeQueue {
  private running = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly maxWaiting: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.waiting.length >= this.maxWaiting) throw decodesBusy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running = true;
    }
    try {
      return await work();
    } finally {
      // Hands the turn straight to the next in line, so a newcomer cannot slip in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }

  /** Decodes running or waiting (for tests and metrics). */
  get size(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }
}
