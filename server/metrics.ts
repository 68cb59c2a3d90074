/**
 * Prometheus metrics (prom-client; docs/decisions/072-health-drain-metrics.md). One registry per
 * server instance (buildServer makes it), so servers built side by side in one test process never
 * share a series. What is measured:
 * - wl_http_request_duration_seconds{method,route,status_code}: every answer, by the route's pattern
 *   (routeOptions.url, `/api/v1/cards/:id`, never the raw URL: ids and query strings would make a
 *   series per member). Its _count is the request count by operation and status.
 * - wl_db_statement_duration_seconds{pool,statement,outcome}: every statement Kysely runs on the
 *   pools the server opened, by pool and first SQL keyword (select, insert, update, delete, other).
 * - wl_db_pool_connections{pool,state} (in_use, idle) and wl_db_pool_waiting{pool}: read from the pools
 *   when scraped (pg.Pool totalCount/idleCount/waitingCount; PGlite: its one connection and the queue
 *   of its lock).
 * - wl_outbox_pending and wl_outbox_oldest_pending_age_seconds: one indexed count of the outbox rows
 *   not yet sent nor dead, when scraped (bounded by the request pool's statement timeout); NaN when
 *   that read fails.
 * - wl_rate_limit_refusals_total{rule}: every hit a rate-limit rule refused (addr-login, card-search…).
 * - wl_upload_bytes_total{kind}: bytes received by uploads (tus PATCH bodies, multipart files).
 * - the process's own (CPU, memory, event-loop delay, GC) when exposed, prefixed wl_.
 *
 * Exposed only when configured (never public by default): on a port of its own (METRICS_PORT, no
 * token: keep it off the load balancer) or at /metrics of the main port behind a bearer token
 * (METRICS_TOKEN). Neither set: /metrics is a JSON 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Latency buckets of an answer, in seconds: 1 ms to 10 s. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Latency buckets of a statement, in seconds: 0.25 ms to 10 s. */
const STATEMENT_BUCKETS = [
  0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 10,
];

export type PoolName = 'request' | 'background' | 'embedded';

/** A pool's connections now (DatabaseHandle.poolStats). */
export interface PoolStats {
  pool: PoolName;
  /** Connections open (PGlite: 1). */
  total: number;
  /** Open and not checked out. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export interface OutboxStats {
  pending: number;
  /** Seconds since the oldest pending message was written; 0 when none is pending. */
  oldestAgeSeconds: number;
}

/** Told of every statement: its pool, its SQL, how long it ran, and whether it failed. */
export type StatementObserver = (pool: PoolName, sql: string, seconds: number, failed: boolean) => void;

/** The first SQL keyword of a statement (after comments), as a bounded label. */
export function statementKind(sql: string): string {
  const match = /^\s*(?:\/\*.*?\*\/\s*)*([a-z]+)/is.exec(sql);
  const word = match?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' || word === 'with'
    ? word
    : 'other';
}

/** The series observed as things happen: the histograms and counters of every server. */
const SERIES = {
  httpDuration: {
    name: 'wl_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern (routeOptions.url) and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
  },
  statementDuration: {
    name: 'wl_db_statement_duration_seconds',
    help: 'Time a database statement ran, by pool, first SQL keyword and outcome (ok, error).',
    labelNames: ['pool', 'statement', 'outcome'] as const,
    buckets: STATEMENT_BUCKETS,
  },
  rateLimitRefusals: {
    name: 'wl_rate_limit_refusals_total',
    help: 'Hits refused by a rate-limit rule (server/platform/rate-limit.ts), by rule name.',
    labelNames: ['rule'] as const,
  },
  uploadBytes: {
    name: 'wl_upload_bytes_total',
    help: 'Bytes received by uploads: tus PATCH bodies (kind tus) and multipart files (kind multipart).',
    labelNames: ['kind'] as const,
  },
};

/** The gauges read from one outbox query when scraped. */
const OUTBOX_GAUGES: { name: string; help: string; value: (stats: OutboxStats) => number }[] = [
  {
    name: 'wl_outbox_pending',
    help: 'Outbox messages (SMS, LINE) neither delivered nor dead-lettered, read when scraped.',
    value: (stats) => stats.pending,
  },
  {
    name: 'wl_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending outbox message in seconds (0 when none), read when scraped.',
    value: (stats) => stats.oldestAgeSeconds,
  },
];

export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly statementDuration: Histogram<'pool' | 'statement' | 'outcome'>;
  readonly rateLimitRefusals: Counter<'rule'>;
  readonly uploadBytes: Counter<'kind'>;
  #poolStats: (() => PoolStats[]) | null = null;
  #outboxStats: (() => Promise<OutboxStats>) | null = null;
  #defaultsCollected = false;

  constructor() {
    const registers = [this.registry];
    this.httpDuration = new Histogram({ ...SERIES.httpDuration, registers });
    this.statementDuration = new Histogram({ ...SERIES.statementDuration, registers });
    this.rateLimitRefusals = new Counter({ ...SERIES.rateLimitRefusals, registers });
    this.uploadBytes = new Counter({ ...SERIES.uploadBytes, registers });
    const metrics = this;
    new Gauge({
      name: 'wl_db_pool_connections',
      help: 'Database connections of each pool by state (in_use, idle), read when scraped.',
      labelNames: ['pool', 'state'],
      registers,
      collect() {
        this.reset();
        for (const s of metrics.#poolStats?.() ?? []) {
          this.set({ pool: s.pool, state: 'in_use' }, Math.max(0, s.total - s.idle));
          this.set({ pool: s.pool, state: 'idle' }, s.idle);
        }
      },
    });
    new Gauge({
      name: 'wl_db_pool_waiting',
      help: 'Callers waiting for a connection of each pool, read when scraped.',
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        for (const s of metrics.#poolStats?.() ?? []) this.set({ pool: s.pool }, s.waiting);
      },
    });
    // One query serves both outbox gauges of a scrape: the registry calls every collect() in one
    // synchronous pass, so the second finds the read the first started; the next scrape reads again.
    let outboxRead: Promise<OutboxStats | null> | null = null;
    const readOutbox = () => {
      if (!outboxRead) {
        const probe = metrics.#outboxStats;
        const read = probe ? probe().catch(() => null) : Promise.resolve(null);
        outboxRead = read;
        void read.finally(() => {
          if (outboxRead === read) outboxRead = null;
        });
      }
      return outboxRead;
    };
    for (const gauge of OUTBOX_GAUGES)
      new Gauge({
        name: gauge.name,
        help: gauge.help,
        registers,
        async collect() {
          const stats = await readOutbox();
          // NaN when the read failed: a gap in the graphs, never a reassuring 0.
          this.set(stats ? gauge.value(stats) : Number.NaN);
        },
      });
  }

  /** Where the pool gauges read from (the database handle's pools). */
  setPoolStats(read: (() => PoolStats[]) | undefined): void {
    this.#poolStats = read ?? null;
  }

  /** Where the outbox gauges read from (a query; a failing one leaves the gauges empty). */
  setOutboxStats(read: () => Promise<OutboxStats>): void {
    this.#outboxStats = read;
  }

  /** The process's own metrics (CPU, memory, event loop, GC): once, for the server that is exposed. */
  collectProcessMetrics(): void {
    if (this.#defaultsCollected) return;
    this.#defaultsCollected = true;
    collectDefaultMetrics({ register: this.registry, prefix: 'wl_' });
  }

  /** The StatementObserver of this registry (handed to openDatabase). */
  readonly observeStatement: StatementObserver = (pool, sql, seconds, failed) => {
    this.statementDuration.observe(
      { pool, statement: statementKind(sql), outcome: failed ? 'error' : 'ok' },
      seconds,
    );
  };

  /** One answered request (the onResponse hook). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: status }, seconds);
  }

  /** The text Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * Whether an Authorization header carries the metrics token. Both sides are hashed first, so the
 * comparison takes the same time whatever the lengths (timingSafeEqual needs equal lengths).
 */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * The metrics port's server (METRICS_PORT): GET /metrics answers the exposition, anything else 404.
 * No token: it is meant for a private network (Prometheus scraping the pod), never the load balancer.
 */
export function createMetricsServer(metrics: Metrics): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: GET /metrics\n');
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n');
      },
    );
  });
}
