/**
 * `npm run bench:search`: hospital search near a point with a text filter (issue 12, deliverable 6),
 * over the demo network plus 5,000 generated places (server/services/hospital-search-bench-data.ts),
 * on PGlite (in memory) and on PostgreSQL (a scratch database, dropped afterwards), side by side.
 * Target: p99 < 50 ms on PostgreSQL at 20 connections (docs/decisions/050-hospital-search.md).
 *
 * Each server runs in-process in production mode (no response-schema checks, info-level logs written
 * to /dev/null) with the demo data seeded; autocannon drives it over real HTTP on 127.0.0.1, cycling
 * through Thai and English words (some misspelt) around Bangkok, after a warm-up. A bench is not a
 * test: it prints figures and asserts nothing.
 *
 *   npm run bench:search                                   # 10 s, 20 connections, 5,000 places
 *   npm run bench:search -- --seconds=20 --places=10000
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildServer } from '../server/app';
import { insertBenchHospitals } from '../server/services/hospital-search-bench-data';
import { testConfig } from '../server/testing/server';
import { createScratchDatabase, dropScratchDatabase } from './bench/child-server';
import { numberArgument, table, verdict } from './bench/stats';

const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P99_MS = 50;

/** Words a member might type (some misspelt), each searched near one of a few Bangkok points. */
const WORDS = [
  'clinic',
  'คลินิก',
  'sukjai',
  'สุขใจ',
  'dental',
  'ทันตกรรม',
  'bumrungard',
  'โรงพยาบาล',
  'vejthani',
  'ศรีสยาม',
];
const POINTS = [
  { lat: 13.7462, lng: 100.5347 },
  { lat: 13.7237, lng: 100.5293 },
  { lat: 13.8199, lng: 100.5606 },
];

function searchPaths(): string[] {
  const paths: string[] = [];
  WORDS.forEach((word, i) => {
    const point = POINTS[i % POINTS.length]!;
    const query = new URLSearchParams({
      q: word,
      lat: String(point.lat),
      lng: String(point.lng),
      page_size: '30',
    });
    paths.push(`/api/v1/hospitals?${query}`);
  });
  return paths;
}

interface Figures {
  engine: string;
  places: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function run(
  engine: 'PGlite' | 'PostgreSQL',
  databaseUrl: string,
  places: number,
  seconds: number,
  connections: number,
): Promise<Figures> {
  const config = {
    ...testConfig({ DATABASE_URL: databaseUrl }),
    isProduction: true,
    logLevel: 'info' as const,
  };
  const app = await buildServer({
    config,
    seed: true,
    logDestination: pino.destination({ dest: '/dev/null', sync: false }),
  });
  try {
    await insertBenchHospitals(app.ctx.db, places);
    const total = await app.ctx.db
      .selectFrom('hospitals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const requests = searchPaths().map((path) => ({ method: 'GET' as const, path }));
    // Warm-up: JIT, plans and caches are not what we measure.
    await autocannon({ url: origin, requests, connections, duration: 2 });
    const result = await autocannon({ url: origin, requests, connections, duration: seconds });
    return {
      engine,
      places: Number(total.n),
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await app.close();
  }
}

async function main() {
  const seconds = numberArgument(process.argv, 'seconds', 10);
  const connections = numberArgument(process.argv, 'connections', 20);
  const places = numberArgument(process.argv, 'places', 5000);
  console.log(
    `bench:search: ${seconds} s per database, ${connections} connections, demo network + ${places} generated places, production mode`,
  );
  const results: Figures[] = [];
  results.push(await run('PGlite', 'memory://', places, seconds, connections));

  let scratch: { name: string; url: string } | null = null;
  try {
    scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, 'bench_search');
    results.push(await run('PostgreSQL', scratch.url, places, seconds, connections));
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message} (set TEST_DATABASE_URL)`);
  } finally {
    if (scratch) await dropScratchDatabase(POSTGRES_ADMIN_URL, scratch.name);
  }

  console.log(
    table(
      ['database', 'places', 'req/s', 'p50', 'p99', 'problems'],
      results.map((r) => [
        r.engine,
        String(r.places),
        r.rps.toFixed(0),
        `${r.p50} ms`,
        `${r.p99} ms`,
        r.non2xx + r.errors > 0 ? `${r.non2xx} non-2xx, ${r.errors} errors` : 'none',
      ]),
    ),
  );
  const pg = results.find((r) => r.engine === 'PostgreSQL');
  console.log(
    `PostgreSQL p99 target < ${TARGET_P99_MS} ms: ${verdict(pg ? pg.p99 : null, TARGET_P99_MS - 0.001, (n) => `${n.toFixed(0)} ms`)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
