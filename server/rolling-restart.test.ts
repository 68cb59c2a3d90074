/**
 * Issue 23, deliverable 2 (docs/decisions/072-health-drain-metrics.md): a rolling restart under load
 * loses no request. Two server processes (server/main.ts through tsx, as `npm start` runs it) behind a
 * small round-robin proxy written here (node:http, keep-alive connections to each backend, no retries:
 * any upstream error is a 502 the client counts). Clients send a steady stream of requests through it
 * (a constant answer, a database read, an authenticated refusal). One process is restarted the way an
 * orchestrator does it: SIGTERM; its readiness is probed every PROBE_INTERVAL_MS and the proxy stops
 * routing to it once it has seen a 503 (and, like a balancer whose probe comes late, not before it has
 * sent the process LATE_REQUESTS more requests); a new process is started and routed to once its
 * readiness is 200.
 * Every request must get its expected answer, and the stopped process must exit 0 by itself.
 *
 * The PostgreSQL run (server-pg) shares one database between the processes, as replicas do; the PGlite
 * run gives each process its own in-memory database (the requests need no shared state).
 *
 * Robust on a slow, shared two-core machine: nothing waits a fixed time; every wait polls a condition
 * with a generous deadline. The drain (SHUTDOWN_DRAIN_MS) is long next to the probe interval, so the
 * proxy has seen the 503 long before the old process closes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testDbMode } from './testing/db';

const PROBE_INTERVAL_MS = 250;
/**
 * Requests the proxy still sends the stopping process after SIGTERM, whenever its probe notices: they
 * must all be served (the drain), each closing its keep-alive connection. Without the drain they fail.
 */
const LATE_REQUESTS = 60;
const DRAIN_MS = 8_000;
const CLIENTS = 4;
/** Answered requests each backend must have served before the next step (instead of a sleep). */
const WARM_REQUESTS = 60;
const START_DEADLINE_MS = 240_000;
const STEP_DEADLINE_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  deadlineMs: number,
  check: () => Promise<T | undefined> | T | undefined,
) {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

interface Backend {
  name: string;
  child: ChildProcess;
  port: number;
  agent: Agent;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output: string[];
  /** Requests the proxy sent it / that came back with their expected answer. */
  routed: number;
  answered: number;
  /** Answers that came with Connection: close (the drain closing its keep-alive connections). */
  closing: number;
}

/** server/main.ts in a child process on a free port (PORT=0; the port is read from its log line). */
async function startBackend(name: string, env: Record<string, string>): Promise<Backend> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let port: number | null = null;
  let pending = '';
  // Always read both pipes: a full pipe would stop the child.
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      output.push(line);
      if (output.length > 200) output.shift();
      if (port === null && line.startsWith('{')) {
        try {
          const entry = JSON.parse(line) as { msg?: string; address?: string };
          if (entry.msg === 'listening' && entry.address) port = Number(new URL(entry.address).port);
        } catch {
          // Not a log line.
        }
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output.push(chunk);
    if (output.length > 200) output.shift();
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  try {
    await until(`${name} to listen`, START_DEADLINE_MS, () => {
      if (exited) throw new Error(`${name} exited before listening:\n${output.join('\n')}`);
      return port ?? undefined;
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name,
    child,
    port: port!,
    agent: new Agent({ keepAlive: true, maxSockets: 32 }),
    exit,
    output,
    routed: 0,
    answered: 0,
    closing: 0,
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  agent: Agent | false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The backend's readiness: its status, or 0 when it does not answer (not listening any more). */
async function readiness(backend: Backend): Promise<number> {
  try {
    return (await get(backend.port, '/api/health/ready', {}, false)).status;
  } catch {
    return 0;
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/** A round-robin proxy over `routable`, with keep-alive connections to each backend and no retry. */
function startProxy(
  routable: Backend[],
  upstreamErrors: string[],
): Promise<{ server: Server; port: number }> {
  let next = 0;
  const server = createServer((req, res) => {
    if (routable.length === 0) {
      res.writeHead(503, { 'x-proxy': 'no-backend' }).end();
      return;
    }
    const backend = routable[next++ % routable.length]!;
    backend.routed += 1;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.headers),
        agent: backend.agent,
      },
      (up) => {
        if (up.headers.connection === 'close') backend.closing += 1;
        res.writeHead(up.statusCode ?? 502, { ...endToEnd(up.headers), 'x-backend': backend.name });
        up.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      upstreamErrors.push(`${backend.name}: ${error.code ?? error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'x-backend': backend.name, 'x-proxy': 'upstream-error' });
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

interface Outcome {
  at: number;
  ok: boolean;
  what: string;
  backend: string;
}

/** The requests of the load: each with the answer it must get from any backend. */
const REQUESTS: { path: string; headers: Record<string, string>; status: number }[] = [
  { path: '/api/v1/language-setting', headers: {}, status: 200 },
  // A database read (development helper, present outside production).
  { path: '/api/dev/outbox?recipient=%2B66800000099', headers: {}, status: 200 },
  // An authenticated route with a token no session has: the session lookup, then 401.
  {
    path: '/api/v1/me',
    headers: { authorization: 'Bearer rolling-restart-no-such-session-token-000000000' },
    status: 401,
  },
];

describe('rolling restart', () => {
  const backends: Backend[] = [];
  let dropDatabase: (() => Promise<void>) | null = null;
  afterAll(async () => {
    for (const b of backends) {
      if (b.child.exitCode === null && b.child.signalCode === null) b.child.kill('SIGKILL');
      b.agent.destroy();
    }
    await Promise.all(backends.map((b) => b.exit));
    await dropDatabase?.();
  });

  it('restarts one of two processes under load through a round-robin proxy with 0 failed requests', {
    timeout: 900_000,
  }, async () => {
    let databaseUrl = 'memory://';
    if (testDbMode() === 'postgres') {
      const pg = await createPostgresTestDatabase();
      dropDatabase = pg.drop;
      databaseUrl = pg.url;
    }
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // Generous: a loaded machine must not make a healthy process look unready.
      HEALTH_TIMEOUT_MS: '10000',
    };

    // Two replicas. On PostgreSQL the second starts after the first migrated (concurrent migration is
    // safe, but two cold tsx starts at once double the wait on two cores for nothing).
    backends.push(await startBackend('A', env));
    backends.push(await startBackend('B', env));
    const [a, b] = backends as [Backend, Backend];
    for (const backend of [a, b])
      await until(`${backend.name} ready`, START_DEADLINE_MS, async () =>
        (await readiness(backend)) === 200 ? true : undefined,
      );

    const routable: Backend[] = [a, b];
    const upstreamErrors: string[] = [];
    const proxy = await startProxy(routable, upstreamErrors);

    // The load: CLIENTS loops through the proxy, each on a keep-alive connection of its own.
    const outcomes: Outcome[] = [];
    const failures: string[] = [];
    let stop = false;
    const clientAgent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const client = async (n: number) => {
      for (let i = n; !stop; i++) {
        const r = REQUESTS[i % REQUESTS.length]!;
        let ok = false;
        let backend = '?';
        let what = '';
        try {
          const answer = await get(proxy.port, r.path, r.headers, clientAgent);
          backend = String(answer.headers['x-backend'] ?? '?');
          ok = answer.status === r.status;
          what = `${r.path} → ${answer.status} from ${backend}${answer.headers['x-proxy'] ? ` (${answer.headers['x-proxy']})` : ''}`;
        } catch (error) {
          what = `${r.path} → ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
        }
        outcomes.push({ at: Date.now(), ok, what, backend });
        if (ok) {
          const served = backends.find((x) => x.name === backend);
          if (served) served.answered += 1;
        } else failures.push(what);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));

    try {
      await until('both backends warm', STEP_DEADLINE_MS, () =>
        a.answered >= WARM_REQUESTS && b.answered >= WARM_REQUESTS ? true : undefined,
      );

      // The restart of A, as an orchestrator does it.
      const sigterm = Date.now();
      const answeredByABefore = a.answered;
      const routedToABefore = a.routed;
      const closingByABefore = a.closing;
      a.child.kill('SIGTERM');
      // Its readiness is probed every PROBE_INTERVAL_MS…
      const notReadyMs = await until('A readiness 503', STEP_DEADLINE_MS, async () => {
        const status = await readiness(a);
        if (status === 503 || status === 0) return Date.now() - sigterm;
        await sleep(PROBE_INTERVAL_MS);
        return undefined;
      });
      // …and the balancer acts on it late: LATE_REQUESTS more go to A before it leaves the rotation.
      // On a slow machine, whichever comes first: LATE_REQUESTS, or half the drain (A must leave the
      // rotation while it still serves, or the test would measure the machine, not the drain).
      await until('LATE_REQUESTS sent to A after SIGTERM', STEP_DEADLINE_MS, () =>
        a.routed - routedToABefore >= LATE_REQUESTS || Date.now() - sigterm >= DRAIN_MS / 2
          ? true
          : undefined,
      );
      routable.splice(routable.indexOf(a), 1);
      const leftRotationMs = Date.now() - sigterm;
      // The requests already sent to A come back before its answers are counted.
      await until('A’s last answers', STEP_DEADLINE_MS, () =>
        outcomes.filter((o) => o.backend === 'A' || o.backend === '?').length >= a.routed ? true : undefined,
      );
      const routedToAAfterSigterm = a.routed - routedToABefore;
      const answeredByADuringDrain = a.answered - answeredByABefore;
      const closingByADuringDrain = a.closing - closingByABefore;

      // Its replacement: started now, routed to once ready.
      const a2 = await startBackend('A2', env);
      backends.push(a2);
      await until('A2 ready', START_DEADLINE_MS, async () =>
        (await readiness(a2)) === 200 ? true : undefined,
      );
      routable.push(a2);
      const readyAgainMs = Date.now() - sigterm;

      const exit = await until('A to exit', STEP_DEADLINE_MS + DRAIN_MS, async () => {
        const done = await Promise.race([a.exit, sleep(100).then(() => undefined)]);
        return done;
      });
      await until('A2 warm', STEP_DEADLINE_MS, () => (a2.answered >= WARM_REQUESTS ? true : undefined));
      const restartEnd = Date.now();
      stop = true;
      await Promise.all(clients);

      const during = outcomes.filter((o) => o.at >= sigterm && o.at <= restartEnd);
      const figures = {
        database: testDbMode(),
        requests: outcomes.length,
        requestsDuringRestart: during.length,
        failed: failures.length,
        failedDuringRestart: during.filter((o) => !o.ok).length,
        upstreamErrors: upstreamErrors.length,
        msToReadiness503: notReadyMs,
        msToLeaveRotation: leftRotationMs,
        sentToOldProcessAfterSigterm: routedToAAfterSigterm,
        answeredByOldProcessAfterSigterm: answeredByADuringDrain,
        connectionCloseAnswersOfOldProcess: closingByADuringDrain,
        msToReplacementReady: readyAgainMs,
        msToOldProcessExit: exit.at - sigterm,
        oldProcessExitCode: exit.code,
        drainMs: DRAIN_MS,
        probeIntervalMs: PROBE_INTERVAL_MS,
        servedBy: Object.fromEntries(backends.map((x) => [x.name, x.answered])),
      };
      console.log(`rolling restart figures: ${JSON.stringify(figures)}`);
      if (failures.length > 0) console.log(`first failures:\n${failures.slice(0, 20).join('\n')}`);

      expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
      expect(upstreamErrors).toEqual([]);
      expect(exit.code, a.output.slice(-30).join('\n')).toBe(0);
      expect(during.length).toBeGreaterThan(0);
      // The stopping process served everything sent to it after SIGTERM, closing each connection after
      // its answer (the few answers already past the hooks when SIGTERM came may lack the header).
      expect(routedToAAfterSigterm).toBeGreaterThan(0);
      expect(answeredByADuringDrain).toBeGreaterThanOrEqual(routedToAAfterSigterm);
      expect(closingByADuringDrain).toBeGreaterThanOrEqual(routedToAAfterSigterm - CLIENTS);
      expect(a2.answered).toBeGreaterThanOrEqual(WARM_REQUESTS);
      // Readiness turned 503 while the process still served: well inside the drain.
      expect(notReadyMs).toBeLessThan(DRAIN_MS);
      // The old process served until it was taken out of rotation and exited only after the drain.
      expect(exit.at - sigterm).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    } finally {
      stop = true;
      await Promise.allSettled(clients);
      clientAgent.destroy();
      const closed = new Promise((resolve) => proxy.server.close(resolve));
      proxy.server.closeAllConnections();
      await closed;
    }
  });
});
