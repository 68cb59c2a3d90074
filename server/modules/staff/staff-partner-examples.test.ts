/**
 * GET /api/staff/partners/{partner_id}/examples (issue 14): the demo ids the previewer's frames open
 * for routes that take an id. Every id must open through the member API as the partner's preview
 * member sees it (no frame shows "not found"); the answer is staff-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewMemberOf } from './preview-sessions';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';

let server: TestServer;
let cookie: string;
const viewer = demoStaff('viewer');
// The demo's "today" (server/db/seed-data/records/README.md).
const clock = new Date('2026-11-22T10:00:00+07:00');

beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
  cookie = await staffCookie(server, viewer.email, viewer.password);
}, 180_000);
afterAll(() => server.close());

const examplesOf = (partnerId: string, headers: Record<string, string> = { cookie }) =>
  server.app.inject({ url: `/api/staff/partners/${partnerId}/examples`, headers });

/** The member API call that a frame of each route makes with its id. */
const API_FOR: Record<string, (id: string) => string> = {
  '/promotion/:id': (id) => `/api/v1/promotions/${id}`,
  '/article/:id': (id) => `/api/v1/articles/${id}`,
  '/article/partner/:id?': (id) => `/api/v1/articles/${id}`,
  '/search-hospital/detail/:id': (id) => `/api/v1/hospitals/${id}`,
  '/telemedicine/:id?': (id) => `/api/v1/telemed/providers/${id}`,
  '/telemedicine-coverage/:id?': (id) => `/api/v1/telemed/providers/${id}`,
  '/preview-telemedicine/:id?': (id) => `/api/v1/telemed/providers/${id}`,
  '/coverages/:id': (id) => `/api/v1/cards/${id}`,
  '/edit-card/:id?': (id) => `/api/v1/cards/${id}`,
  '/family-coverages/:id?': (id) => `/api/v1/cards/${id}`,
  '/edit-card-family/:id?': (id) => `/api/v1/cards/${id}`,
  '/claim-status/:id?': (id) => `/api/v1/claims/${id}`,
  '/notification/:id': (id) => `/api/v1/notifications/${id}`,
  // Screens that read their card from the query: the card must open (the benefit is one of its lines).
  '/view-card-detail': (q) => `/api/v1/cards/${new URLSearchParams(q).get('id')}`,
  '/hospital-list': (q) => `/api/v1/cards/${new URLSearchParams(q).get('card')}`,
  '/add-coverage': (q) => `/api/v1/cards/${new URLSearchParams(q).get('card')}`,
  '/add-coverage-family': (q) => `/api/v1/cards/${new URLSearchParams(q).get('card')}`,
  '/edit-coverage': (q) => `/api/v1/cards/${new URLSearchParams(q).get('card')}`,
  '/edit-coverage-family': (q) => `/api/v1/cards/${new URLSearchParams(q).get('card')}`,
};

describe("the previewer's demo ids", () => {
  it.each(['default', 'siam-life', 'krungsiam-bank', 'tmp-corp'])(
    'every id for %s opens through the member API as its preview member',
    async (partnerId) => {
      const response = await examplesOf(partnerId);
      expect(response.statusCode).toBe(200);
      const examples: Record<string, string> = response.json().data;
      const partner = server.app.ctx.partners.byId(partnerId)!;
      const member = await previewMemberOf(server.app.ctx, partner);
      expect(member).not.toBeNull();
      const { token } = await server.app.ctx.sessions.issue(member!.id);
      const headers = { authorization: `Bearer ${token}`, 'x-api-key': partner.partner.api_key };
      // Content every partner has, and the member's own records.
      for (const pattern of [
        '/promotion/:id',
        '/article/:id',
        '/search-hospital/detail/:id',
        '/coverages/:id',
        '/view-card-detail',
      ])
        expect(examples, `${partnerId} ${pattern}`).toHaveProperty([pattern]);
      expect(examples['/others/:type?']).toBe('faq');
      for (const [pattern, id] of Object.entries(examples)) {
        const url = API_FOR[pattern]?.(id);
        if (!url) continue;
        const answer = await server.app.inject({ url, headers });
        expect(answer.statusCode, `${partnerId} ${pattern} → ${url}: ${answer.body.slice(0, 200)}`).toBe(200);
      }
    },
  );

  it('answers 404 for an unknown partner and nothing without a staff session', async () => {
    expect((await examplesOf('no-such-partner')).statusCode).toBe(404);
    const anonymous = await examplesOf('default', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('STAFF_AUTH_REQUIRED');
  });
});
