import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { LOGIN_ERROR_CODES } from '@hotel/contracts/auth';

/**
 * Failed guest logins are counted per hotel+room (guessing a family name) and per client address
 * (sweeping rooms). Only failures count, and a window ends by itself, so the real guest gets in after it.
 */
export class LoginThrottle {
  constructor(private readonly ctx: Pick<AppContext, 'attempts' | 'config'>) {}

  private keys(hotelUniqueId: string, room: string, address: string) {
    return {
      room: `room:${hotelUniqueId}:${room.toLowerCase()}`,
      address: `address:${address}`,
    };
  }

  private get windowMs() {
    return this.ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  }

  async assertAllowed(hotelUniqueId: string, room: string, address: string): Promise<void> {
    const keys = this.keys(hotelUniqueId, room, address);
    const { attempts, config } = this.ctx;
    const [roomCount, addressCount] = await Promise.all([
      attempts.count(keys.room),
      attempts.count(keys.address),
    ]);
    const blockedKey =
      roomCount >= config.LOGIN_MAX_FAILURES_PER_ROOM
        ? keys.room
        : addressCount >= config.LOGIN_MAX_FAILURES_PER_ADDRESS
          ? keys.address
          : null;
    if (!blockedKey) return;
    const waitSeconds = Math.max(1, Math.ceil((await attempts.remainingMs(blockedKey)) / 1000));
    const minutes = Math.ceil(waitSeconds / 60);
    throw new HttpError(
      429,
      `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or contact the front desk.`,
      LOGIN_ERROR_CODES.tooManyAttempts,
      { 'retry-after': String(waitSeconds) },
    );
  }

  async recordFailure(hotelUniqueId: string, room: string, address: string): Promise<void> {
    const keys = this.keys(hotelUniqueId, room, address);
    await Promise.all([
      this.ctx.attempts.increment(keys.room, this.windowMs),
      this.ctx.attempts.increment(keys.address, this.windowMs),
    ]);
  }

  async recordSuccess(hotelUniqueId: string, room: string, address: string): Promise<void> {
    await this.ctx.attempts.reset(this.keys(hotelUniqueId, room, address).room);
  }
}
