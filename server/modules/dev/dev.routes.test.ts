import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { fileTestServer, startTestServer, type TestServer } from '../../testing/server';

describe('GET /api/dev/outbox outside production', () => {
  const server = fileTestServer();

  it('lists what the SMS and LINE adapters would have sent, newest first, filtered by recipient', async () => {
    const { sms, line } = server.app.ctx;
    await sms.send({
      to: '+66811111111',
      purpose: 'otp_register',
      text: 'รหัส OTP ของคุณคือ 123456 (Ref: AB12)',
    });
    await line.push({ to: 'U1234567890abcdef', purpose: 'claim_status', text: 'Your claim was approved.' });
    await sms.send({ to: '+66811111111', purpose: 'password_changed', text: 'Your password was changed.' });

    const all = await server.app.inject({ url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const messages = all.json().data;
    expect(messages.map((m: { purpose: string }) => m.purpose)).toEqual([
      'password_changed',
      'claim_status',
      'otp_register',
    ]);
    expect(messages[1]).toMatchObject({
      channel: 'line',
      recipient: 'U1234567890abcdef',
      text: 'Your claim was approved.',
    });
    expect(new Date(messages[0].created_at).toString()).not.toBe('Invalid Date');

    const filtered = await server.app.inject({
      url: `/api/dev/outbox?recipient=${encodeURIComponent('+66811111111')}`,
    });
    expect(filtered.json().data.map((m: { purpose: string }) => m.purpose)).toEqual([
      'password_changed',
      'otp_register',
    ]);
    expect(filtered.json().data[1].text).toContain('123456');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ url: '/api/docs' })).json();
    expect(doc.paths['/api/dev/outbox']?.get?.operationId).toBe('getDevOutbox');
  });
});

describe('GET /api/dev/outbox in production', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      database,
      config: parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', OUTBOX_KEY: 'b2'.repeat(32) }),
    });
  });
  afterAll(async () => {
    await server.close();
    await database.destroy();
  });

  it('does not exist: the JSON 404 of any unknown API path', async () => {
    await server.app.ctx.sms.send({ to: '+66811111111', purpose: 'otp_register', text: 'code 654321' });
    const response = await server.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect(response.body).not.toContain('654321');
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await server.app.inject({ url: '/api/docs' })).json();
    expect(doc.paths['/api/dev/outbox']).toBeUndefined();
  });
});
