/** Builds an in-process server on a fresh test database, for app.inject() tests. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type BuildServerOptions, buildServer } from '../app';
import {
  ABUSE_LIMIT_NAMES,
  type AbuseLimits,
  DEFAULT_ABUSE_LIMITS,
  parseConfig,
  type ServerConfig,
} from '../config';
import type { Database } from '../db/types';
import { RedisRateLimitStore } from '../platform/rate-limit';
import { createTestDatabase, type TestDatabase } from './db';

/**
 * Config for tests: NODE_ENV=test, silent logs, in-memory database, the repository's partners. A
 * REDIS_URL in the environment is passed on, so the same suites run with the Redis rate-limit store.
 */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  const redis = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  const config = parseConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'silent',
    ...redis,
    ...env,
  });
  // Suites send hundreds of requests from 127.0.0.1: the per-address and overall limits are out of
  // reach unless a test names its own (LIMIT_* in env) or sets config.abuseLimits (docs/abuse-limits.md).
  if (Object.keys(env).some((name) => name.startsWith('LIMIT_'))) return config;
  return { ...config, abuseLimits: GENEROUS_ABUSE_LIMITS };
}

/** Figures no suite reaches: every count a million per window. */
export const GENEROUS_ABUSE_LIMITS: AbuseLimits = {
  limits: Object.fromEntries(
    ABUSE_LIMIT_NAMES.map((name) => [
      name,
      { ...DEFAULT_ABUSE_LIMITS.limits[name], perAddress: 1_000_000, global: 1_000_000 },
    ]),
  ) as AbuseLimits['limits'],
  smsPerHour: 1_000_000,
};

/** Redis keys of one test server: counters never leak between servers, files or runs. */
export function testRedisKeyPrefix(): string {
  return `test:${randomBytes(6).toString('hex')}:`;
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

type TestServerOptions = Partial<BuildServerOptions> & {
  env?: Record<string, string>;
  database?: TestDatabase;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const { env, ...rest } = options;
  try {
    const app = await buildServer({
      seed: false,
      redisKeyPrefix: testRedisKeyPrefix(),
      ...rest,
      config: options.config ?? testConfig(env),
      database,
    });
    return {
      app,
      database,
      close: async () => {
        const store = app.ctx.rateLimits.store;
        if (store instanceof RedisRateLimitStore && !options.rateLimitStore)
          // Best effort: a Redis that cannot be reached holds nothing of this server.
          await store.deleteAll().catch(() => {});
        await app.close();
        if (!options.database) await database.destroy();
      },
    };
  } catch (error) {
    if (!options.database) await database.destroy();
    throw error;
  }
}

/** The test server of one test file, with the clock it runs on and its database. */
export interface FileTestServer extends TestServer {
  /** The server's clock: a test moves it by setting `now`. */
  clock: { now: Date };
  db(): Kysely<Database>;
}

/**
 * Starts a test server before the file's tests (beforeAll) and closes it after them (afterAll). With
 * `at`, the server runs on `clock`, which starts there; `setUp` runs once the server is up. `app` and
 * `database` are the started server's, so they are read inside tests and hooks only.
 */
export function fileTestServer(
  options: TestServerOptions & { at?: string; setUp?: (server: TestServer) => Promise<unknown> } = {},
): FileTestServer {
  const { at, setUp, ...rest } = options;
  const clock = { now: new Date(at ?? 0) };
  let started: TestServer | undefined;
  const current = () => {
    if (!started) throw new Error('The test server starts in beforeAll: use it inside a test or a hook.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(at === undefined ? rest : { now: () => clock.now, ...rest });
    await setUp?.(started);
  });
  afterAll(() => started?.close());
  return {
    clock,
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
    db: () => current().app.ctx.db,
  };
}

/** A pino destination that keeps every log line, parsed. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    stream: {
      write(chunk: string) {
        raw.push(chunk);
        for (const line of chunk.split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      },
    },
  };
}
