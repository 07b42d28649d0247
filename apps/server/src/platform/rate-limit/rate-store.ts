import type { Redis } from 'ioredis';
import type { DependencyHealth } from '../health/dependency-health.ts';

/**
 * A steady rate with a burst: `burst` events at once, then one per `intervalMs`. Kept as one number per
 * key (the generic cell rate algorithm's "theoretical arrival time"), so a key costs a few bytes and
 * slowing down is gradual: whoever is over the rate waits for the next slot, never for a whole window.
 * In any period P at most `burst + P / intervalMs` events pass.
 */
export interface RateRule {
  intervalMs: number;
  burst: number;
}

export type RateMode = 'peek' | 'hit' | 'take';

/**
 * - `peek`: how long an event under `key` would have to wait (0: it would pass); records nothing.
 * - `hit`: records an event whether or not it was within the rate (a failed login already happened).
 * - `take`: records the event only if it passes; otherwise records nothing and returns the wait.
 * Every mode returns the wait in milliseconds, 0 when the event passes.
 */
export interface RateStore {
  apply(key: string, rule: RateRule, mode: RateMode): Promise<number>;
  /** Forgets the key: its next event starts a full burst again. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One step of the algorithm, shared by both stores: the new arrival time and the wait. */
function step(tat: number, now: number, rule: RateRule) {
  const next = Math.max(tat, now) + rule.intervalMs;
  return { next, waitMs: Math.max(0, next - now - rule.intervalMs * rule.burst) };
}

/** In memory, for one instance; bounded, so a flood of distinct keys cannot exhaust memory. */
export class MemoryRateStore implements RateStore {
  private readonly arrivals = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  async apply(key: string, rule: RateRule, mode: RateMode): Promise<number> {
    const now = this.now();
    const { next, waitMs } = step(this.arrivals.get(key) ?? now, now, rule);
    if (mode === 'peek' || (mode === 'take' && waitMs > 0)) return waitMs;
    this.arrivals.delete(key); // re-inserted last: the Map's order is then oldest activity first
    this.arrivals.set(key, next);
    if (this.arrivals.size > this.maxKeys) this.evict(now);
    return waitMs;
  }

  async reset(key: string): Promise<void> {
    this.arrivals.delete(key);
  }

  get size(): number {
    return this.arrivals.size;
  }

  async close(): Promise<void> {
    this.arrivals.clear();
  }

  /** Drops keys whose arrival time has passed (they are back to a full burst), else the least recently used. */
  private evict(now: number): void {
    for (const [key, tat] of this.arrivals) if (tat <= now) this.arrivals.delete(key);
    for (const key of this.arrivals.keys()) {
      if (this.arrivals.size <= this.maxKeys * 0.9) break;
      this.arrivals.delete(key);
    }
  }
}

/** The same step in Lua, so instances sharing a key cannot race between read and write. */
const GCRA_SCRIPT = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
local nextTat = math.max(tat, now) + interval
local wait = math.max(0, nextTat - now - interval * burst)
if ARGV[4] == 'peek' or (ARGV[4] == 'take' and wait > 0) then return wait end
redis.call('SET', KEYS[1], nextTat, 'PX', math.ceil(nextTat - now))
return wait`;

/** Shared by every instance, so a load balancer does not multiply an allowance. */
export class RedisRateStore implements RateStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async apply(key: string, rule: RateRule, mode: RateMode): Promise<number> {
    const wait = await this.redis.eval(
      GCRA_SCRIPT,
      1,
      this.keyPrefix + key,
      this.now(),
      rule.intervalMs,
      rule.burst,
      mode,
    );
    return Number(wait);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyPrefix + key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * Redis while it answers, this instance's memory while it does not: a Redis outage makes limits per
 * instance (still bounded) instead of failing every login. The switch is reported to `health` under the
 * limits connection's own name (`reporter`), which logs it once; the store goes back to Redis as soon as
 * health has that connection up again (it reconnected, or after a hang a PING on it answered), whatever
 * the other connections to Redis are doing. Counts made locally during the outage are not carried over.
 */
export class FallbackRateStore implements RateStore {
  constructor(
    private readonly shared: RateStore,
    private readonly local: RateStore,
    private readonly health: DependencyHealth,
    private readonly reporter = 'limits',
  ) {}

  async apply(key: string, rule: RateRule, mode: RateMode): Promise<number> {
    if (!this.health.isDown('redis', this.reporter)) {
      try {
        return await this.shared.apply(key, rule, mode);
      } catch (error) {
        this.health.reportDown('redis', this.reporter, (error as Error).message);
      }
    }
    return this.local.apply(key, rule, mode);
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    if (this.health.isDown('redis', this.reporter)) return;
    try {
      await this.shared.reset(key);
    } catch (error) {
      this.health.reportDown('redis', this.reporter, (error as Error).message);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.shared.close(), this.local.close()]);
  }
}
