import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Operation } from '../../shared/api/contract';
import { HEADERS, bearer } from '../../shared/api/headers';
import { operationObject } from '../openapi/document';
import type { LoadedPartner } from '../partners/registry';
import { createMember } from '../testing/fixtures';
import { startTestServer, type TestServer } from '../testing/server';
import { memberRoute, publicRoute, toFastifyPath } from './route';

/** A registration-like partner call: PartnerId + SecretKey (+ x-api-key) and a register-token. */
const partnerCall = {
  operationId: 'testPartnerCall',
  method: 'POST',
  path: '/api/test/partner-call/{step}',
  summary: 'test',
  tags: ['test'],
  auth: { apiKey: 'optional', member: false, partnerHeaders: true, registerToken: true },
  request: {
    params: z.object({ step: z.enum(['one', 'two']) }),
    body: z.object({ phone: z.string().regex(/^0\d{9}$/) }).strict(),
  },
  response: z
    .object({ partner: z.string(), registerToken: z.string().nullable(), step: z.string() })
    .meta({ id: 'TestPartnerCallResponse' }),
  errors: [],
} as const satisfies Operation;

const memberCall = {
  operationId: 'testMemberCall',
  method: 'GET',
  path: '/api/test/member-call',
  summary: 'test',
  tags: ['test'],
  auth: { apiKey: 'required', member: true },
  request: {},
  response: z.object({ member: z.string() }),
  errors: [],
} as const satisfies Operation;

const driftingCall = {
  operationId: 'testDrift',
  method: 'GET',
  path: '/api/test/drift',
  summary: 'test',
  tags: ['test'],
  auth: { apiKey: 'optional', member: false },
  request: {},
  response: z.object({ count: z.number() }),
  errors: [],
} as const satisfies Operation;

/** An idempotent multipart create whose handler forgets ctx.idempotent(). */
const forgetfulCreate = {
  operationId: 'testForgetfulCreate',
  method: 'POST',
  path: '/api/test/forgetful-create',
  summary: 'test',
  tags: ['test'],
  auth: { apiKey: 'optional', member: true },
  request: { multipart: z.object({ name: z.string() }) },
  response: z.object({ created: z.boolean() }).meta({ id: 'TestCreateResponse' }),
  errors: [],
  idempotent: true,
} as const satisfies Operation;

/** The same, done right. */
const diligentCreate = {
  ...forgetfulCreate,
  operationId: 'testDiligentCreate',
  path: '/api/test/diligent-create',
};

async function testRoutes(app: FastifyInstance) {
  memberRoute(app, forgetfulCreate, () => ({ created: true }));
  memberRoute(app, diligentCreate, (ctx) => ctx.idempotent('0'.repeat(64), async () => ({ created: true })));
  publicRoute(app, partnerCall, ({ partner, registerToken, params }) => ({
    partner: partner.id,
    registerToken,
    step: params.step,
  }));
  memberRoute(app, memberCall, ({ auth }) => ({ member: auth.member.id }));
  publicRoute(app, driftingCall, () => ({ count: 'three' }) as unknown as { count: number });
}

let server: TestServer;
let def: LoadedPartner;
beforeAll(async () => {
  server = await startTestServer({ plugins: [testRoutes] });
  def = server.app.ctx.partners.default;
});
afterAll(() => server.close());

const partnerHeaders = (p: LoadedPartner) => ({
  [HEADERS.partnerId]: p.id,
  [HEADERS.secretKey]: p.partner.secret_key,
  [HEADERS.registerToken]: 'reg-token-1',
});

describe('partner calls (PartnerId, SecretKey, register-token)', () => {
  const call = (headers: Record<string, string>, payload: unknown = { phone: '0812345678' }, step = 'one') =>
    server.app.inject({
      method: 'POST',
      url: `/api/test/partner-call/${step}`,
      headers,
      payload: payload as object,
    });

  it('accepts the partner credentials and passes the register token on', async () => {
    const response = await call(partnerHeaders(def));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ partner: 'default', registerToken: 'reg-token-1', step: 'one' });
    const withKey = await call({ ...partnerHeaders(def), [HEADERS.apiKey]: def.partner.api_key });
    expect(withKey.statusCode).toBe(200);
  });

  it('refuses a wrong secret, a missing PartnerId, or an x-api-key of another partner', async () => {
    expect(
      (await call({ ...partnerHeaders(def), [HEADERS.secretKey]: 'wrong-secret-0000' })).json().error.code,
    ).toBe('PARTNER_CREDENTIALS_INVALID');
    const { [HEADERS.partnerId]: _omit, ...noId } = partnerHeaders(def);
    expect((await call(noId)).statusCode).toBe(401);
    const other = server.app.ctx.partners.all.find((p) => p.id !== 'default');
    if (other) {
      const mixed = await call({ ...partnerHeaders(def), [HEADERS.apiKey]: other.partner.api_key });
      expect(mixed.statusCode).toBe(401);
      expect(mixed.json().error.code).toBe('INVALID_API_KEY');
    }
  });

  it('refuses a call without the register token', async () => {
    const { [HEADERS.registerToken]: _omit, ...headers } = partnerHeaders(def);
    const response = await call(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('AUTH_REQUIRED');
  });

  it('reports every invalid field at once', async () => {
    const response = await call(partnerHeaders(def), { phone: '12', extra: true }, 'three');
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    // An unknown key is named by its own path (server/http/route.ts issuesOf).
    expect(paths).toEqual(expect.arrayContaining(['params.step', 'body.phone', 'body.extra']));
  });

  it('documents the headers and security of such calls', () => {
    // Without the body: documenting a body needs a schema registered with .meta({ id }).
    const doc = operationObject({ ...partnerCall, request: { params: partnerCall.request.params } }) as {
      parameters: { name: string; in: string; required: boolean }[];
      security: Record<string, unknown>[];
      responses: Record<string, unknown>;
    };
    expect(doc.parameters.filter((p) => p.in === 'header').map((p) => p.name)).toEqual([
      'x-api-key',
      'PartnerId',
      'SecretKey',
      'register-token',
    ]);
    expect(doc.security).toEqual([
      { partnerId: [], secretKey: [], registerToken: [] },
      { partnerId: [], secretKey: [], registerToken: [], apiKey: [] },
    ]);
    expect(doc.responses['401']).toBeDefined();
  });
});

describe('member calls', () => {
  it('need x-api-key when the operation requires it, and a token of that partner', async () => {
    const member = await createMember(server.database.db, 'default');
    const { token } = await server.app.ctx.sessions.issue(member.id);
    const noKey = await server.app.inject({
      url: '/api/test/member-call',
      headers: { authorization: bearer(token) },
    });
    expect(noKey.json().error.code).toBe('INVALID_API_KEY');
    const ok = await server.app.inject({
      url: '/api/test/member-call',
      headers: { authorization: bearer(token), [HEADERS.apiKey]: def.partner.api_key },
    });
    expect(ok.json()).toEqual({ member: member.id });
  });
});

describe('response contract', () => {
  it('turns an answer that drifts from its schema into a 500 outside production', async () => {
    const response = await server.app.inject({ url: '/api/test/drift' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
  });
});

describe('idempotent operations', () => {
  it('fail loudly when a multipart handler answers without going through ctx.idempotent()', async () => {
    const member = await createMember(server.database.db, 'default');
    const { token } = await server.app.ctx.sessions.issue(member.id);
    const create = (url: string) =>
      server.app.inject({
        method: 'POST',
        url,
        headers: { authorization: bearer(token), [HEADERS.idempotencyKey]: 'a-key-of-sixteen-chars' },
        payload: { name: 'x' },
      });
    expect((await create('/api/test/forgetful-create')).statusCode).toBe(500);
    const done = await create('/api/test/diligent-create');
    expect(done.statusCode).toBe(200);
    const replayed = await create('/api/test/diligent-create');
    expect(replayed.json()).toEqual({ created: true });
    expect(replayed.headers[HEADERS.idempotentReplayed.toLowerCase()]).toBe('true');
  });

  it('document the Idempotency-Key header, the replay header and the answers it implies', () => {
    const doc = operationObject({ ...forgetfulCreate, request: {} }) as {
      parameters: { name: string; in: string; required: boolean; schema: { pattern?: string } }[];
      responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
    };
    const header = doc.parameters.find((p) => p.name === HEADERS.idempotencyKey);
    expect(header).toMatchObject({
      in: 'header',
      required: true,
      schema: { pattern: '^[A-Za-z0-9_-]{16,128}$' },
    });
    expect(doc.responses['200']!.headers).toHaveProperty(HEADERS.idempotentReplayed);
    expect(doc.responses['400']!.description).toContain('IDEMPOTENCY_KEY_REQUIRED');
    expect(doc.responses['409']!.description).toContain('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(doc.responses['422']!.description).toContain('IDEMPOTENCY_KEY_MISMATCH');
    const plain = operationObject({ ...forgetfulCreate, request: {}, idempotent: undefined }) as {
      parameters: { name: string }[];
    };
    expect(plain.parameters.map((p) => p.name)).not.toContain(HEADERS.idempotencyKey);
  });
});

describe('toFastifyPath', () => {
  it('turns OpenAPI path templates into Fastify paths', () => {
    expect(toFastifyPath('/api/v1/theme/{ins_code}')).toBe('/api/v1/theme/:ins_code');
    expect(toFastifyPath('/api/v1/a/{x}/b/{y_z}')).toBe('/api/v1/a/:x/b/:y_z');
  });
});
