/**
 * `npm run drill:db-restart`: the reviewer's failure of issue 9, replayed against a real PostgreSQL
 * server: 20 clients add cards while PostgreSQL is restarted under them. It RESTARTS THE MACHINE'S
 * POSTGRESQL SERVER, so it is a drill for a development machine, never part of `npm test`.
 *
 * The server runs as a child process (`tsx server/main.ts`, development mode, demo data) on a fresh
 * database of its own. Each client adds cards one after another, as the app does: one Idempotency-Key
 * per card, the same key again when an attempt fails with 503, 409 or a network error (after
 * Retry-After), until the card is answered 200. After a second, the PostgreSQL server is restarted.
 * At the end it prints what the clients saw, whether the server process stayed up, and whether the
 * cards in the database equal the cards the clients were told were saved (nothing lost, nothing twice).
 *
 *   npm run drill:db-restart
 *   DRILL_ADMIN_URL=postgres://postgres@127.0.0.1:5432/test \
 *   DRILL_RESTART="pg_ctlcluster --skip-systemctl-redirect 15 main restart" npm run drill:db-restart
 */
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';
import {
  createScratchDatabase,
  dropScratchDatabase,
  signInDemoMember,
  sleep,
  startChildServer,
} from './bench/child-server';

const CLIENTS = 20;
const CARDS_PER_CLIENT = 10;
const PORT = 4390 + Math.floor(Math.random() * 100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.DRILL_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function restartCommand(): string {
  if (process.env.DRILL_RESTART) return process.env.DRILL_RESTART;
  const version = readdirSync('/etc/postgresql')[0];
  return `pg_ctlcluster --skip-systemctl-redirect ${version} main restart`;
}

interface Tally {
  ok: number;
  status: Record<string, number>;
  networkErrors: number;
  replays: number;
}

async function main() {
  const database = await createScratchDatabase(ADMIN_URL, 'drill');
  const server = await startChildServer(PORT, {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
  });
  let serverExit: number | null = null;
  server.on('exit', (code) => {
    serverExit = code ?? -1;
  });
  try {
    const member = await signInDemoMember(ORIGIN, 'kanyarat88', 'Kanyarat1990');
    if (!('token' in member)) throw new Error(`the demo member's login answered ${member.status}`);
    const { token } = member;
    const front = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const back = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#aa6633' } })
      .png()
      .toBuffer();

    const tally: Tally = { ok: 0, status: {}, networkErrors: 0, replays: 0 };
    const addCard = async (client: number, n: number) => {
      const key = randomUUID();
      for (let attempt = 0; attempt < 200; attempt++) {
        const form = new FormData();
        form.set('insurer_id', 'aia');
        form.set('card_no', `DRILL-${client}-${n}`);
        form.set('insured_name', 'Kanyarat Srisuk');
        form.set('start_date', '2026-01-01');
        form.set('expiry_date', '2027-12-31');
        form.set('front_image', new Blob([front], { type: 'image/jpeg' }), 'front.jpg');
        form.set('back_image', new Blob([back], { type: 'image/png' }), 'back.png');
        try {
          const response = await fetch(`${ORIGIN}/api/v1/cards`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
            body: form,
          });
          tally.status[response.status] = (tally.status[response.status] ?? 0) + 1;
          await response.arrayBuffer();
          if (response.ok) {
            tally.ok += 1;
            if (response.headers.get('idempotent-replayed') === 'true') tally.replays += 1;
            return;
          }
          if (![503, 409].includes(response.status))
            throw new Error(`card ${client}-${n}: answered ${response.status}`);
          await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('card ')) throw error;
          tally.networkErrors += 1;
          await sleep(500);
        }
      }
      throw new Error(`card ${client}-${n}: gave up`);
    };

    const started = Date.now();
    const restart = (async () => {
      await sleep(1000);
      const command = restartCommand();
      console.log(`drill: restarting PostgreSQL (${command})`);
      execSync(command, { stdio: 'inherit' });
      console.log(`drill: PostgreSQL is back after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    })();
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; n < CARDS_PER_CLIENT; n++) await addCard(client, n);
    });
    const outcomes = await Promise.allSettled([restart, ...clients]);
    const failures = outcomes.filter((o) => o.status === 'rejected');

    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const { rows } = await check.query<{ count: string; distinct: string }>(
      "select count(*) as count, count(distinct card_no) as distinct from cards where card_no like 'DRILL-%'",
    );
    await check.end();
    const alive = serverExit === null && (await fetch(`${ORIGIN}/api/v1/language-setting`)).ok;
    const fiveXx = Object.entries(tally.status)
      .filter(([s]) => Number(s) >= 500 && Number(s) !== 503)
      .reduce((n, [, c]) => n + c, 0);

    console.log(`drill: ${CLIENTS} clients × ${CARDS_PER_CLIENT} cards, PostgreSQL restarted once`);
    console.log(
      `  answers by status: ${JSON.stringify(tally.status)}; network errors: ${tally.networkErrors}`,
    );
    console.log(`  cards answered 200: ${tally.ok} (of them replays of a lost answer: ${tally.replays})`);
    console.log(`  5xx other than 503: ${fiveXx}`);
    console.log(`  cards in the database: ${rows[0]!.count} (distinct numbers ${rows[0]!.distinct})`);
    console.log(`  server process still up and answering: ${alive ? 'yes' : 'NO'}`);
    for (const f of failures) console.log(`  failed: ${(f as PromiseRejectedResult).reason}`);
    const good =
      alive && failures.length === 0 && fiveXx === 0 && Number(rows[0]!.count) === CLIENTS * CARDS_PER_CLIENT;
    console.log(good ? 'drill: survived, nothing lost, nothing duplicated' : 'drill: FAILED');
    process.exitCode = good ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    await sleep(1000);
    await dropScratchDatabase(ADMIN_URL, database.name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
