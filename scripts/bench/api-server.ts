/**
 * The server `npm run bench:api` drives, in its own process as in production (autocannon must not share
 * its event loop or its core): builds the API in production mode (info-level logs to /dev/null, so
 * logging costs what it costs) on DATABASE_URL (memory:// for PGlite; DATABASE_POOL_SIZE as in
 * production) with the demo data, adds the bare route /api/bench/bare (every global hook, header and
 * log line, no work), signs in a demo member, listens on a free port of 127.0.0.1 and prints one JSON
 * line: {"port", "database", "token", "ins", "partnerId", "secretKey"}. Over its IPC channel it answers
 * CPU time and CPU profile requests (./child-ipc.ts). SIGTERM closes it.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildServer } from '../../server/app';
import { testConfig } from '../../server/testing/server';
import { answerBenchMessages } from './child-ipc';

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
  plugins: [
    async (instance) => {
      instance.get('/api/bench/bare', async () => ({ ok: true }));
    },
  ],
});

// A session of a demo member whose consents are current in the demo data (home answers 200).
const member = await app.ctx.db
  .selectFrom('members')
  .select('id')
  .where('username', '=', 'kanyarat88')
  .executeTakeFirstOrThrow();
const { token } = await app.ctx.sessions.issue(member.id);
const { ins_code: ins, partner_id: partnerId, secret_key: secretKey } = app.ctx.partners.default.partner;

await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const database = databaseUrl.startsWith('memory://') ? 'PGlite in memory' : 'PostgreSQL';
process.stdout.write(`${JSON.stringify({ port, database, token, ins, partnerId, secretKey })}\n`);

answerBenchMessages();

process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
