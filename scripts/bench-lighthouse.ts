/**
 * `npm run bench:lighthouse` (issue 10, deliverable 5): Lighthouse's performance category, mobile form
 * factor and screen, devtools throttling (Lighthouse's mobile defaults: 562.5 ms latency, 1.6 Mbps
 * down, 4× CPU, applied in the browser rather than simulated), in Debian's Chromium, against our
 * server (in-process, NODE_ENV=test, in-memory PGlite with the demo data; scripts/bench/servers.ts)
 * on two pages of siam-life: /login, and home signed in as a demo member. Prints per page the score,
 * FCP, LCP, TBT, CLS and Speed Index (median of --runs, default 3), and the targets (score ≥ 95,
 * CLS ≤ 0.02).
 *
 * The member's token travels in the URL (`token`, which the app takes into memory and strips from the
 * address bar at start-up, src/lib/storage.ts captureUrlCredentials): Lighthouse opens every page in a
 * fresh tab and clears the origin's caches, and the URL is the one thing it keeps.
 *
 * It builds nothing: run `npm run build` first (or pass --client-dir=). A bench, not a test.
 * `--baseline-dir=<another vite build>` audits the same pages served over that build too (the same
 * server code, in-process), alternating page by page, so one run prints baseline and new side by side.
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --runs=5
 *   npm run bench:lighthouse -- --baseline-dir=/tmp/before
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, clientDirOrExit, ROOT, startOurServer } from './bench/servers';
import { median, numberArgument, stringArgument, table, verdict } from './bench/stats';

const PARTNER_ID = 'siam-life';
const MEMBER_USERNAME = 'wichai75';
const TARGET_SCORE = 95;
const TARGET_CLS = 0.02;

interface Figures {
  score: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  si: number | null;
  /** Lighthouse's largest estimated savings ("render-blocking-resources 450 ms"), for orientation. */
  hints: string[];
  /** The LCP element as Lighthouse quotes it (its HTML snippet). */
  lcpElement: string | null;
}

/** The first `node.snippet` anywhere in an audit's details (the LCP element audit nests tables). */
function firstSnippet(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null;
  const node = (details as { node?: { snippet?: unknown } }).node;
  if (typeof node?.snippet === 'string') return node.snippet;
  for (const v of Object.values(details)) {
    const found = firstSnippet(v);
    if (found) return found;
  }
  return null;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Debian's Chromium with a DevTools port for Lighthouse, on a throwaway profile. */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; close(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`Chromium at ${CHROMIUM_PATH} opened no DevTools port within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    process: child,
    async close() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'devtools',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) console.error(`  Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    hints: Object.values(lhr.audits)
      .flatMap((a) => {
        const saving = (a.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs;
        return typeof saving === 'number' && saving >= 50 ? [{ id: a.id, saving }] : [];
      })
      .sort((x, y) => y.saving - x.saving)
      .slice(0, 3)
      .map((h) => `${h.id} ${Math.round(h.saving)} ms`),
    lcpElement: firstSnippet(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);
const sec = (v: number | null) => (v === null ? '—' : `${(v / 1000).toFixed(2)} s`);

async function main() {
  const argv = process.argv.slice(2);
  const runs = numberArgument(argv, 'runs', 3);
  const clientDir = clientDirOrExit(stringArgument(argv, 'client-dir', ''));
  const baselineArg = stringArgument(argv, 'baseline-dir', '');
  const baselineDir = baselineArg ? clientDirOrExit(baselineArg) : null;
  const partner = JSON.parse(readFileSync(join(ROOT, 'partners', PARTNER_ID, 'partner.json'), 'utf8')) as {
    secret_key: string;
  };
  const ours = await startOurServer(clientDir);
  const baseline = baselineDir ? await startOurServer(baselineDir) : null;
  const credentials = { partner_id: PARTNER_ID, secret_key: partner.secret_key };
  const pagesOf = async (server: typeof ours, label: string) => {
    const token = await server.memberToken(MEMBER_USERNAME, PARTNER_ID);
    return [
      { name: `/login (guest)${label}`, url: `${server.origin}/login?${new URLSearchParams(credentials)}` },
      {
        name: `home (signed in as ${MEMBER_USERNAME})${label}`,
        url: `${server.origin}/?${new URLSearchParams({ ...credentials, token })}`,
      },
    ];
  };
  const current = await pagesOf(ours, '');
  const before = baseline ? await pagesOf(baseline, ', baseline build') : [];
  // Each page next to its baseline, so that both meet much the same load on the machine.
  const pages = current.flatMap((page, i) => (before[i] ? [before[i], page] : [page]));
  const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `bench:lighthouse: ${PARTNER_ID}, mobile, devtools throttling (Lighthouse's mobile defaults), ` +
      `performance only, ${runs} run(s) per page, build ${clientDir}` +
      (baselineDir ? `, baseline build ${baselineDir}` : ''),
  );
  console.log(`load average before: ${load()}`);
  const chromium = await launchChromium();
  const rows: string[][] = [];
  const verdicts: string[] = [];
  try {
    // One discarded audit: the server's JIT and first queries are not what we measure.
    await audit(pages[0]!.url, chromium.port);
    for (const page of pages) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        const f = await audit(page.url, chromium.port);
        all.push(f);
        console.log(
          `  ${page.name} run ${i + 1}: score ${f.score ?? '—'}, FCP ${sec(f.fcp)}, LCP ${sec(f.lcp)}, ` +
            `TBT ${ms(f.tbt)}, CLS ${f.cls?.toFixed(4) ?? '—'}, SI ${sec(f.si)}`,
        );
      }
      const last = all[all.length - 1];
      if (last?.lcpElement) console.log(`    LCP element: ${last.lcpElement.slice(0, 160)}`);
      if (last?.hints.length) console.log(`    largest estimated savings: ${last.hints.join(', ')}`);
      const m = (k: Exclude<keyof Figures, 'hints' | 'lcpElement'>) => median(all.map((f) => f[k]));
      const score = m('score');
      const cls = m('cls');
      rows.push([
        page.name,
        score === null ? '—' : String(score),
        sec(m('fcp')),
        sec(m('lcp')),
        ms(m('tbt')),
        cls === null ? '—' : cls.toFixed(4),
        sec(m('si')),
      ]);
      verdicts.push(
        `${page.name}: score ${score ?? '—'} (target ≥ ${TARGET_SCORE}: ${
          score === null
            ? 'not measured'
            : score >= TARGET_SCORE
              ? 'met'
              : `missed by ${TARGET_SCORE - score}`
        }), CLS ${cls?.toFixed(4) ?? '—'} (target ≤ ${TARGET_CLS}: ${verdict(cls, TARGET_CLS, (n) => n.toFixed(4))})`,
      );
    }
  } finally {
    await chromium.close();
    await ours.close();
    await baseline?.close();
  }
  console.log(`load average after: ${load()}`);
  console.log('');
  console.log(table(['page (median of runs)', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'], rows));
  console.log('');
  for (const v of verdicts) console.log(v);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
