/**
 * Counters in PostgreSQL (rate_limit_counters), shared by every API process (ARCHITECTURE.md: no
 * correctness may depend on one process's memory):
 * - LoginLockout: wrong passwords per (partner, lower-cased username). After `threshold` failures
 *   within `windowMinutes` the username is locked for `lockMinutes`; at most `hourlyCap` failures
 *   count in any clock hour (ASVS: ≤ 100/hour). The key is the name that was typed, whether or not an
 *   account has it, so known and unknown usernames behave the same. A success clears the failures.
 * - SendLimiter: one send per cooldown and a cap per rolling hour for a key (recovery requests).
 * See docs/decisions/031-login-lockout.md.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';

export interface LockoutPolicy {
  threshold: number;
  windowMinutes: number;
  lockMinutes: number;
  hourlyCap: number;
}

export const DEFAULT_LOCKOUT: LockoutPolicy = {
  threshold: 5,
  windowMinutes: 15,
  lockMinutes: 15,
  hourlyCap: 100,
};

export function loginKey(partnerId: string, username: string): string {
  // Usernames differing only in case are one account, so they share one lock.
  return `login:${partnerId}:${username.toLowerCase()}`.slice(0, 180);
}

const HOUR_MS = 3600_000;

export class LoginLockout {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly policy: LockoutPolicy,
    private readonly now: () => Date,
  ) {}

  /** True while the key is locked (or has used up this hour's failures). */
  async isLocked(key: string): Promise<boolean> {
    const now = this.now();
    const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const rows = await this.db
      .selectFrom('rate_limit_counters')
      .select(['key', 'window_start', 'count'])
      .where('key', 'in', [`lock:${key}`, `hour:${key}`])
      .where('expires_at', '>', now)
      .execute();
    return rows.some(
      (r) =>
        r.key === `lock:${key}` ||
        (r.key === `hour:${key}` &&
          r.window_start.getTime() === hourStart.getTime() &&
          r.count >= this.policy.hourlyCap),
    );
  }

  /** Counts a wrong password; locks the key when the threshold is reached. */
  async recordFailure(key: string): Promise<void> {
    const now = this.now();
    const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
      await trx
        .deleteFrom('rate_limit_counters')
        .where('key', 'in', [`fail:${key}`, `lock:${key}`, `hour:${key}`])
        .where('expires_at', '<=', now)
        .execute();
      await trx
        .insertInto('rate_limit_counters')
        .values({
          key: `hour:${key}`,
          window_start: hourStart,
          count: 1,
          expires_at: new Date(hourStart.getTime() + HOUR_MS),
        })
        .onConflict((oc) =>
          oc
            .columns(['key', 'window_start'])
            .doUpdateSet((eb) => ({ count: eb('rate_limit_counters.count', '+', 1) })),
        )
        .execute();
      const window = await trx
        .selectFrom('rate_limit_counters')
        .select(['window_start', 'count'])
        .where('key', '=', `fail:${key}`)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      let failures = 1;
      if (window) {
        failures = window.count + 1;
        await trx
          .updateTable('rate_limit_counters')
          .set({ count: failures })
          .where('key', '=', `fail:${key}`)
          .where('window_start', '=', window.window_start)
          .execute();
      } else {
        await trx
          .insertInto('rate_limit_counters')
          .values({
            key: `fail:${key}`,
            window_start: now,
            count: 1,
            expires_at: new Date(now.getTime() + this.policy.windowMinutes * 60_000),
          })
          .execute();
      }
      if (failures >= this.policy.threshold) {
        await trx.deleteFrom('rate_limit_counters').where('key', '=', `fail:${key}`).execute();
        await trx
          .insertInto('rate_limit_counters')
          .values({
            key: `lock:${key}`,
            window_start: now,
            count: failures,
            expires_at: new Date(now.getTime() + this.policy.lockMinutes * 60_000),
          })
          .onConflict((oc) => oc.columns(['key', 'window_start']).doNothing())
          .execute();
      }
    });
  }

  /** A successful login clears the failures counted so far. */
  async reset(key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_counters')
      .where('key', 'in', [`fail:${key}`, `lock:${key}`])
      .execute();
  }
}

export interface SendLimit {
  cooldownSeconds: number;
  hourlyCap: number;
}

/**
 * Counts sends for a key: one row per send, kept for an hour. Returns how many seconds to wait, or 0
 * (and records the send) when it may go ahead.
 */
export async function takeSendSlot(
  db: Kysely<Database>,
  key: string,
  limit: SendLimit,
  now: Date,
): Promise<{ wait: number; reason: 'cooldown' | 'hourly' | null }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    await trx
      .deleteFrom('rate_limit_counters')
      .where('key', '=', key)
      .where('expires_at', '<=', now)
      .execute();
    const sends = await trx
      .selectFrom('rate_limit_counters')
      .select('window_start')
      .where('key', '=', key)
      .orderBy('window_start', 'desc')
      .execute();
    const latest = sends[0];
    if (latest) {
      const wait = limit.cooldownSeconds - (now.getTime() - latest.window_start.getTime()) / 1000;
      if (wait > 0) return { wait: Math.ceil(wait), reason: 'cooldown' as const };
    }
    if (sends.length >= limit.hourlyCap) {
      const oldest = sends[limit.hourlyCap - 1]!;
      return {
        wait: Math.max(1, Math.ceil((oldest.window_start.getTime() + HOUR_MS - now.getTime()) / 1000)),
        reason: 'hourly' as const,
      };
    }
    await trx
      .insertInto('rate_limit_counters')
      .values({ key, window_start: now, count: 1, expires_at: new Date(now.getTime() + HOUR_MS) })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doNothing())
      .execute();
    return { wait: 0, reason: null };
  });
}
