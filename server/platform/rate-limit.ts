/**
 * Every rate limit of the server, in one place (docs/decisions/028-rate-limits.md). Counters are shared
 * state: several API processes run behind a load balancer, so nothing here lives in one process's
 * memory. Two stores answer the same interface:
 * - PostgreSQL (the default): one row per (rule, key) in `rate_limits`, changed by a single
 *   INSERT … ON CONFLICT DO UPDATE, so concurrent hits serialise on the row and none is lost;
 * - Redis (when REDIS_URL is set): one Lua script per hit, atomic by construction.
 *
 * Windows:
 * - fixed, aligned to the clock (`align: 'clock'`, e.g. 10 card searches per clock hour) or opened
 *   by the first hit (`align: 'first-hit'`, e.g. a 60 s resend cooldown). Every hit counts, refused
 *   ones too. With `blockSeconds`, the hit that reaches the limit holds the key refused for that long
 *   from then on (the login lock);
 * - sliding: an exact log of the hits let through in the last `windowSeconds` (PostgreSQL: an array
 *   in the row; Redis: a sorted set). Refused hits are not logged, so a client that keeps asking is
 *   let through as soon as the oldest hit ages out. Meant for small limits (the log holds `limit`
 *   entries at most).
 *
 * Time is the app's clock (AppContext.now), passed in with every call and stored in the values: the
 * stores never use their own clock to decide, so tests move time freely and a Redis TTL is only
 * garbage collection.
 */
import { createHash, randomUUID } from 'node:crypto';
import Redis, { ReplyError } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type { AbuseLimitName, AbuseLimits } from '../config';
import { OTP_RESEND_SECONDS } from '../../shared/api/constants';
import type { Database } from '../db/types';

interface RuleBase {
  /** Also the scope of the keys: `card-search` + member id. */
  name: string;
  windowSeconds: number;
  /** Hits allowed per window (at least 1). */
  limit: number;
}

export interface FixedWindowRule extends RuleBase {
  kind: 'fixed';
  align: 'clock' | 'first-hit';
  /** The hit that reaches `limit` keeps the key refused for this long (and resets it afterwards). */
  blockSeconds?: number;
}

export interface SlidingWindowRule extends RuleBase {
  kind: 'sliding';
}

export type RateLimitRule = FixedWindowRule | SlidingWindowRule;

export interface RateLimitResult {
  /** hit: whether this hit was let through; peek: whether a hit now would be. */
  allowed: boolean;
  /** Hits left in the window. */
  remaining: number;
  /** When refused, seconds until a hit can be let through (at least 1); 0 when allowed. */
  retryAfterSeconds: number;
}

const HOUR = 3600;

/**
 * The rules and their figures. The login rules are the defaults of LOGIN_LOCKOUT_* (read by
 * server/modules/accounts/auth-settings.ts, applied by loginRules in server/modules/accounts/lockout.ts).
 */
export const RATE_LIMIT_RULES = {
  /** Card searches per member: national ids are guessable, so searching is rationed. */
  cardSearch: { name: 'card-search', kind: 'fixed', align: 'clock', windowSeconds: HOUR, limit: 10 },
  /** Wrong passwords per partner and lower-cased typed username; the 5th locks it for 15 minutes. */
  loginAccount: {
    name: 'login-account',
    kind: 'fixed',
    align: 'first-hit',
    windowSeconds: 15 * 60,
    limit: 5,
    blockSeconds: 15 * 60,
  },
  /** Whatever the lockout settings, at most 100 wrong passwords count per username and clock hour. */
  loginAccountHourly: {
    name: 'login-account-hourly',
    kind: 'fixed',
    align: 'clock',
    windowSeconds: HOUR,
    limit: 100,
  },
  /** OTP codes per partner, phone and purpose: one per 60 s… */
  otpSendCooldown: {
    name: 'otp-send-cooldown',
    kind: 'fixed',
    align: 'first-hit',
    windowSeconds: OTP_RESEND_SECONDS,
    limit: 1,
  },
  /** …and 5 in any rolling hour. */
  otpSendHourly: { name: 'otp-send-hourly', kind: 'sliding', windowSeconds: HOUR, limit: 5 },
  /** Username reminders per partner and phone (dropped silently past the limit). */
  recoverUsernameCooldown: {
    name: 'recover-username-cooldown',
    kind: 'fixed',
    align: 'first-hit',
    windowSeconds: 60,
    limit: 1,
  },
  recoverUsernameHourly: { name: 'recover-username-hourly', kind: 'sliding', windowSeconds: HOUR, limit: 3 },
  /** Password-reset codes per partner and lower-cased typed username, known or not. */
  recoverPasswordCooldown: {
    name: 'recover-password-cooldown',
    kind: 'fixed',
    align: 'first-hit',
    windowSeconds: 60,
    limit: 1,
  },
  recoverPasswordHourly: { name: 'recover-password-hourly', kind: 'sliding', windowSeconds: HOUR, limit: 5 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The per-client-address and overall rules of one abuse-prone flow (docs/abuse-limits.md), built from
 * the figures of server/config.ts: `addr-<flow>` keyed by the client address
 * (server/http/client-address.ts), `all-<flow>` by the one key `all`. Fixed windows aligned to the
 * clock: one row or hash per address, whatever the count.
 */
export function abuseRules(
  limits: AbuseLimits,
  name: AbuseLimitName,
): { perAddress: FixedWindowRule; global: FixedWindowRule } {
  const figures = limits.limits[name];
  const slug = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const base = { kind: 'fixed', align: 'clock', windowSeconds: figures.windowSeconds } as const;
  return {
    perAddress: { ...base, name: `addr-${slug}`, limit: figures.perAddress },
    global: { ...base, name: `all-${slug}`, limit: figures.global },
  };
}

/** Every SMS sent, overall, per clock hour: the SMS budget (LIMIT_SMS_PER_HOUR). */
export function smsBudgetRule(limits: AbuseLimits): FixedWindowRule {
  return { name: 'all-sms', kind: 'fixed', align: 'clock', windowSeconds: HOUR, limit: limits.smsPerHour };
}

/** A send (SMS) takes a slot of both: first the cooldown, then the hourly cap. */
export interface SendSlotRules {
  cooldown: RateLimitRule;
  cap: RateLimitRule;
}

export const SEND_SLOTS = {
  otp: { cooldown: RATE_LIMIT_RULES.otpSendCooldown, cap: RATE_LIMIT_RULES.otpSendHourly },
  recoverUsername: {
    cooldown: RATE_LIMIT_RULES.recoverUsernameCooldown,
    cap: RATE_LIMIT_RULES.recoverUsernameHourly,
  },
  recoverPassword: {
    cooldown: RATE_LIMIT_RULES.recoverPasswordCooldown,
    cap: RATE_LIMIT_RULES.recoverPasswordHourly,
  },
} as const satisfies Record<string, SendSlotRules>;

export interface SendSlot {
  /** Seconds to wait, or 0 when the send may go ahead (and was counted). */
  wait: number;
  /** `budget`: the overall SMS ceiling (smsBudgetRule) is reached. */
  reason: 'cooldown' | 'hourly' | 'budget' | null;
}

/** Where the counts live. Every method takes the app's time; none reads a clock of its own. */
export interface RateLimitStore {
  readonly kind: 'postgres' | 'redis';
  hit(rule: RateLimitRule, key: string, now: Date): Promise<RateLimitResult>;
  peek(rule: RateLimitRule, key: string, now: Date): Promise<RateLimitResult>;
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
  /** Answers when the store can be reached (readiness, server/http/health.ts); Redis only. */
  ping?(): Promise<void>;
}

/** The rate-limit store cannot be reached: the request fails like a database outage (503, Retry-After). */
export class RateLimitStoreUnavailable extends Error {
  /** Recognised by isDatabaseUnavailable (server/http/error-handler.ts). */
  readonly code = 'RATE_LIMIT_STORE_UNAVAILABLE';
  constructor(cause: unknown) {
    super(`The rate-limit store is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'RateLimitStoreUnavailable';
  }
}

function checkRule(rule: RateLimitRule): void {
  if (!/^[a-z][a-z0-9-]{0,59}$/.test(rule.name)) throw new Error(`Bad rate-limit rule name "${rule.name}".`);
  if (!Number.isInteger(rule.limit) || rule.limit < 1)
    throw new Error(`Rate-limit rule ${rule.name}: limit must be a whole number ≥ 1.`);
  if (!(rule.windowSeconds > 0)) throw new Error(`Rate-limit rule ${rule.name}: window must be positive.`);
}

/** Keys are stored as given up to 200 characters; longer ones by their hash (still one key each). */
function storedKey(key: string): string {
  if (key.length === 0) throw new Error('A rate-limit key cannot be empty.');
  return key.length <= 200 ? key : `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** End of the window a hit at `now` opens. */
function fixedWindowEnd(rule: FixedWindowRule, now: number): number {
  const w = rule.windowSeconds * 1000;
  return rule.align === 'clock' ? Math.floor(now / w) * w + w : now + w;
}

function fixedResult(rule: FixedWindowRule, count: number, expiresAt: number, now: number, peek: boolean) {
  const allowed = peek ? count < rule.limit : count <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : seconds(expiresAt - now),
  };
}

/** `hits`: times (ms) of the let-through hits still inside the window, any order. */
function slidingResult(rule: SlidingWindowRule, hits: number[], allowed: boolean, now: number) {
  const sorted = [...hits].sort((a, b) => a - b);
  // The hit that has to age out before another fits: the limit-th newest.
  const edge = sorted[sorted.length - rule.limit];
  return {
    allowed,
    remaining: Math.max(0, rule.limit - sorted.length),
    retryAfterSeconds: allowed || edge === undefined ? 0 : seconds(edge + rule.windowSeconds * 1000 - now),
  };
}

/** The limiter the services use: rules from RATE_LIMIT_RULES, time from the app's clock. */
export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    private readonly clock: () => Date,
    /** Told the rule's name of every refused hit (wl_rate_limit_refusals_total, server/metrics.ts). */
    private readonly onRefused?: (rule: string) => void,
  ) {}

  /** Counts a hit and says whether it was within the limit. */
  hit(rule: RateLimitRule, key: string, now: Date = this.clock()): Promise<RateLimitResult> {
    checkRule(rule);
    const result = this.store.hit(rule, storedKey(key), now);
    const onRefused = this.onRefused;
    if (!onRefused) return result;
    return result.then((r) => {
      if (!r.allowed) onRefused(rule.name);
      return r;
    });
  }

  /** The state without counting: `allowed` says whether a hit now would be let through. */
  peek(rule: RateLimitRule, key: string, now: Date = this.clock()): Promise<RateLimitResult> {
    checkRule(rule);
    return this.store.peek(rule, storedKey(key), now);
  }

  /** Forgets the key's hits (a successful login clears its failures). */
  reset(rule: RateLimitRule, key: string): Promise<void> {
    checkRule(rule);
    return this.store.reset(rule, storedKey(key));
  }

  /**
   * Takes a send slot: the cooldown first (so a request inside it hears "too soon", as before), then
   * the cap. When the cap refuses, the cooldown hit just counted is taken back: it was let through,
   * so its window was empty before, and deleting it restores exactly that.
   */
  async takeSendSlot(
    slot: SendSlotRules,
    key: string,
    now: Date = this.clock(),
    /** The overall SMS budget (smsBudgetRule), taken after the phone's own slots. */
    smsBudget: RateLimitRule | null = null,
  ): Promise<SendSlot> {
    const cooldown = await this.hit(slot.cooldown, key, now);
    if (!cooldown.allowed) return { wait: cooldown.retryAfterSeconds, reason: 'cooldown' };
    const cap = await this.hit(slot.cap, key, now);
    if (!cap.allowed) {
      await this.reset(slot.cooldown, key);
      return { wait: cap.retryAfterSeconds, reason: 'hourly' };
    }
    // Last, so a send refused per phone never spends the budget. When the budget refuses, the
    // cooldown is given back as above (the phone's hourly cap keeps the hit: the safe side).
    if (smsBudget) {
      const budget = await this.hit(smsBudget, 'all', now);
      if (!budget.allowed) {
        await this.reset(slot.cooldown, key);
        return { wait: budget.retryAfterSeconds, reason: 'budget' };
      }
    }
    return { wait: 0, reason: null };
  }
}

// --- PostgreSQL -------------------------------------------------------------------------------

interface RateLimitRow {
  count: number;
  hits_ms: number[];
  allowed: boolean;
  expires_at: Date;
}

/** The row as the store reads it back: sliding hits as epoch milliseconds. */
const RETURNED = sql`count, allowed, expires_at,
  array(select round(extract(epoch from h) * 1000)::float8 from unnest(hits) as h) as hits_ms`;

export class PgRateLimitStore implements RateLimitStore {
  readonly kind = 'postgres' as const;

  constructor(private readonly db: Kysely<Database>) {}

  async hit(rule: RateLimitRule, key: string, now: Date): Promise<RateLimitResult> {
    return rule.kind === 'fixed' ? this.hitFixed(rule, key, now) : this.hitSliding(rule, key, now);
  }

  private async hitFixed(rule: FixedWindowRule, key: string, now: Date): Promise<RateLimitResult> {
    const t = now.getTime();
    const end = new Date(fixedWindowEnd(rule, t));
    const blockEnd = rule.blockSeconds ? new Date(t + rule.blockSeconds * 1000) : null;
    const firstExpiry = blockEnd && rule.limit === 1 ? blockEnd : end;
    // A stale row (its window over) starts again at 1; the hit reaching the limit may set the block.
    const { rows } = await sql<RateLimitRow>`
      insert into rate_limits as r (scope, key, count, allowed, expires_at)
      values (${rule.name}, ${key}, 1, true, ${firstExpiry})
      on conflict (scope, key) do update set (count, allowed, expires_at) = (
        select next.n, next.n <= ${rule.limit}::int,
          case when ${blockEnd}::timestamptz is not null and next.n = ${rule.limit}::int
            then ${blockEnd}::timestamptz else next.e end
        from (select
            case when r.expires_at <= ${now}::timestamptz then 1 else r.count + 1 end as n,
            case when r.expires_at <= ${now}::timestamptz then ${end}::timestamptz else r.expires_at end as e
          ) as next
      )
      returning ${RETURNED}`.execute(this.db);
    const row = rows[0]!;
    return fixedResult(rule, row.count, row.expires_at.getTime(), t, false);
  }

  private async hitSliding(rule: SlidingWindowRule, key: string, now: Date): Promise<RateLimitResult> {
    const t = now.getTime();
    const cutoff = new Date(t - rule.windowSeconds * 1000);
    const end = new Date(t + rule.windowSeconds * 1000);
    // `allowed` records this statement's outcome, so RETURNING tells it even when parallel hits
    // carry the same timestamp.
    const { rows } = await sql<RateLimitRow>`
      insert into rate_limits as r (scope, key, count, hits, allowed, expires_at)
      values (${rule.name}, ${key}, 1, array[${now}::timestamptz], true, ${end})
      on conflict (scope, key) do update set (hits, count, allowed, expires_at) = (
        select case when s.ok then s.live || ${now}::timestamptz else s.live end,
          cardinality(s.live) + case when s.ok then 1 else 0 end,
          s.ok,
          case when s.ok then ${end}::timestamptz else r.expires_at end
        from (select l.live, cardinality(l.live) < ${rule.limit}::int as ok
          from (select array(select h from unnest(r.hits) as h where h > ${cutoff}::timestamptz) as live) as l
        ) as s
      )
      returning ${RETURNED}`.execute(this.db);
    const row = rows[0]!;
    return slidingResult(rule, row.hits_ms, row.allowed, t);
  }

  async peek(rule: RateLimitRule, key: string, now: Date): Promise<RateLimitResult> {
    const t = now.getTime();
    const { rows } = await sql<RateLimitRow>`
      select ${RETURNED} from rate_limits where scope = ${rule.name} and key = ${key}`.execute(this.db);
    const row = rows[0];
    if (rule.kind === 'fixed') {
      const live = row && row.expires_at.getTime() > t;
      return fixedResult(rule, live ? row.count : 0, live ? row.expires_at.getTime() : t, t, true);
    }
    const hits = (row?.hits_ms ?? []).filter((h) => h > t - rule.windowSeconds * 1000);
    return slidingResult(rule, hits, hits.length < rule.limit, t);
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await sql`delete from rate_limits where scope = ${rule.name} and key = ${key}`.execute(this.db);
  }

  /** Deletes rows whose window is over (they are ignored anyway; this only reclaims space). */
  async prune(now: Date): Promise<number> {
    const result = await sql`delete from rate_limits where expires_at <= ${now}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** The database belongs to the app, which closes it. */
  async close(): Promise<void> {}
}

// --- Redis ------------------------------------------------------------------------------------

/**
 * Fixed window: a hash {count, exp} (exp in app-clock ms). KEYS[1]; ARGV: now, end of a new window,
 * limit, end of the block (0: none), TTL slack.
 */
const FIXED_HIT = `
local now = tonumber(ARGV[1])
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp') or '0')
local count
if exp <= now then
  count = 1
  exp = tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'count', 1, 'exp', exp)
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
local block = tonumber(ARGV[4])
if block > 0 and count == tonumber(ARGV[3]) then
  exp = block
  redis.call('HSET', KEYS[1], 'exp', exp)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, exp - now) + tonumber(ARGV[5]))
return {count, exp}
`;

/**
 * Sliding window: a sorted set of the let-through hits, scored by app-clock ms. KEYS[1]; ARGV: now,
 * window ms, limit, a unique member, TTL slack. Returns allowed (1/0) and the scores in the window.
 */
const SLIDING_HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local allowed = 0
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  allowed = 1
end
local hits = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
local newest = tonumber(hits[#hits])
redis.call('PEXPIRE', KEYS[1], math.max(1, newest + window - now) + tonumber(ARGV[5]))
local scores = {}
for i = 2, #hits, 2 do scores[#scores + 1] = hits[i] end
return {allowed, scores}
`;

/**
 * Decisions compare the app-clock times stored in the values; the TTL only reclaims memory. The slack
 * keeps a key alive a little past its window so the two clocks drifting apart cannot drop a count.
 */
const TTL_SLACK_MS = 60_000;

type Scripted = Redis & {
  rateLimitFixed(key: string, ...args: (string | number)[]): Promise<[number, number]>;
  rateLimitSliding(key: string, ...args: (string | number)[]): Promise<[number, string[]]>;
};

export interface RedisStoreOptions {
  /** Prepended to every key, e.g. `rl:` (tests use one per run and delete it afterwards). */
  keyPrefix: string;
  /** Told once per outage, not once per reconnect attempt. */
  onConnectionError?: (error: Error) => void;
}

/** Client options: fail a command within a few seconds when Redis is away, never queue it forever. */
export function redisClientOptions() {
  return {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
  };
}

export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis' as const;
  private readonly client: Scripted;
  private readonly prefix: string;

  constructor(client: Redis, options: RedisStoreOptions) {
    this.prefix = options.keyPrefix;
    client.defineCommand('rateLimitFixed', { numberOfKeys: 1, lua: FIXED_HIT });
    client.defineCommand('rateLimitSliding', { numberOfKeys: 1, lua: SLIDING_HIT });
    this.client = client as Scripted;
    // An 'error' event without a listener would be reported as unhandled; one line per outage.
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      options.onConnectionError?.(error);
    });
    client.on('ready', () => {
      down = false;
    });
  }

  /**
   * Connects to `url` in the background: a Redis that is down does not stop the start; its errors
   * go to onConnectionError and commands fail (503) until a reconnect succeeds.
   */
  static connect(url: string, options: RedisStoreOptions): RedisRateLimitStore {
    return new RedisRateLimitStore(new Redis(url, redisClientOptions()), options);
  }

  private redisKey(rule: RateLimitRule, key: string): string {
    return `${this.prefix}${rule.name}:${key}`;
  }

  /** Connection trouble becomes RateLimitStoreUnavailable; a script error stays what it is (a bug). */
  private async run<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof ReplyError) throw error;
      throw new RateLimitStoreUnavailable(error);
    }
  }

  hit(rule: RateLimitRule, key: string, now: Date): Promise<RateLimitResult> {
    const t = now.getTime();
    const redisKey = this.redisKey(rule, key);
    return this.run(async () => {
      if (rule.kind === 'fixed') {
        const block = rule.blockSeconds ? t + rule.blockSeconds * 1000 : 0;
        const [count, exp] = await this.client.rateLimitFixed(
          redisKey,
          t,
          fixedWindowEnd(rule, t),
          rule.limit,
          block,
          TTL_SLACK_MS,
        );
        return fixedResult(rule, Number(count), Number(exp), t, false);
      }
      const [allowed, scores] = await this.client.rateLimitSliding(
        redisKey,
        t,
        rule.windowSeconds * 1000,
        rule.limit,
        `${t}:${randomUUID()}`,
        TTL_SLACK_MS,
      );
      return slidingResult(rule, scores.map(Number), Number(allowed) === 1, t);
    });
  }

  peek(rule: RateLimitRule, key: string, now: Date): Promise<RateLimitResult> {
    const t = now.getTime();
    const redisKey = this.redisKey(rule, key);
    return this.run(async () => {
      if (rule.kind === 'fixed') {
        const [count, exp] = await this.client.hmget(redisKey, 'count', 'exp');
        const live = exp !== null && Number(exp) > t;
        return fixedResult(rule, live ? Number(count) : 0, live ? Number(exp) : t, t, true);
      }
      const cutoff = t - rule.windowSeconds * 1000;
      const flat = await this.client.zrangebyscore(redisKey, `(${cutoff}`, '+inf', 'WITHSCORES');
      const hits = flat.filter((_, i) => i % 2 === 1).map(Number);
      return slidingResult(rule, hits, hits.length < rule.limit, t);
    });
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    const redisKey = this.redisKey(rule, key);
    await this.run(() => this.client.del(redisKey));
  }

  /** One PING (readiness); fails like a command when Redis cannot be reached. */
  async ping(): Promise<void> {
    await this.run(() => this.client.ping());
  }

  /** Deletes every key under this store's prefix (tests clean up with it). */
  async deleteAll(): Promise<void> {
    await this.run(async () => {
      let cursor = '0';
      do {
        const [next, keys] = await this.client.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await this.client.del(...keys);
      } while (cursor !== '0');
    });
  }

  async close(): Promise<void> {
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // Fall through: drop the connection instead.
      }
    }
    this.client.disconnect();
  }
}

/** The store the configuration asks for: Redis when REDIS_URL is set, else the app's database. */
export function createRateLimitStore(
  options: { redisUrl: string | null; db: Kysely<Database> } & Partial<RedisStoreOptions>,
): RateLimitStore {
  if (!options.redisUrl) return new PgRateLimitStore(options.db);
  return RedisRateLimitStore.connect(options.redisUrl, {
    keyPrefix: options.keyPrefix ?? 'rl:',
    ...(options.onConnectionError ? { onConnectionError: options.onConnectionError } : {}),
  });
}
