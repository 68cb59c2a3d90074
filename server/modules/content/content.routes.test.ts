/**
 * Promotions, articles and help pages (issue 12): visibility per partner (x-api-key), running and
 * expired promotions by the server's clock (Thailand dates), paging, Markdown help pages per partner
 * with the default partner's as fallback, and an unknown page type.
 */
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { fileTestServer } from '../../testing/server';

// 2026-11-22 00:30 in Bangkok: still 21 November in UTC, so date checks must use Thailand's day.
const server = fileTestServer({ at: '2026-11-21T17:30:00Z' });
const { clock, db } = server;

const apiKey = (partnerId: string) => server.app.ctx.partners.byId(partnerId)!.partner.api_key;

async function get(partnerId: string | null, url: string) {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: partnerId ? { 'x-api-key': apiKey(partnerId) } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

let seq = 0;
async function promotion(values: Partial<Insertable<Database['promotions']>>) {
  seq += 1;
  return db()
    .insertInto('promotions')
    .values({
      category: 'checkup',
      title_th: `โปรโมชัน ${seq}`,
      title_en: `Promotion ${seq}`,
      summary_th: 'สรุป',
      summary_en: 'Summary',
      body_th: 'เนื้อหา',
      body_en: 'Body with **Markdown**',
      terms_th: '- ข้อ 1',
      terms_en: '- Term 1',
      start_date: '2026-11-01',
      end_date: '2026-12-31',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function article(values: Partial<Insertable<Database['articles']>>) {
  seq += 1;
  return db()
    .insertInto('articles')
    .values({
      source: 'tpa',
      title_th: `บทความ ${seq}`,
      title_en: `Article ${seq}`,
      summary_th: 'สรุป',
      summary_en: 'Summary',
      body_th: 'เนื้อหา',
      body_en: 'Body',
      published_at: new Date('2026-11-01T02:00:00Z'),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('promotions', () => {
  let everyone: string;
  let siamOnly: string;
  let defaultOnly: string;
  let endedYesterday: string;
  let endsToday: string;
  let upcoming: string;

  beforeAll(async () => {
    everyone = (await promotion({ partner_id: null, end_date: '2027-01-31' })).id;
    siamOnly = (await promotion({ partner_id: 'siam-life' })).id;
    defaultOnly = (await promotion({ partner_id: 'default', end_date: '2027-02-28' })).id;
    endedYesterday = (await promotion({ partner_id: null, start_date: '2026-10-01', end_date: '2026-11-21' }))
      .id;
    endsToday = (await promotion({ partner_id: 'default', start_date: '2026-10-01', end_date: '2026-11-22' }))
      .id;
    upcoming = (await promotion({ partner_id: null, start_date: '2026-11-23' })).id;
  });

  it("lists the partner's running promotions (its own first, ending soonest) and nobody else's", async () => {
    const tpa = await get('default', '/api/v1/promotions?lang=en');
    expect(tpa.status).toBe(200);
    expect(tpa.body.data.items.map((p: { id: string }) => p.id)).toEqual([endsToday, defaultOnly, everyone]);
    expect(tpa.body.data.total).toBe(3);
    expect(tpa.body.data.items[0].title).toMatch(/^Promotion /);

    const sli = await get('siam-life', '/api/v1/promotions?lang=th');
    expect(sli.body.data.items.map((p: { id: string }) => p.id)).toEqual([siamOnly, everyone]);
    expect(sli.body.data.items[0].title).toMatch(/^โปรโมชัน /);
  });

  it('pages the list', async () => {
    const first = await get('default', '/api/v1/promotions?page=1&page_size=2');
    const second = await get('default', '/api/v1/promotions?page=2&page_size=2');
    expect(first.body.data.items).toHaveLength(2);
    expect(second.body.data.items.map((p: { id: string }) => p.id)).toEqual([everyone]);
    expect(second.body.data).toMatchObject({ page: 2, page_size: 2, total: 3 });
    const beyond = await get('default', '/api/v1/promotions?page=9&page_size=2');
    expect(beyond.body.data.items).toEqual([]);
  });

  it('answers a running promotion with its Markdown, an ended one as expired, and hides the rest', async () => {
    const current = await get('default', `/api/v1/promotions/${defaultOnly}?lang=en`);
    expect(current.body.data).toMatchObject({
      id: defaultOnly,
      status: 'current',
      body: 'Body with **Markdown**',
      terms: '- Term 1',
      hospital: null,
    });
    expect((await get('default', `/api/v1/promotions/${endsToday}`)).body.data.status).toBe('current');

    const ended = await get('siam-life', `/api/v1/promotions/${endedYesterday}`);
    expect(ended.status).toBe(200);
    expect(ended.body.data.status).toBe('expired');

    for (const [partner, id] of [
      ['siam-life', defaultOnly],
      ['default', siamOnly],
      ['default', upcoming],
      ['default', '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const hidden = await get(partner, `/api/v1/promotions/${id}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.error.code).toBe('NOT_FOUND');
    }
    expect((await get('default', '/api/v1/promotions/not-an-id')).status).toBe(400);
  });

  it('expires by the clock: the last day is valid until midnight in Thailand', async () => {
    const before = clock.now;
    try {
      clock.now = new Date('2026-11-22T16:59:00Z'); // 23:59 on the 22nd in Bangkok
      expect((await get('default', `/api/v1/promotions/${endsToday}`)).body.data.status).toBe('current');
      clock.now = new Date('2026-11-22T17:00:00Z'); // 00:00 on the 23rd
      expect((await get('default', `/api/v1/promotions/${endsToday}`)).body.data.status).toBe('expired');
      const ids = (await get('default', '/api/v1/promotions')).body.data.items.map(
        (p: { id: string }) => p.id,
      );
      expect(ids).not.toContain(endsToday);
      expect(ids).toContain(upcoming);
    } finally {
      clock.now = before;
    }
  });
});

describe('articles', () => {
  let tpa: string;
  let siam: string;
  let future: string;

  beforeAll(async () => {
    tpa = (await article({ source: 'tpa' })).id;
    siam = (
      await article({
        source: 'partner',
        partner_id: 'siam-life',
        published_at: new Date('2026-11-10T02:00:00Z'),
      })
    ).id;
    future = (await article({ source: 'tpa', published_at: new Date('2026-12-01T02:00:00Z') })).id;
  });

  it("lists the TPA's articles to every partner and a partner's own only to that partner", async () => {
    const ids = (partner: string, source: string) =>
      get(partner, `/api/v1/articles?source=${source}`).then((r) =>
        r.body.data.items.map((a: { id: string }) => a.id),
      );
    expect(await ids('default', 'tpa')).toEqual([tpa]);
    expect(await ids('siam-life', 'tpa')).toEqual([tpa]);
    expect(await ids('siam-life', 'partner')).toEqual([siam]);
    expect(await ids('default', 'partner')).toEqual([]);
  });

  it('answers an article to its readers only, and not before it is published', async () => {
    const one = await get('siam-life', `/api/v1/articles/${siam}?lang=en`);
    expect(one.body.data).toMatchObject({ id: siam, source: 'partner', body: 'Body' });
    expect((await get('default', `/api/v1/articles/${siam}`)).status).toBe(404);
    expect((await get('default', `/api/v1/articles/${future}`)).status).toBe(404);
    expect((await get(null, `/api/v1/articles/${tpa}`)).status).toBe(200);
  });
});

describe('help pages', () => {
  it('lists the four pages with their titles in the language asked', async () => {
    const th = await get('default', '/api/v1/pages?lang=th');
    expect(th.body.data.items.map((p: { type: string }) => p.type)).toEqual([
      'faq',
      'contact',
      'about',
      'terms',
    ]);
    const en = await get('default', '/api/v1/pages?lang=en');
    expect(en.body.data.items[0].title).toMatch(/question/i);
  });

  it("answers a partner's own page, and the default partner's where it has none", async () => {
    const own = await get('siam-life', '/api/v1/pages/contact?lang=en');
    expect(own.status).toBe(200);
    expect(own.body.data.body).toContain('Siam Life');
    expect(own.body.data.body).not.toMatch(/^# /m);
    expect(own.body.data.contact.line_oa_id).toBe('@siamlife');

    const tmpAbout = await get('tmp-corp', '/api/v1/pages/faq?lang=th');
    const defaultFaq = await get('default', '/api/v1/pages/faq?lang=th');
    expect(tmpAbout.status).toBe(200);
    expect(tmpAbout.body.data.body).toBe(defaultFaq.body.data.body);
  });

  it('answers 404 PAGE_NOT_FOUND for an unknown type', async () => {
    const unknown = await get('default', '/api/v1/pages/careers');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('PAGE_NOT_FOUND');
  });
});
