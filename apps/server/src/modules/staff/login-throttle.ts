import type { FastifyBaseLogger } from 'fastify';
import type { SignInLockoutKind } from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { RateRule } from '../../platform/rate-limit/rate-store.ts';
import { passwordGeneration } from './device-proof.ts';

/**
 * The account's failures from all unknown devices together may reach this many times the failures allowed
 * from one address: enough that a member who mistypes on a new computer during a distributed attack is not
 * refused early, few enough that a botnet gets a handful of guesses per window.
 */
const UNKNOWN_DEVICES_FACTOR = 5;

/** One sign-in attempt as the throttle sees it. */
export interface SignInAttempt {
  email: string;
  address: string;
  /** The account the email names (id, password hash), when there is one. */
  account: { id: number; passwordHash: string } | null;
  /** The device's id when the attempt carries a valid known-device proof for this account. */
  device: string | null;
}

/** A count that has just started to wait: what the lock-out record says. */
export interface StartedLockout {
  kind: SignInLockoutKind;
  address: string | null;
  failures: number;
  waitMs: number;
}

interface Bucket {
  kind: SignInLockoutKind | 'device';
  key: string;
  rule: RateRule;
  address: string | null;
}

/**
 * Failed staff sign-ins slow down instead of locking the real user out (decision 0145). Failures are
 * counted per account and address pair, per account over every unknown device, and per address over every
 * account (spraying); an attempt carrying the account's known-device proof is counted only in that
 * device's own count, so nobody elsewhere (not even on the hotel's shared address) can refuse it. Past its
 * allowance a count lets one more attempt through per LOGIN_WINDOW_MINUTES, so no wait is longer than the
 * window. Only failures count; an account's counts carry its password's generation, so a new password
 * (a manager's reset) starts them afresh. Counted in the shared rate store (Redis when configured).
 */
export class StaffLoginThrottle {
  private readonly pairRule: RateRule;
  private readonly unknownDevicesRule: RateRule;
  private readonly addressRule: RateRule;

  constructor(private readonly ctx: Pick<AppContext, 'limits' | 'config'>) {
    const { config } = ctx;
    const intervalMs = config.LOGIN_WINDOW_MINUTES * 60_000;
    const perAccount = config.STAFF_LOGIN_MAX_FAILURES_PER_ACCOUNT;
    this.pairRule = { burst: perAccount, intervalMs };
    this.unknownDevicesRule = { burst: perAccount * UNKNOWN_DEVICES_FACTOR, intervalMs };
    this.addressRule = { burst: config.STAFF_LOGIN_MAX_FAILURES_PER_ADDRESS, intervalMs };
  }

  private accountKey(attempt: Pick<SignInAttempt, 'email' | 'account'>): string {
    const { account } = attempt;
    return account
      ? `m${account.id}:${passwordGeneration(account.passwordHash)}`
      : `e:${attempt.email.toLowerCase()}`;
  }

  /** The counts that judge this attempt. */
  private buckets(attempt: SignInAttempt): Bucket[] {
    const account = this.accountKey(attempt);
    if (attempt.device)
      return [
        {
          kind: 'device',
          key: `staff-device:${account}:${attempt.device}`,
          rule: this.pairRule,
          address: null,
        },
      ];
    return [
      {
        kind: 'account_and_address',
        key: this.pairKey(attempt, attempt.address),
        rule: this.pairRule,
        address: attempt.address,
      },
      {
        kind: 'account_unknown_devices',
        key: this.unknownDevicesKey(attempt),
        rule: this.unknownDevicesRule,
        address: null,
      },
      {
        kind: 'address',
        key: this.addressKey(attempt.address),
        rule: this.addressRule,
        address: attempt.address,
      },
    ];
  }

  private pairKey(attempt: Pick<SignInAttempt, 'email' | 'account'>, address: string): string {
    return `staff-pair:${this.accountKey(attempt)}:${address}`;
  }

  private unknownDevicesKey(attempt: Pick<SignInAttempt, 'email' | 'account'>): string {
    return `staff-account:${this.accountKey(attempt)}`;
  }

  private addressKey(address: string): string {
    return `staff-address:${address}`;
  }

  async assertAllowed(attempt: SignInAttempt): Promise<void> {
    const { limits } = this.ctx;
    const waits = await Promise.all(
      this.buckets(attempt).map((bucket) => limits.apply(bucket.key, bucket.rule, 'peek')),
    );
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

  /**
   * Counts a failure everywhere it belongs; returns the counts that started to wait with it, each logged
   * once (warn), so an operator sees an attack without a line per guess.
   */
  async recordFailure(
    attempt: SignInAttempt,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<StartedLockout[]> {
    const buckets = this.buckets(attempt);
    // The counts are independent: one round of the store for all of them, not one after another.
    const waits = await Promise.all(buckets.map((bucket) => this.hitStartsLockOut(bucket.key, bucket.rule)));
    const started: StartedLockout[] = [];
    for (const [index, bucket] of buckets.entries()) {
      const waitMs = waits[index]!;
      if (waitMs === 0) continue;
      log.warn(
        { email: attempt.email, address: attempt.address, kind: bucket.kind, waitMs },
        'staff sign-in paused after repeated failures',
      );
      // A known device's own count is its owner's typing, not an attack: logged, not put on the screen.
      if (bucket.kind === 'device') continue;
      started.push({
        kind: bucket.kind,
        address: bucket.address,
        failures: bucket.rule.burst,
        waitMs,
      });
    }
    return started;
  }

  /** The right password: this address's (or this device's) count for the account is whole again. */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    const [own] = this.buckets(attempt);
    if (own) await this.ctx.limits.reset(own.key);
  }

  /** A manager's "Clear": the count behind a lock-out record starts afresh. */
  async clear(
    lockout: { kind: SignInLockoutKind; address: string | null },
    account: { id: number; passwordHash: string; email: string },
  ): Promise<void> {
    const attempt = { email: account.email, account };
    const key =
      lockout.kind === 'address'
        ? this.addressKey(lockout.address ?? '')
        : lockout.kind === 'account_unknown_devices'
          ? this.unknownDevicesKey(attempt)
          : this.pairKey(attempt, lockout.address ?? '');
    await this.ctx.limits.reset(key);
  }

  /**
   * Records a failure; the wait it starts when it is the one that used up the allowance (0 otherwise, and
   * when the count was already waiting: only an allowed attempt reaches here).
   */
  private async hitStartsLockOut(key: string, rule: RateRule): Promise<number> {
    const { limits } = this.ctx;
    const before = await limits.apply(key, rule, 'hit');
    if (before > 0) return 0;
    return limits.apply(key, rule, 'peek');
  }
}
