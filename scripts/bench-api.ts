/**
 * `npm run bench:api`: requests per second and latency of the API's constant answers and of home,
 * against a bare route of the same Fastify instance (every global hook, header and log line, no work),
 * and of that bare route against a standalone Fastify hello (a bare `fastify()` with one GET route).
 * Issue 10's target: constant answers at ≥ 0.5× the bare route. Issue 22's (deliverable 4,
 * docs/decisions/069-request-overhead.md): the bare route at ≥ 0.3× the hello; home at ≥ 1,000 req/s
 * on the demo data on PostgreSQL.
 *
 * Each server runs in its own process, as in production (scripts/bench/api-server.ts in production
 * mode, info-level logs written to /dev/null so logging costs what it costs; scripts/bench/hello-server.ts),
 * so autocannon, here, never shares their event loop. One route after another, after a warm-up, on
 * 127.0.0.1. The database is DATABASE_URL (an empty or demo database: the demo data is seeded
 * idempotently), else an in-memory PGlite. A bench is not a test: it prints figures and asserts
 * nothing. Run it on a quiet machine; compare ratios, not absolutes.
 *
 *   npm run bench:api                        # 5 s per route, 10 connections, PGlite in memory
 *   npm run bench:api -- --seconds=10 --connections=20
 *   DATABASE_URL=postgres://…/overhead npm run bench:api
 *   npm run bench:api -- --profile           # + a CPU profile of the server per route: top self time
 *   npm run bench:api -- --only=hello,bare,home   # only these (hello, bare, language, partner, theme, home)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { type CpuProfile, selfTimeByPlace, topSelfTime } from './bench/cpu-profile';
import { numberArgument, stringArgument, table } from './bench/stats';

interface Target {
  /** Short name for --only. */
  id: string;
  name: string;
  origin: string;
  path: string;
  headers?: Record<string, string>;
  /** Our server, not the hello. */
  ours: boolean;
}

interface Figures {
  id: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU time (user + system) the server process used per answered request, in µs. */
  cpuPerRequest: number;
}

interface ApiServerInfo {
  port: number;
  database: string;
  token: string;
  ins: string;
  partnerId: string;
  secretKey: string;
}

/** A bench server (node with tsx's loader) and the JSON line it prints once it listens. */
async function startChild<T>(script: string): Promise<{ child: ChildProcess; info: T }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: process.env,
    // The IPC channel carries CPU time and profile requests (scripts/bench/child-ipc.ts).
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
  });
  return { child, info };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Sends an IPC message to a bench server and waits for its answer (scripts/bench/child-ipc.ts). */
function ask(child: ChildProcess, message: object, answerKey: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`a bench server exited (${code})`));
    const listen = (reply: Record<string, unknown>) => {
      if (!(answerKey in reply)) return;
      child.off('message', listen);
      child.off('exit', exited);
      resolve(reply[answerKey]);
    };
    child.on('message', listen);
    child.once('exit', exited);
    child.send(message);
  });
}

async function measure(
  target: Target,
  server: ChildProcess,
  seconds: number,
  connections: number,
): Promise<Figures> {
  await ask(server, { usage: 'start' }, 'usageStarted');
  const result = await autocannon({
    url: `${target.origin}${target.path}`,
    headers: { 'accept-encoding': 'br, gzip', ...target.headers },
    connections,
    duration: seconds,
  });
  const cpuMicros = (await ask(server, { usage: 'stop' }, 'usage')) as number;
  return {
    id: target.id,
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerRequest: result.requests.total > 0 ? cpuMicros / result.requests.total : 0,
  };
}

function printProfile(name: string, path: string) {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const { top, busyMs, idleMs } = topSelfTime(profile, 15);
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(`\nprofile of ${name}: ${busyMs.toFixed(0)} ms busy, ${idleMs.toFixed(0)} ms idle (${path})`);
  console.log(
    table(
      ['self ms', 'share', 'function'],
      top.map((r) => [r.ms.toFixed(0), pct(r.share), r.label]),
    ),
  );
  const places = selfTimeByPlace(profile, 8).top;
  console.log(`by place: ${places.map((p) => `${p.label} ${pct(p.share)}`).join(', ')}`);
}

async function main() {
  const seconds = numberArgument(process.argv, 'seconds', 5);
  const connections = numberArgument(process.argv, 'connections', 10);
  const profile = process.argv.includes('--profile');
  const only = stringArgument(process.argv, 'only', '')
    .split(',')
    .filter((s) => s !== '');
  const profileDir = join(tmpdir(), `bench-api-${process.pid}`);
  if (profile) mkdirSync(profileDir, { recursive: true });

  const hello = await startChild<{ port: number }>('scripts/bench/hello-server.ts');
  const api = await startChild<ApiServerInfo>('scripts/bench/api-server.ts');
  try {
    const origin = `http://127.0.0.1:${api.info.port}`;
    const { ins, partnerId, secretKey, token } = api.info;
    const credentials = new URLSearchParams({ partner_id: partnerId, secret_key: secretKey });
    const all: Target[] = [
      {
        id: 'hello',
        name: 'standalone Fastify hello',
        origin: `http://127.0.0.1:${hello.info.port}`,
        path: '/',
        ours: false,
      },
      { id: 'bare', name: 'bare route (the limit)', origin, path: '/api/bench/bare', ours: true },
      { id: 'language', name: 'language setting', origin, path: '/api/v1/language-setting', ours: true },
      {
        id: 'partner',
        name: 'partner info',
        origin,
        path: `/api/v1/partner-info?${credentials}`,
        ours: true,
      },
      { id: 'theme', name: 'theme', origin, path: `/api/v1/theme/${ins}`, ours: true },
      {
        id: 'home',
        name: 'home (member)',
        origin,
        path: '/api/v2/home?lang=th',
        headers: { authorization: `Bearer ${token}` },
        ours: true,
      },
    ];
    const targets = only.length ? all.filter((t) => only.includes(t.id)) : all;

    console.log(
      `bench:api: ${seconds} s per route, ${connections} connections, production mode, ${api.info.database}; each server in its own process`,
    );
    const serverOf = (target: Target) => (target.ours ? api.child : hello.child);
    // Warm-up: JIT, caches and the database's first queries are not what we measure.
    for (const target of targets) await measure(target, serverOf(target), 1, connections);
    const results: Figures[] = [];
    const profiles: { name: string; path: string }[] = [];
    for (const target of targets) {
      const server = serverOf(target);
      const path = join(profileDir, `${target.id}.cpuprofile`);
      if (profile) await ask(server, { profile: 'start' }, 'profiling');
      results.push(await measure(target, server, seconds, connections));
      if (profile) {
        await ask(server, { profile: 'stop', path }, 'profiled');
        profiles.push({ name: target.name, path });
      }
    }

    const byId = new Map(results.map((r) => [r.id, r]));
    const limit = byId.get('bare')?.rps ?? null;
    const rows = results.map((r) => [
      r.name,
      r.rps.toFixed(0),
      `${r.p50} ms`,
      `${r.p99} ms`,
      `${r.cpuPerRequest.toFixed(0)} µs`,
      r.id === 'hello' || limit === null ? '' : `${(r.rps / limit).toFixed(2)}×`,
      r.non2xx + r.errors > 0 ? `${r.non2xx} non-2xx, ${r.errors} errors` : '',
    ]);
    console.log(table(['route', 'req/s', 'p50', 'p99', 'server CPU/req', 'vs bare route', ''], rows));
    const yardstick = byId.get('hello');
    const bare = byId.get('bare');
    if (yardstick && bare)
      console.log(
        `bare route / standalone hello: ${(bare.rps / yardstick.rps).toFixed(2)}× in req/s (${bare.rps.toFixed(0)} / ${yardstick.rps.toFixed(0)}; target ≥ 0.30×), ${(yardstick.cpuPerRequest / bare.cpuPerRequest).toFixed(2)}× in CPU per request (${yardstick.cpuPerRequest.toFixed(0)} / ${bare.cpuPerRequest.toFixed(0)} µs)`,
      );
    const constant = results.filter((r) => ['language', 'partner', 'theme'].includes(r.id));
    if (constant.length && limit !== null) {
      const worst = Math.min(...constant.map((r) => r.rps / limit));
      console.log(`constant answers: worst ${worst.toFixed(2)}× the bare route (target ≥ 0.50×)`);
    }
    const home = byId.get('home');
    if (home)
      console.log(
        `home: ${home.rps.toFixed(0)} req/s on ${api.info.database} (target ≥ 1,000 req/s on PostgreSQL)`,
      );
    for (const p of profiles) printProfile(p.name, p.path);
  } finally {
    await Promise.all([stopChild(api.child), stopChild(hello.child)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
