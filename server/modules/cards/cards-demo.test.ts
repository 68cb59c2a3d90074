/** The card endpoints over the seeded demo data, as a member tried out with `npm start` would meet them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, HEADERS } from '../../../shared/api/headers';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
// Inside the 2026 policy years of the demo cards.
const NOW = new Date('2026-11-20T03:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => NOW });
});
afterAll(() => server.close());

async function headersFor(username: string) {
  const member = await server.database.db
    .selectFrom('members')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const partner = server.app.ctx.partners.byId(member.partner_id)!;
  const { token } = await server.app.ctx.sessions.issue(member.id);
  return { authorization: bearer(token), [HEADERS.apiKey]: partner.partner.api_key };
}

describe('demo members', () => {
  it('davidt79 sees his cards, each card detail, his visible family and the card faces', async () => {
    const headers = await headersFor('davidt79');
    const own = (await server.app.inject({ url: '/api/v1/cards', headers })).json().data;
    const ownCards = [...own.group, ...own.individual, ...own.self_added];
    expect(own.group.length).toBeGreaterThan(0);
    for (const card of ownCards) {
      const detail = await server.app.inject({ url: `/api/v1/cards/${card.id}`, headers });
      expect(detail.statusCode, card.card_no).toBe(200);
      if (card.front_image_url) {
        const image = await server.app.inject({ url: card.front_image_url, headers });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\//);
      }
    }
    const family = (await server.app.inject({ url: '/api/v1/family', headers })).json().data;
    expect(family.map((f: { relation: string }) => f.relation).sort()).toEqual(['child', 'spouse']);
    for (const person of family) expect(person.cards.length).toBeGreaterThan(0);
  });

  it('a group card of the demo data shows its approved claims in each benefit as its period says (issue 25)', async () => {
    const headers = await headersFor('kanyarat88');
    const own = (await server.app.inject({ url: '/api/v1/cards', headers })).json().data;
    const details = await Promise.all(
      [...own.group, ...own.individual].map(
        async (c: { id: string }) =>
          (await server.app.inject({ url: `/api/v1/cards/${c.id}`, headers })).json().data,
      ),
    );
    const withClaims = details.filter((d) => d.claims.length > 0);
    expect(withClaims.length).toBeGreaterThan(0);
    const approved = withClaims
      .flatMap((d) => d.claims)
      .filter((c: { status: string }) => c.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    type Benefit = {
      limit_period: string | null;
      used_amount: number | null;
      largest_amount: number | null;
      claim_count: number;
      period_start: string | null;
    };
    const benefits: Benefit[] = details.flatMap((d) => d.benefits);
    expect(benefits.some((b) => b.claim_count > 0)).toBe(true);
    for (const b of benefits) {
      if (b.limit_period === 'per_year') {
        expect(b.largest_amount).toBeNull();
        expect(b.period_start).not.toBeNull();
      } else {
        // Nothing is summed against a limit per visit, admission, accident or day.
        expect(b.used_amount).toBeNull();
        expect(b.largest_amount === null).toBe(b.claim_count === 0);
      }
    }
  });

  it('siriporn95 finds a KSB-held record by national id; no phone on file is hers, so she picks one', async () => {
    const headers = await headersFor('siriporn95');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/cards/search',
      headers,
      payload: { national_id: '3-4099-00528-14-1', relation: 'other' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      result: 'choose_phone',
      line_oa_id: '@krungsiambank',
      phones: [{ phone_masked: '063-xxx-0574' }, { phone_masked: '087-xxx-5926' }],
    });
  });

  it('a record held under another partner is not found (siriporn95 is a krungsiam-bank member)', async () => {
    const headers = await headersFor('siriporn95');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/cards/search',
      headers,
      payload: { national_id: '3410200213874', relation: 'parent' },
    });
    expect(response.json().data.result).toBe('not_found');
  });
});
