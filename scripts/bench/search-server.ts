/**
 * The server `npm run bench:search` drives, in its own process as in production (the load generator
 * must not share its event loop or its core): builds the API in production mode on DATABASE_URL
 * (memory:// for PGlite; DATABASE_POOL_SIZE as in production) with the demo data, adds BENCH_PLACES generated places, listens on a free
 * port of 127.0.0.1 and prints one JSON line, {"port": …, "places": …}. SIGTERM closes it.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildServer } from '../../server/app';
import { insertBenchHospitals } from '../../server/testing/hospital-bench-data';
import { testConfig } from '../../server/testing/server';

const databaseUrl = process.env.DATABASE_URL ?? 'memory://';
const poolSize = process.env.DATABASE_POOL_SIZE;
const config = testConfig({
  DATABASE_URL: databaseUrl,
  ...(poolSize ? { DATABASE_POOL_SIZE: poolSize } : {}),
});
const app = await buildServer({
  config: { ...config, isProduction: true, logLevel: 'info' },
  seed: true,
  logDestination: pino.destination({ dest: '/dev/null', sync: false }),
});
await insertBenchHospitals(app.ctx.db, Number(process.env.BENCH_PLACES ?? 5000));
const total = await app.ctx.db
  .selectFrom('hospitals')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({ port: (app.server.address() as AddressInfo).port, places: Number(total.n) })}\n`,
);
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
