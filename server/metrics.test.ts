/**
 * Issue 23, deliverable 3 (docs/decisions/072-health-drain-metrics.md): /metrics in the Prometheus
 * format, never public (a JSON 404 without METRICS_TOKEN, 401 without the token, or a port of its
 * own), with each promised series fed by the real code path: requests by route pattern and status,
 * statement durations and pool connections of the pools the server opened, the outbox backlog, rate-
 * limit refusals and upload bytes (tus PATCH and multipart).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { type MultipartSpec, readMultipartForm, registerUploads } from './http/uploads';
import { createMetricsServer, hasMetricsToken, statementKind } from './metrics';
import { memberWithSession, multipart } from './testing/card-fixtures';
import { createPostgresTestDatabase, testDbMode } from './testing/db';
import { startTestServer, type TestServer, testConfig } from './testing/server';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one series name in an exposition text. */
function samples(text: string, name: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const match = /^[^{\s]+(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
    out.push({ labels, value: Number(match[2]) });
  }
  return out;
}

/** The value of the sample whose labels include `labels` (undefined when none). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samples(text, name).find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

const uploadSpec: MultipartSpec = {
  fileFields: new Set<string>(['file']),
  textFields: new Set<string>(),
  maxFileBytes: 100_000,
  maxFiles: 1,
  maxFields: 0,
  maxFieldBytes: 100,
  maxParts: 1,
  tooManyError: 'VALIDATION_FAILED',
};

/** A multipart route through the shared upload reader (server/http/uploads.ts). */
async function uploadRoute(app: FastifyInstance) {
  await registerUploads(app);
  app.post('/api/test/upload', async (request) => {
    const form = await readMultipartForm(request, uploadSpec);
    return { files: form.files.length };
  });
}

describe('/metrics on the main port', () => {
  it('is a JSON 404 when no token is configured (never public by default)', async () => {
    const server = await startTestServer();
    try {
      for (const headers of [{}, { accept: 'text/html' }, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await server.app.inject({ url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).not.toContain('wl_http');
      }
    } finally {
      await server.close();
    }
  });
});

describe('metrics', () => {
  let app: FastifyInstance;
  let origin: string;
  let dropPg: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    // The server opens its own database (as `npm start` does), so its statements and pools are seen.
    let env: Record<string, string> = {};
    if (testDbMode() === 'postgres') {
      const pg = await createPostgresTestDatabase();
      dropPg = pg.drop;
      env = { DATABASE_URL: pg.url };
    }
    app = await buildServer({
      config: testConfig({ ...env, METRICS_TOKEN: TOKEN, LIMIT_LOGIN_PER_ADDRESS: '1' }),
      seed: false,
      redisKeyPrefix: `test:metrics:${Date.now()}:`,
      plugins: [uploadRoute],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await dropPg?.();
  });

  const scrape = async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('refuses a missing or wrong token with 401, and answers the Prometheus text with the right one', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('wl_http');
    const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const ok = await scrape();
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).toContain('# TYPE wl_http_request_duration_seconds histogram');
    // The process's own metrics come with an exposed registry.
    expect(ok.body).toContain('wl_process_cpu_user_seconds_total');
  });

  it('counts requests by route pattern and status with a latency histogram, never the raw URL', async () => {
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ url: '/api/v1/language-setting' })).statusCode).toBe(200);
    const rawId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const missing = await app.inject({ url: `/api/v1/eclaim/uploads/${rawId}`, method: 'HEAD' });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    const text = (await scrape()).body;
    const labels = { method: 'GET', route: '/api/v1/language-setting', status_code: '200' };
    expect(value(text, 'wl_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(3);
    expect(
      value(text, 'wl_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    expect(value(text, 'wl_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(text).toContain('route="/api/v1/eclaim/uploads/:id"');
    expect(text).not.toContain(rawId);
  });

  it('measures the statements and reads the pools the server opened', async () => {
    const text = (await scrape()).body;
    const pools = testDbMode() === 'postgres' ? ['request', 'background'] : ['embedded'];
    const selects = samples(text, 'wl_db_statement_duration_seconds_count').filter(
      (s) => s.labels.statement === 'select' && s.labels.outcome === 'ok',
    );
    expect(selects.reduce((n, s) => n + s.value, 0)).toBeGreaterThan(0);
    for (const pool of pools) {
      expect(value(text, 'wl_db_pool_connections', { pool, state: 'in_use' }), pool).toBeGreaterThanOrEqual(
        0,
      );
      expect(value(text, 'wl_db_pool_connections', { pool, state: 'idle' }), pool).toBeGreaterThanOrEqual(0);
      expect(value(text, 'wl_db_pool_waiting', { pool }), pool).toBe(0);
    }
    // The migrations ran on the background pool (PostgreSQL) or the one connection (PGlite).
    expect(
      samples(text, 'wl_db_statement_duration_seconds_count').some((s) => s.labels.pool === pools.at(-1)),
    ).toBe(true);
    // A failing statement is counted as an error.
    await expect(sql`select * from no_such_table`.execute(app.ctx.db)).rejects.toThrow();
    const after = (await scrape()).body;
    expect(
      samples(after, 'wl_db_statement_duration_seconds_count').some((s) => s.labels.outcome === 'error'),
    ).toBe(true);
  });

  it('reports the outbox backlog: pending messages and the age of the oldest', async () => {
    const before = (await scrape()).body;
    const pendingBefore = value(before, 'wl_outbox_pending') ?? Number.NaN;
    expect(pendingBefore).toBeGreaterThanOrEqual(0);
    await app.ctx.sms.send({ to: '+66899999990', purpose: 'otp_register', text: 'รหัส OTP 111111' });
    await app.ctx.sms.send({ to: '+66899999991', purpose: 'otp_register', text: 'รหัส OTP 222222' });
    const text = (await scrape()).body;
    expect(value(text, 'wl_outbox_pending')).toBe(pendingBefore + 2);
    expect(value(text, 'wl_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts rate-limit refusals by rule', async () => {
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '198.51.100.7',
        payload: { username: 'nobody0001', password: 'Whatever123' },
      });
    expect((await login()).statusCode).not.toBe(429);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    const text = (await scrape()).body;
    expect(value(text, 'wl_rate_limit_refusals_total', { rule: 'addr-login' })).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'wl_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/auth/login',
        status_code: '429',
      }),
    ).toBe(1);
  });

  it('counts upload bytes: multipart files and tus PATCH bodies (over HTTP, with X-Request-Id on tus answers)', async () => {
    const before = (await scrape()).body;
    const multipartBefore = value(before, 'wl_upload_bytes_total', { kind: 'multipart' }) ?? 0;
    const tusBefore = value(before, 'wl_upload_bytes_total', { kind: 'tus' }) ?? 0;

    const form = await multipart(
      {},
      { file: { bytes: new Uint8Array(1234).fill(7), filename: 'a.bin', type: 'application/octet-stream' } },
    );
    const sent = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(sent.statusCode).toBe(200);

    const member = await memberWithSession({ app } as TestServer, 'default');
    const bytes = Buffer.from('%PDF-1.4 metrics test body');
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const created = await fetch(`${origin}/api/v1/eclaim/uploads`, {
      method: 'POST',
      headers: {
        ...member.headers,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${b64('r.pdf')},filetype ${b64('application/pdf')}`,
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const location = created.headers.get('location')!;
    const patched = await fetch(`${origin}${location}`, {
      method: 'PATCH',
      headers: {
        ...member.headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    expect(patched.status).toBe(204);
    expect(patched.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const text = (await scrape()).body;
    expect(value(text, 'wl_upload_bytes_total', { kind: 'multipart' })).toBe(multipartBefore + 1234);
    expect(value(text, 'wl_upload_bytes_total', { kind: 'tus' })).toBe(tusBefore + bytes.length);
  });

  it('serves the same registry on a port of its own (METRICS_PORT), /metrics only', async () => {
    const metricsServer = createMetricsServer(app.ctx.metrics);
    await new Promise<void>((resolve) => metricsServer.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('wl_http_request_duration_seconds_count');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => metricsServer.close(resolve));
    }
  });
});

describe('metrics helpers', () => {
  it('labels statements by their first keyword only', () => {
    expect(statementKind('select 1')).toBe('select');
    expect(statementKind('/* prepared */ SELECT * from x')).toBe('select');
    expect(statementKind('  insert into t values ($1)')).toBe('insert');
    expect(statementKind('with a as (select 1) select * from a')).toBe('with');
    expect(statementKind('begin')).toBe('other');
    expect(statementKind('')).toBe('other');
  });

  it('checks the bearer token exactly', () => {
    expect(hasMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`bearer   ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasMetricsToken(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(hasMetricsToken(TOKEN, TOKEN)).toBe(false);
    expect(hasMetricsToken(undefined, TOKEN)).toBe(false);
  });
});
