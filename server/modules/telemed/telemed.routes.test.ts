import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USE_CODE_ALPHABET } from '../../../shared/api/schemas/cards';
import { json } from '../../db/json';
import { hashProviderKey } from './telemed';
import { memberWithSession, type TestMember, callAs, memberWithCard } from '../../testing/card-fixtures';
import { createCard, createFamilyMember, createCardOf } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
const clock = { now: new Date('2026-12-02T10:00:00+07:00') }; // a Wednesday morning in Bangkok
const at = (local: string) => {
  clock.now = new Date(`${local}+07:00`);
};

const db = () => server.app.ctx.db;
const KEYS = {
  dayClinicDefault: 'tmk_demo_day_clinic_default_0001',
  dayClinicTmp: 'tmk_demo_day_clinic_tmpcorp_0001',
  nightLineDefault: 'tmk_demo_night_line_default_0001',
};

async function provider(
  code: string,
  values: {
    hours: { day: number; open: string; close: string }[];
    fee: number;
    covered: string[];
    kind?: 'hospital' | 'app_clinic' | 'pharmacy' | 'mental_health';
    holiday?: [string, string];
    languages?: string[];
  },
) {
  return db()
    .insertInto('telemed_providers')
    .values({
      code,
      name_th: `คลินิก ${code}`,
      name_en: `Clinic ${code}`,
      specialty_th: code === 'tday' ? 'อายุรกรรม' : 'สุขภาพใจ',
      specialty_en: code === 'tday' ? 'Internal medicine' : 'Mental health',
      description_th: 'ปรึกษาแพทย์ออนไลน์',
      description_en: 'Online consultations',
      working_hours: json(values.hours),
      consultation_fee: values.fee,
      covered_ins_codes: values.covered,
      languages: values.languages ?? ['th'],
      kind: values.kind ?? 'app_clinic',
      services_th: ['ไข้หวัด'],
      services_en: ['Colds'],
      holiday_open: values.holiday?.[0] ?? null,
      holiday_close: values.holiday?.[1] ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '17:00' }));

beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now });
  const day = await provider('tday', {
    hours: weekdays,
    fee: 1200,
    covered: ['TPA', 'TMPCORP'],
    languages: ['th', 'en'],
  });
  const night = await provider('tnight', {
    hours: [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [
      { day: d, open: '00:00', close: '02:00' },
      { day: d, open: '18:00', close: '24:00' },
    ]),
    fee: 700,
    covered: ['TPA'],
    kind: 'mental_health',
  });
  await provider('tsli', { hours: weekdays, fee: 500, covered: ['SLI'] });
  await db()
    .insertInto('telemed_coverage_rules')
    .values([
      {
        ins_code: 'TPA',
        card_type: 'group',
        per_visit_limit: 1000,
        visits_per_year: 2,
        copay_percent: 0,
        medicine_delivery_limit: 500,
      },
      {
        ins_code: 'TPA',
        card_type: 'individual',
        per_visit_limit: 800,
        visits_per_year: 8,
        copay_percent: 20,
        medicine_delivery_limit: 300,
      },
      {
        ins_code: 'TMPCORP',
        card_type: 'group',
        per_visit_limit: 2000,
        visits_per_year: 24,
        copay_percent: 0,
        medicine_delivery_limit: 1000,
      },
      {
        ins_code: 'TMPCORP',
        card_type: 'individual',
        per_visit_limit: 1000,
        visits_per_year: 12,
        copay_percent: 0,
        medicine_delivery_limit: 0,
      },
    ])
    .execute();
  await db()
    .insertInto('telemed_holidays')
    .values({ date: '2026-12-10', name_th: 'วันรัฐธรรมนูญ', name_en: 'Constitution Day' })
    .execute();
  await db()
    .insertInto('telemed_provider_keys')
    .values([
      { provider_id: day.id, partner_id: 'default', key_hash: hashProviderKey(KEYS.dayClinicDefault) },
      { provider_id: day.id, partner_id: 'tmp-corp', key_hash: hashProviderKey(KEYS.dayClinicTmp) },
      { provider_id: night.id, partner_id: 'default', key_hash: hashProviderKey(KEYS.nightLineDefault) },
    ])
    .execute();
});
afterAll(() => server.close());

const call = (member: TestMember, method: 'GET' | 'POST', url: string, body?: unknown) =>
  callAs(server, member, method, url, body);

async function providerCall(action: 'verify' | 'accept', code: string, key?: string, apiKey?: string) {
  return server.app.inject({
    method: 'POST',
    url: `/api/v1/telemed/provider/${action}`,
    headers: {
      ...(key ? { 'x-telemed-provider-key': key } : {}),
      ...(apiKey ? { 'x-api-key': apiKey } : {}),
    },
    payload: { code },
  });
}

/** A member of the partner with `n` cards of their own of `type` (TPA or TMPCORP by partner). */
async function memberWithCards(
  partnerId: 'default' | 'tmp-corp',
  n: number,
  type: 'group' | 'individual' = 'group',
) {
  const me = await memberWithSession(server, partnerId);
  const ins_code = partnerId === 'default' ? 'TPA' : 'TMPCORP';
  const cards = [];
  for (let i = 0; i < n; i++)
    cards.push(
      await createCard(db(), { partner_id: partnerId, insured_person_id: me.personId, ins_code, type }),
    );
  return { me, cards };
}

async function issue(me: TestMember, cardIds: string[], providerCode = 'tday', extra: object = {}) {
  return call(me, 'POST', '/api/v1/telemed/codes', {
    provider_code: providerCode,
    card_ids: cardIds,
    consent: true,
    ...extra,
  });
}

describe('cards for telemedicine and the partner limit', () => {
  it('lists cards in force of the member and viewable family, with their benefit and the limit of 3', async () => {
    at('2026-12-02T10:00:00');
    const { me, cards } = await memberWithCards('default', 1);
    const mother = await createFamilyMember(db(), 'default', me.id, 'parent', {
      name: 'มาลี',
      surname: 'ใจดี',
    });
    const motherCard = await createCardOf(db(), mother, { type: 'individual', insured_name: 'นางมาลี ใจดี' });
    await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      expiry_date: '2026-11-30',
    });
    await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      type: 'self_added',
      ins_code: null,
      owner_member_id: me.id,
    });

    const res = await call(me, 'GET', '/api/v1/telemed/cards');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.limit).toBe(3);
    expect(data.cards.map((c: { id: string }) => c.id)).toEqual([cards[0]!.id, motherCard.id]);
    expect(data.cards[0]).toMatchObject({
      is_self: true,
      benefit: { per_visit_limit: 1000, visits_remaining: 2 },
    });
    expect(data.cards[1]).toMatchObject({
      is_self: false,
      benefit: { per_visit_limit: 800, copay_percent: 20 },
    });
  });

  it('takes up to 3 cards on the default partner and refuses a fourth', async () => {
    const { me, cards } = await memberWithCards('default', 4);
    const three = cards
      .slice(0, 3)
      .map((c) => c.id)
      .join(',');
    const ok = await call(me, 'GET', `/api/v1/telemed/providers/tday/coverage?cards=${three}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.quote.cards).toHaveLength(3);
    const four = cards.map((c) => c.id).join(',');
    const refused = await call(me, 'GET', `/api/v1/telemed/providers/tday/coverage?cards=${four}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('TELEMED_TOO_MANY_CARDS');
  });

  it('takes at most 2 cards on a partner configured with a limit of 2 (tmp-corp)', async () => {
    const { me, cards } = await memberWithCards('tmp-corp', 3);
    expect((await call(me, 'GET', '/api/v1/telemed/cards')).json().data.limit).toBe(2);
    const two = cards
      .slice(0, 2)
      .map((c) => c.id)
      .join(',');
    expect((await call(me, 'GET', `/api/v1/telemed/providers?cards=${two}`)).statusCode).toBe(200);
    const three = await issue(
      me,
      cards.map((c) => c.id),
    );
    expect(three.statusCode).toBe(422);
    expect(three.json().error.code).toBe('TELEMED_TOO_MANY_CARDS');
  });

  it('refuses an expired card, a card of another member (404) and cards of two people', async () => {
    const { me, cards } = await memberWithCards('default', 1);
    const expired = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      expiry_date: '2026-12-01',
    });
    const res = await issue(me, [expired.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CARD_EXPIRED');

    const other = await memberWithCards('default', 1);
    const foreign = await call(
      me,
      'GET',
      `/api/v1/telemed/providers/tday/coverage?cards=${other.cards[0]!.id}`,
    );
    expect(foreign.statusCode).toBe(404);

    const child = await createFamilyMember(db(), 'default', me.id, 'child');
    const childCard = await createCard(db(), { partner_id: 'default', insured_person_id: child.id });
    const mixed = await issue(me, [cards[0]!.id, childCard.id]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error.code).toBe('TELEMED_CARDS_MIXED');
  });
});

describe('providers, hours and coverage', () => {
  it("lists only the partner's providers, with open now computed in Bangkok time by the server's clock", async () => {
    const { me, cards } = await memberWithCards('default', 1);
    at('2026-12-02T10:00:00'); // Wednesday morning: the day clinic is open, the night line closed
    const list = (await call(me, 'GET', `/api/v1/telemed/providers?cards=${cards[0]!.id}`)).json().data;
    expect(list.items.map((p: { code: string }) => p.code)).toEqual(['tday', 'tnight']);
    expect(list.items[0].hours).toMatchObject({ open_now: true, closes_at: '2026-12-02T10:00:00.000Z' });
    expect(list.items[1].hours).toMatchObject({ open_now: false, next_open_at: '2026-12-02T11:00:00.000Z' });
    expect(list.items[0].covered_by).toEqual([cards[0]!.id]);

    // Each time below signs in afresh (a session does not last a day).
    const fresh = async () => memberWithSession(server, 'default');
    at('2026-12-03T00:30:00'); // just past midnight
    let other = await fresh();
    const night = (await call(other, 'GET', '/api/v1/telemed/providers?open_now=true')).json().data.items;
    expect(night.map((p: { code: string }) => p.code)).toEqual(['tnight']);
    expect(night[0].hours.closes_at).toBe('2026-12-02T19:00:00.000Z');

    at('2026-12-05T10:00:00'); // Saturday
    other = await fresh();
    expect((await call(other, 'GET', '/api/v1/telemed/providers?open_now=true')).json().data.items).toEqual(
      [],
    );
    at('2026-12-10T10:00:00'); // Thursday, a public holiday: the day clinic has no holiday hours
    other = await fresh();
    const holiday = (await call(other, 'GET', '/api/v1/telemed/providers/tday')).json().data;
    expect(holiday.hours).toMatchObject({ open_now: false, today_holiday: { en: 'Constitution Day' } });
    expect(holiday.hours.next_open_at).toBe('2026-12-11T02:00:00.000Z');
  });

  it('searches by name, speciality and language and filters by the card that covers', async () => {
    at('2026-12-02T10:00:00');
    const { me, cards } = await memberWithCards('default', 1, 'individual');
    const search = async (qs: string) =>
      (await call(me, 'GET', `/api/v1/telemed/providers?${qs}`))
        .json()
        .data.items.map((p: { code: string }) => p.code);
    expect(await search(`q=${encodeURIComponent('สุขภาพใจ')}`)).toEqual(['tnight']);
    expect(await search('q=internal')).toEqual(['tday']);
    expect(await search('language=en')).toEqual(['tday']);
    expect(await search('kind=mental_health')).toEqual(['tnight']);
    expect(await search(`cards=${cards[0]!.id}&covered_by=${cards[0]!.id}`)).toEqual(['tday', 'tnight']);
    expect((await call(me, 'GET', '/api/v1/telemed/providers/tsli')).statusCode).toBe(404);
  });

  it('quotes what the cards pay in order and what the member pays', async () => {
    at('2026-12-02T10:00:00');
    const { me, card: individual } = await memberWithCard(server, 'default', {
      type: 'individual',
    });
    const group = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      type: 'group',
    });
    const res = await call(
      me,
      'GET',
      `/api/v1/telemed/providers/tday/coverage?cards=${individual.id},${group.id}`,
    );
    const quote = res.json().data.quote;
    // Fee 1,200: the individual card covers 800 less 20% co-payment (640), the group card up to 1,000 of 560.
    expect(quote.cards.map((c: { pays: number; copay: number }) => [c.pays, c.copay])).toEqual([
      [640, 160],
      [560, 0],
    ]);
    expect(quote).toMatchObject({ fee: 1200, covered: 1200, member_pays: 0, medicine_delivery_limit: 0 });
  });
});

describe('consultation codes', () => {
  it('issues a code that the provider verifies with only the shared details, then accepts once', async () => {
    at('2026-12-02T10:00:00');
    const { me, cards } = await memberWithCards('default', 1);
    const res = await issue(me, [cards[0]!.id]);
    expect(res.statusCode).toBe(200);
    const code = res.json().data;
    expect(code.status).toBe('active');
    expect(code.code).toMatch(new RegExp(`^[${USE_CODE_ALPHABET}]{8}$`));
    expect(code.expires_at).toBe(new Date(clock.now.getTime() + 15 * 60_000).toISOString());
    expect(code.shared.mobile).toBeNull();

    const verified = await providerCall('verify', code.code.toLowerCase(), KEYS.dayClinicDefault);
    expect(verified.statusCode).toBe(200);
    const v = verified.json().data;
    expect(v).toMatchObject({ valid: true, fee: 1200, covered: 1000, member_pays: 200 });
    expect(Object.keys(v.patient).sort()).toEqual(['birth_date', 'gender', 'mobile', 'patient_name']);
    expect(v.patient.mobile).toBeNull();
    expect(JSON.stringify(v)).not.toContain(me.mobile);

    // The signed QR payload verifies too; an altered one does not.
    expect((await providerCall('verify', code.qr_payload, KEYS.dayClinicDefault)).json().data.valid).toBe(
      true,
    );
    const forged = `${code.qr_payload.slice(0, -2)}xx`;
    expect((await providerCall('verify', forged, KEYS.dayClinicDefault)).json().data).toEqual({
      valid: false,
      reason: 'unknown',
    });

    expect((await providerCall('accept', code.code, KEYS.dayClinicDefault)).json().data.valid).toBe(true);
    expect((await providerCall('accept', code.code, KEYS.dayClinicDefault)).json().data).toEqual({
      valid: false,
      reason: 'used',
    });
    expect((await call(me, 'GET', `/api/v1/telemed/codes/${code.id}`)).json().data.status).toBe('used');
    // The visit counts against the card's visits of the year.
    const after = (await call(me, 'GET', '/api/v1/telemed/cards')).json().data.cards[0];
    expect(after.benefit).toMatchObject({ visits_used: 1, visits_remaining: 1 });
  });

  it('shares the mobile number only when the member ticks it', async () => {
    at('2026-12-02T11:00:00');
    const { me, cards } = await memberWithCards('default', 1);
    const code = (await issue(me, [cards[0]!.id], 'tday', { share_mobile: true })).json().data;
    const v = (await providerCall('verify', code.code, KEYS.dayClinicDefault)).json().data;
    expect(v.patient.mobile).toBe(me.mobile);
  });

  it('refuses without consent, outside working hours (with the next opening) and where no card is accepted', async () => {
    const { me, cards } = await memberWithCards('default', 1);
    at('2026-12-02T10:00:00');
    const noConsent = await call(me, 'POST', '/api/v1/telemed/codes', {
      provider_code: 'tday',
      card_ids: [cards[0]!.id],
      consent: false,
    });
    expect(noConsent.statusCode).toBe(400);
    const closed = await issue(me, [cards[0]!.id], 'tnight');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatchObject({
      code: 'TELEMED_OUTSIDE_HOURS',
      details: { next_open_at: '2026-12-02T11:00:00.000Z' },
    });
    const tmp = await memberWithCards('tmp-corp', 1);
    at('2026-12-02T19:00:00');
    expect((await issue(tmp.me, [tmp.cards[0]!.id], 'tnight')).statusCode).toBe(404);
  });

  it('expires after 15 minutes by the server clock, and can be cancelled while unused', async () => {
    at('2026-12-02T10:00:00');
    const { me, cards } = await memberWithCards('default', 1, 'individual');
    const first = (await issue(me, [cards[0]!.id])).json().data;
    at('2026-12-02T10:14:59');
    expect((await providerCall('verify', first.code, KEYS.dayClinicDefault)).json().data.valid).toBe(true);
    at('2026-12-02T10:15:00');
    expect((await providerCall('verify', first.code, KEYS.dayClinicDefault)).json().data).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect((await call(me, 'GET', `/api/v1/telemed/codes/${first.id}`)).json().data.status).toBe('expired');

    const second = (await issue(me, [cards[0]!.id])).json().data;
    const cancelled = await call(me, 'POST', `/api/v1/telemed/codes/${second.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await call(me, 'POST', `/api/v1/telemed/codes/${second.id}/cancel`)).json().data.status).toBe(
      'cancelled',
    );
    expect((await providerCall('verify', second.code, KEYS.dayClinicDefault)).json().data).toEqual({
      valid: false,
      reason: 'cancelled',
    });
    // A used code cannot be cancelled.
    const third = (await issue(me, [cards[0]!.id])).json().data;
    await providerCall('accept', third.code, KEYS.dayClinicDefault);
    expect((await call(me, 'POST', `/api/v1/telemed/codes/${third.id}/cancel`)).json().data.status).toBe(
      'used',
    );
  });

  it("answers 404 for another member's code", async () => {
    at('2026-12-02T10:00:00');
    const { me, cards } = await memberWithCards('default', 1);
    const code = (await issue(me, [cards[0]!.id])).json().data;
    const other = await memberWithSession(server, 'default');
    expect((await call(other, 'GET', `/api/v1/telemed/codes/${code.id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/v1/telemed/codes/${code.id}/cancel`)).statusCode).toBe(404);
    expect((await call(me, 'GET', `/api/v1/telemed/codes/${code.id}`)).json().data.status).toBe('active');
  });
});

describe('provider verification is authenticated and isolated per provider and partner', () => {
  it('refuses a missing or unknown key, and an x-api-key of another partner', async () => {
    at('2026-12-02T10:00:00');
    const { me, cards } = await memberWithCards('default', 1);
    const code = (await issue(me, [cards[0]!.id])).json().data;
    const missing = await providerCall('verify', code.code);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('TELEMED_PROVIDER_KEY_INVALID');
    expect((await providerCall('verify', code.code, 'tmk_not_a_key_at_all_000000')).statusCode).toBe(401);
    const siamKey = server.app.ctx.partners.byId('siam-life')!.partner.api_key;
    const wrongPartner = await providerCall('verify', code.code, KEYS.dayClinicDefault, siamKey);
    expect(wrongPartner.statusCode).toBe(401);
    expect(wrongPartner.json().error.code).toBe('INVALID_API_KEY');
    const rightPartner = server.app.ctx.partners.byId('default')!.partner.api_key;
    expect(
      (await providerCall('verify', code.code, KEYS.dayClinicDefault, rightPartner)).json().data.valid,
    ).toBe(true);
  });

  it("does not find a code with another provider's key, or the same provider's key for another partner", async () => {
    at('2026-12-02T10:00:00');
    const { me, cards } = await memberWithCards('default', 1);
    const code = (await issue(me, [cards[0]!.id])).json().data;
    for (const key of [KEYS.nightLineDefault, KEYS.dayClinicTmp]) {
      expect((await providerCall('verify', code.code, key)).json().data, key).toEqual({
        valid: false,
        reason: 'unknown',
      });
      expect((await providerCall('accept', code.qr_payload, key)).json().data, key).toEqual({
        valid: false,
        reason: 'unknown',
      });
    }
    // Still unused for the right provider.
    expect((await providerCall('accept', code.code, KEYS.dayClinicDefault)).json().data.valid).toBe(true);
  });
});
