import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { RateRule } from '../../platform/rate-limit/rate-store.ts';

/**
 * Failed staff sign-ins are counted per account (guessing one password) and per client address
 * (spraying many accounts): the allowed failures at once, then one more try per LOGIN_WINDOW_MINUTES.
 * Only failures count and the wait ends by itself; each lock-out is logged once, when it starts, so an
 * operator sees an attack without a line per guess. Counted in the shared rate store (Redis when
 * configured, this instance's memory while Redis is away).
 */
export class StaffLoginThrottle {
  private readonly accountRule: RateRule;
  private readonly addressRule: RateRule;

  constructor(private readonly ctx: Pick<AppContext, 'limits' | 'config'>) {
    const { config } = ctx;
    const intervalMs = config.LOGIN_WINDOW_MINUTES * 60_000;
    this.accountRule = { burst: config.STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT, intervalMs };
    this.addressRule = { burst: config.STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS, intervalMs };
  }

  private keys(email: string, address: string) {
    return { account: `staff-account:${email.toLowerCase()}`, address: `staff-address:${address}` };
  }

  async assertAllowed(email: string, address: string): Promise<void> {
    const { limits } = this.ctx;
    const keys = this.keys(email, address);
    const waits = await Promise.all([
      limits.apply(keys.account, this.accountRule, 'peek'),
      limits.apply(keys.address, this.addressRule, 'peek'),
    ]);
    const waitMs = Math.max(...waits);
    if (waitMs === 0) return;
    const waitSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    const minutes = Math.ceil(waitSeconds / 60);
    throw new HttpError(
      429,
      `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask a manager to reset your password.`,
      'too_many_attempts',
      { 'retry-after': String(waitSeconds) },
    );
  }

  async recordFailure(email: string, address: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
    const keys = this.keys(email, address);
    const [account, byAddress] = await Promise.all([
      this.hitStartsLockOut(keys.account, this.accountRule),
      this.hitStartsLockOut(keys.address, this.addressRule),
    ]);
    if (account)
      log.warn({ email, address }, 'staff sign-in locked for this account after repeated failures');
    if (byAddress) log.warn({ address }, 'staff sign-in locked for this address after repeated failures');
  }

  /** The right password: the account's allowance is whole again (a typo earlier today does not count). */
  async recordSuccess(email: string): Promise<void> {
    await this.ctx.limits.reset(this.keys(email, '').account);
  }

  /** Records a failure; true when it is the one that used up the allowance (the lock-out starts now). */
  private async hitStartsLockOut(key: string, rule: RateRule): Promise<boolean> {
    const { limits } = this.ctx;
    const before = await limits.apply(key, rule, 'hit');
    if (before > 0) return false;
    return (await limits.apply(key, rule, 'peek')) > 0;
  }
}
