import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/api/errors';
import { captureLogs, startTestServer, type TestServer } from '../testing/server';
import { ApiError } from './api-error';
import { isDatabaseUnavailable } from './error-handler';

const logs = captureLogs();
let server: TestServer;

/** Routes that fail on purpose, registered through the documented plugins option. */
async function failingRoutes(app: FastifyInstance) {
  app.get('/api/test/crash', async () => {
    throw new Error('database password=hunter2 leaked into an error message');
  });
  app.get('/api/test/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  // Issue 25: every 429 says how long to wait, however the refusal was made.
  app.get('/api/test/limited-header-only', async () => {
    throw new ApiError('RATE_LIMITED', { headers: { 'Retry-After': '2700' } });
  });
  app.get('/api/test/limited-body-only', async () => {
    throw new ApiError('UPLOAD_RATE_LIMITED', { details: { retry_after_seconds: 44.2 } });
  });
  app.get('/api/test/limited-by-fastify', async () => {
    throw Object.assign(new Error('Too Many Requests'), { statusCode: 429 });
  });
  app.get('/api/test/refused', async () => {
    throw new ApiError('CLAIM_SUBMIT_FAILED', {
      details: { reason: { th: 'เอกสารไม่ครบ', en: 'Missing documents' } },
    });
  });
}

beforeAll(async () => {
  server = await startTestServer({
    env: { LOG_LEVEL: 'info' },
    logDestination: logs.stream,
    plugins: [failingRoutes],
  });
});
afterAll(() => server.close());

describe('error answers', () => {
  it('gives unknown API paths the JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PUT'] as const) {
      const response = await server.app.inject({ method, url: '/api/v9/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: ERROR_CATALOGUE.NOT_FOUND.message,
          request_id: response.headers['x-request-id'],
        },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers a generic 500 whose correlation id matches exactly one log line, and leaks nothing', async () => {
    const response = await server.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error.code).toBe('INTERNAL_ERROR');
    expect(error.message).toEqual(ERROR_CATALOGUE.INTERNAL_ERROR.message);
    expect(error.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-correlation-id']).toBe(error.correlation_id);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
    const matching = logs.raw
      .join('')
      .split('\n')
      .filter((line) => line.includes(error.correlation_id));
    expect(matching).toHaveLength(1);
    const line = JSON.parse(matching[0]!);
    expect(line).toMatchObject({ level: 50, correlation_id: error.correlation_id, err: { type: 'Error' } });
    expect(line.err.stack).toContain('error-handler.test.ts');
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const response = await server.app.inject({ url: '/api/test/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      correlation_id: expect.any(String),
    });
  });

  it('sends catalogue errors with their status, message and details', async () => {
    const response = await server.app.inject({ url: '/api/test/refused' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'CLAIM_SUBMIT_FAILED',
        message: ERROR_CATALOGUE.CLAIM_SUBMIT_FAILED.message,
        request_id: response.headers['x-request-id'],
        details: { reason: { th: 'เอกสารไม่ครบ', en: 'Missing documents' } },
      },
    });
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a JSON body over the limit', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v2/home',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lang: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('puts the security headers on error answers too', async () => {
    const response = await server.app.inject({ url: '/api/v9/nothing-here' });
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [{ code: 'ECONNREFUSED' }, true],
    [{ code: '57P01' }, true],
    [new Error('Connection terminated unexpectedly'), true],
    [Object.assign(new Error('wrapped'), { cause: { code: '08006' } }), true],
    [{ code: '23505' }, false],
    [new Error('boom'), false],
  ])('%o → %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('the error catalogue', () => {
  it('has a Thai and an English message for every code', () => {
    for (const [code, def] of Object.entries(ERROR_CATALOGUE)) {
      expect(def.message.th, code).toMatch(/[\u0E00-\u0E7F]/);
      expect(def.message.en, code).toMatch(/^[A-Z"]/);
    }
  });
});

describe('429 answers say how long to wait (issue 25)', () => {
  it.each([
    ['/api/test/limited-header-only', 'RATE_LIMITED', 2700],
    ['/api/test/limited-body-only', 'UPLOAD_RATE_LIMITED', 45],
    ['/api/test/limited-by-fastify', 'RATE_LIMITED', 60],
  ])('%s carries Retry-After and details.retry_after_seconds', async (url, code, seconds) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(seconds));
    const { error } = response.json();
    expect(error.code).toBe(code);
    expect(error.details).toEqual({ retry_after_seconds: seconds });
  });
});
