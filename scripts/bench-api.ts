/**
 * `npm run bench:api`: requests per second and latency of the API's constant answers and of home,
 * against a bare route of the same Fastify instance (the limit: every global hook, header and log line,
 * no work). Issue 10's target: constant answers at ≥ 0.5× the limit.
 *
 * The server runs in-process in production mode (no response-schema checks, info-level logs written to
 * /dev/null, so logging costs what it costs) on an in-memory PGlite with the demo data; autocannon
 * drives it over real HTTP on 127.0.0.1, one route after another, after a warm-up. A bench is not a
 * test: it prints figures and asserts nothing. Run it on a quiet machine; compare ratios, not absolutes.
 *
 *   npm run bench:api                        # 5 s per route, 10 connections
 *   npm run bench:api -- --seconds=10 --connections=20
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildServer } from '../server/app';
import { testConfig } from '../server/testing/server';

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function argument(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split('=')[1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function measure(
  origin: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Figures> {
  const result = await autocannon({
    url: `${origin}${target.path}`,
    headers: { 'accept-encoding': 'br, gzip', ...target.headers },
    connections,
    duration: seconds,
  });
  return {
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function memberHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const member = await app.ctx.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'kanyarat88')
    .executeTakeFirstOrThrow();
  const { token } = await app.ctx.sessions.issue(member.id);
  return { authorization: `Bearer ${token}` };
}

async function main() {
  const seconds = argument('seconds', 5);
  const connections = argument('connections', 10);
  const config = { ...testConfig(), isProduction: true, logLevel: 'info' as const };
  const app = await buildServer({
    config,
    seed: true,
    logDestination: pino.destination({ dest: '/dev/null', sync: false }),
    plugins: [
      async (instance) => {
        instance.get('/api/bench/bare', async () => ({ ok: true }));
      },
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { ins_code: ins, partner_id, secret_key } = app.ctx.partners.default.partner;
  const credentials = new URLSearchParams({ partner_id, secret_key });
  const targets: Target[] = [
    { name: 'bare route (the limit)', path: '/api/bench/bare' },
    { name: 'language setting', path: '/api/v1/language-setting' },
    { name: 'partner info', path: `/api/v1/partner-info?${credentials}` },
    { name: 'theme', path: `/api/v1/theme/${ins}` },
    { name: 'home (member)', path: '/api/v2/home?lang=th', headers: await memberHeaders(app) },
  ];

  console.log(
    `bench:api: ${seconds} s per route, ${connections} connections, production mode, PGlite in memory`,
  );
  // Warm-up: JIT, caches and PGlite's first queries are not what we measure.
  for (const target of targets) await measure(origin, target, 1, connections);
  const results: Figures[] = [];
  for (const target of targets) results.push(await measure(origin, target, seconds, connections));
  await app.close();

  const limit = results[0]!.rps;
  const rows = results.map((r) => [
    r.name,
    r.rps.toFixed(0),
    `${r.p50} ms`,
    `${r.p99} ms`,
    `${(r.rps / limit).toFixed(2)}×`,
    r.non2xx + r.errors > 0 ? `${r.non2xx} non-2xx, ${r.errors} errors` : '',
  ]);
  const header = ['route', 'req/s', 'p50', 'p99', 'vs limit', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const constant = results.slice(1, 4);
  const worst = Math.min(...constant.map((r) => r.rps / limit));
  console.log(`constant answers: worst ${worst.toFixed(2)}× the limit (target ≥ 0.50×)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
