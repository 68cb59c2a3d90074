/**
 * `npm run bench:scale`: the member mix at a real TPA's size against the same mix on the demo data
 * (issue 22, "A real TPA's size", deliverable 6). A bench is not a test: it prints figures and the
 * targets met or missed, and exits 0 either way.
 *
 * 1. TPA size: the server (server/main.ts, production mode, as `npm start` runs it; demo seeding off)
 *    in a child process on the database `npm run seed:scale` grew (DATABASE_URL). `--members` random
 *    scale members (default 1,000) get sessions, plus the heavy and light members, who sign in through
 *    the real login with their password. The other sessions are written to the sessions table as the
 *    login writes them (SHA-256 of a random token, server/modules/accounts/sessions.ts), which spares 1,000
 *    scrypt hashes and the login's per-address limit; every request is then authenticated by the
 *    app's own path (bearer token → sessions → member, consent check).
 * 2. Demo size: a second server process on a fresh PostgreSQL database `<name>_demo` next to it,
 *    seeded with the demo data only; its members get sessions the same way (and accept the consent
 *    versions the demo data predates, as bench:api does). The database is dropped at the end.
 *
 * Each run: a warm-up, then `--duration` seconds of autocannon with `--connections` connections, every
 * request one call of the mix, drawn by weight, as a random member of the run: home 30 %, cards 15 %,
 * claim list 15 %, claim detail 5 %, notifications 15 %, hospital search near a point 10 %,
 * promotions and articles 5 %, Telemed providers 5 % (paths and methods from the API contract's route
 * table, shared/api/routes.ts; the claim list and notifications are their first page). Meanwhile a
 * separate sequential client (a worker thread) calls /me (getMe) as random members of the run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npm run bench:scale
 *   DATABASE_URL=… npm run bench:scale -- --duration=10 --connections=50 --members=1000
 *   DATABASE_URL=… npm run bench:scale -- --profile   # + where the TPA-size server spent its CPU
 *
 * Targets (issue 22): every call p99 ≤ 100 ms at TPA size; TPA p99 ≤ 1.5 × demo p99 per call; no
 * errors; the mix ≥ 1,000 req/s; /me p99 ≤ 20 ms. Run it on a quiet machine: the load generator, the
 * server and PostgreSQL share its cores.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadPartners } from '../server/partners/loader';
import { hashToken } from '../server/modules/accounts/sessions';
import { API_ROUTES } from '../shared/api/all-routes';
import type { HttpMethod, OperationId } from '../shared/api/routes';
import type { ParamsOf, QueryOf } from '../src/lib/api-client';
import { dropScratchDatabase, startChildServer } from './bench/child-server';
import { type CpuProfile, selfTimeByPlace, topSelfTime } from './bench/cpu-profile';
import { numberArgument, table } from './bench/stats';
import { HEAVY_USERNAME, LIGHT_USERNAME, SCALE_PASSWORD, scaleId } from './seed-scale';

/** `--name=value` or `--name value`, as a positive number. */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const argv = at >= 0 && process.argv[at + 1] ? [`--${name}=${process.argv[at + 1]}`] : process.argv;
  return numberArgument(argv, name, fallback);
}

const DURATION = option('duration', 30);
const CONNECTIONS = option('connections', 50);
const MEMBERS = option('members', 1000);
const WARMUP = Math.min(5, Math.max(2, Math.round(DURATION / 3)));

/** `--profile`: a V8 CPU profile of the TPA-size server for the whole run, summarised at the end. */
const PROFILE_DIR = process.argv.includes('--profile')
  ? mkdtempSync(join(tmpdir(), 'bench-scale-profile-'))
  : null;

const TARGET = { p99Ms: 100, ratio: 1.5, mixRps: 1000, meP99Ms: 20 } as const;

const partners = loadPartners('partners');

// --- Requests, typed from the contract's route table ---

interface HttpCall {
  method: HttpMethod;
  path: string;
}

/** An operation's method and path with its path parameters and query filled in. */
function callOf<K extends OperationId>(
  id: K,
  parts: { params?: ParamsOf<K>; query?: QueryOf<K> } = {},
): HttpCall {
  const route = API_ROUTES[id];
  const params = (parts.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries((parts.query ?? {}) as Record<string, unknown>))
    if (v !== undefined && v !== null) query.set(k, String(v));
  const qs = query.toString();
  return { method: route.method, path: qs ? `${path}?${qs}` : path };
}

interface Member {
  id: string;
  partnerId: string;
  token: string;
  apiKey: string;
  /** Up to 20 claims the member may see (for the claim detail). */
  claims: string[];
  label?: string;
}

/** Places members search near: Thai cities, a few kilometres around their centres. */
const PLACES = [
  { lat: 13.7563, lng: 100.5018 },
  { lat: 18.7883, lng: 98.9853 },
  { lat: 16.4419, lng: 102.836 },
  { lat: 7.8804, lng: 98.3923 },
  { lat: 7.0086, lng: 100.4747 },
  { lat: 12.9236, lng: 100.8825 },
] as const;

const pickOne = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

interface MixCall {
  name: string;
  weight: number;
  request(member: Member, withClaims: readonly Member[]): { member: Member; call: HttpCall };
}

const MIX: MixCall[] = [
  {
    name: 'home',
    weight: 30,
    request: (m) => ({ member: m, call: callOf('getHome', { query: { lang: 'th' } }) }),
  },
  { name: 'cards list', weight: 15, request: (m) => ({ member: m, call: callOf('listCards') }) },
  { name: 'claim list', weight: 15, request: (m) => ({ member: m, call: callOf('listClaims') }) },
  {
    name: 'claim detail',
    weight: 5,
    // A member without claims cannot open one: another member of the run who has some does.
    request: (m, withClaims) => {
      const member = m.claims.length > 0 ? m : pickOne(withClaims);
      return { member, call: callOf('getClaim', { params: { id: pickOne(member.claims) } }) };
    },
  },
  {
    name: 'notifications',
    weight: 15,
    request: (m) => ({ member: m, call: callOf('listNotifications', { query: { lang: 'th' } }) }),
  },
  {
    name: 'hospitals near',
    weight: 10,
    request: (m) => {
      const place = pickOne(PLACES);
      const lat = round4(place.lat + (Math.random() - 0.5) * 0.1);
      const lng = round4(place.lng + (Math.random() - 0.5) * 0.1);
      return { member: m, call: callOf('searchHospitals', { query: { lat, lng } }) };
    },
  },
  {
    name: 'promotions',
    weight: 2.5,
    request: (m) => ({ member: m, call: callOf('listPromotions', { query: { lang: 'th' } }) }),
  },
  {
    name: 'articles',
    weight: 2.5,
    request: (m) => ({ member: m, call: callOf('listArticles', { query: { lang: 'th' } }) }),
  },
  {
    name: 'telemed providers',
    weight: 5,
    request: (m) => ({ member: m, call: callOf('listTelemedProviders') }),
  },
];
const TOTAL_WEIGHT = MIX.reduce((sum, c) => sum + c.weight, 0);

function drawCall(): MixCall {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const call of MIX) {
    r -= call.weight;
    if (r < 0) return call;
  }
  return MIX[MIX.length - 1]!;
}

const headersOf = (member: Member) => ({
  authorization: `Bearer ${member.token}`,
  'x-api-key': member.apiKey,
  'accept-encoding': 'br, gzip',
});

// --- Figures ---

function percentile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

interface CallFigures {
  count: number;
  rps: number;
  p50: number | null;
  p99: number | null;
  /** Non-2xx answers. */
  errors: number;
}

interface RunFigures {
  label: string;
  members: number;
  calls: Map<string, CallFigures>;
  totalRps: number;
  /** Connection errors and timeouts (not tied to a call). */
  transportErrors: number;
  non2xx: number;
  me: { count: number; p50: number | null; p99: number | null; errors: number };
  samples: string[];
  single: { label: string; rows: string[][] }[];
  /** CPU seconds used during the measured mix, by whom (Linux /proc; null elsewhere). */
  cpu: CpuShares | null;
}

// --- Where the CPU goes (the profile behind a missed target) ---

interface CpuShares {
  seconds: number;
  server: number;
  postgres: number;
  bench: number;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** utime + stime of a process in seconds, or 0 once it is gone. */
function processCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process of this machine (the server, its backends and workers). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

function cpuMeter(serverPid: number | undefined) {
  if (process.platform !== 'linux' || serverPid === undefined) return { stop: () => null };
  const started = performance.now();
  const pg0 = new Map(postgresPids().map((pid) => [pid, processCpu(pid)]));
  const server0 = processCpu(serverPid);
  const bench0 = process.cpuUsage();
  return {
    stop(): CpuShares {
      let postgres = 0;
      // A backend that started during the mix counts from 0; one that ended is lost (the pool keeps its own).
      for (const pid of postgresPids()) postgres += processCpu(pid) - (pg0.get(pid) ?? 0);
      const bench = process.cpuUsage(bench0);
      return {
        seconds: (performance.now() - started) / 1000,
        server: processCpu(serverPid) - server0,
        postgres,
        bench: (bench.user + bench.system) / 1e6,
      };
    },
  };
}

// --- Server, database, sessions ---

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function startServer(
  databaseUrl: string,
  seedDemo: boolean,
  profileDir: string | null = null,
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = await startChildServer(
    port,
    {
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      // Production refuses to start without an outbox key; nothing is sent during the bench.
      OUTBOX_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO_DATA: seedDemo ? 'true' : 'false',
      // No load balancer to drain for: stop at once (docs/decisions/072-health-drain-metrics.md).
      SHUTDOWN_DRAIN_MS: '0',
    },
    'quiet',
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200'] : [],
  );
  return { origin: `http://127.0.0.1:${port}`, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  await exited;
}

function apiKeyOf(partnerId: string): string {
  const partner = partners.byId(partnerId);
  if (!partner) throw new Error(`No partner ${partnerId} in partners/`);
  return partner.partner.api_key;
}

/** Sessions as the login writes them (the token's SHA-256 only); answers the tokens and the session ids. */
async function issueSessions(client: pg.Client, memberIds: readonly string[]) {
  const tokens = memberIds.map(() => randomBytes(32).toString('base64url'));
  const rows = await client.query<{ id: string; member_id: string }>(
    `insert into sessions (member_id, token_hash, channel, created_at, expires_at)
     select m, h, 'web', now(), now() + interval '2 hours' from unnest($1::uuid[], $2::text[]) as s(m, h)
     returning id, member_id`,
    [memberIds, tokens.map(hashToken)],
  );
  const tokenOf = new Map(memberIds.map((id, i) => [id, tokens[i]!]));
  return { tokens: tokenOf, sessionIds: rows.rows.map((r) => r.id) };
}

/** Up to 20 claims each member may see: their own cards' and their linked family members'. */
async function claimsOf(client: pg.Client, memberIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await client.query<{ member_id: string; id: string }>(
    `select member_id, id from (
       select p.member_id, c.id, row_number() over (partition by p.member_id order by random()) as rn
       from (select id as person, member_id, partner_id from insured_persons where member_id = any($1::uuid[])
             union all
             select f.insured_person_id, f.member_id, m.partner_id from family_links f
             join members m on m.id = f.member_id where f.member_id = any($1::uuid[]) and f.can_view) p
       join cards k on k.insured_person_id = p.person and k.partner_id = p.partner_id
       join claims c on c.card_id = k.id
     ) x where rn <= 20`,
    [memberIds],
  );
  const claims = new Map<string, string[]>();
  for (const r of rows.rows) claims.set(r.member_id, [...(claims.get(r.member_id) ?? []), r.id]);
  return claims;
}

/** The real sign-in: POST login with the partner's x-api-key and the password. */
async function login(origin: string, username: string, partnerId: string): Promise<string> {
  const call = callOf('login');
  const answer = await fetch(`${origin}${call.path}`, {
    method: call.method,
    headers: { 'content-type': 'application/json', 'x-api-key': apiKeyOf(partnerId) },
    body: JSON.stringify({ username, password: SCALE_PASSWORD }),
  });
  const body = (await answer.json()) as { data?: { token?: string; next?: string } };
  if (!body.data?.token)
    throw new Error(`login of ${username} answered ${answer.status}: ${JSON.stringify(body)}`);
  if (body.data.next !== 'home') throw new Error(`login of ${username}: next is ${body.data.next}, not home`);
  return body.data.token;
}

async function logout(origin: string, member: Member): Promise<void> {
  const call = callOf('logout');
  await fetch(`${origin}${call.path}`, { method: call.method, headers: headersOf(member) }).catch(() => {});
}

/** Accepts the consent versions still pending (the demo data's predate the current ones). */
async function acceptPendingConsents(origin: string, member: Member): Promise<void> {
  const list = callOf('listConsents');
  const answer = (await (await fetch(`${origin}${list.path}`, { headers: headersOf(member) })).json()) as {
    data: { pending: { type: 'terms' | 'privacy'; version: number }[] };
  };
  for (const p of answer.data.pending) {
    const accept = callOf('acceptConsent', { params: { type: p.type } });
    const accepted = await fetch(`${origin}${accept.path}`, {
      method: accept.method,
      headers: { ...headersOf(member), 'content-type': 'application/json' },
      body: JSON.stringify({ version: p.version, channel: 'web' }),
    });
    if (!accepted.ok) throw new Error(`accepting ${p.type} v${p.version}: ${accepted.status}`);
  }
}

/** Checks that a member's session opens the app without a pending consent (the seed accepted them). */
async function pendingConsentCount(origin: string, member: Member): Promise<number> {
  const list = callOf('listConsents');
  const answer = (await (await fetch(`${origin}${list.path}`, { headers: headersOf(member) })).json()) as {
    data: { pending: unknown[] };
  };
  return answer.data.pending.length;
}

// --- The sequential /me client (a worker thread: its own event loop, apart from autocannon's) ---

const ME_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const latencies = [];
  let errors = 0;
  while (!stop) {
    const m = workerData.members[Math.floor(Math.random() * workerData.members.length)];
    const start = performance.now();
    try {
      const answer = await fetch(workerData.url, { headers: m });
      await answer.arrayBuffer();
      if (answer.ok) latencies.push(performance.now() - start);
      else errors++;
    } catch {
      errors++;
    }
  }
  parentPort.postMessage({ latencies, errors });
})();
`;

function startMeClient(origin: string, members: readonly Member[]) {
  const worker = new Worker(ME_WORKER, {
    eval: true,
    workerData: { url: `${origin}${callOf('getMe').path}`, members: members.map(headersOf) },
  });
  const result = new Promise<{ latencies: number[]; errors: number }>((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const figures = await result;
      await worker.terminate();
      return figures;
    },
  };
}

// --- The mix ---

interface Tally {
  latencies: number[];
  errors: number;
}

interface MixContext {
  call?: string;
}

/** One autocannon run of the mix (the warm-up is one too, its figures thrown away). */
async function runMix(origin: string, members: readonly Member[], seconds: number) {
  const withClaims = members.filter((m) => m.claims.length > 0);
  const tallies = new Map<string, Tally>(MIX.map((c) => [c.name, { latencies: [], errors: 0 }]));
  const samples: string[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (request, context) => {
              const mixCall = drawCall();
              const { member, call } = mixCall.request(pickOne(members), withClaims);
              (context as MixContext).call = mixCall.name;
              return { ...request, method: call.method, path: call.path, headers: headersOf(member) };
            },
            onResponse: (status, body, context) => {
              if (status >= 300 && samples.length < 5)
                samples.push(`${(context as MixContext).call}: ${status} ${body.slice(0, 200)}`);
            },
          },
        ],
      },
      (error: unknown, figures) => (error ? fail(error) : done(figures)),
    );
    // The call of the answer just completed: its connection's context until the next request is set up.
    instance.on('response', (client, status, _bytes, ms) => {
      const name = (client as unknown as { requestIterator?: { context?: MixContext } }).requestIterator
        ?.context?.call;
      const tally = name ? tallies.get(name) : undefined;
      if (!tally) return;
      tally.latencies.push(ms);
      if (status < 200 || status >= 300) tally.errors++;
    });
  });
  const wall = (performance.now() - started) / 1000;
  const calls = new Map<string, CallFigures>();
  for (const [name, tally] of tallies) {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    calls.set(name, {
      count: sorted.length,
      rps: sorted.length / wall,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: tally.errors,
    });
  }
  const total = [...calls.values()].reduce((sum, c) => sum + c.count, 0);
  // Every answer should have been told apart by its call; a difference means autocannon changed inside.
  if (total !== result.requests.total)
    console.warn(
      `  (${fmt(result.requests.total - total)} answers of ${fmt(result.requests.total)} not told apart by call)`,
    );
  return {
    calls,
    totalRps: total / wall,
    transportErrors: result.errors, // timeouts included
    non2xx: result.non2xx,
    samples,
  };
}

/** Each call of a member's own screens 10 times in a row (sequential): median and slowest. */
async function singleMember(origin: string, member: Member): Promise<string[][]> {
  const rows: string[][] = [];
  for (const mixCall of MIX) {
    const times: number[] = [];
    let failed = 0;
    for (let i = 0; i < 10; i++) {
      const { call } = mixCall.request(member, [member]);
      const start = performance.now();
      const answer = await fetch(`${origin}${call.path}`, {
        method: call.method,
        headers: headersOf(member),
      });
      await answer.arrayBuffer();
      times.push(performance.now() - start);
      if (!answer.ok) failed++;
    }
    times.sort((a, b) => a - b);
    rows.push([
      mixCall.name,
      ms(percentile(times, 0.5)),
      ms(times[times.length - 1] ?? null),
      String(failed),
    ]);
  }
  return rows;
}

async function measure(
  label: string,
  origin: string,
  members: Member[],
  singles: Member[],
  serverPid: number | undefined,
): Promise<RunFigures> {
  console.log(
    `  ${label}: warm-up ${WARMUP} s, then ${DURATION} s with ${CONNECTIONS} connections… ` +
      `(load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')} on ${availableParallelism()} cores)`,
  );
  await runMix(origin, members, WARMUP);
  const me = startMeClient(origin, members);
  const meter = cpuMeter(serverPid);
  const mix = await runMix(origin, members, DURATION);
  const cpu = meter.stop();
  const meFigures = await me.stop();
  const meSorted = meFigures.latencies.sort((a, b) => a - b);
  const single = [];
  for (const m of singles) single.push({ label: m.label ?? m.id, rows: await singleMember(origin, m) });
  return {
    label,
    members: members.length,
    ...mix,
    me: {
      count: meSorted.length,
      p50: percentile(meSorted, 0.5),
      p99: percentile(meSorted, 0.99),
      errors: meFigures.errors,
    },
    single,
    cpu,
  };
}

// --- The two sizes ---

async function tpaRun(url: string): Promise<RunFigures> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const special = await client.query<{ id: string; partner_id: string; username: string }>(
    'select id, partner_id, username from members where username in ($1, $2) and deleted_at is null',
    [HEAVY_USERNAME, LIGHT_USERNAME],
  );
  if (special.rows.length !== 2) {
    await client.end();
    console.error(
      `bench:scale: ${url.replace(/\/\/[^@]*@/, '//')} has no scale data (no ${HEAVY_USERNAME}/${LIGHT_USERNAME}). ` +
        'Grow it first: DATABASE_URL=… npm run seed:scale',
    );
    process.exit(2);
  }
  const random = await client.query<{ id: string; partner_id: string }>(
    `select id, partner_id from members
     where id between $1 and $2 and username not in ($3, $4) and deleted_at is null
     order by random() limit $5`,
    [scaleId(1, 0), scaleId(1, 0xffffffffffff), HEAVY_USERNAME, LIGHT_USERNAME, MEMBERS],
  );
  const server = await startServer(url, false, PROFILE_DIR);
  let sessionIds: string[] = [];
  const members: Member[] = [];
  try {
    const issued = await issueSessions(
      client,
      random.rows.map((r) => r.id),
    );
    sessionIds = issued.sessionIds;
    for (const r of random.rows)
      members.push({
        id: r.id,
        partnerId: r.partner_id,
        token: issued.tokens.get(r.id)!,
        apiKey: apiKeyOf(r.partner_id),
        claims: [],
      });
    const singles: Member[] = [];
    for (const r of special.rows) {
      const token = await login(server.origin, r.username, r.partner_id);
      const member = {
        id: r.id,
        partnerId: r.partner_id,
        token,
        apiKey: apiKeyOf(r.partner_id),
        claims: [],
        label: r.username,
      };
      members.push(member);
      singles.push(member);
    }
    const claims = await claimsOf(
      client,
      members.map((m) => m.id),
    );
    for (const m of members) m.claims = claims.get(m.id) ?? [];
    const pending = await pendingConsentCount(server.origin, members[0]!);
    if (pending > 0)
      throw new Error(`a scale member has ${pending} consents pending: the seed should have accepted them`);
    console.log(
      `  TPA size: ${fmt(random.rows.length)} random scale members with sessions, ${HEAVY_USERNAME} and ${LIGHT_USERNAME} signed in with their password`,
    );
    const figures = await measure('TPA size', server.origin, members, singles, server.child.pid);
    for (const m of singles) await logout(server.origin, m);
    return figures;
  } finally {
    await stopServer(server.child);
    if (sessionIds.length)
      await client.query('delete from sessions where id = any($1::uuid[])', [sessionIds]);
    await client.end();
  }
}

async function demoRun(url: string): Promise<RunFigures> {
  const scaleName = decodeURIComponent(new URL(url).pathname.slice(1));
  const name = `${scaleName}_demo`.replace(/[^a-z0-9_]/gi, '_');
  await dropScratchDatabase(url, name);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const demoUrl = new URL(url);
  demoUrl.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: demoUrl.toString() });
  let server: { origin: string; child: ChildProcess } | undefined;
  try {
    server = await startServer(demoUrl.toString(), true);
    await client.connect();
    const rows = await client.query<{ id: string; partner_id: string }>(
      'select id, partner_id from members where deleted_at is null order by id',
    );
    const issued = await issueSessions(
      client,
      rows.rows.map((r) => r.id),
    );
    const claims = await claimsOf(
      client,
      rows.rows.map((r) => r.id),
    );
    const members = rows.rows.map((r) => ({
      id: r.id,
      partnerId: r.partner_id,
      token: issued.tokens.get(r.id)!,
      apiKey: apiKeyOf(r.partner_id),
      claims: claims.get(r.id) ?? [],
    }));
    for (const m of members) await acceptPendingConsents(server.origin, m);
    console.log(`  demo size: the ${members.length} demo members, on database ${name}`);
    return await measure('demo size', server.origin, members, [], server.child.pid);
  } finally {
    if (server) await stopServer(server.child);
    await client.end().catch(() => {});
    await dropScratchDatabase(url, name);
  }
}

// --- Report ---

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
function ms(value: number | null): string {
  return value === null ? '—' : `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
}

function report(tpa: RunFigures, demo: RunFigures) {
  console.log(
    `\nThe member mix, ${DURATION} s with ${CONNECTIONS} connections each (TPA size: ${fmt(tpa.members)} members; demo size: ${demo.members})`,
  );
  const rows = MIX.map((c) => {
    const t = tpa.calls.get(c.name)!;
    const d = demo.calls.get(c.name)!;
    const r = t.p99 !== null && d.p99 ? t.p99 / d.p99 : null;
    return [
      c.name,
      `${c.weight} %`,
      fmt(t.rps),
      ms(t.p50),
      ms(t.p99),
      String(t.errors),
      fmt(d.rps),
      ms(d.p50),
      ms(d.p99),
      String(d.errors),
      r === null ? '—' : `${r.toFixed(2)}×`,
    ];
  });
  console.log(
    table(
      [
        'call',
        'share',
        'TPA req/s',
        'TPA p50',
        'TPA p99',
        'TPA err',
        'demo req/s',
        'demo p50',
        'demo p99',
        'demo err',
        'p99 TPA/demo',
      ],
      rows,
    ),
  );
  console.log(
    `mix: TPA ${fmt(tpa.totalRps)} req/s, demo ${fmt(demo.totalRps)} req/s; ` +
      `non-2xx TPA ${tpa.non2xx}, demo ${demo.non2xx}; connection errors and timeouts TPA ${tpa.transportErrors}, demo ${demo.transportErrors}`,
  );
  console.log(
    `/me (sequential client during the mix): TPA p50 ${ms(tpa.me.p50)}, p99 ${ms(tpa.me.p99)} over ${fmt(tpa.me.count)} calls` +
      ` (${tpa.me.errors} errors); demo p50 ${ms(demo.me.p50)}, p99 ${ms(demo.me.p99)} over ${fmt(demo.me.count)} calls` +
      ` (${demo.me.errors} errors)`,
  );
  for (const run of [tpa, demo]) {
    const cpu = run.cpu;
    if (!cpu) continue;
    const requests = run.totalRps * cpu.seconds;
    const share = (used: number) => `${used.toFixed(1)} s (${Math.round((used / requests) * 1e6)} µs/req)`;
    const idle = Math.max(0, availableParallelism() * cpu.seconds - cpu.server - cpu.postgres - cpu.bench);
    console.log(
      `CPU during the mix (${run.label}, ${availableParallelism()} cores × ${cpu.seconds.toFixed(0)} s): ` +
        `API server ${share(cpu.server)}, PostgreSQL ${share(cpu.postgres)}, load generator and /me client ${share(cpu.bench)}, ` +
        `left over ${idle.toFixed(1)} s`,
    );
  }
  for (const run of [tpa, demo])
    if (run.samples.length)
      console.log(`first non-2xx answers (${run.label}):\n  ${run.samples.join('\n  ')}`);
  for (const s of tpa.single) {
    console.log(`\n${s.label} alone, after the mix (10 sequential calls each):`);
    console.log(table(['call', 'p50', 'slowest', 'errors'], s.rows));
  }

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const slow = MIX.filter((c) => (tpa.calls.get(c.name)!.p99 ?? Infinity) > TARGET.p99Ms).map((c) => c.name);
  const grown = MIX.filter((c) => {
    const t = tpa.calls.get(c.name)!.p99;
    const d = demo.calls.get(c.name)!.p99;
    return t === null || !d || t > TARGET.ratio * d;
  }).map((c) => c.name);
  const tpaErrors =
    tpa.non2xx +
    tpa.transportErrors +
    tpa.me.errors +
    MIX.reduce((n, c) => n + tpa.calls.get(c.name)!.errors, 0);
  console.log('\nTargets at TPA size:');
  console.log(
    `  ${verdict(slow.length === 0)}  every call p99 ≤ ${TARGET.p99Ms} ms${slow.length ? ` (over: ${slow.join(', ')})` : ''}`,
  );
  console.log(
    `  ${verdict(grown.length === 0)}  every call p99 ≤ ${TARGET.ratio}× its demo-size p99${grown.length ? ` (over: ${grown.join(', ')})` : ''}`,
  );
  console.log(`  ${verdict(tpaErrors === 0)}  no errors (${tpaErrors})`);
  console.log(
    `  ${verdict(tpa.totalRps >= TARGET.mixRps)}  mix ≥ ${fmt(TARGET.mixRps)} req/s (${fmt(tpa.totalRps)})`,
  );
  console.log(
    `  ${verdict((tpa.me.p99 ?? Infinity) <= TARGET.meP99Ms)}  /me p99 ≤ ${TARGET.meP99Ms} ms (${ms(tpa.me.p99)})`,
  );
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url || !/^postgres(?:ql)?:\/\//.test(url)) {
    console.error(
      'bench:scale: set DATABASE_URL to the PostgreSQL database `npm run seed:scale` grew, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale npm run bench:scale',
    );
    process.exit(2);
  }
  console.log(
    `bench:scale: ${DURATION} s per size, ${CONNECTIONS} connections, ${MEMBERS} members; server in production mode ` +
      `(server/main.ts in a child process, default pool), ${process.env.REDIS_URL ? 'Redis rate limits' : 'rate limits in PostgreSQL'}`,
  );
  const tpa = await tpaRun(url);
  const demo = await demoRun(url);
  report(tpa, demo);
  if (PROFILE_DIR) printProfile(PROFILE_DIR);
}

/** The TPA-size server's profile (warm-up, mix, single members): where its CPU went. */
function printProfile(dir: string) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) {
    console.log(`\nno CPU profile was written in ${dir} (the server did not exit cleanly)`);
    return;
  }
  const path = join(dir, file);
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const { top, busyMs, idleMs } = topSelfTime(profile, 20);
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  console.log(
    `\nprofile of the TPA-size server: ${busyMs.toFixed(0)} ms busy, ${idleMs.toFixed(0)} ms idle (${path})`,
  );
  console.log(
    table(
      ['self ms', 'share', 'function'],
      top.map((r) => [r.ms.toFixed(0), pct(r.share), r.label]),
    ),
  );
  const places = selfTimeByPlace(profile, 12).top;
  console.log(`by place: ${places.map((p) => `${p.label} ${pct(p.share)}`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
