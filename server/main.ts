/**
 * Starts the server: reads the environment, builds the app, listens on HOST:PORT, prints where to go.
 * `npm start` runs this through scripts/start.mjs (which builds the client first when needed).
 */
import { buildServer } from './app';
import { ConfigError, parseConfig } from './config';
import { startupBanner } from './startup-banner';

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

  // The outbox delivery worker and the purge run on timers inside this process (server/services/jobs.ts).
  const app = await buildServer({ config, jobs: true });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Close gracefully (finish requests, close the database so PGlite flushes), but never hang.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ address }, 'listening');
  console.log(startupBanner(app.ctx, address));
}

main().catch((error: unknown) => {
  // Startup failures (invalid partner config, unreachable database…) carry their own instructions.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
