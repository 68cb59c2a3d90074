import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_ABUSE_LIMITS,
  DEFAULT_POOL_WAIT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  DEVELOPMENT_OUTBOX_KEY,
  defaultPoolSize,
  parseConfig,
} from './config';

const KEY_HEX = 'a1'.repeat(32);
const KEY_B64 = Buffer.from(KEY_HEX, 'hex').toString('base64');

describe('outbox and delivery settings', () => {
  it('requires OUTBOX_KEY in production, naming the variable and how to make one', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /OUTBOX_KEY: required when NODE_ENV=production.*openssl rand -base64 32/,
    );
  });

  it('uses the development key outside production when OUTBOX_KEY is unset', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const { delivery } = parseConfig({ NODE_ENV });
      expect(Buffer.from(delivery.outboxKey)).toEqual(Buffer.from(DEVELOPMENT_OUTBOX_KEY));
      expect(delivery.developmentKey).toBe(true);
      expect(delivery.maxAttempts).toBe(8);
      expect(delivery.smsGateway).toBeNull();
      expect(delivery.line).toEqual({ apiBase: 'https://api.line.me', channelAccessToken: null });
    }
  });

  it('reads a key as hex or base64 (32 bytes) and never echoes a bad one', () => {
    const fromHex = parseConfig({ NODE_ENV: 'production', OUTBOX_KEY: KEY_HEX }).delivery;
    const fromB64 = parseConfig({ NODE_ENV: 'production', OUTBOX_KEY: KEY_B64 }).delivery;
    const fromUrl = parseConfig({
      NODE_ENV: 'production',
      OUTBOX_KEY: Buffer.from(KEY_HEX, 'hex').toString('base64url'),
    }).delivery;
    expect(Buffer.from(fromHex.outboxKey).toString('hex')).toBe(KEY_HEX);
    expect(Buffer.from(fromB64.outboxKey).toString('hex')).toBe(KEY_HEX);
    expect(Buffer.from(fromUrl.outboxKey).toString('hex')).toBe(KEY_HEX);
    expect(fromHex.developmentKey).toBe(false);
    for (const bad of ['short-secret-value', 'a1'.repeat(31), Buffer.alloc(16).toString('base64')]) {
      let message = '';
      try {
        parseConfig({ NODE_ENV: 'production', OUTBOX_KEY: bad });
      } catch (error) {
        message = (error as ConfigError).message;
      }
      expect(message).toContain('OUTBOX_KEY: must be 32 random bytes');
      expect(message).not.toContain(bad);
    }
  });

  it('reads the SMS gateway, the LINE settings and the attempts, and checks them', () => {
    const { delivery } = parseConfig({
      NODE_ENV: 'production',
      OUTBOX_KEY: KEY_B64,
      SMS_GATEWAY_URL: 'https://sms.example/send',
      SMS_GATEWAY_TOKEN: 'tok',
      LINE_API_BASE: 'http://line.test/',
      LINE_CHANNEL_ACCESS_TOKEN: 'line-token',
      OUTBOX_MAX_ATTEMPTS: '5',
    });
    expect(delivery).toMatchObject({
      smsGateway: { url: 'https://sms.example/send', token: 'tok' },
      line: { apiBase: 'http://line.test', channelAccessToken: 'line-token' },
      maxAttempts: 5,
    });
    expect(() => parseConfig({ SMS_GATEWAY_URL: 'https://sms.example/send' })).toThrow(
      /SMS_GATEWAY_TOKEN: required when SMS_GATEWAY_URL is set/,
    );
    expect(() => parseConfig({ SMS_GATEWAY_URL: 'ftp://x', SMS_GATEWAY_TOKEN: 't' })).toThrow(
      /SMS_GATEWAY_URL \(got "ftp:\/\/x"\): must be an http/,
    );
    expect(() => parseConfig({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS \(got "0"\)/);
  });
});

describe('parseConfig', () => {
  it('gives a working development default: port 3000 on all interfaces, durable PGlite in ./.data/pg', () => {
    const config = parseConfig({}, '/srv/app');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/.data',
      database: { kind: 'pglite', dataDir: '/srv/app/.data/pg' },
      partnersDir: '/srv/app/partners',
      clientDir: '/srv/app/dist/client',
      logLevel: 'info',
      seedDemoData: true,
    });
  });

  it('uses node-postgres when DATABASE_URL is a postgres URL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/app',
      poolSize: defaultPoolSize(),
      statementTimeoutMs: 5000,
      poolWaitMs: 2000,
    });
  });

  it('opens twice the cores in PostgreSQL connections, at least 4, or DATABASE_POOL_SIZE', () => {
    expect(defaultPoolSize(1)).toBe(4);
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(8)).toBe(16);
    const config = parseConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_POOL_SIZE: '12' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://db/app', poolSize: 12 });
    expect(() => parseConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_POOL_SIZE: '0' })).toThrow(
      /DATABASE_POOL_SIZE \(got "0"\): must be between 1 and 100/,
    );
  });

  it('fails fast on PostgreSQL: 5000 ms statement timeout and 2000 ms pool wait by default, or the DATABASE_* values', () => {
    expect([DEFAULT_STATEMENT_TIMEOUT_MS, DEFAULT_POOL_WAIT_MS]).toEqual([5000, 2000]);
    expect(
      parseConfig({
        DATABASE_URL: 'postgres://db/app',
        DATABASE_STATEMENT_TIMEOUT_MS: '800',
        DATABASE_POOL_WAIT_MS: '',
      }).database,
    ).toMatchObject({ statementTimeoutMs: 800, poolWaitMs: 2000 });
    expect(
      parseConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_POOL_WAIT_MS: '1500' }).database,
    ).toMatchObject({ statementTimeoutMs: 5000, poolWaitMs: 1500 });
    for (const [name, value, message] of [
      ['DATABASE_STATEMENT_TIMEOUT_MS', '0', 'must be between 100 and 600000 (10 minutes)'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '5s', 'must be a number of milliseconds, e.g. 5000'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '2500.5', 'must be a whole number of milliseconds'],
      ['DATABASE_POOL_WAIT_MS', '60001', 'must be between 100 and 60000 (1 minute)'],
      ['DATABASE_POOL_WAIT_MS', 'soon', 'must be a number of milliseconds, e.g. 2000'],
    ] as const)
      expect(
        () => parseConfig({ DATABASE_URL: 'postgres://db/app', [name]: value }),
        `${name}=${value}`,
      ).toThrow(`${name} (got "${value}"): ${message}`);
  });

  it('allows memory:// only in tests', () => {
    expect(parseConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite-memory',
    });
    expect(() => parseConfig({ NODE_ENV: 'production', DATABASE_URL: 'memory://' })).toThrow(
      /DATABASE_URL: memory:\/\/ keeps nothing after a restart and is allowed only when NODE_ENV=test/,
    );
    expect(() => parseConfig({ NODE_ENV: 'development', DATABASE_URL: 'memory://' })).toThrow(ConfigError);
  });

  it('does not seed demo data in production unless asked', () => {
    expect(parseConfig({ NODE_ENV: 'production', OUTBOX_KEY: KEY_B64 }).seedDemoData).toBe(false);
    expect(
      parseConfig({ NODE_ENV: 'production', OUTBOX_KEY: KEY_B64, SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', HOST: '', DATA_DIR: '' }, '/x')).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/x/.data',
    });
  });

  it('lists every problem with the variable, the value and what to set', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'abc',
        NODE_ENV: 'staging',
        LOG_LEVEL: 'loud',
        PUBLIC_ORIGIN: 'https://x.example/app',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT (got "abc"): must be a port number, e.g. 3000');
    expect(message).toContain('NODE_ENV (got "staging"): must be one of development, test, production');
    expect(message).toContain('LOG_LEVEL (got "loud")');
    expect(message).toContain('PUBLIC_ORIGIN (got "https://x.example/app"): must be an origin');
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('never echoes a database URL, which may hold a password', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/app' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    try {
      parseConfig({ DATABASE_URL: 'mysql://root:hunter2@db/app' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('keeps the rate limits in the database unless REDIS_URL is set', () => {
    expect(parseConfig({}).redisUrl).toBeNull();
    expect(parseConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(parseConfig({ REDIS_URL: 'redis://cache:6379/0' }).redisUrl).toBe('redis://cache:6379/0');
    expect(parseConfig({ REDIS_URL: 'rediss://u:p@cache:6380' }).redisUrl).toBe('rediss://u:p@cache:6380');
  });

  it('refuses a REDIS_URL that is not a redis URL, without echoing it', () => {
    try {
      parseConfig({ REDIS_URL: 'http://u:hunter2@cache:6379' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^REDIS_URL: must be a redis:\/\//),
      ]);
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('reports a memory:// database outside tests together with other problems', () => {
    try {
      parseConfig({ PORT: 'abc', NODE_ENV: 'production', DATABASE_URL: 'memory://' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT (got "abc"): must be a port number, e.g. 3000',
        expect.stringMatching(/^OUTBOX_KEY: required when NODE_ENV=production/),
        expect.stringMatching(/^DATABASE_URL: memory:\/\/ keeps nothing/),
      ]);
    }
  });

  it('refuses a port out of range', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT \(got "70000"\): must be between 0 and 65535/);
  });

  it('trusts no proxy by default; TRUST_PROXY takes true, a hop count or proxy addresses and CIDRs', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
    const hops = parseConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(typeof hops).toBe('function');
    const trusts = hops as (address: string, hop: number) => boolean;
    expect([trusts('10.0.0.1', 0), trusts('10.0.0.1', 1), trusts('10.0.0.1', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(
      /TRUST_PROXY \(got "proxy.internal"\)/,
    );
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('takes the abuse limits from LIMIT_* and refuses counts that are not whole numbers ≥ 1', () => {
    expect(parseConfig({}).abuseLimits).toEqual(DEFAULT_ABUSE_LIMITS);
    const tuned = parseConfig({
      LIMIT_LOGIN_PER_ADDRESS: '60',
      LIMIT_OTP_SEND_GLOBAL: '500',
      LIMIT_SMS_PER_HOUR: '200',
    }).abuseLimits;
    expect(tuned.limits.login).toEqual({ ...DEFAULT_ABUSE_LIMITS.limits.login, perAddress: 60 });
    expect(tuned.limits.otpSend.global).toBe(500);
    expect(tuned.smsPerHour).toBe(200);
    expect(() => parseConfig({ LIMIT_HOSPITAL_VERIFY_PER_ADDRESS: '0', LIMIT_SMS_PER_HOUR: 'lots' })).toThrow(
      /LIMIT_HOSPITAL_VERIFY_PER_ADDRESS \(got "0"\)[\s\S]*LIMIT_SMS_PER_HOUR \(got "lots"\)/,
    );
  });
});
