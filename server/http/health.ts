/**
 * Health probes and the drain of a stopping server (docs/decisions/072-health-drain-metrics.md).
 *
 * - GET /api/health/live: the process answers (no I/O): 200 {"status":"ok"}. A failing liveness probe
 *   restarts the process, so it never depends on the database: an outage must not restart every
 *   replica at once.
 * - GET /api/health/ready: may this process take traffic? The database (`select 1` on the request
 *   pool), Redis when REDIS_URL is set, and the object store when the blob store has a check
 *   (`check()`, e.g. OBJECT_STORE_URL), run in parallel, each bounded by HEALTH_TIMEOUT_MS. 200 with
 *   each check `up`; 503 naming what is `down` (never a message, a host or a URL). Concurrent probes
 *   share one run, so a probe storm costs one `select 1`. While draining: 503 {"status":"draining"}
 *   at once, without a check.
 * - No authentication, no secrets, never cached (Cache-Control: no-store, as every /api answer).
 *
 * The usual probe paths of other stacks (/health, /healthz, /ready, /readyz, /live, /livez, /status)
 * answer a JSON 404 naming the real ones, whatever the Accept header: before, they fell into the app's
 * HTML catch-all and answered 200 even with the database down. Not aliases, on purpose: one name per
 * probe, and a probe pointed at the wrong path fails at the first deploy instead of passing forever.
 *
 * Draining (SIGTERM, server/main.ts): readiness turns 503 at once and the server keeps serving for
 * SHUTDOWN_DRAIN_MS, so the load balancer sees the 503 and stops sending before anything closes; every
 * answer meanwhile carries Connection: close (server/app.ts), so each keep-alive connection closes as
 * its answer finishes instead of being cut under a request. Then the server closes.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { ApiError } from './api-error';

export const LIVE_PATH = '/api/health/live';
export const READY_PATH = '/api/health/ready';

/** Probe paths of other conventions: a JSON 404 naming the real probes (not the app's HTML). */
export const FOREIGN_PROBE_PATHS = [
  '/health',
  '/healthz',
  '/ready',
  '/readyz',
  '/live',
  '/livez',
  '/status',
  '/api/health',
] as const;

/** Where a process is in its life: set by server/main.ts, read by readiness and the answer hooks. */
export interface Lifecycle {
  /** SIGTERM came: readiness answers 503 and every answer closes its connection. */
  draining: boolean;
}

export type CheckState = 'up' | 'down';

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckState>;
}

interface NamedCheck {
  name: string;
  run(): Promise<unknown>;
}

/** Runs `work`, failing once `ms` have passed (the work itself is left to finish or fail alone). */
function bounded(work: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve().then(work), timeout]).finally(() => clearTimeout(timer));
}

/** What readiness checks for this server: the database, and Redis and the object store when configured. */
function readinessChecks(ctx: AppContext): NamedCheck[] {
  const checks: NamedCheck[] = [{ name: 'database', run: () => sql`select 1`.execute(ctx.db) }];
  const store = ctx.rateLimits.store;
  if (store.kind === 'redis' && typeof store.ping === 'function') {
    const ping = store.ping.bind(store);
    checks.push({ name: 'redis', run: ping });
  }
  // The object store's blob store (OBJECT_STORE_URL) offers a cheap check; the database one needs none.
  const blobs = ctx.blobs as unknown as { check?: () => Promise<unknown> };
  if (typeof blobs.check === 'function') {
    const check = blobs.check.bind(ctx.blobs);
    checks.push({ name: 'object_store', run: check });
  }
  return checks;
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const checks = readinessChecks(ctx);
  const timeoutMs = ctx.config.healthTimeoutMs;
  // A check's last state, so a failure is logged when it starts and its end when it ends, not per probe.
  const last = new Map<string, CheckState>();
  let running: Promise<Readiness> | null = null;

  const runChecks = async (): Promise<Readiness> => {
    const results = await Promise.allSettled(checks.map((c) => bounded(c.run, timeoutMs)));
    const states: Record<string, CheckState> = {};
    results.forEach((result, i) => {
      const name = checks[i]!.name;
      const state: CheckState = result.status === 'fulfilled' ? 'up' : 'down';
      states[name] = state;
      if (last.get(name) !== state) {
        if (state === 'down')
          app.log.warn(
            { err: (result as PromiseRejectedResult).reason, check: name },
            'readiness check failed',
          );
        else if (last.has(name)) app.log.info({ check: name }, 'readiness check passes again');
        last.set(name, state);
      }
    });
    return { ready: Object.values(states).every((s) => s === 'up'), checks: states };
  };

  /** One run for every probe that arrives while it is in progress. */
  const readiness = (): Promise<Readiness> => {
    running ??= runChecks().finally(() => {
      running = null;
    });
    return running;
  };

  // Probes come every few seconds from every load balancer: no request line for them (warn and up only).
  app.get(LIVE_PATH, { logLevel: 'warn' }, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send({ status: 'ok' });
  });

  app.get(READY_PATH, { logLevel: 'warn' }, async (_request, reply) => {
    reply.type('application/json; charset=utf-8');
    if (ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    const result = await readiness();
    if (ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    if (result.ready) return reply.send({ status: 'ready', checks: result.checks });
    const down = Object.keys(result.checks).filter((name) => result.checks[name] === 'down');
    return reply.code(503).send({ status: 'unavailable', checks: result.checks, down });
  });

  for (const path of FOREIGN_PROBE_PATHS)
    app.all(path, async () => {
      throw new ApiError('NOT_FOUND', { details: { live: LIVE_PATH, ready: READY_PATH } });
    });
}
