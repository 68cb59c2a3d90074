/**
 * Starts the server: reads the environment, builds the app, listens on HOST:PORT (and METRICS_PORT
 * when set), prints where to go. `npm start` runs this through scripts/start.mjs (which builds the
 * client first when needed).
 *
 * Stopping (docs/decisions/072-health-drain-metrics.md): SIGTERM (an orchestrator, `docker stop`)
 * drains first: readiness answers 503 at once, and the server keeps serving for SHUTDOWN_DRAIN_MS
 * (default 10 s in production) with Connection: close on every answer, so the load balancer takes it
 * out of rotation and each keep-alive connection ends after an answer, never under a request. Then it
 * closes: no new connections, requests in flight finish, the jobs stop, the database closes. SIGINT
 * (Ctrl-C), or a second signal during the drain, closes at once. A close that hangs past
 * CLOSE_TIMEOUT_MS exits with 1.
 */
import type { Server } from 'node:http';
import { buildServer } from './app';
import { ConfigError, parseConfig } from './config';
import { createMetricsServer } from './metrics';
import { startupBanner } from './startup-banner';

/** How long closing may take once the drain is over (requests in flight, jobs, the database). */
const CLOSE_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  // The outbox delivery worker and the purge run on timers inside this process (server/jobs/jobs.ts).
  const app = await buildServer({ config, jobs: true });
  let metricsServer: Server | null = null;
  let stage: 'serving' | 'draining' | 'closing' = 'serving';
  let drainTimer: NodeJS.Timeout | undefined;

  const close = () => {
    if (stage === 'closing') return;
    stage = 'closing';
    clearTimeout(drainTimer);
    // Close gracefully (finish requests, close the database so PGlite flushes), but never hang.
    const timer = setTimeout(() => process.exit(1), CLOSE_TIMEOUT_MS);
    timer.unref();
    const closeMetrics = new Promise<void>((resolve) => {
      if (!metricsServer) return resolve();
      metricsServer.close(() => resolve());
      metricsServer.closeAllConnections();
    });
    Promise.all([app.close(), closeMetrics]).then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  const shutdown = (signal: NodeJS.Signals) => {
    // Readiness answers 503 from now on, and every answer closes its connection.
    app.ctx.lifecycle.draining = true;
    if (stage === 'draining')
      app.log.info({ signal }, 'second signal: closing without waiting for the drain');
    const drainMs = signal === 'SIGTERM' && stage === 'serving' ? config.shutdownDrainMs : 0;
    if (drainMs === 0) {
      if (stage === 'serving') app.log.info({ signal }, 'shutting down');
      close();
      return;
    }
    stage = 'draining';
    app.log.info({ signal, drainMs }, 'draining: readiness answers 503; still serving until the drain ends');
    drainTimer = setTimeout(() => {
      app.log.info('drain over; closing');
      close();
    }, drainMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address }, 'listening');
  if (config.metrics.port !== null) {
    const server = createMetricsServer(app.ctx.metrics);
    metricsServer = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.metrics.port ?? 0, config.metrics.host, () => resolve());
    });
    const bound = server.address();
    const port = typeof bound === 'object' && bound ? bound.port : config.metrics.port;
    app.log.info({ metricsPort: port, metricsHost: config.metrics.host }, 'metrics listening (GET /metrics)');
  }
  console.log(startupBanner(app.ctx, address));
}

main().catch((error: unknown) => {
  // Startup failures (invalid partner config, unreachable database…) carry their own instructions.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
