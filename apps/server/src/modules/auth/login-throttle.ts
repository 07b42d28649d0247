import { LOGIN_ERROR_CODES } from '@hotel/contracts/auth';
import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { RateRule } from '../../platform/rate-limit/rate-store.ts';

const HOUR_MS = 3_600_000;

/** `perHour` events in any hour, `burst` of them at once: the steady interval is what is left over the hour. */
export function hourlyRule(perHour: number, burst: number): RateRule {
  return { burst, intervalMs: Math.ceil(HOUR_MS / (perHour - burst)) };
}

/**
 * Failed guest logins slow down, they never lock (docs/decisions/0031-login-slows-down-never-locks.md).
 * Per hotel+room, against guessing a family name: a burst, then one evaluated guess per interval, so at
 * most LOGIN_ROOM_GUESSES_PER_HOUR wrong names are ever checked in an hour, and the real guest waits at
 * most one interval (under a minute), however long an attacker keeps trying. Per client address, against
 * sweeping rooms: generous, since a hotel's guests share its Wi-Fi address.
 */
export class LoginThrottle {
  private readonly roomRule: RateRule;
  private readonly addressRule: RateRule;

  constructor(private readonly ctx: Pick<AppContext, 'limits' | 'config'>) {
    const { config } = ctx;
    this.roomRule = hourlyRule(config.LOGIN_ROOM_GUESSES_PER_HOUR, config.LOGIN_ROOM_BURST);
    this.addressRule = hourlyRule(config.LOGIN_ADDRESS_FAILURES_PER_HOUR, config.LOGIN_ADDRESS_BURST);
  }

  private keys(hotelUniqueId: string, room: string, address: string) {
    return {
      room: `login:room:${hotelUniqueId}:${room.toLowerCase()}`,
      address: `login:address:${address}`,
    };
  }

  /** Refuses, with the seconds to wait, a login whose room or address is over its rate; checks nothing else. */
  async assertAllowed(hotelUniqueId: string, room: string, address: string): Promise<void> {
    const keys = this.keys(hotelUniqueId, room, address);
    const { limits } = this.ctx;
    const waits = await Promise.all([
      limits.apply(keys.room, this.roomRule, 'peek'),
      limits.apply(keys.address, this.addressRule, 'peek'),
    ]);
    const waitMs = Math.max(...waits);
    if (waitMs === 0) return;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new HttpError(
      429,
      `Too many login attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again, or contact the front desk.`,
      LOGIN_ERROR_CODES.tooManyAttempts,
      { 'retry-after': String(seconds) },
    );
  }

  /** A wrong guess: it takes a slot of the room's and the address's rate. */
  async recordFailure(hotelUniqueId: string, room: string, address: string): Promise<void> {
    const keys = this.keys(hotelUniqueId, room, address);
    await Promise.all([
      this.ctx.limits.apply(keys.room, this.roomRule, 'hit'),
      this.ctx.limits.apply(keys.address, this.addressRule, 'hit'),
    ]);
  }
}
