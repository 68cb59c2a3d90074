/**
 * The rate-limit module against every store this run can reach:
 * - the database: PGlite (project `server`) or PostgreSQL (project `server-pg`, TEST_DATABASE_URL);
 * - Redis: registered only when REDIS_URL is set (keys under a prefix unique to this run, deleted
 *   afterwards). Without REDIS_URL the Redis suite does not exist, so nothing claims to test Redis.
 * Time is always the controlled clock passed to hit/peek, never the wall clock.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgPool, kyselyForPool } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, quietAfterClose, type TestDatabase, testDbMode } from '../testing/db';
import { createMember, FIXTURE_PASSWORD } from '../testing/fixtures';
import { startTestServer, type TestServer, testRedisKeyPrefix } from '../testing/server';
import {
  type FixedWindowRule,
  PgRateLimitStore,
  RATE_LIMIT_RULES,
  RateLimiter,
  type RateLimitStore,
  RateLimitStoreUnavailable,
  RedisRateLimitStore,
  redisClientOptions,
  type SlidingWindowRule,
} from './rate-limit';

const REDIS_URL = process.env.REDIS_URL;
const T0 = new Date('2026-11-20T03:20:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let keyCounter = 0;
/** A key no other test uses, so each test starts from nothing. */
const freshKey = () => `k${keyCounter++}-${randomBytes(3).toString('hex')}`;

const clockHour: FixedWindowRule = {
  name: 'test-clock-hour',
  kind: 'fixed',
  align: 'clock',
  windowSeconds: 3600,
  limit: 3,
};
const cooldown: FixedWindowRule = {
  name: 'test-cooldown',
  kind: 'fixed',
  align: 'first-hit',
  windowSeconds: 60,
  limit: 1,
};
const lock: FixedWindowRule = {
  name: 'test-lock',
  kind: 'fixed',
  align: 'first-hit',
  windowSeconds: 900,
  limit: 3,
  blockSeconds: 1800,
};
const rolling: SlidingWindowRule = { name: 'test-rolling', kind: 'sliding', windowSeconds: 3600, limit: 3 };

interface StoreUnderTest {
  name: string;
  open(): Promise<{
    store: RateLimitStore /** A second store on the same backend. */;
    twin: RateLimitStore;
    done(): Promise<void>;
  }>;
}

const STORES: StoreUnderTest[] = [
  {
    name: testDbMode() === 'postgres' ? 'PostgreSQL' : 'PGlite',
    async open() {
      const database = await createTestDatabase();
      await migrateToLatest(database.db);
      const second = database.url ? await secondConnection(database) : null;
      return {
        store: new PgRateLimitStore(database.db),
        twin: new PgRateLimitStore(second?.db ?? database.db),
        done: async () => {
          await second?.close();
          await database.destroy();
        },
      };
    },
  },
  ...(REDIS_URL
    ? [
        {
          name: 'Redis',
          async open() {
            const keyPrefix = `test:rate-limit:${randomBytes(6).toString('hex')}:`;
            const store = new RedisRateLimitStore(new Redis(REDIS_URL, redisClientOptions()), { keyPrefix });
            const twin = new RedisRateLimitStore(new Redis(REDIS_URL, redisClientOptions()), { keyPrefix });
            return {
              store,
              twin,
              done: async () => {
                await store.deleteAll();
                await store.close();
                await twin.close();
              },
            };
          },
        },
      ]
    : []),
];

/** On PostgreSQL, a second pool on the same database: another "process". */
async function secondConnection(database: TestDatabase) {
  let closed = false;
  const db = kyselyForPool(
    createPgPool(
      database.url!,
      5,
      quietAfterClose(() => closed),
    ),
  );
  return {
    db,
    close: async () => {
      closed = true;
      await db.destroy();
    },
  };
}

for (const backend of STORES) {
  describe(`rate limits in ${backend.name}`, () => {
    let store: RateLimitStore;
    let twin: RateLimitStore;
    let done: () => Promise<void>;
    let limiter: RateLimiter;

    beforeAll(async () => {
      ({ store, twin, done } = await backend.open());
      limiter = new RateLimiter(store, () => {
        throw new Error('tests pass the time explicitly');
      });
    });
    afterAll(() => done());

    describe('fixed window aligned to the clock', () => {
      it('lets `limit` hits through, then refuses until the clock window ends', async () => {
        const key = freshKey();
        const results = [];
        for (let i = 0; i < 4; i++) results.push(await limiter.hit(clockHour, key, at(i * 60)));
        expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
          [true, 2],
          [true, 1],
          [true, 0],
          [false, 0],
        ]);
        expect(results.map((r) => r.retryAfterSeconds)).toEqual([0, 0, 0, 40 * 60 - 180]);
        // Still 03:59:59: refused. 04:00:00: a new window.
        expect((await limiter.hit(clockHour, key, at(40 * 60 - 1))).allowed).toBe(false);
        const next = await limiter.hit(clockHour, key, at(40 * 60));
        expect(next).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
      });
    });

    describe('fixed window opened by the first hit', () => {
      it('refuses for the rest of the window, counting from the first hit', async () => {
        const key = freshKey();
        expect((await limiter.hit(cooldown, key, at(0))).allowed).toBe(true);
        expect(await limiter.hit(cooldown, key, at(20))).toEqual({
          allowed: false,
          remaining: 0,
          retryAfterSeconds: 40,
        });
        expect((await limiter.hit(cooldown, key, at(59.5))).retryAfterSeconds).toBe(1);
        expect((await limiter.hit(cooldown, key, at(60))).allowed).toBe(true);
        // The new window opened at 60, not at 0 + 2 × 60.
        expect((await limiter.hit(cooldown, key, at(119))).retryAfterSeconds).toBe(1);
        expect((await limiter.hit(cooldown, key, at(120))).allowed).toBe(true);
      });

      it('blocks for blockSeconds from the hit that reaches the limit, then starts afresh', async () => {
        const key = freshKey();
        await limiter.hit(lock, key, at(0));
        await limiter.hit(lock, key, at(100));
        expect((await limiter.peek(lock, key, at(150))).allowed).toBe(true);
        const third = await limiter.hit(lock, key, at(200));
        expect(third).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
        // Blocked 1800 s from the third hit, past the 900 s window of the first.
        expect(await limiter.peek(lock, key, at(1000))).toEqual({
          allowed: false,
          remaining: 0,
          retryAfterSeconds: 1000,
        });
        expect((await limiter.peek(lock, key, at(200 + 1799))).allowed).toBe(false);
        expect(await limiter.peek(lock, key, at(200 + 1800))).toEqual({
          allowed: true,
          remaining: 3,
          retryAfterSeconds: 0,
        });
        expect((await limiter.hit(lock, key, at(200 + 1800))).remaining).toBe(2);
      });

      it('forgets hits whose window passed without reaching the limit', async () => {
        const key = freshKey();
        await limiter.hit(lock, key, at(0));
        await limiter.hit(lock, key, at(10));
        expect((await limiter.peek(lock, key, at(899))).remaining).toBe(1);
        expect((await limiter.peek(lock, key, at(900))).remaining).toBe(3);
        await limiter.hit(lock, key, at(900));
        expect((await limiter.hit(lock, key, at(901))).remaining).toBe(1);
      });
    });

    describe('sliding window', () => {
      it('counts the hits of the last windowSeconds, whatever the clock hour', async () => {
        const key = freshKey();
        for (const s of [0, 600, 1200]) expect((await limiter.hit(rolling, key, at(s))).allowed).toBe(true);
        // A clock-hour window would have reset at 04:00 (2400 s); this one waits for the hit at 0.
        expect(await limiter.hit(rolling, key, at(2400))).toEqual({
          allowed: false,
          remaining: 0,
          retryAfterSeconds: 1200,
        });
        expect((await limiter.hit(rolling, key, at(3599))).allowed).toBe(false);
        const freed = await limiter.hit(rolling, key, at(3600));
        expect(freed).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
        // Refused hits were not logged: the next slot frees when the hit at 600 ages out.
        expect((await limiter.hit(rolling, key, at(3600))).retryAfterSeconds).toBe(600);
        expect((await limiter.hit(rolling, key, at(4200))).allowed).toBe(true);
      });
    });

    it('peek does not count', async () => {
      const key = freshKey();
      for (let i = 0; i < 5; i++) await limiter.peek(clockHour, key, at(0));
      for (let i = 0; i < 5; i++) await limiter.peek(rolling, key, at(0));
      expect((await limiter.hit(clockHour, key, at(0))).remaining).toBe(2);
      expect((await limiter.hit(rolling, key, at(0))).remaining).toBe(2);
      expect(await limiter.peek(clockHour, key, at(0))).toEqual({
        allowed: true,
        remaining: 2,
        retryAfterSeconds: 0,
      });
    });

    it('keeps keys and rules apart', async () => {
      const a = freshKey();
      const b = freshKey();
      for (let i = 0; i < 3; i++) await limiter.hit(clockHour, a, at(0));
      expect((await limiter.hit(clockHour, a, at(1))).allowed).toBe(false);
      expect((await limiter.hit(clockHour, b, at(1))).remaining).toBe(2);
      // The same key under another rule has its own count.
      expect((await limiter.hit(rolling, a, at(1))).remaining).toBe(2);
    });

    it('reset forgets a key under one rule only', async () => {
      const key = freshKey();
      for (let i = 0; i < 3; i++) {
        await limiter.hit(clockHour, key, at(0));
        await limiter.hit(rolling, key, at(0));
      }
      await limiter.reset(clockHour, key);
      expect((await limiter.peek(clockHour, key, at(1))).remaining).toBe(3);
      expect((await limiter.peek(rolling, key, at(1))).allowed).toBe(false);
    });

    it('stores a very long key as its own key', async () => {
      const long = `${'x'.repeat(300)}-a`;
      const other = `${'x'.repeat(300)}-b`;
      for (let i = 0; i < 3; i++) await limiter.hit(clockHour, long, at(0));
      expect((await limiter.hit(clockHour, long, at(0))).allowed).toBe(false);
      expect((await limiter.hit(clockHour, other, at(0))).allowed).toBe(true);
    });

    it.each([
      ['fixed', { ...clockHour, limit: 7 }],
      ['sliding', { ...rolling, limit: 7 }],
    ] as const)(
      'lets exactly `limit` of 24 parallel %s hits through, from two clients',
      async (_kind, rule) => {
        const key = freshKey();
        const other = new RateLimiter(twin, () => at(0));
        const results = await Promise.all(
          Array.from({ length: 24 }, (_, i) => (i % 2 ? other : limiter).hit(rule, key, at(0))),
        );
        expect(results.filter((r) => r.allowed)).toHaveLength(7);
        expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds > 0)).toBe(true);
        expect(await limiter.peek(rule, key, at(0))).toMatchObject({ allowed: false, remaining: 0 });
      },
    );

    it('shares one count between two clients of the same store', async () => {
      const key = freshKey();
      const other = new RateLimiter(twin, () => at(0));
      await limiter.hit(clockHour, key, at(0));
      await other.hit(clockHour, key, at(1));
      await limiter.hit(clockHour, key, at(2));
      expect((await other.hit(clockHour, key, at(3))).allowed).toBe(false);
    });

    describe('send slots (cooldown, then hourly cap)', () => {
      const slot = { cooldown, cap: rolling };

      it('answers cooldown first, then the cap, and a cap refusal costs no cooldown', async () => {
        const key = freshKey();
        expect(await limiter.takeSendSlot(slot, key, at(0))).toEqual({ wait: 0, reason: null });
        expect(await limiter.takeSendSlot(slot, key, at(20))).toEqual({ wait: 40, reason: 'cooldown' });
        expect((await limiter.takeSendSlot(slot, key, at(61))).reason).toBeNull();
        expect((await limiter.takeSendSlot(slot, key, at(122))).reason).toBeNull();
        expect(await limiter.takeSendSlot(slot, key, at(183))).toEqual({
          wait: 3600 - 183,
          reason: 'hourly',
        });
        // Had the refused request kept its cooldown hit, this would say "cooldown".
        expect(await limiter.takeSendSlot(slot, key, at(184))).toEqual({
          wait: 3600 - 184,
          reason: 'hourly',
        });
        expect(await limiter.takeSendSlot(slot, key, at(3600))).toEqual({ wait: 0, reason: null });
      });

      it('takes the overall SMS budget last, across phones, and gives the cooldown back when it refuses', async () => {
        const budget = {
          name: `sms-budget-${randomBytes(3).toString('hex')}`,
          kind: 'fixed',
          align: 'clock',
          windowSeconds: 3600,
          limit: 2,
        } as const;
        const [a, b, c] = [freshKey(), freshKey(), freshKey()];
        expect(await limiter.takeSendSlot(slot, a, at(0), budget)).toEqual({ wait: 0, reason: null });
        // Refused by its own cooldown: the budget is not spent.
        expect((await limiter.takeSendSlot(slot, a, at(1), budget)).reason).toBe('cooldown');
        expect(await limiter.takeSendSlot(slot, b, at(2), budget)).toEqual({ wait: 0, reason: null });
        expect(await limiter.takeSendSlot(slot, c, at(3), budget)).toEqual({
          wait: 2400 - 3,
          reason: 'budget',
        });
        // Had the refused send kept its cooldown hit, this would say "cooldown".
        expect((await limiter.takeSendSlot(slot, c, at(4), budget)).reason).toBe('budget');
        // Once the clock hour turns (T0 is 03:20), the budget has room again.
        expect(await limiter.takeSendSlot(slot, c, at(2400), budget)).toEqual({ wait: 0, reason: null });
      });
    });
  });
}

describe('the rules table', () => {
  it('names every rule once, in the key scope format, with positive figures', () => {
    const rules = Object.values(RATE_LIMIT_RULES);
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.name).toMatch(/^[a-z][a-z0-9-]{0,59}$/);
      expect(rule.limit).toBeGreaterThanOrEqual(1);
      expect(rule.windowSeconds).toBeGreaterThan(0);
    }
  });
});

describe('a Redis that cannot be reached', () => {
  it('makes a hit fail as RateLimitStoreUnavailable instead of hanging or letting it through', async () => {
    const store = new RedisRateLimitStore(new Redis('redis://127.0.0.1:1', redisClientOptions()), {
      keyPrefix: 'never:',
    });
    try {
      await expect(store.hit(RATE_LIMIT_RULES.cardSearch, 'm', T0)).rejects.toBeInstanceOf(
        RateLimitStoreUnavailable,
      );
    } finally {
      await store.close();
    }
  });

  it('does not stop the server: counted requests answer 503 like a database outage, others work', async () => {
    const server = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      expect(server.app.ctx.rateLimits.store.kind).toBe('redis');
      const login = await server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'somebody01', password: 'Wrong1234x' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json().error.code).toBe('LOGIN_UNAVAILABLE');
      const recovery = await server.app.inject({
        method: 'POST',
        url: '/api/v1/recovery/username',
        payload: { mobile: '0812345678' },
      });
      expect(recovery.statusCode).toBe(503);
      expect(recovery.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(recovery.headers['retry-after']).toBe('5');
      // What counts nothing is served as usual.
      const partner = server.app.ctx.partners.default;
      const home = await server.app.inject({
        method: 'GET',
        url: `/api/v1/partner-info?partner_id=${partner.id}&secret_key=${encodeURIComponent(partner.partner.secret_key)}`,
      });
      expect(home.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** Two API processes: the lock one of them records holds on the other. */
async function expectSharedLockout(a: TestServer, b: TestServer, db: TestDatabase) {
  const member = await createMember(db.db, 'default');
  const login = (server: TestServer, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: member.username, password },
    });
  // 3 wrong passwords on one, 2 on the other: neither alone reaches the threshold of 5.
  for (const server of [a, b, a, b, a]) {
    expect((await login(server, 'Wrong1234x')).json().error.code).toBe('LOGIN_INVALID_CREDENTIALS');
  }
  const right = await login(b, FIXTURE_PASSWORD);
  expect(right.statusCode).toBe(401);
  expect(right.json().error.code).toBe('LOGIN_INVALID_CREDENTIALS');
}

describe('two app instances', () => {
  const clock = () => T0;

  it('on one database share the login lockout (PostgreSQL store)', async () => {
    const database = await createTestDatabase();
    const env = { REDIS_URL: '' };
    const a = await startTestServer({ database, now: clock, env });
    const b = await startTestServer({ database, now: clock, env });
    try {
      expect(a.app.ctx.rateLimits.store.kind).toBe('postgres');
      await expectSharedLockout(a, b, database);
    } finally {
      await a.close();
      await b.close();
      await database.destroy();
    }
  });

  if (REDIS_URL) {
    it('on separate databases and one Redis share the login lockout (Redis store)', async () => {
      const prefix = testRedisKeyPrefix();
      const dbA = await createTestDatabase();
      const dbB = await createTestDatabase();
      const a = await startTestServer({ database: dbA, now: clock, redisKeyPrefix: prefix });
      const b = await startTestServer({ database: dbB, now: clock, redisKeyPrefix: prefix });
      try {
        expect(a.app.ctx.rateLimits.store.kind).toBe('redis');
        // The member exists in both databases; only Redis connects the two servers' counts.
        const member = await createMember(dbA.db, 'default');
        await createMember(dbB.db, 'default', { username: member.username });
        const login = (server: TestServer, password: string) =>
          server.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { username: member.username, password },
          });
        for (const server of [a, b, a, b, a]) await login(server, 'Wrong1234x');
        const right = await login(b, FIXTURE_PASSWORD);
        expect(right.statusCode).toBe(401);
        expect(right.json().error.code).toBe('LOGIN_INVALID_CREDENTIALS');
      } finally {
        await a.close();
        await b.close();
        await dbA.destroy();
        await dbB.destroy();
      }
    });
  }
});
