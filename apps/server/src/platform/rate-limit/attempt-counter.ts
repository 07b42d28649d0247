import { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window. In memory for one instance; in Redis when several
 * instances must share the count (otherwise a load balancer multiplies the allowance).
 */
export interface AttemptCounter {
  /** Adds one and returns the count in the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Milliseconds until the key's window ends (0 when no window is open). */
  remainingMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    this.sweep();
    const window = this.live(key);
    if (window) return ++window.count;
    this.windows.set(key, { count: 1, endsAt: this.now() + windowMs });
    return 1;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async remainingMs(key: string): Promise<number> {
    const window = this.live(key);
    return window ? window.endsAt - this.now() : 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Keeps memory bounded under a flood of distinct keys. */
  private sweep(): void {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

export class RedisAttemptCounter implements AttemptCounter {
  constructor(private readonly redis: Redis) {}

  static async connect(redisUrl: string): Promise<RedisAttemptCounter> {
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 3,
      keyPrefix: 'hotel-guest:attempts:',
    });
    await redis.connect();
    return new RedisAttemptCounter(redis);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const [[, count] = [], [, ttl] = []] = (await this.redis.multi().incr(key).pttl(key).exec()) ?? [];
    // A key without expiry is a new window (or one whose PEXPIRE was lost): start it now.
    if (Number(ttl) < 0) await this.redis.pexpire(key, windowMs);
    return Number(count);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(key)) ?? 0);
  }

  async remainingMs(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
