/**
 * A preview member for every partner (issue 26; docs/decisions/081-preview-members-and-records.md): a
 * partner with no seeded demo member (here "cpa-care", insurer CPA, a copy of the default partner's
 * folder, as a partner published from a draft would be) gets one synthesised on the first preview
 * session, once, even when staff ask at the same moment; it is the partner's, up to date with the
 * consents, cannot sign in, and has a record behind every route of the route table that takes one —
 * for the shipped partners too.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RoutePattern } from '../../../shared/config/routes';
import { HEADERS, bearer } from '../../../shared/api/headers';
import { REPO_ROOT } from '../../paths';
import { loadPartners } from '../../partners/loader';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';
import { pendingConsents } from '../accounts/consents';
import { previewMemberOf } from './preview-sessions';

const NEW_PARTNER = 'cpa-care';
const SHIPPED = ['default', 'siam-life', 'krungsiam-bank', 'tmp-corp'];
let server: TestServer;
let cookie: string;
let dir: string;
const clock = new Date('2026-11-22T10:00:00+07:00');

/** The shipped partners plus cpa-care: the default partner's folder under another id and insurer code. */
function partnersWithNewOne(): string {
  dir = mkdtempSync(join(tmpdir(), 'wl-preview-members-'));
  cpSync(join(REPO_ROOT, 'partners'), dir, { recursive: true });
  const folder = join(dir, NEW_PARTNER);
  cpSync(join(dir, 'default'), folder, { recursive: true });
  const partner = JSON.parse(readFileSync(join(folder, 'partner.json'), 'utf8'));
  Object.assign(partner, {
    partner_id: NEW_PARTNER,
    ins_code: 'CPA',
    api_key: 'cpa_ak_5Ty8Wq2MnB7vCx4K',
    secret_key: 'cpa_sk_9Lp3Rz6HdF1gJs8U',
    name: { th: 'เจ้าพระยาประกันภัย', en: 'Chao Phraya Assurance' },
    telemed_card_limit: 2,
  });
  writeFileSync(join(folder, 'partner.json'), JSON.stringify(partner, null, 2));
  const theme = JSON.parse(readFileSync(join(folder, 'theme.json'), 'utf8'));
  writeFileSync(join(folder, 'theme.json'), JSON.stringify({ ...theme, ins_code: 'CPA' }, null, 2));
  return dir;
}

beforeAll(async () => {
  server = await startTestServer({
    seed: true,
    now: () => clock,
    partners: loadPartners(partnersWithNewOne()),
  });
  const viewer = demoStaff('viewer');
  cookie = await staffCookie(server, viewer.email, viewer.password);
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const startPreview = (partner_id: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/staff/preview-sessions',
    headers: { cookie },
    payload: { partner_id },
  });

const examplesOf = (partnerId: string) =>
  server.app.inject({ url: `/api/staff/partners/${partnerId}/examples`, headers: { cookie } });

const memberGet = (partnerId: string, token: string, url: string) =>
  server.app.inject({
    url,
    headers: {
      authorization: bearer(token),
      [HEADERS.apiKey]: server.app.ctx.partners.byId(partnerId)!.partner.api_key,
    },
  });

/**
 * The routes whose screen shows one record, and the member API call its frame makes with the demo id.
 * Left out, on purpose: /others/:type? (a help page type, not a record), /telemed-mart/:id? (a
 * category), /article/partner/:id? (without an id it is the partner's article list) and
 * /preview-telemedicine-code/:id? (a code only an issue creates: the frame's Telemed state answers it,
 * src/app/preview-states.ts).
 */
const query = (q: string, name: string) => new URLSearchParams(q).get(name);
const API_FOR: Partial<Record<RoutePattern, (id: string) => string>> = {
  '/promotion/:id': (id) => `/api/v1/promotions/${id}`,
  '/article/:id': (id) => `/api/v1/articles/${id}`,
  '/search-hospital/detail/:id': (id) => `/api/v1/hospitals/${id}`,
  '/telemedicine/:id?': (id) => `/api/v1/telemed/providers/${id}`,
  '/telemedicine-coverage/:id?': (id) => `/api/v1/telemed/providers/${id}`,
  '/preview-telemedicine/:id?': (id) => `/api/v1/telemed/providers/${id}`,
  '/telemed-mart/search/:id': () => '/api/v1/telemed/cards',
  '/coverages/:id': (id) => `/api/v1/cards/${id}`,
  '/edit-card/:id?': (id) => `/api/v1/cards/${id}`,
  '/family-coverages/:id?': (id) => `/api/v1/cards/${id}`,
  '/edit-card-family/:id?': (id) => `/api/v1/cards/${id}`,
  '/claim-status/:id?': (id) => `/api/v1/claims/${id}`,
  '/notification/:id': (id) => `/api/v1/notifications/${id}`,
  '/view-card-detail': (q) => `/api/v1/cards/${query(q, 'id')}`,
  '/hospital-list': (q) => `/api/v1/cards/${query(q, 'card')}`,
  '/add-coverage': (q) => `/api/v1/cards/${query(q, 'card')}`,
  '/add-coverage-family': (q) => `/api/v1/cards/${query(q, 'card')}`,
  '/edit-coverage': (q) => `/api/v1/cards/${query(q, 'card')}`,
  '/edit-coverage-family': (q) => `/api/v1/cards/${query(q, 'card')}`,
};
const NOT_A_RECORD = new Set<string>([
  '/others/:type?',
  '/telemed-mart/:id?',
  '/article/partner/:id?',
  '/preview-telemedicine-code/:id?',
]);

describe('a partner with no seeded demo member', () => {
  it('gets a preview member synthesised once, even when staff ask at the same moment', async () => {
    const answers = await Promise.all([startPreview(NEW_PARTNER), startPreview(NEW_PARTNER)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const [first, second] = answers.map((a) => a.json().data);
    expect(first.partner_id).toBe(NEW_PARTNER);
    expect(first.member).toEqual(second.member);
    expect(first.member.username).toMatch(/^preview[0-9a-f]{8}$/);
    const again = (await startPreview(NEW_PARTNER)).json().data;
    expect(again.member).toEqual(first.member);
    const rows = await server.app.ctx.db
      .selectFrom('members')
      .select(['id', 'partner_id', 'password_hash'])
      .where('partner_id', '=', NEW_PARTNER)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_hash).toMatch(/^\$scrypt\$/);
  });

  it('is up to date with the consents, cannot sign in, and its session reads its own cards of the insurer', async () => {
    const partner = server.app.ctx.partners.byId(NEW_PARTNER)!;
    const member = (await previewMemberOf(server.app.ctx, partner))!;
    expect(await pendingConsents(server.app.ctx.db, member, clock)).toEqual([]);
    // No password anyone knows: the template's demo password does not open it.
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { [HEADERS.apiKey]: partner.partner.api_key },
      payload: { username: member.username, password: 'Kanyarat1990' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);

    const { token } = (await startPreview(NEW_PARTNER)).json().data;
    const cards = await memberGet(NEW_PARTNER, token, '/api/v1/cards');
    expect(cards.statusCode, cards.body).toBe(200);
    const { group, individual, self_added } = cards.json().data;
    expect([...group, ...individual].length).toBeGreaterThanOrEqual(2);
    expect(
      [...group, ...individual].every(
        (c: { insurer_name: { en: string } }) => c.insurer_name.en === 'Chao Phraya Assurance',
      ),
    ).toBe(true);
    expect(self_added.length).toBeGreaterThanOrEqual(1);
    // Telemed: cards with a benefit, the partner's own limit, and providers that serve the partner.
    const telemedCards = await memberGet(NEW_PARTNER, token, '/api/v1/telemed/cards');
    expect(telemedCards.json().data.limit).toBe(2);
    expect(telemedCards.json().data.cards.length).toBeGreaterThanOrEqual(2);
    const providers = await memberGet(NEW_PARTNER, token, '/api/v1/telemed/providers');
    expect(providers.json().data.items.length).toBeGreaterThan(0);
  });
});

describe('Telemed in a preview session', () => {
  it("lets a draft's frames choose up to 3 cards over a base partner whose limit is 2, reading only", async () => {
    const { token } = (await startPreview(NEW_PARTNER)).json().data;
    const { cards, limit } = (await memberGet(NEW_PARTNER, token, '/api/v1/telemed/cards')).json().data;
    expect(limit).toBe(2);
    const person = cards[0].insured_person_id;
    const three = cards
      .filter((c: { insured_person_id: string }) => c.insured_person_id === person)
      .slice(0, 3);
    expect(three).toHaveLength(3);
    const ids = three.map((c: { id: string }) => c.id).join(',');
    const answer = await memberGet(NEW_PARTNER, token, `/api/v1/telemed/providers?cards=${ids}`);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('demo records behind every route that takes one', () => {
  it('names a record for every such pattern of the route table', () => {
    const taking = ROUTES.filter(
      (r) => (r.path.includes(':') && !NOT_A_RECORD.has(r.path)) || Object.hasOwn(API_FOR, r.path),
    ).map((r) => r.path);
    expect(taking.filter((p) => !API_FOR[p])).toEqual([]);
  });

  it.each([...SHIPPED, NEW_PARTNER])(
    'every such route of %s opens a record of its preview member',
    async (partnerId) => {
      const response = await examplesOf(partnerId);
      expect(response.statusCode).toBe(200);
      const examples: Record<string, string> = response.json().data;
      const { token } = (await startPreview(partnerId)).json().data;
      for (const [pattern, api] of Object.entries(API_FOR)) {
        const id = examples[pattern];
        expect(id, `${partnerId} has no example for ${pattern}`).toBeTruthy();
        const answer = await memberGet(partnerId, token, api(id!));
        expect(answer.statusCode, `${partnerId} ${pattern} → ${api(id!)}: ${answer.body.slice(0, 200)}`).toBe(
          200,
        );
      }
      // The notification opened is one that has not expired.
      const notification = (
        await memberGet(partnerId, token, `/api/v1/notifications/${examples['/notification/:id']}`)
      ).json().data;
      const expires = notification.expires_at ?? notification.notification?.expires_at ?? null;
      if (expires) expect(new Date(expires).getTime()).toBeGreaterThan(clock.getTime());
    },
  );
});
