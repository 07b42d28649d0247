import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { MemoryRateStore, type RateRule } from './rate-store.ts';

const MINUTE_MS = 60_000;

const perMinute = (count: number, burst: number): RateRule => ({
  burst,
  intervalMs: Math.max(1, Math.floor(MINUTE_MS / count)),
});

/** Failed socket handshakes (unknown tokens) per address before they are refused without a lookup. */
const SOCKET_FAILURES = perMinute(30, 20);

/**
 * Request rates that bound what one session or one address can make the server do: writes (each may
 * create rows) per guest session and per address, and failed socket handshakes (each costs a database
 * lookup) per address. Counted in this instance's memory: these are abuse bounds, cheap enough for every
 * write, and a load balancer multiplies them only by the number of instances
 * (docs/decisions/0032-request-limits-per-instance.md).
 */
export class RequestLimits {
  private readonly store: MemoryRateStore;
  private readonly sessionWrites: RateRule;
  private readonly addressWrites: RateRule;

  constructor(config: Config, now: () => number) {
    this.store = new MemoryRateStore(now);
    this.sessionWrites = perMinute(config.GUEST_WRITES_PER_MINUTE, config.GUEST_WRITE_BURST);
    this.addressWrites = perMinute(config.ADDRESS_WRITES_PER_MINUTE, config.ADDRESS_WRITE_BURST);
  }

  /** A guest's creating or changing request: refused with a 429 saying how long to wait. */
  async assertGuestWrite(sessionId: number, address: string): Promise<void> {
    const session = await this.store.apply(`write:session:${sessionId}`, this.sessionWrites, 'take');
    if (session > 0) throw tooMany(session, 'You are sending requests faster than we can take them.');
    const byAddress = await this.store.apply(`write:address:${address}`, this.addressWrites, 'take');
    if (byAddress > 0) throw tooMany(byAddress, 'Too many requests from this network.');
  }

  /** Before a socket's token is looked up: an address that keeps presenting unknown tokens waits. */
  async assertSocketAttemptAllowed(address: string): Promise<void> {
    const wait = await this.store.apply(`socket-failure:${address}`, SOCKET_FAILURES, 'peek');
    if (wait > 0) throw tooMany(wait, 'Too many failed live connection attempts from this network.');
  }

  async recordSocketFailure(address: string): Promise<void> {
    await this.store.apply(`socket-failure:${address}`, SOCKET_FAILURES, 'hit');
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}

function tooMany(waitMs: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(
    429,
    `${what} Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    'rate_limited',
    { 'retry-after': String(seconds) },
  );
}
