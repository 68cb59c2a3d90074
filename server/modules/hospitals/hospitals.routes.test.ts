import { describe, expect, it } from 'vitest';
import { memberWithSession, type TestMember, memberWithCard } from '../../testing/card-fixtures';
import { createCard } from '../../testing/fixtures';
import { fileTestServer } from '../../testing/server';
import { insertBenchHospitals } from '../../testing/hospital-bench-data';
import places from './hospitals.routes.places.json';

const server = fileTestServer({
  at: '2026-03-10T03:00:00Z',
  setUp: async () => {
    await seedNetwork();
  },
});
const { db } = server;

const apiKey = (partnerId: string) => server.app.ctx.partners.byId(partnerId)!.partner.api_key;

async function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}
const codes = (body: { data: { items: { code: string }[] } }) => body.data.items.map((h) => h.code);

interface Place {
  code: string;
  th: string;
  en: string;
  province: [string, string];
  district: [string, string];
  lat: number;
  lng: number;
  type?: 'hospital' | 'clinic';
  cover: { ins_code: string; level: 'all' | 'some' }[];
}

/** Siam Paragon, the point distances are measured from. */
const HERE = { lat: 13.7462, lng: 100.5347 };

/** The network the tests search (hospitals.routes.places.json). */
const PLACES = places as Place[];

async function seedNetwork() {
  for (const p of PLACES) {
    const h = await db()
      .insertInto('hospitals')
      .values({
        code: p.code,
        type: p.type ?? 'hospital',
        name_th: p.th,
        name_en: p.en,
        address_th: `1 ถนนทดสอบ ${p.district[0]} ${p.province[0]}`,
        address_en: `1 Test Road, ${p.district[1]}, ${p.province[1]}`,
        province_th: p.province[0],
        province_en: p.province[1],
        district_th: p.district[0],
        district_en: p.district[1],
        postcode: '10330',
        phone: '02-123-4567',
        lat: p.lat,
        lng: p.lng,
        opening_hours: JSON.stringify({
          open24h: false,
          days: [
            { day: 1, open: '08:00', close: '20:00' },
            { day: 6, open: '09:00', close: '12:00' },
          ],
          label: { th: 'x', en: 'x' },
        }),
        services: ['opd', 'emergency', 'not-a-service'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('hospital_coverages')
      .values(p.cover.map((c) => ({ hospital_id: h.id, ...c })))
      .execute();
  }
}

describe('GET /api/v1/hospitals', () => {
  it("lists the partner's network, nearest first with the distance computed by the database", async () => {
    const body = (await get(`/api/v1/hospitals?lat=${HERE.lat}&lng=${HERE.lng}`)).json();
    // Default partner (TPA): the SLI-only clinic is not in its network.
    expect(codes(body)).toEqual(['HX02', 'HX01', 'HX03', 'HX04']);
    const km = body.data.items.map((h: { distance_km: number }) => h.distance_km);
    expect(km[0]).toBeCloseTo(1.6, 0);
    expect(km[1]).toBeCloseTo(1.9, 0);
    expect(km[3]).toBeGreaterThan(550);
    expect(body.data).toMatchObject({ total: 4, page: 1, has_more: false });
    expect(body.data.items[0]).toMatchObject({
      name: { th: 'โรงพยาบาลจุฬาลงกรณ์', en: 'King Chulalongkorn Memorial Hospital' },
      coverage_level: 'some',
      phone: '02-123-4567',
    });

    // Another partner's key: another network and its own coverage levels.
    const sli = (
      await get(`/api/v1/hospitals?lat=${HERE.lat}&lng=${HERE.lng}`, { 'x-api-key': apiKey('siam-life') })
    ).json();
    expect(codes(sli)).toEqual(['HX05', 'HX01']);
    expect(sli.data.items[1].coverage_level).toBe('some');
  });

  it('keeps only places within within_km of the point', async () => {
    const body = (await get(`/api/v1/hospitals?lat=${HERE.lat}&lng=${HERE.lng}&within_km=3`)).json();
    expect(codes(body)).toEqual(['HX02', 'HX01']);
    // With a word too: the limit holds for the page as for the total.
    const named = (
      await get(`/api/v1/hospitals?q=hospital&lat=${HERE.lat}&lng=${HERE.lng}&within_km=3`)
    ).json();
    expect(named.data.items.length).toBeGreaterThan(0);
    expect(named.data.total).toBe(named.data.items.length);
    for (const h of named.data.items as { distance_km: number }[])
      expect(h.distance_km).toBeLessThanOrEqual(3);
  });

  it('finds names in English and Thai despite typing mistakes', async () => {
    const typoEn = (await get('/api/v1/hospitals?q=bumrungard')).json();
    expect(codes(typoEn)).toEqual(['HX01']);
    const partEn = (await get('/api/v1/hospitals?q=CHULA')).json();
    expect(codes(partEn)).toEqual(['HX02']);
    // บำรุงราด: the last syllable misspelt.
    const typoTh = (await get(`/api/v1/hospitals?q=${encodeURIComponent('บำรุงราด')}`)).json();
    expect(codes(typoTh)).toEqual(['HX01']);
    // จุฬาลงกร: a letter missing.
    const missingTh = (await get(`/api/v1/hospitals?q=${encodeURIComponent('จุฬาลงกร')}`)).json();
    expect(codes(missingTh)).toEqual(['HX02']);
    const partTh = (await get(`/api/v1/hospitals?q=${encodeURIComponent('เชียงใหม่')}`)).json();
    expect(codes(partTh)).toEqual(['HX04']);
    const nothing = (await get('/api/v1/hospitals?q=zzqqxx')).json();
    expect(nothing.data).toMatchObject({ items: [], total: 0, has_more: false });
  });

  it('ranks the closest name first without a location, and by distance with one', async () => {
    const byName = (await get('/api/v1/hospitals?q=bangkok%20hospital')).json();
    expect(codes(byName)[0]).toBe('HX03');
    const near = (await get(`/api/v1/hospitals?q=hospital&lat=18.79&lng=98.97`)).json();
    expect(codes(near)[0]).toBe('HX04');
  });

  it('filters by province, district, type and coverage level', async () => {
    expect(codes((await get('/api/v1/hospitals?province=Chiang%20Mai')).json())).toEqual(['HX04']);
    expect(codes((await get('/api/v1/hospitals?province=Bangkok&district=Pathum%20Wan')).json())).toEqual([
      'HX02',
    ]);
    const all = (await get(`/api/v1/hospitals?level=all&lat=${HERE.lat}&lng=${HERE.lng}`)).json();
    expect(codes(all)).toEqual(['HX01', 'HX03', 'HX04']);
    expect(codes((await get('/api/v1/hospitals?level=some')).json())).toEqual(['HX02']);
    const clinics = (await get('/api/v1/hospitals?type=clinic', { 'x-api-key': apiKey('siam-life') })).json();
    expect(codes(clinics)).toEqual(['HX05']);
  });

  it('pages with page and page_size', async () => {
    const url = `/api/v1/hospitals?lat=${HERE.lat}&lng=${HERE.lng}&page_size=3`;
    const first = (await get(url)).json().data;
    expect(first).toMatchObject({ page: 1, page_size: 3, total: 4, has_more: true });
    expect(first.items).toHaveLength(3);
    const second = (await get(`${url}&page=2`)).json().data;
    expect(second).toMatchObject({ page: 2, total: 4, has_more: false });
    expect(second.items.map((h: { code: string }) => h.code)).toEqual(['HX04']);
    const past = (await get(`${url}&page=5`)).json().data;
    expect(past).toMatchObject({ items: [], total: 4, has_more: false });
  });

  it("filters by a signed-in member's card: its insurer's network and level", async () => {
    const { me, card } = await memberWithCard(server, 'siam-life', {
      ins_code: 'SLI',
      start_date: '2026-01-01',
      expiry_date: '2026-12-31',
    });
    const body = (await get(`/api/v1/hospitals?card=${card.id}&level=some`, me.headers)).json();
    expect(codes(body)).toEqual(['HX01']);
    const selfAdded = await createCard(db(), {
      partner_id: 'siam-life',
      insured_person_id: me.personId,
      type: 'self_added',
      ins_code: null,
      owner_member_id: me.id,
    });
    const none = (await get(`/api/v1/hospitals?card=${selfAdded.id}`, me.headers)).json();
    expect(none.data).toMatchObject({ items: [], total: 0 });

    // Signed out, or someone else's card: refused, nothing listed.
    const signedOut = await get(`/api/v1/hospitals?card=${card.id}`, { 'x-api-key': apiKey('siam-life') });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('AUTH_REQUIRED');
    const other = await memberWithSession(server, 'siam-life');
    const foreign = await get(`/api/v1/hospitals?card=${card.id}`, other.headers);
    expect(foreign.statusCode).toBe(404);
  });

  it('answers a bad query with 400 VALIDATION_FAILED and the field, never 5xx', async () => {
    const cases = [
      ['lat=13.7', 'query.lng', 'location_incomplete'],
      ['lat=91&lng=100', 'query.lat', 'too_big'],
      ['page_size=500', 'query.page_size', 'too_big'],
      ['level=most', 'query.level', 'invalid_value'],
      ['card=not-a-uuid', 'query.card', 'invalid_format'],
      ['within_km=5', 'query.within_km', 'location_incomplete'],
      [`q=${encodeURIComponent('a\u0000b')}`, 'query.q', 'text_control_characters'],
      [`q=${'x'.repeat(101)}`, 'query.q', 'too_big'],
    ] as const;
    for (const [qs, path, code] of cases) {
      const res = await get(`/api/v1/hospitals?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message.th).toBeTruthy();
      expect(error.details).toContainEqual(expect.objectContaining({ path, code }));
    }
    // Characters with a meaning to LIKE are searched as typed.
    const like = await get(`/api/v1/hospitals?q=${encodeURIComponent('%_\\')}`);
    expect(like.statusCode).toBe(200);
    expect(like.json().data.total).toBe(0);
  });
});

describe('GET /api/v1/hospitals/areas', () => {
  it("lists the provinces and districts of the partner's network with counts", async () => {
    const body = (await get('/api/v1/hospitals/areas')).json();
    expect(body.data.provinces).toEqual([
      {
        key: 'Bangkok',
        name: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
        count: 3,
        districts: [
          { key: 'Huai Khwang', name: { th: 'เขตห้วยขวาง', en: 'Huai Khwang' }, count: 1 },
          { key: 'Pathum Wan', name: { th: 'เขตปทุมวัน', en: 'Pathum Wan' }, count: 1 },
          { key: 'Watthana', name: { th: 'เขตวัฒนา', en: 'Watthana' }, count: 1 },
        ],
      },
      {
        key: 'Chiang Mai',
        name: { th: 'เชียงใหม่', en: 'Chiang Mai' },
        count: 1,
        districts: [
          { key: 'Mueang Chiang Mai', name: { th: 'อำเภอเมืองเชียงใหม่', en: 'Mueang Chiang Mai' }, count: 1 },
        ],
      },
    ]);
  });
});

describe('GET /api/v1/hospitals/{code}', () => {
  let me: TestMember;

  it('answers the address, phone, opening hours and services; no cards when signed out', async () => {
    const res = await get('/api/v1/hospitals/HX01');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'HX01',
      name: { en: 'Bumrungrad International Hospital' },
      address: { en: '1 Test Road, Watthana, Bangkok' },
      phone: '02-123-4567',
      postcode: '10330',
      lat: 13.7466,
      lng: 100.5524,
      coverage_level: 'all',
      opening_hours: {
        open_24h: false,
        days: [
          { day: 1, open: '08:00', close: '20:00' },
          { day: 6, open: '09:00', close: '12:00' },
        ],
      },
      // Unknown tags in the data are left out.
      services: ['opd', 'emergency'],
      accepted_cards: null,
    });
  });

  it("lists the signed-in member's active cards the hospital accepts", async () => {
    me = await memberWithSession(server, 'default');
    const active = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      ins_code: 'TPA',
      start_date: '2026-01-01',
      expiry_date: '2026-12-31',
    });
    await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      ins_code: 'TPA',
      start_date: '2024-01-01',
      expiry_date: '2025-12-31',
    });
    const body = (await get('/api/v1/hospitals/HX02', me.headers)).json();
    expect(body.data.accepted_cards).toEqual([
      expect.objectContaining({ card_id: active.id, card_no: active.card_no, coverage_level: 'some' }),
    ]);
    // A token that is no longer valid is answered as signed out, not refused: the page is public.
    const stale = await get('/api/v1/hospitals/HX02', {
      authorization: 'Bearer nope',
      'x-api-key': apiKey('default'),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data.accepted_cards).toBeNull();
  });

  it("answers 404 for an unknown code or one outside the partner's network, 400 for a malformed one", async () => {
    const unknown = await get('/api/v1/hospitals/H9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await get('/api/v1/hospitals/HX05')).statusCode).toBe(404);
    expect((await get('/api/v1/hospitals/HX05', { 'x-api-key': apiKey('siam-life') })).statusCode).toBe(200);
    const bad = await get('/api/v1/hospitals/h%20x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('search over the generated benchmark network', () => {
  it('stays ordered and complete over thousands of rows, page after page', async () => {
    const inserted = await insertBenchHospitals(db(), 5000);
    expect(inserted).toBe(5000);
    const seen = new Set<string>();
    let last = -1;
    for (let page = 1; page <= 3; page++) {
      const body = (
        await get(`/api/v1/hospitals?lat=${HERE.lat}&lng=${HERE.lng}&page=${page}&page_size=50`)
      ).json();
      expect(body.data.total).toBeGreaterThan(4000);
      for (const h of body.data.items as { code: string; distance_km: number }[]) {
        expect(seen.has(h.code)).toBe(false);
        seen.add(h.code);
        expect(h.distance_km).toBeGreaterThanOrEqual(last);
        last = h.distance_km;
      }
    }
    expect(seen.size).toBe(150);
  });

  // The nearest page is looked for in growing boxes around the point (docs/decisions/050): whatever
  // box ends the search, the pages must be exactly the matches sorted by distance. The reference is
  // every match (fetched without a point) sorted by haversine distance here.
  it.each([
    ['clinic', 'a word most places match'],
    ['sukjai', 'a word about one place in ten matches, misspelt'],
    ['สุขใจ', 'a Thai word'],
    ['Dental Clinic Sukjai', 'a phrase'],
    ['bumrungard', 'a word one place matches, misspelt'],
  ])('with a point, "%s" (%s) comes nearest first, exactly as over every match', async (word) => {
    const all: { code: string; lat: number; lng: number }[] = [];
    for (let page = 1; ; page++) {
      const body = (
        await get(`/api/v1/hospitals?q=${encodeURIComponent(word)}&page=${page}&page_size=50`)
      ).json();
      all.push(...body.data.items);
      if (!body.data.has_more) break;
    }
    expect(all.length).toBeGreaterThan(0);
    const rad = (d: number) => (d * Math.PI) / 180;
    const km = (h: { lat: number; lng: number }) =>
      6371 *
      2 *
      Math.asin(
        Math.sqrt(
          Math.sin(rad(h.lat - HERE.lat) / 2) ** 2 +
            Math.cos(rad(HERE.lat)) * Math.cos(rad(h.lat)) * Math.sin(rad(h.lng - HERE.lng) / 2) ** 2,
        ),
      );
    const reference = all.map((h) => km(h)).sort((a, b) => a - b);
    const got: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (
        await get(
          `/api/v1/hospitals?q=${encodeURIComponent(word)}&lat=${HERE.lat}&lng=${HERE.lng}&page=${page}&page_size=50`,
        )
      ).json();
      expect(body.data.total).toBe(all.length);
      got.push(...(body.data.items as { distance_km: number }[]).map((h) => h.distance_km));
      if (!body.data.has_more) break;
    }
    expect(got.length).toBe(Math.min(150, all.length));
    for (const [i, d] of got.entries()) expect(Math.abs(d - reference[i]!)).toBeLessThanOrEqual(0.051);
  });
});
