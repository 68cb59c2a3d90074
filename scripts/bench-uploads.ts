/**
 * `npm run bench:uploads`: what 16 concurrent card uploads of two 10 MiB photos each cost in memory
 * (docs/decisions/043-upload-pipeline.md; target: peak RSS growth under 64 MB).
 *
 * Each measurement runs in a fresh child process (RSS does not shrink back after a peak, so runs in
 * one process would colour each other): the server is built in-process on an in-memory PGlite with
 * the demo data, a demo member is signed in (a session issued for them), and the uploads are sent
 * over real HTTP on 127.0.0.1 from the same process. The two photos are one real JPEG (noise, so
 * decoding is real work) padded with comment segments to exactly 10 MiB: it passes the decode step,
 * is re-encoded and stored (about 1 MB each). The request bodies are written from that one shared
 * buffer, so the client side adds no memory per request. RSS is sampled every 10 ms.
 *
 * Runs: the pipeline with 16 concurrent uploads; the pipeline with 1 upload; and, for comparison,
 * the old way (each part read with toBuffer(), as readCardForm did before 043) with 16 concurrent
 * uploads, on a bench-only route that reads the same form and answers without storing. A bench is
 * not a test: it prints figures and asserts nothing.
 *
 *   npm run bench:uploads                # all three runs and the ratios
 *   npm run bench:uploads -- --run=pipeline --concurrency=16   # one run (what the parent spawns)
 */
import { MAX_UPLOAD_BYTES } from '../shared/api/constants';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CARD_FORM_FIELDS } from '../shared/api/schemas/cards';
import { buildServer } from '../server/app';
import { demoLogins } from '../server/db/seed';
import { testConfig } from '../server/testing/server';

const UPLOADS = 16;
const SAMPLE_MS = 10;
const TARGET_MB = 64;
const MB = 1024 * 1024;

type Mode = 'pipeline' | 'baseline';

interface RunResult {
  mode: Mode;
  concurrency: number;
  baselineRssMb: number;
  peakGrowthMb: number;
  status: { '2xx': number; '4xx': number; '5xx': number };
  storedBytes: number[];
}

/** A real JPEG padded with COM segments after its APPn segments to exactly `total` bytes. */
async function paddedJpeg(total: number): Promise<Buffer> {
  const base = await sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  let at = 2;
  while (base[at] === 0xff && base[at + 1]! >= 0xe0 && base[at + 1]! <= 0xef)
    at += 2 + base.readUInt16BE(at + 2);
  const out = Buffer.alloc(total, 0x20);
  base.copy(out, 0, 0, at);
  let o = at;
  let left = total - base.length;
  while (left > 0) {
    let data = Math.min(left - 4, 65_533);
    if (left - 4 - data > 0 && left - 4 - data < 4) data -= 4;
    out.writeUInt16BE(0xfffe, o);
    out.writeUInt16BE(data + 2, o + 2);
    o += 4 + data;
    left -= 4 + data;
  }
  base.copy(out, o, at);
  return out;
}

/** The old readCardForm (before 043): every part read into memory with toBuffer(). Bench only. */
async function toBufferRoute(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart);
  app.post('/bench/to-buffer', async (req) => {
    const held: Buffer[] = [];
    for await (const part of req.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } }))
      if (part.type === 'file') held.push(await part.toBuffer());
    return { data: { bytes: held.reduce((n, b) => n + b.length, 0) } };
  });
}

/** Sends one multipart card form whose two files are `photo`, streamed from the shared buffer. */
function send(
  port: number,
  path: string,
  headers: Record<string, string>,
  photo: Buffer,
): Promise<{ status: number; body: string }> {
  const boundary = `----bench${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fileHead = (name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const fields = {
    [CARD_FORM_FIELDS.insurerId]: 'aia',
    [CARD_FORM_FIELDS.cardNo]: 'AIA-778812',
    [CARD_FORM_FIELDS.insuredName]: 'Bench Member',
    [CARD_FORM_FIELDS.startDate]: '2025-01-01',
    [CARD_FORM_FIELDS.expiryDate]: '2026-12-31',
  };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => field(k, v))
      .join(''),
  );
  const parts: Buffer[] = [
    head,
    Buffer.from(fileHead(CARD_FORM_FIELDS.frontImage)),
    photo,
    Buffer.from(`\r\n${fileHead(CARD_FORM_FIELDS.backImage)}`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  const length = parts.reduce((n, p) => n + p.length, 0);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // Written from the shared buffers: no copy per request.
    for (const p of parts) req.write(p);
    req.end();
  });
}

/** The first demo member who may use the cards API now (has accepted the current documents). */
async function signInDemoMember(app: FastifyInstance, port: number) {
  for (const login of demoLogins(app.ctx.partners)) {
    const member = await app.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', login.username)
      .where('partner_id', '=', login.partnerId)
      .executeTakeFirst();
    if (!member) continue;
    const { token } = await app.ctx.sessions.issue(member.id);
    const apiKey = app.ctx.partners.byId(login.partnerId)!.partner.api_key;
    const headers = { authorization: `Bearer ${token}`, 'x-api-key': apiKey };
    const probe = await fetch(`http://127.0.0.1:${port}/api/v1/cards`, { headers });
    if (probe.ok) return { headers };
  }
  throw new Error('no demo member can use the cards API');
}

async function runOne(mode: Mode, concurrency: number): Promise<RunResult> {
  const photo = await paddedJpeg(MAX_UPLOAD_BYTES);
  const app = await buildServer({
    config: testConfig({ LOG_LEVEL: 'silent' }),
    seed: true,
    plugins: mode === 'baseline' ? [toBufferRoute] : [],
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const { headers } = await signInDemoMember(app, port);
  const path = mode === 'baseline' ? '/bench/to-buffer' : '/api/v1/cards';

  // A warm-up upload (JIT, sharp's first use, the first blob), then a settled baseline.
  await send(port, path, headers, photo);
  global.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, SAMPLE_MS);

  const status = { '2xx': 0, '4xx': 0, '5xx': 0 };
  const storedBytes: number[] = [];
  const cardIds: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < UPLOADS) {
      next += 1;
      const { status: code, body } = await send(port, path, headers, photo);
      status[code >= 500 ? '5xx' : code >= 400 ? '4xx' : '2xx'] += 1;
      if (code >= 400) process.stderr.write(`HTTP ${code}: ${body.slice(0, 300)}\n`);
      else if (mode === 'pipeline') cardIds.push((JSON.parse(body) as { data: { id: string } }).data.id);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());

  if (cardIds.length > 0) {
    // The same photo each time: re-encoded to the same bytes, so one content-addressed blob.
    const rows = await app.ctx.db
      .selectFrom('cards')
      .innerJoin('blobs', 'blobs.sha256', 'cards.front_image_sha256')
      .select('blobs.size')
      .where('cards.id', 'in', cardIds)
      .groupBy('blobs.size')
      .execute();
    storedBytes.push(...rows.map((r) => r.size));
  }
  await app.close();
  return {
    mode,
    concurrency,
    baselineRssMb: baseline / MB,
    peakGrowthMb: (peak - baseline) / MB,
    status,
    storedBytes,
  };
}

/** The allocator setting `npm start` runs the server with (scripts/start.mjs). */
const START_ENV = { MALLOC_ARENA_MAX: '2' };

function child(
  mode: Mode,
  concurrency: number,
  env: NodeJS.ProcessEnv = { ...process.env, ...START_ENV },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(
      process.execPath,
      [...process.execArgv, '--expose-gc', process.argv[1]!, `--run=${mode}`, `--concurrency=${concurrency}`],
      { stdio: ['ignore', 'pipe', 'inherit'], env },
    );
    let out = '';
    proc.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    proc.on('error', reject);
    proc.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`run ${mode}×${concurrency} failed (exit ${code})`));
      else resolve(JSON.parse(line.slice('RESULT '.length)) as RunResult);
    });
  });
}

const fmt = (r: RunResult) =>
  `${`${r.mode} × ${r.concurrency}`.padEnd(16)} baseline RSS ${r.baselineRssMb.toFixed(0).padStart(4)} MB   ` +
  `peak growth ${r.peakGrowthMb.toFixed(1).padStart(6)} MB   ` +
  `2xx ${r.status['2xx']} / 4xx ${r.status['4xx']} / 5xx ${r.status['5xx']}`;

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const run = arg('run') as Mode | undefined;
  if (run) {
    const result = await runOne(run, Number(arg('concurrency') ?? UPLOADS));
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
    return;
  }
  console.log(
    `${UPLOADS} card uploads, 2 × ${MAX_UPLOAD_BYTES} bytes each (a decodable JPEG padded to 10 MiB)`,
  );
  console.log('with MALLOC_ARENA_MAX=2, as npm start runs the server:');
  const concurrent = await child('pipeline', UPLOADS);
  console.log(fmt(concurrent));
  const single = await child('pipeline', 1);
  console.log(fmt(single));
  const old = await child('baseline', UPLOADS);
  console.log(fmt(old));
  console.log("with glibc's default arenas (MALLOC_ARENA_MAX unset):");
  const { MALLOC_ARENA_MAX: _unset, ...glibcDefault } = process.env;
  const plain = await child('pipeline', UPLOADS, glibcDefault);
  console.log(fmt(plain));
  console.log(
    `stored photo sizes after re-encoding: ${concurrent.storedBytes.join(', ')} bytes`,
    `\npipeline: 16 concurrent vs 1 at a time: ${(concurrent.peakGrowthMb / Math.max(single.peakGrowthMb, 0.1)).toFixed(1)}×`,
    `\nold toBuffer() vs pipeline, 16 concurrent: ${(old.peakGrowthMb / Math.max(concurrent.peakGrowthMb, 0.1)).toFixed(1)}×`,
    `\ntarget: growth < ${TARGET_MB} MB with 16 concurrent: ${concurrent.peakGrowthMb < TARGET_MB ? 'met' : 'NOT met'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
