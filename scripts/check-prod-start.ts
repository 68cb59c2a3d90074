/**
 * `npm run check:prod-start` (in `npm test`, after `npm run build`): proves that the production build
 * starts with no dev tool installed, the way a deployment runs it.
 *
 * 1. Copies the build (dist/), package.json, package-lock.json and the partner folders (partners/,
 *    the default PARTNERS_DIR) into a temporary folder: nothing else of the repository.
 * 2. Runs `npm ci --omit=dev` there, and checks that tsx, vite, esbuild and vitest are absent.
 * 3. Creates a fresh PostgreSQL database, starts `npm run start:prod` on it with NODE_ENV=production,
 *    and waits for GET /api/health/ready to answer 200.
 * 4. Checks a member HTML page, a hashed asset it names, GET /api/v1/language-setting and GET /api/docs.
 * 5. Stops the server with SIGTERM (readiness must turn 503 during the drain, then the process exit),
 *    drops the database and removes the folder.
 *
 * It needs PostgreSQL: PROD_CHECK_ADMIN_URL, else the server of TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres. When none answers it prints why and exits 0 (a
 * machine without PostgreSQL still passes `npm test`); any other failure exits 1. The npm registry
 * must be reachable (npm's cache is preferred). PROD_CHECK_KEEP=1 keeps the folder for a look.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { READY_PATH } from '../server/http/health';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const COPIED = ['package.json', 'package-lock.json', 'dist/client', 'dist/server', 'partners'];
/**
 * What runs or builds TypeScript and the client: none may be in the production install. (typescript
 * itself is: i18next, a client package in "dependencies", names it as an optional peer, so npm keeps
 * it. Nothing of the server loads it; the bundle would not find tsx or a loader anyway.)
 */
const DEV_TOOLS = ['tsx', 'vite', 'esbuild', 'vitest', '@vitejs/plugin-react', 'rolldown'];
/** Generous: a cold npm cache on a busy two-core machine (docs/testing.md); a hang is what they catch. */
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const READY_TIMEOUT_MS = 3 * 60_000;
const STOP_TIMEOUT_MS = 60_000;

const log = (line: string) => console.log(`check:prod-start: ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class CheckFailed extends Error {}

export function adminUrl(env: Record<string, string | undefined>): string {
  if (env.PROD_CHECK_ADMIN_URL) return env.PROD_CHECK_ADMIN_URL;
  if (env.TEST_DATABASE_URL) {
    const url = new URL(env.TEST_DATABASE_URL);
    url.pathname = '/postgres';
    return url.toString();
  }
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Connection errors that mean "no PostgreSQL here" (not a wrong password or a broken server). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ETIMEDOUT',
]);

async function connectAdmin(url: string): Promise<pg.Client | 'unreachable'> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    const message = error instanceof Error ? error.message : String(error);
    if (UNREACHABLE.has(code) || /timeout/i.test(message)) return 'unreachable';
    throw new CheckFailed(
      `PostgreSQL answers at ${redact(url)} but refused the connection (${message}). Set PROD_CHECK_ADMIN_URL to a URL that may create databases.`,
    );
  }
}

/** Bytes of the files under a folder (symbolic links not followed). */
function folderBytes(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) total += folderBytes(child);
    else if (entry.isFile()) total += statSync(child).size;
  }
  return total;
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment of the child processes: this one's, without npm's own variables (npm run sets
 * npm_config_local_prefix and others to this repository, which must not steer the install in the
 * copy), without NODE_OPTIONS (a loader such as tsx's must not help the production build) and
 * without the node_modules/.bin folders npm run put on PATH (this repository's tsx and vite).
 */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^npm_/i.test(name) && name !== 'NODE_OPTIONS' && name !== 'INIT_CWD') env[name] = value;
  const pathKey = Object.keys(env).find((k) => k.toUpperCase() === 'PATH') ?? 'PATH';
  env[pathKey] = (env[pathKey] ?? '')
    .split(delimiter)
    .filter((entry) => !/[\\/]node_modules[\\/]\.bin$/.test(entry))
    .join(delimiter);
  return { ...env, ...extra };
}

/** Runs a command to its end; rejects with its output's tail on a non-zero exit or a timeout. */
function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: cleanEnv({}),
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new CheckFailed(`${command} ${args.join(' ')}: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else
        reject(
          new CheckFailed(
            `${command} ${args.join(' ')} ${signal ? `was killed (${signal}, over ${seconds(timeoutMs)})` : `exited with ${code}`}:\n${output.slice(-4000)}`,
          ),
        );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

function startServer(cwd: string, env: Record<string, string>): Started {
  // Its own process group, so the stop reaches npm and the node it starts.
  const child = spawn('npm', ['run', 'start:prod'], {
    cwd,
    env: cleanEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(name);
    else process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Whether every process of the child's group has ended: npm may exit before the node it started,
 * which is the server. Polls for at most `timeoutMs`.
 */
async function groupEnded(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (process.platform === 'win32' || child.pid === undefined) return exited(child, timeoutMs);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      return true;
    }
    await sleep(50);
  }
  return false;
}

/** Polls until readiness answers 200. */
async function waitReady(origin: string, started: Started): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new CheckFailed(
        `the server exited with ${started.child.exitCode} before it was ready:\n${started.output().slice(-4000)}`,
      );
    try {
      if ((await fetch(`${origin}${READY_PATH}`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new CheckFailed(
    `the server was not ready after ${seconds(READY_TIMEOUT_MS)}:\n${started.output().slice(-4000)}`,
  );
}

async function expectOk(response: Response, what: string, type: RegExp): Promise<string> {
  const body = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.test(contentType))
    throw new CheckFailed(`${what} answered ${response.status} ${contentType}: ${body.slice(0, 500)}`);
  return body;
}

/** The answers a deployment must give. Returns a line per check. */
async function checkAnswers(origin: string, version: string): Promise<string[]> {
  const lines: string[] = [];
  const html = await expectOk(
    await fetch(`${origin}/`, { headers: { accept: 'text/html' } }),
    'GET / (member HTML)',
    /^text\/html/,
  );
  const script = /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script || !html.includes('</html>'))
    throw new CheckFailed(
      `GET / is not the built member app (no /assets/*.js module script):\n${html.slice(0, 500)}`,
    );
  lines.push(`GET / 200 text/html (${html.length} bytes, names ${script})`);

  const asset = await fetch(`${origin}${script}`);
  await expectOk(asset, `GET ${script}`, /javascript/);
  if (!/immutable/.test(asset.headers.get('cache-control') ?? ''))
    throw new CheckFailed(
      `GET ${script} is not cacheable as immutable: ${asset.headers.get('cache-control')}`,
    );
  lines.push(`GET ${script} 200, ${asset.headers.get('cache-control')}`);

  const settings = JSON.parse(
    await expectOk(await fetch(`${origin}/api/v1/language-setting`), 'GET /api/v1/language-setting', /json/),
  ) as unknown;
  if (!settings || typeof settings !== 'object')
    throw new CheckFailed(`GET /api/v1/language-setting is not a JSON object: ${JSON.stringify(settings)}`);
  lines.push(`GET /api/v1/language-setting 200 ${JSON.stringify(settings).slice(0, 80)}`);

  const docs = JSON.parse(await expectOk(await fetch(`${origin}/api/docs`), 'GET /api/docs', /json/)) as {
    openapi?: string;
    info?: { version?: string };
    paths?: Record<string, unknown>;
  };
  if (!docs.openapi?.startsWith('3.1') || docs.info?.version !== version || !docs.paths)
    throw new CheckFailed(
      `GET /api/docs is not the OpenAPI 3.1 document of version ${version}: ${JSON.stringify(docs).slice(0, 300)}`,
    );
  lines.push(
    `GET /api/docs 200 OpenAPI ${docs.openapi}, ${Object.keys(docs.paths).length} paths, version ${version}`,
  );
  return lines;
}

async function main(): Promise<void> {
  for (const file of ['dist/server/main.js', 'dist/client/index.html'])
    if (!existsSync(join(ROOT, file)))
      throw new CheckFailed(`${file} is missing: run \`npm run build\` first.`);
  const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;

  const url = adminUrl(process.env);
  const admin = await connectAdmin(url);
  if (admin === 'unreachable') {
    log(
      `skipped: no PostgreSQL answers at ${redact(url)}. The production start is checked against PostgreSQL; set PROD_CHECK_ADMIN_URL (or TEST_DATABASE_URL) to run it.`,
    );
    return;
  }

  const database = `wl_prod_check_${randomBytes(6).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'wl-prod-check-'));
  let started: Started | null = null;
  const cleanup = async () => {
    if (started) {
      signal(started.child, 'SIGKILL');
      await exited(started.child, 10_000);
    }
    await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
    if (process.env.PROD_CHECK_KEEP === '1') log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    await admin.query(`create database ${database}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${database}`;

    for (const file of COPIED) cpSync(join(ROOT, file), join(dir, file), { recursive: true });
    log(`copied ${COPIED.join(', ')} to ${dir}`);

    const installStart = Date.now();
    await run(
      'npm',
      ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      dir,
      INSTALL_TIMEOUT_MS,
    );
    const installMs = Date.now() - installStart;
    const present = DEV_TOOLS.filter((name) => existsSync(join(dir, 'node_modules', name)));
    if (present.length > 0)
      throw new CheckFailed(
        `npm ci --omit=dev installed dev tools: ${present.join(', ')} (a dependency pulls them in)`,
      );
    const packages = readdirSync(join(dir, 'node_modules')).flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(dir, 'node_modules', name))
        : name.startsWith('.')
          ? []
          : [name],
    ).length;
    log(
      `npm ci --omit=dev: ${seconds(installMs)}, ${packages} top-level packages, ${(folderBytes(join(dir, 'node_modules')) / 2 ** 20).toFixed(0)} MiB; none of ${DEV_TOOLS.join(', ')}`,
    );

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const startAt = Date.now();
    started = startServer(dir, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: join(dir, '.data'),
      OUTBOX_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '2000',
    });
    await waitReady(origin, started);
    log(
      `GET ${READY_PATH} 200 after ${seconds(Date.now() - startAt)} (migrations of a fresh database included)`,
    );

    for (const line of await checkAnswers(origin, version)) log(line);

    // SIGTERM: readiness turns 503 during the drain (SHUTDOWN_DRAIN_MS below), then the process exits.
    const stopAt = Date.now();
    signal(started.child, 'SIGTERM');
    let drained = false;
    while (!drained && started.child.exitCode === null && started.child.signalCode === null) {
      try {
        drained = (await fetch(`${origin}${READY_PATH}`)).status === 503;
      } catch {
        break;
      }
      if (!drained) await sleep(100);
    }
    if (
      !(await exited(started.child, STOP_TIMEOUT_MS)) ||
      !(await groupEnded(started.child, STOP_TIMEOUT_MS))
    )
      throw new CheckFailed(`the server did not stop within ${seconds(STOP_TIMEOUT_MS)} of SIGTERM`);
    if (!drained) throw new CheckFailed('readiness never answered 503 between SIGTERM and the exit');
    log(`SIGTERM: readiness 503 while draining, exited after ${seconds(Date.now() - stopAt)}`);
    started = null;
    log('ok: the production build starts on PostgreSQL with no dev tool installed');
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanup();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(`check:prod-start: FAILED: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
