/** The demo as `npm start` serves it: seeded data behind the spec's calls, and the demo images. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, bearer } from '../shared/api/headers';
import { seedData } from './db/seed-source';
import { startTestServer, type TestServer } from './testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

describe('demo data through the API', () => {
  it("gives a demo member's home their name, cards and notifications", async () => {
    // A member who accepted the current documents: the others are held at the consent update (403).
    const demo = seedData.members.find(
      (m) => m.username && m.family.length > 0 && m.consents.some((c) => c.documentId === 'privacy-v2'),
    )!;
    const partner = server.app.ctx.partners.byInsCode(demo.partnerCode)!;
    const member = await server.database.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', demo.username)
      .where('partner_id', '=', partner.id)
      .executeTakeFirstOrThrow();
    const { token } = await server.app.ctx.sessions.issue(member.id);
    const response = await server.app.inject({
      url: '/api/v2/home?lang=en',
      headers: { authorization: bearer(token), [HEADERS.apiKey]: partner.partner.api_key },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.member).toEqual({ id: member.id, name: demo.name, surname: demo.surname });
    expect(data.cards.count).toBeGreaterThan(0);
    const notificationsForMember = seedData.notifications.filter((n) => n.memberId === demo.id).length;
    if (notificationsForMember > 0) expect(data.notifications.total_unread).toBeGreaterThan(0);
  });
});

describe('/demo/ images', () => {
  it('serves every image path the seed data uses', async () => {
    const paths = new Set<string>([
      ...seedData.promotions.map((p) => p.image),
      ...seedData.articles.map((a) => a.image),
      ...seedData.telemedProviders.map((t) => t.logo),
      ...seedData.cards.flatMap((c) => [c.frontImage, c.backImage]),
    ]);
    expect(paths.size).toBeGreaterThan(0);
    for (const path of paths) {
      const response = await server.app.inject({ url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^image\//);
      expect(response.headers['cache-control'], path).toBe('public, max-age=3600');
    }
  });

  it('answers 404 for a path outside the demo folder', async () => {
    expect((await server.app.inject({ url: '/demo/../seed.ts' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/demo/%2e%2e/seed.ts' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/demo/nothing.svg' })).statusCode).toBe(404);
  });
});
