/**
 * The login lockout (docs/decisions/031-login-lockout.md): wrong passwords per (partner, lower-cased
 * username). After `threshold` failures within `windowMinutes` the username is locked for
 * `lockMinutes`; at most `hourlyCap` failures count in any clock hour (ASVS: ≤ 100/hour). The key is
 * the name that was typed, whether or not an account has it, so known and unknown usernames behave
 * the same. A success clears the failures.
 *
 * The counting is the rate-limit module's (server/platform/rate-limit.ts): the failures are a
 * first-hit window whose limit-reaching hit blocks the key for the lock time, the hourly cap a
 * clock-hour window. Both live in the shared store, never in this process.
 */
import { type FixedWindowRule, RATE_LIMIT_RULES, type RateLimiter } from '../../platform/rate-limit';

export interface LockoutPolicy {
  threshold: number;
  windowMinutes: number;
  lockMinutes: number;
  hourlyCap: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = {
  threshold: RATE_LIMIT_RULES.loginAccount.limit,
  windowMinutes: RATE_LIMIT_RULES.loginAccount.windowSeconds / 60,
  lockMinutes: RATE_LIMIT_RULES.loginAccount.blockSeconds / 60,
  hourlyCap: RATE_LIMIT_RULES.loginAccountHourly.limit,
};

/** The two login rules with the configured figures (LOGIN_LOCKOUT_*, server/modules/accounts/auth-settings.ts). */
export function loginRules(policy: LockoutPolicy): { failures: FixedWindowRule; hourly: FixedWindowRule } {
  return {
    failures: {
      ...RATE_LIMIT_RULES.loginAccount,
      limit: policy.threshold,
      windowSeconds: policy.windowMinutes * 60,
      blockSeconds: policy.lockMinutes * 60,
    },
    hourly: { ...RATE_LIMIT_RULES.loginAccountHourly, limit: policy.hourlyCap },
  };
}

export function loginKey(partnerId: string, username: string): string {
  // Usernames differing only in case are one account, so they share one lock.
  return `${partnerId}:${username.toLowerCase()}`.slice(0, 180);
}

export class LoginLockout {
  private readonly rules: ReturnType<typeof loginRules>;

  constructor(
    private readonly limiter: RateLimiter,
    policy: LockoutPolicy = DEFAULT_LOCKOUT,
  ) {
    this.rules = loginRules(policy);
  }

  /** True while the key is locked (or has used up this hour's failures). */
  async isLocked(key: string): Promise<boolean> {
    const failures = await this.limiter.peek(this.rules.failures, key);
    if (!failures.allowed) return true;
    const hourly = await this.limiter.peek(this.rules.hourly, key);
    return !hourly.allowed;
  }

  /**
   * Seconds until the key may be tried again (0 when it is not locked): for a signed-in member's own
   * username (change password), who may be told how long to wait. The login form never says it
   * (docs/security.md 2: a locked username answers like a wrong password).
   */
  async lockedFor(key: string): Promise<number> {
    const failures = await this.limiter.peek(this.rules.failures, key);
    const hourly = await this.limiter.peek(this.rules.hourly, key);
    return Math.max(
      failures.allowed ? 0 : failures.retryAfterSeconds,
      hourly.allowed ? 0 : hourly.retryAfterSeconds,
    );
  }

  /** Counts a wrong password; the one that reaches the threshold locks the key. */
  async recordFailure(key: string): Promise<void> {
    await this.limiter.hit(this.rules.hourly, key);
    await this.limiter.hit(this.rules.failures, key);
  }

  /** A successful login clears the failures counted so far (the hourly count stays). */
  async reset(key: string): Promise<void> {
    await this.limiter.reset(this.rules.failures, key);
  }
}
