/**
 * Issue 23, deliverables 2 and 3 (docs/decisions/072-health-drain-metrics.md): the probes answer what
 * they promise (live without I/O, ready naming what is down, draining at once, no secrets), the probe
 * paths of other stacks are a JSON 404 instead of the app's 200 HTML, and every answer and error body
 * carries the request id, which is a trusted proxy's X-Request-Id only when it is sane.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, parseTrustProxy } from '../config';
import { createTestDatabase } from '../testing/db';
import { captureLogs, startTestServer, type TestServer } from '../testing/server';
import { FOREIGN_PROBE_PATHS, LIVE_PATH, READY_PATH } from './health';
import { trustsPeer } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health probes', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A generous bound: a busy CI machine must not make a healthy database look down.
    server = await startTestServer({ env: { HEALTH_TIMEOUT_MS: '10000' } });
  });
  afterAll(() => server.close());

  it('live answers 200 JSON with no I/O, uncached, without credentials', async () => {
    const response = await server.app.inject({ url: LIVE_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with the database up', async () => {
    const response = await server.app.inject({ url: READY_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database).toBe('up');
    // Redis is checked exactly when the server uses it.
    expect('redis' in body.checks).toBe(server.app.ctx.rateLimits.store.kind === 'redis');
  });

  it('concurrent readiness probes share one check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.app.inject({ url: READY_PATH })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  });

  it('the probe paths of other stacks are a JSON 404 naming the real probes, never the app page', async () => {
    for (const path of FOREIGN_PROBE_PATHS) {
      for (const accept of ['text/html', '*/*', undefined]) {
        const response = await server.app.inject({
          url: path,
          headers: accept ? { accept } : {},
        });
        expect(`${path} ${accept}: ${response.statusCode}`).toBe(`${path} ${accept}: 404`);
        expect(response.headers['content-type'], path).toMatch(/^application\/json/);
        expect(response.json().error).toMatchObject({
          code: 'NOT_FOUND',
          details: { live: LIVE_PATH, ready: READY_PATH },
        });
      }
    }
  });

  it('while draining: ready answers 503 at once, live stays 200, every answer closes its connection', async () => {
    server.app.ctx.lifecycle.draining = true;
    try {
      const ready = await server.app.inject({ url: READY_PATH });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect(ready.headers.connection).toBe('close');
      const live = await server.app.inject({ url: LIVE_PATH });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
      // Real work is still served while draining.
      const api = await server.app.inject({ url: '/api/v1/language-setting' });
      expect(api.statusCode).toBe(200);
      expect(api.headers.connection).toBe('close');
    } finally {
      server.app.ctx.lifecycle.draining = false;
    }
    const after = await server.app.inject({ url: '/api/v1/language-setting' });
    expect(after.headers.connection).not.toBe('close');
  });
});

describe('readiness names what is down', () => {
  it('503 naming the database when it cannot answer, with no secret in the body', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ database, env: { HEALTH_TIMEOUT_MS: '10000' } });
    try {
      expect((await server.app.inject({ url: READY_PATH })).statusCode).toBe(200);
      await database.destroy();
      const response = await server.app.inject({ url: READY_PATH });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.status).toBe('unavailable');
      expect(body.checks.database).toBe('down');
      expect(body.down).toContain('database');
      // Names only: no message, host, URL or credential.
      expect(response.body).not.toMatch(/postgres|password|closed|Error|127\.0\.0\.1/i);
      // Liveness does not depend on the database.
      expect((await server.app.inject({ url: LIVE_PATH })).statusCode).toBe(200);
    } finally {
      await server.app.close();
    }
  });

  it('503 naming Redis when REDIS_URL is set and Redis cannot be reached, within the bound', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const server = await startTestServer({
      env: { REDIS_URL: 'redis://127.0.0.1:1', HEALTH_TIMEOUT_MS: '3000' },
    });
    try {
      const started = Date.now();
      const response = await server.app.inject({ url: READY_PATH });
      const tookMs = Date.now() - started;
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.checks.redis).toBe('down');
      expect(body.down).toEqual(['redis']);
      expect(body.checks.database).toBe('up');
      expect(response.body).not.toContain('127.0.0.1');
      // Bounded: the check gives up by HEALTH_TIMEOUT_MS (slack for a busy machine).
      expect(tookMs).toBeLessThan(3000 + 5000);
    } finally {
      await server.app.close();
      await server.database.destroy();
    }
  });
});

describe('request ids', () => {
  const logs = captureLogs();
  let direct: TestServer;
  let behindProxy: TestServer;
  let behindSubnet: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ env: { LOG_LEVEL: 'info' }, logDestination: logs.stream });
    behindProxy = await startTestServer({
      env: { LOG_LEVEL: 'info', TRUST_PROXY: '127.0.0.1' },
      logDestination: logs.stream,
    });
    behindSubnet = await startTestServer({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
    await behindSubnet.close();
  });

  it('makes one per request and returns it in the header of every answer and in error bodies', async () => {
    const ok = await direct.app.inject({ url: '/api/v1/language-setting' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const missing = await direct.app.inject({ url: '/api/v9/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    expect(missing.json().error.request_id).toBe(missing.headers['x-request-id']);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    // The router's own refusal (a malformed URL) too.
    const bad = await direct.app.inject({ url: '/api/v1/cards/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(UUID);
    expect(bad.json().error.request_id).toBe(bad.headers['x-request-id']);
  });

  it('ignores a client X-Request-Id when no proxy is trusted', async () => {
    const response = await direct.app.inject({
      url: '/api/v9/nothing-here',
      headers: { 'x-request-id': 'forged-by-client' },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(response.json().error.request_id).not.toBe('forged-by-client');
  });

  it('takes a trusted proxy’s X-Request-Id, and writes it in the request’s log lines', async () => {
    const id = 'lb-7f3a9c2e-0001';
    const response = await behindProxy.app.inject({
      url: '/api/v9/nothing-here',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.json().error.request_id).toBe(id);
    const lines = logs.lines.filter((line) => line.reqId === id);
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['request refused', 'request completed']));
  });

  it('replaces an insane id from a trusted proxy with its own', async () => {
    for (const value of ['x'.repeat(129), 'has space', 'quote"d', '']) {
      const response = await behindProxy.app.inject({
        url: '/api/v1/language-setting',
        headers: { 'x-request-id': value },
      });
      expect(response.headers['x-request-id'], value).toMatch(UUID);
    }
  });

  it('trusts only the senders TRUST_PROXY names (a subnet here)', async () => {
    const inside = await behindSubnet.app.inject({
      url: '/api/v1/language-setting',
      remoteAddress: '10.20.30.40',
      headers: { 'x-request-id': 'from-the-lb' },
    });
    expect(inside.headers['x-request-id']).toBe('from-the-lb');
    const outside = await behindSubnet.app.inject({
      url: '/api/v1/language-setting',
      remoteAddress: '192.0.2.10',
      headers: { 'x-request-id': 'from-the-lb' },
    });
    expect(outside.headers['x-request-id']).toMatch(UUID);
  });
});

describe('configuration of the probes, the drain and the metrics', () => {
  const production = { NODE_ENV: 'production', OUTBOX_KEY: 'a'.repeat(64) };

  it('drains 10 s by default in production and not at all elsewhere; SHUTDOWN_DRAIN_MS overrides', () => {
    expect(parseConfig(production).shutdownDrainMs).toBe(10_000);
    expect(parseConfig({ NODE_ENV: 'development' }).shutdownDrainMs).toBe(0);
    expect(parseConfig({ NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '2500' }).shutdownDrainMs).toBe(2500);
    expect(parseConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => parseConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS \(got "-1"\)/);
    expect(() => parseConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('bounds the readiness checks (HEALTH_TIMEOUT_MS)', () => {
    expect(parseConfig({}).healthTimeoutMs).toBe(800);
    expect(parseConfig({ HEALTH_TIMEOUT_MS: '2000' }).healthTimeoutMs).toBe(2000);
    expect(() => parseConfig({ HEALTH_TIMEOUT_MS: '0' })).toThrow(/HEALTH_TIMEOUT_MS/);
  });

  it('exposes no metrics unless told; a port of its own or a token of at least 32 characters', () => {
    expect(parseConfig({}).metrics).toEqual({ port: null, host: '0.0.0.0', token: null });
    expect(parseConfig({ METRICS_PORT: '9464', HOST: '127.0.0.1' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(parseConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5');
    expect(() => parseConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT .*must differ from PORT/,
    );
    const token = 'f'.repeat(40);
    expect(parseConfig({ METRICS_TOKEN: token }).metrics.token).toBe(token);
    // A short token is refused, and never echoed.
    let message = '';
    try {
      parseConfig({ METRICS_TOKEN: 'short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/METRICS_TOKEN: must be 32 to 512/);
    expect(message).not.toContain('short-secret');
  });
});

describe('trustsPeer (which senders may set the request id)', () => {
  it('follows TRUST_PROXY: nobody, anybody, the nearest hops, listed addresses and CIDRs', () => {
    expect(trustsPeer(parseTrustProxy('false')!)('10.0.0.1')).toBe(false);
    expect(trustsPeer(parseTrustProxy('true')!)('203.0.113.9')).toBe(true);
    expect(trustsPeer(parseTrustProxy('1')!)('203.0.113.9')).toBe(true);
    const listed = trustsPeer(parseTrustProxy('10.0.0.0/8, 192.168.1.10, 2001:db8::/32')!);
    expect(listed('10.200.3.4')).toBe(true);
    expect(listed('::ffff:10.200.3.4')).toBe(true);
    expect(listed('192.168.1.10')).toBe(true);
    expect(listed('192.168.1.11')).toBe(false);
    expect(listed('2001:db8:1::5')).toBe(true);
    expect(listed('2001:db9::5')).toBe(false);
    expect(listed(undefined)).toBe(false);
    expect(listed('not-an-address')).toBe(false);
  });
});
