/**
 * `npm run bench:search`: hospital search near a point with a text filter (issue 12, deliverable 6),
 * over the demo network plus 5,000 generated places (server/testing/hospital-bench-data.ts),
 * on PGlite (in memory) and on PostgreSQL (a scratch database, dropped afterwards), side by side, and
 * on PostgreSQL with the former 10 connections per process as the baseline of the default pool.
 * Target: p99 < 50 ms on PostgreSQL at 20 connections (docs/decisions/050-hospital-search.md).
 *
 * Each server runs in its own process, as in production (scripts/bench/search-server.ts: production
 * mode, no response-schema checks, info-level logs written to /dev/null, the demo data seeded);
 * autocannon drives it from this process over real HTTP on 127.0.0.1, cycling through Thai and English
 * words (some misspelt) around Bangkok, after a warm-up. A bench is not a test: it prints figures and
 * asserts nothing.
 *
 *   npm run bench:search                                   # 10 s, 20 connections, 5,000 places
 *   npm run bench:search -- --seconds=20 --places=10000
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { defaultPoolSize } from '../server/config';
import { createScratchDatabase, dropScratchDatabase } from './bench/child-server';
import { numberArgument, ratio, table, verdict } from './bench/stats';

const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P99_MS = 50;
/** The pool size every API process opened before DATABASE_POOL_SIZE (the baseline row). */
const FORMER_POOL_SIZE = 10;

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
  /** The PostgreSQL pool this row measures: the former 10 connections or today's default. */
  pool?: 'former' | 'default';
  places: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Starts scripts/bench/search-server.ts and answers its port and place count once it listens. */
async function startSearchServer(env: Record<string, string>, places: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/search-server.ts'], {
    env: { ...process.env, ...env, BENCH_PLACES: String(places) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<{ port: number; places: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; places: number }));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ...ready, stop };
}

async function run(
  engine: string,
  env: Record<string, string>,
  places: number,
  seconds: number,
  connections: number,
): Promise<Figures> {
  const server = await startSearchServer(env, places);
  try {
    const url = `http://127.0.0.1:${server.port}`;
    const requests = searchPaths().map((path) => ({ method: 'GET' as const, path }));
    // Warm-up: JIT, plans and caches are not what we measure.
    await autocannon({ url, requests, connections, duration: 2 });
    const result = await autocannon({ url, requests, connections, duration: seconds });
    return {
      engine,
      places: server.places,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const seconds = numberArgument(process.argv, 'seconds', 10);
  const connections = numberArgument(process.argv, 'connections', 20);
  const places = numberArgument(process.argv, 'places', 5000);
  const pool = defaultPoolSize();
  console.log(
    `bench:search: ${seconds} s per database, ${connections} connections, demo network + ${places} generated places, production mode, server in its own process`,
  );
  const results: Figures[] = [];
  results.push(await run('PGlite', { DATABASE_URL: 'memory://' }, places, seconds, connections));

  for (const [role, engine, size] of [
    ['former', `PostgreSQL, ${FORMER_POOL_SIZE} connections (former default)`, FORMER_POOL_SIZE],
    ['default', `PostgreSQL, ${pool} connections (default)`, pool],
  ] as const) {
    let scratch: { name: string; url: string } | null = null;
    try {
      scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, 'bench_search');
      const env = { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: String(size) };
      results.push({ ...(await run(engine, env, places, seconds, connections)), pool: role });
    } catch (error) {
      console.log(`${engine} skipped: ${(error as Error).message} (set TEST_DATABASE_URL)`);
      break;
    } finally {
      if (scratch) await dropScratchDatabase(POSTGRES_ADMIN_URL, scratch.name);
    }
  }

  const baseline = results.find((r) => r.pool === 'former');
  console.log(
    table(
      ['database', 'places', 'req/s', 'p50', 'p99', 'p99 vs former', 'problems'],
      results.map((r) => {
        const vs = r.pool ? ratio(r.p99, baseline?.p99 ?? null) : null;
        return [
          r.engine,
          String(r.places),
          r.rps.toFixed(0),
          `${r.p50} ms`,
          `${r.p99} ms`,
          vs === null ? '—' : `${vs.toFixed(2)}×`,
          r.non2xx + r.errors > 0 ? `${r.non2xx} non-2xx, ${r.errors} errors` : 'none',
        ];
      }),
    ),
  );
  const pg = results.find((r) => r.pool === 'default');
  console.log(
    `PostgreSQL p99 target < ${TARGET_P99_MS} ms: ${verdict(pg ? pg.p99 : null, TARGET_P99_MS - 0.001, (n) => `${n.toFixed(0)} ms`)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
