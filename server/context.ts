/**
 * What route handlers may use, created once by buildServer and attached to the Fastify instance.
 * Handlers reach the database and services only through here, so tests can build a server around any
 * database and adapters.
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { BlobStore } from './db/blob-store';
import type { Database } from './db/types';
import type { Lifecycle } from './http/health';
import type { Metrics } from './metrics';
import type { PartnerRegistry } from './partners/registry';
import type { LineMessenger, SmsSender } from './modules/messaging/messaging';
import type { RateLimiter } from './platform/rate-limit';
import type { SessionService } from './modules/accounts/sessions';

export interface AppContext {
  config: ServerConfig;
  /** The requests' database (on PostgreSQL the request pool, with its statement timeout and short wait). */
  db: Kysely<Database>;
  /**
   * Off-request work only (the outbox worker, the purge: server/jobs/jobs.ts): on PostgreSQL a
   * pool of its own with a longer statement timeout, so a full request pool never stops the outbox and
   * the jobs never take members' connections; on PGlite the same instance as `db`
   * (server/db/database.ts, docs/decisions/068-fail-fast.md). Never for a request.
   */
  backgroundDb: Kysely<Database>;
  partners: PartnerRegistry;
  sessions: SessionService;
  blobs: BlobStore;
  sms: SmsSender;
  line: LineMessenger;
  /** Every rate limit (PostgreSQL, or Redis when REDIS_URL is set); shared by all API processes. */
  rateLimits: RateLimiter;
  /** The clock: injectable so tests can move time. */
  now: () => Date;
  /** This server's Prometheus registry and instruments (server/metrics.ts). */
  metrics: Metrics;
  /** Draining after SIGTERM (server/http/health.ts): readiness 503, answers close their connection. */
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** CSP nonce of this response (the inlined theme <style> carries it). */
    cspNonce: string;
  }
}
