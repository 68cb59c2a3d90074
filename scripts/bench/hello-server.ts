/**
 * The yardstick of `npm run bench:api`: a standalone Fastify hello (a bare `fastify()`, no logger, no
 * plugins, one GET route) in its own process, listening on a free port of 127.0.0.1. Prints one JSON
 * line, {"port": …}. Over its IPC channel it answers CPU time requests (./child-ipc.ts, not on the
 * request path). SIGTERM closes it. What our bare route reaches beside it is our per-request
 * overhead (docs/decisions/069-request-overhead.md).
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { answerBenchMessages } from './child-ipc';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
answerBenchMessages();
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
