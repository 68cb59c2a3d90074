/**
 * Server configuration, read once from the environment and checked by zod. A bad value stops the
 * start with one line per problem naming the variable and what to set instead.
 */
import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { ABUSE_LIMIT_NAMES, type AbuseLimitName } from '../shared/api/contract';
import { type ObjectStoreConfig, parseObjectStoreUrl } from './db/object-store-config';

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty strings count as unset: `PORT= npm start` should mean "the default", not "invalid". */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * PostgreSQL's statement_timeout on the request pool (DATABASE_STATEMENT_TIMEOUT_MS). A member
 * request's statements take milliseconds (/me 3 ms, hospital search p99 44–50 ms at 20 concurrent
 * requests); the heaviest, one 10 MB e-Claim attachment, takes 0.2–0.4 s. 5 s leaves more than ten
 * times that and is still inside the patience of a person looking at a phone. A statement past it (a
 * lock nobody releases, a plan gone wrong) is cancelled and the request answers 503 with Retry-After,
 * instead of holding a connection every other member needs. docs/decisions/068-fail-fast.md.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * How long a request waits for a connection of the request pool (DATABASE_POOL_WAIT_MS): the queue
 * for a busy pool, or opening a new connection (TCP, TLS and SCRAM to a managed server: tens to a few
 * hundred ms). A healthy pool hands one out in milliseconds; a pool still full after 2 s is overloaded,
 * and waiting longer only piles requests up (the former 10 s made every answer a late 503).
 */
export const DEFAULT_POOL_WAIT_MS = 2_000;

/**
 * SIGTERM's drain (SHUTDOWN_DRAIN_MS) when NODE_ENV=production: readiness answers 503 at once and the
 * server keeps serving this long before it closes, so the load balancer sees the 503 and stops
 * sending first (two or three probe periods of a typical 2–5 s). Outside production the default is 0:
 * a developer's Ctrl-C, the test scripts and the benches stop at once. docs/decisions/072.
 */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 10_000;

/**
 * The bound of each readiness check (HEALTH_TIMEOUT_MS): under a Kubernetes probe's default timeout
 * (1 s), so the probe gets our 503 naming the check rather than a timeout of its own.
 */
export const DEFAULT_HEALTH_TIMEOUT_MS = 800;

/** A number read from the environment: unset or empty is undefined (the default applies). */
const numberFromEnv = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), schema);

/** A whole number within [min, max]; `range`: the message outside it (one, or below and above). */
function wholeNumber(rule: {
  error: string;
  whole?: string;
  min: number;
  max: number;
  range?: string | [string, string];
}) {
  const range = rule.range ?? `must be between ${rule.min} and ${rule.max}`;
  const [below, above] = typeof range === 'string' ? [range, range] : range;
  return z
    .number({ error: rule.error })
    .int(rule.whole ?? 'must be a whole number')
    .min(rule.min, below)
    .max(rule.max, above);
}

const portNumber = (example: number) =>
  wholeNumber({ error: `must be a port number, e.g. ${example}`, min: 0, max: 65535 });

/** Milliseconds within [min, max]; `span`: max in words (10 minutes). */
const milliseconds = (example: number, min: number, max: number, span: string) =>
  wholeNumber({
    error: `must be a number of milliseconds, e.g. ${example}`,
    whole: 'must be a whole number of milliseconds',
    min,
    max,
    range: `must be between ${min} and ${max} (${span})`,
  });

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  ),
  PORT: numberFromEnv(portNumber(3000).default(3000)),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || v === 'memory://' || /^postgres(?:ql)?:\/\//.test(v),
    'must be a postgres:// or postgresql:// URL (or memory:// in tests); unset it to use the embedded database in DATA_DIR',
  ),
  DATABASE_POOL_SIZE: numberFromEnv(
    wholeNumber({ error: 'must be a number of connections, e.g. 8', min: 1, max: 100 }).optional(),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: numberFromEnv(
    milliseconds(DEFAULT_STATEMENT_TIMEOUT_MS, 100, 600_000, '10 minutes').default(
      DEFAULT_STATEMENT_TIMEOUT_MS,
    ),
  ),
  DATABASE_POOL_WAIT_MS: numberFromEnv(
    milliseconds(DEFAULT_POOL_WAIT_MS, 100, 60_000, '1 minute').default(DEFAULT_POOL_WAIT_MS),
  ),
  DATA_DIR: optionalString.transform((v) => v ?? './.data'),
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  ),
  PUBLIC_ORIGIN: optionalString.refine(
    (v) => v === undefined || /^https?:\/\/[^/?#\s]+$/.test(v),
    'must be an origin such as https://member.example.co.th (scheme and host, no path)',
  ),
  PARTNERS_DIR: optionalString.transform((v) => v ?? './partners'),
  /** How often each process checks which partner configuration versions are live (docs/decisions/079). */
  PARTNER_RELOAD_SECONDS: numberFromEnv(
    wholeNumber({
      error: 'must be a number of seconds, e.g. 2',
      whole: 'must be a whole number of seconds',
      min: 1,
      max: 300,
      range: ['must be at least 1 second', 'must be at most 300 seconds (5 minutes)'],
    }).default(2),
  ),
  CLIENT_DIR: optionalString.transform((v) => v ?? './dist/client'),
  SESSION_TTL_MINUTES: numberFromEnv(
    wholeNumber({
      error: 'must be a number of minutes, e.g. 720',
      whole: 'must be a whole number of minutes',
      min: 5,
      max: 60 * 24 * 30,
      range: ['must be at least 5 minutes', 'must be at most 30 days (43200 minutes)'],
    }).default(60 * 12),
  ),
  SEED_DEMO_DATA: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  /** S3-compatible storage of documents and images (server/db/object-store-config.ts, decision 071). */
  OBJECT_STORE_URL: optionalString,
  REDIS_URL: optionalString.refine(
    (v) => v === undefined || /^rediss?:\/\/[^\s]+$/.test(v),
    'must be a redis:// or rediss:// URL; unset it to keep the rate limits in the database',
  ),
  TRUST_PROXY: optionalString.refine(
    (v) => v === undefined || parseTrustProxy(v) !== null,
    'must be false (the default: trust no proxy), a hop count such as 1, or a comma-separated list of proxy addresses or CIDRs such as 10.0.0.0/8,192.168.1.10 (true trusts any sender: only behind a proxy that overwrites X-Forwarded-For)',
  ),
  /** SIGTERM: readiness 503 and still serving this long before closing (docs/decisions/072). */
  SHUTDOWN_DRAIN_MS: numberFromEnv(
    milliseconds(DEFAULT_SHUTDOWN_DRAIN_MS, 0, 120_000, '2 minutes').optional(),
  ),
  /** The bound of each readiness check of GET /api/health/ready. */
  HEALTH_TIMEOUT_MS: numberFromEnv(
    milliseconds(DEFAULT_HEALTH_TIMEOUT_MS, 50, 30_000, '30 seconds').default(DEFAULT_HEALTH_TIMEOUT_MS),
  ),
  /** Claim events to the TPA's core system (docs/decisions/086-webhooks.md). */
  WEBHOOK_MAX_ATTEMPTS: numberFromEnv(
    wholeNumber({ error: 'must be a number of attempts, e.g. 10', min: 1, max: 50 }).default(10),
  ),
  WEBHOOK_TIMEOUT_MS: numberFromEnv(milliseconds(10_000, 500, 60_000, '1 minute').default(10_000)),
  WEBHOOK_LINK_TTL_SECONDS: numberFromEnv(
    wholeNumber({
      error: 'must be a number of seconds, e.g. 86400',
      whole: 'must be a whole number of seconds',
      min: 60,
      max: 7 * 24 * 3600,
      range: ['must be at least 60 seconds', 'must be at most 7 days (604800 seconds)'],
    }).default(24 * 3600),
  ),
  /** A port of its own for GET /metrics (Prometheus), without a token: keep it off the load balancer. */
  METRICS_PORT: numberFromEnv(portNumber(9464).optional()),
  /** The address the METRICS_PORT listener binds (default: HOST). */
  METRICS_HOST: optionalString,
  /** Bearer token of GET /metrics on the main port (unset: /metrics is a 404 there). */
  METRICS_TOKEN: optionalString.refine(
    (v) => v === undefined || /^[A-Za-z0-9._~+/=-]{32,512}$/.test(v),
    'must be 32 to 512 letters, digits or ._~+/=- (create one with `openssl rand -hex 32`)',
  ),
});

/**
 * What an operator reads about each variable. docs/operations.md's table is generated from the schema
 * above (names, defaults, accepted values) and these texts (`npm run gen:env-docs`; `npm run
 * gen:check` and scripts/gen-env-docs.test.ts fail when the table and the schema differ). TypeScript
 * refuses a variable of the schema without its entry here.
 */
export interface EnvDoc {
  /** What it does, in a sentence or two; accepted values when the schema alone cannot say them. */
  description: string;
  /** The default when the schema does not compute it (it depends on NODE_ENV, the machine…). */
  default?: string;
  /** Comes from the secret store: never in a file in the repository, never logged. */
  secret?: boolean;
}

export const ENV_DOCS = {
  NODE_ENV: {
    description:
      '`production` requires OUTBOX_KEY, turns off the development routes (/api/dev/*) and the demo data by default, and marks staff cookies Secure.',
  },
  PORT: { description: 'The HTTP port of the server (members, the previewer and the API).' },
  HOST: {
    description:
      'The address the server listens on; 127.0.0.1 keeps it to this machine (behind a local proxy).',
  },
  DATABASE_URL: {
    description:
      'PostgreSQL to use (`postgres://user:password@host:5432/db`). Unset: the embedded PGlite database in DATA_DIR, for one process only. Several replicas need PostgreSQL.',
    default: 'embedded PGlite in DATA_DIR/pg',
    secret: true,
  },
  DATABASE_POOL_SIZE: {
    description:
      'Request connections to PostgreSQL per process; the background jobs use 2 more (docs/decisions/050, 068).',
    default: 'twice the cores, at least 4',
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    description:
      'statement_timeout of the request connections: a statement past it is cancelled and the request answers 503 with Retry-After (docs/decisions/068).',
  },
  DATABASE_POOL_WAIT_MS: {
    description:
      'How long a request waits for a PostgreSQL connection before answering 503 (docs/decisions/068).',
  },
  DATA_DIR: {
    description:
      'Folder of the embedded database (DATA_DIR/pg) when DATABASE_URL is unset; relative to the working directory. Not used for shared state on PostgreSQL.',
  },
  LOG_LEVEL: {
    description: 'pino log level of the JSON lines on standard output.',
    default: '`info` (`silent` when NODE_ENV=test)',
  },
  PUBLIC_ORIGIN: {
    description:
      'The origin members use, e.g. `https://member.example.co.th` (no path): printed URLs, and Secure cookies when https.',
  },
  PARTNERS_DIR: {
    description:
      'Folder of the partner configurations (one folder per partner), relative to the working directory.',
  },
  CLIENT_DIR: {
    description:
      'Folder of the built member app and previewer (`npm run build`), relative to the working directory. Without a build, HTML pages answer 503 and the API works.',
  },
  SESSION_TTL_MINUTES: { description: 'Lifetime of a member session, in minutes.' },
  SEED_DEMO_DATA: {
    description: 'Seed the demo members, cards, claims, content and staff accounts at start.',
    default: '`true`, `false` when NODE_ENV=production',
  },
  OBJECT_STORE_URL: {
    description:
      'S3-compatible store of claim documents and card images, and of the chunks of uploads in progress on PostgreSQL (their index stays in the database): `s3://[KEY:SECRET@]bucket[/prefix/][?region=…&endpoint=https://…&forcePathStyle=true]`. Unset: they are kept in the database (docs/decisions/071).',
    default: 'unset: blobs in the database',
    secret: true,
  },
  REDIS_URL: {
    description:
      'Redis for the rate-limit counters (`redis://` or `rediss://`), shared by the replicas. Unset: the counters live in the database (docs/abuse-limits.md).',
    default: 'unset: counters in the database',
    secret: true,
  },
  TRUST_PROXY: {
    description:
      'Whose X-Forwarded-For to believe for the client address (rate limits, logs): `false` (trust no proxy), a hop count such as `1`, or proxy addresses or CIDRs `10.0.0.0/8,192.168.1.10`; `true` only behind a proxy that overwrites the header. See "Behind a load balancer" below.',
    default: '`false`',
  },
  SHUTDOWN_DRAIN_MS: {
    description:
      'On SIGTERM, readiness answers 503 at once and the server keeps serving this long before it closes (docs/decisions/072).',
    default: '10000 when NODE_ENV=production, 0 otherwise',
  },
  HEALTH_TIMEOUT_MS: { description: 'The bound of each check of GET /api/health/ready.' },
  WEBHOOK_MAX_ATTEMPTS: {
    description:
      "Delivery attempts of a claim event to a partner's webhook endpoint before it is dead-lettered (1 to 50; docs/integration.md).",
  },
  WEBHOOK_TIMEOUT_MS: {
    description: 'How long one webhook POST may take before it counts as failed and is retried.',
  },
  WEBHOOK_LINK_TTL_SECONDS: {
    description:
      'Lifetime of the signed document links in a claim event (60 s to 7 days), counted from each send.',
  },
  PARTNER_RELOAD_SECONDS: {
    description:
      'How often each process asks the database which partner configuration versions are live, and reloads when one changed: a publish or restore reaches every replica within this many seconds (docs/decisions/079-partner-config-versions.md).',
  },
  METRICS_PORT: {
    description:
      'A port of its own for GET /metrics (Prometheus), without a token: keep it off the load balancer. Must differ from PORT.',
    default: 'unset: no metrics listener',
  },
  METRICS_HOST: { description: 'The address the METRICS_PORT listener binds.', default: 'HOST' },
  METRICS_TOKEN: {
    description:
      'Bearer token of GET /metrics on the main port (32 to 512 characters, `openssl rand -hex 32`). Unset: /metrics is a 404 there.',
    secret: true,
  },
} satisfies Record<keyof typeof EnvSchema.shape, EnvDoc>;

/**
 * The variables read by hand-written parsers below and by the object store's AWS SDK: not in the
 * schema (their problems never echo a secret), documented here for the same table.
 */
export const OTHER_ENV_DOCS: Record<string, EnvDoc> = {
  OUTBOX_KEY: {
    description:
      'Encrypts the SMS and LINE bodies (OTP codes) kept in the outbox: 32 random bytes as base64 or 64 hex digits (`openssl rand -base64 32`). Keep it: rows written with another key cannot be read.',
    default: 'required when NODE_ENV=production; a public development key otherwise',
    secret: true,
  },
  SMS_GATEWAY_URL: {
    description:
      'The SMS gateway the outbox worker posts to (http:// or https://). Unset: no SMS leaves the server.',
  },
  SMS_GATEWAY_TOKEN: { description: 'Bearer token of SMS_GATEWAY_URL; required with it.', secret: true },
  LINE_API_BASE: { description: 'Base URL of the LINE Messaging API.', default: '`https://api.line.me`' },
  LINE_CHANNEL_ACCESS_TOKEN: {
    description: 'Channel access token of LINE pushes. Unset: no LINE message leaves the server.',
    secret: true,
  },
  OUTBOX_MAX_ATTEMPTS: {
    description: 'Delivery attempts of an outbox message before it is dead-lettered (1 to 50).',
    default: '`8`',
  },
  AWS_REGION: {
    description: 'Region of the object store when OBJECT_STORE_URL names none.',
    default: '`us-east-1`',
  },
  AWS_ACCESS_KEY_ID: {
    description:
      'Access key of the object store when OBJECT_STORE_URL carries none (the AWS SDK also takes a profile or an instance/task role).',
    secret: true,
  },
  AWS_SECRET_ACCESS_KEY: { description: 'Secret of AWS_ACCESS_KEY_ID.', secret: true },
};

/**
 * Per-client-address and overall limits of the abuse-prone flows (docs/abuse-limits.md explains every
 * figure). Windows are fixed and aligned to the clock; operators tune the counts through
 * LIMIT_<NAME>_PER_ADDRESS and LIMIT_<NAME>_GLOBAL (e.g. LIMIT_LOGIN_PER_ADDRESS=60).
 */
export { ABUSE_LIMIT_NAMES, type AbuseLimitName };

export interface AbuseLimit {
  /** Requests per client address (IPv4, or IPv6 /64) and window. */
  perAddress: number;
  /** Requests from all addresses together per window. */
  global: number;
  windowSeconds: number;
}

export interface AbuseLimits {
  limits: Record<AbuseLimitName, AbuseLimit>;
  /** SMS sent overall (every OTP and reminder) per clock hour: the SMS budget. */
  smsPerHour: number;
}

const TEN_MINUTES = 600;
const ONE_HOUR = 3600;

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  limits: {
    login: { perAddress: 30, global: 6000, windowSeconds: TEN_MINUTES },
    registration: { perAddress: 10, global: 1000, windowSeconds: ONE_HOUR },
    recovery: { perAddress: 10, global: 1000, windowSeconds: ONE_HOUR },
    otpSend: { perAddress: 20, global: 2000, windowSeconds: ONE_HOUR },
    otpVerify: { perAddress: 30, global: 10000, windowSeconds: TEN_MINUTES },
    cardSearch: { perAddress: 30, global: 3000, windowSeconds: ONE_HOUR },
    hospitalVerify: { perAddress: 600, global: 30000, windowSeconds: TEN_MINUTES },
  },
  smsPerHour: 1000,
};

/** LIMIT_OTP_SEND_PER_ADDRESS for otpSend. */
export const envName = (name: AbuseLimitName, part: 'PER_ADDRESS' | 'GLOBAL') =>
  `LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_${part}`;

function parseAbuseLimits(env: Record<string, string | undefined>, problems: string[]): AbuseLimits {
  const count = (variable: string, fallback: number): number => {
    const raw = env[variable];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (Number.isInteger(n) && n >= 1 && n <= 100_000_000) return n;
    problems.push(`${variable} (got "${raw}"): must be a whole number of requests ≥ 1, e.g. ${fallback}`);
    return fallback;
  };
  const limits = {} as Record<AbuseLimitName, AbuseLimit>;
  for (const name of ABUSE_LIMIT_NAMES) {
    const d = DEFAULT_ABUSE_LIMITS.limits[name];
    limits[name] = {
      perAddress: count(envName(name, 'PER_ADDRESS'), d.perAddress),
      global: count(envName(name, 'GLOBAL'), d.global),
      windowSeconds: d.windowSeconds,
    };
  }
  return { limits, smsPerHour: count('LIMIT_SMS_PER_HOUR', DEFAULT_ABUSE_LIMITS.smsPerHour) };
}

/** Fastify's trustProxy option: trust nothing, everything, the listed proxies, or the nearest hops. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's trustProxy; null when invalid. A hop count n trusts the n nearest hops (as
 * proxy-addr does for a number; the function form because Fastify's types only name that one).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  const entries = v.split(',').map((e) => e.trim());
  const valid = entries.every((entry) => {
    const [address, prefix, extra] = entry.split('/');
    if (extra !== undefined || !address) return false;
    const family = isIP(address);
    if (family === 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

/**
 * The key of the outbox bodies outside production when OUTBOX_KEY is unset (docs/decisions/037):
 * public, so development and test rows are readable by anyone with the code, which is the point of a
 * development outbox. Production refuses to start without its own key.
 */
export const DEVELOPMENT_OUTBOX_KEY: Uint8Array = Buffer.from(
  '6f7574626f782d646576656c6f706d656e742d6b65792d6e6f742d7365637265',
  'hex',
);

const OUTBOX_KEY_FORMAT =
  'must be 32 random bytes written as 64 hex digits or as base64 (create one with `openssl rand -base64 32`)';

/** OUTBOX_KEY as 32 bytes; null when malformed. Hex (64 digits) or base64/base64url (43–44 characters). */
export function parseOutboxKey(raw: string): Uint8Array | null {
  const v = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) return null;
  const bytes = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** The outbox settings: its key, where messages go in production, how often a delivery is tried. */
export interface DeliveryConfig {
  /** AES-256-GCM key of the outbox bodies (server/modules/messaging/delivery/outbox-cipher.ts). */
  outboxKey: Uint8Array;
  /** True when the built-in development key is in use (never in production). */
  developmentKey: boolean;
  /** The SMS gateway (HttpSmsGateway); null: no SMS leaves the server. */
  smsGateway: { url: string; token: string } | null;
  /** LINE Messaging API base URL and the channel access token (null: no LINE push leaves the server). */
  line: { apiBase: string; channelAccessToken: string | null };
  /** Attempts before a message is dead-lettered. */
  maxAttempts: number;
}

export const DEFAULT_OUTBOX_MAX_ATTEMPTS = 8;

/** Reads the delivery settings; secrets are never echoed in a problem. */
function parseDelivery(
  env: Record<string, string | undefined>,
  isProduction: boolean,
  problems: string[],
): DeliveryConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  let outboxKey = DEVELOPMENT_OUTBOX_KEY;
  const rawKey = value('OUTBOX_KEY');
  if (rawKey === undefined) {
    if (isProduction)
      problems.push(
        'OUTBOX_KEY: required when NODE_ENV=production; it encrypts the SMS and LINE message bodies (OTP codes) kept in the outbox. Set 32 random bytes as base64 (`openssl rand -base64 32`) from your secret store, and keep it: messages written with another key cannot be read',
      );
  } else {
    const parsedKey = parseOutboxKey(rawKey);
    if (parsedKey) outboxKey = parsedKey;
    else problems.push(`OUTBOX_KEY: ${OUTBOX_KEY_FORMAT}`);
  }
  const httpUrl = (name: string, fallback?: string): string | undefined => {
    const raw = value(name) ?? fallback;
    if (raw === undefined) return undefined;
    if (/^https?:\/\/[^\s]+$/.test(raw) && URL.canParse(raw)) return raw;
    problems.push(`${name} (got "${raw}"): must be an http:// or https:// URL`);
    return undefined;
  };
  const smsUrl = httpUrl('SMS_GATEWAY_URL');
  const smsToken = value('SMS_GATEWAY_TOKEN');
  if (smsUrl && !smsToken)
    problems.push(
      'SMS_GATEWAY_TOKEN: required when SMS_GATEWAY_URL is set (the bearer token of the gateway)',
    );
  const lineBase = httpUrl('LINE_API_BASE', 'https://api.line.me') ?? 'https://api.line.me';
  let maxAttempts = DEFAULT_OUTBOX_MAX_ATTEMPTS;
  const rawAttempts = value('OUTBOX_MAX_ATTEMPTS');
  if (rawAttempts !== undefined) {
    const n = Number(rawAttempts);
    if (Number.isInteger(n) && n >= 1 && n <= 50) maxAttempts = n;
    else
      problems.push(
        `OUTBOX_MAX_ATTEMPTS (got "${rawAttempts}"): must be a whole number from 1 to 50, e.g. ${DEFAULT_OUTBOX_MAX_ATTEMPTS}`,
      );
  }
  return {
    outboxKey,
    developmentKey: rawKey === undefined,
    smsGateway: smsUrl && smsToken ? { url: smsUrl, token: smsToken } : null,
    line: {
      apiBase: lineBase.replace(/\/+$/, ''),
      channelAccessToken: value('LINE_CHANNEL_ACCESS_TOKEN') ?? null,
    },
    maxAttempts,
  };
}

const MEMORY_DB_PROBLEM =
  'DATABASE_URL: memory:// keeps nothing after a restart and is allowed only when NODE_ENV=test; unset DATABASE_URL to use the durable database in DATA_DIR';

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Connections per API process when DATABASE_POOL_SIZE is unset: twice the cores, at least 4. Queries
 * are CPU-bound (the data fits in memory), so more connections than that only make them share the
 * cores and stretch each other's latency (hospital search at 20 concurrent requests on 2 cores: p99
 * 71–81 ms with 10 connections, 44–50 ms with 4).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(4, 2 * cores);
}

export interface ServerConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Where the database lives. */
  database:
    | { kind: 'pglite'; dataDir: string }
    | { kind: 'pglite-memory' }
    /**
     * `poolSize`: connections to PostgreSQL per API process (DATABASE_POOL_SIZE; default twice the
     * cores, at least 4: docs/decisions/050-hospital-search.md, "Figures"). `statementTimeoutMs` and
     * `poolWaitMs`: the request pool's statement_timeout and wait for a connection
     * (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_POOL_WAIT_MS; docs/decisions/068-fail-fast.md). The
     * background jobs have a pool of their own (server/db/database.ts). PGlite has neither setting:
     * it cannot interrupt a statement, and its one connection is shared by everything.
     */
    | { kind: 'postgres'; url: string; poolSize: number; statementTimeoutMs: number; poolWaitMs: number };
  /** Absolute path of the data folder (the embedded database lives in <dataDir>/pg). */
  dataDir: string;
  logLevel: LogLevel;
  /** The public origin, when known (printed URLs, Secure cookies). */
  publicOrigin: string | null;
  partnersDir: string;
  /** Seconds between two checks of the live partner configuration versions (PARTNER_RELOAD_SECONDS). */
  partnerReloadSeconds: number;
  clientDir: string;
  sessionTtlMinutes: number;
  /** Seed the demo partners' members, cards, claims and content at start (default: not in production). */
  seedDemoData: boolean;
  /** Fastify's trustProxy (server/http/client-address.ts): false trusts no X-Forwarded-For. */
  trustProxy: TrustProxy;
  abuseLimits: AbuseLimits;
  /** Redis for the rate-limit counters (server/platform/rate-limit.ts); null: they live in the database. */
  redisUrl: string | null;
  /**
   * S3-compatible storage of claim documents and card images (OBJECT_STORE_URL); null: they are kept
   * in the database (docs/decisions/071-uploads-and-object-storage.md).
   */
  objectStore: ObjectStoreConfig | null;
  /** The outbox key and the delivery worker's adapters (docs/decisions/037-outbox-delivery-and-purge.md). */
  delivery: DeliveryConfig;
  /** Claim events to the TPA's core system (server/modules/webhooks/, docs/decisions/086-webhooks.md). */
  webhooks: { maxAttempts: number; timeoutMs: number; linkTtlSeconds: number };
  /**
   * SIGTERM: how long readiness answers 503 while the server still serves, before it closes
   * (SHUTDOWN_DRAIN_MS; default 10 s in production, 0 otherwise). docs/decisions/072.
   */
  shutdownDrainMs: number;
  /** The bound of each readiness check, in ms (HEALTH_TIMEOUT_MS). */
  healthTimeoutMs: number;
  /**
   * Where /metrics is served (never public by default): `port` a listener of its own (METRICS_PORT,
   * on METRICS_HOST, default HOST; no token: keep it off the load balancer), `token` the bearer token
   * of /metrics on the main port (METRICS_TOKEN). Both null: /metrics is a JSON 404.
   */
  metrics: { port: number | null; host: string; token: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The server configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nFix the environment variables above and start again.`,
    );
    this.name = 'ConfigError';
  }
}

/** Parses the environment (pure: pass `process.env` or a test object). `cwd` anchors relative paths. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
        // Never echo a database or Redis URL: it may carry a password.
        const secret =
          name === 'DATABASE_URL' ||
          name === 'REDIS_URL' ||
          name === 'OBJECT_STORE_URL' ||
          name === 'METRICS_TOKEN';
        const shown = value === undefined || secret ? '' : ` (got "${value}")`;
        return `${name}${shown}: ${issue.message}`;
      });
  // Checked on the raw values so it is reported together with any other problem.
  const abuseLimits = parseAbuseLimits(env, problems);
  const delivery = parseDelivery(env, (env.NODE_ENV || 'development') === 'production', problems);
  if (env.DATABASE_URL === 'memory://' && (env.NODE_ENV || 'development') !== 'test')
    problems.push(MEMORY_DB_PROBLEM);
  const objectStore = env.OBJECT_STORE_URL?.trim() ? parseObjectStoreUrl(env.OBJECT_STORE_URL, env) : null;
  if (objectStore && 'problem' in objectStore) problems.push(objectStore.problem);
  if (parsed.success && parsed.data.METRICS_PORT && parsed.data.METRICS_PORT === parsed.data.PORT)
    problems.push(
      `METRICS_PORT (got "${parsed.data.METRICS_PORT}"): must differ from PORT; the metrics listener is a port of its own`,
    );
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = resolve(cwd, e.DATA_DIR);
  const database: ServerConfig['database'] =
    e.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: resolve(dataDir, 'pg') }
      : e.DATABASE_URL === 'memory://'
        ? { kind: 'pglite-memory' }
        : {
            kind: 'postgres',
            url: e.DATABASE_URL,
            poolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
            statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
            poolWaitMs: e.DATABASE_POOL_WAIT_MS,
          };
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    database,
    dataDir,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    partnersDir: resolve(cwd, e.PARTNERS_DIR),
    partnerReloadSeconds: e.PARTNER_RELOAD_SECONDS,
    clientDir: resolve(cwd, e.CLIENT_DIR),
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    seedDemoData: e.SEED_DEMO_DATA === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO_DATA === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    abuseLimits,
    redisUrl: e.REDIS_URL ?? null,
    objectStore: objectStore && !('problem' in objectStore) ? objectStore : null,
    delivery,
    webhooks: {
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      linkTtlSeconds: e.WEBHOOK_LINK_TTL_SECONDS,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? DEFAULT_SHUTDOWN_DRAIN_MS : 0),
    healthTimeoutMs: e.HEALTH_TIMEOUT_MS,
    metrics: {
      port: e.METRICS_PORT ?? null,
      host: e.METRICS_HOST ?? e.HOST,
      token: e.METRICS_TOKEN ?? null,
    },
  };
}
