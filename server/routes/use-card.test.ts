import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USE_CODE_ALPHABET } from '../../src/api/schemas/cards';
import { createHospital, memberWithSession, type TestMember } from '../testing/card-fixtures';
import { createCard } from '../testing/fixtures';
import { withIdempotencyKey } from '../testing/idempotency';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
const clock = { now: new Date('2026-05-01T02:00:00Z') };
const at = (iso: string) => {
  clock.now = new Date(iso);
};

beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now });
});
afterAll(() => server.close());

const db = () => server.app.ctx.db;
const partnerHeaders = (partnerId: string) => {
  const p = server.app.ctx.partners.byId(partnerId)!.partner;
  return { partnerid: p.partner_id, secretkey: p.secret_key };
};

async function call(member: TestMember, method: string, url: string, body?: unknown) {
  return server.app.inject({
    method: method as 'GET',
    url,
    headers: withIdempotencyKey(member.headers, method),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function verifyCode(code: string, partnerId = 'default') {
  return server.app.inject({
    url: `/api/v1/use-sessions/verify?code=${encodeURIComponent(code)}`,
    headers: partnerHeaders(partnerId),
  });
}

async function verifyQr(qr_payload: string, partnerId = 'default') {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/use-sessions/verify',
    headers: partnerHeaders(partnerId),
    payload: { qr_payload },
  });
}

describe('GET /api/v1/cards/{id}/hospitals', () => {
  it("lists hospitals accepting the card's partner with the coverage level, nearest first, paged", async () => {
    const me = await memberWithSession(server, 'default');
    const card = await createCard(db(), { partner_id: 'default', insured_person_id: me.personId });
    const far = await createHospital(db(), [{ ins_code: 'TPA', level: 'some' }], {
      name_en: 'Chiang Mai Ram Test',
      province_en: 'Chiang Mai',
      lat: 18.7883,
      lng: 98.9853,
    });
    const near = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }], {
      name_en: 'Siriraj Test',
      lat: 13.7593,
      lng: 100.4853,
    });
    await createHospital(db(), [{ ins_code: 'SLI', level: 'all' }], { name_en: 'Other Network Test' });

    const url = `/api/v1/cards/${card.id}/hospitals`;
    const byDistance = (await call(me, 'GET', `${url}?lat=13.7563&lng=100.5018`)).json().data;
    expect(byDistance.items.map((h: { code: string }) => h.code)).toEqual([near.code, far.code]);
    expect(byDistance.total).toBe(2);
    expect(byDistance.items[0]).toMatchObject({ coverage_level: 'all' });
    expect(byDistance.items[0].distance_km).toBeGreaterThan(1);
    expect(byDistance.items[0].distance_km).toBeLessThan(3);
    expect(byDistance.items[1]).toMatchObject({ coverage_level: 'some' });
    expect(byDistance.items[1].distance_km).toBeGreaterThan(550);

    const plain = (await call(me, 'GET', url)).json().data;
    expect(plain.items.every((h: { distance_km: number | null }) => h.distance_km === null)).toBe(true);
    const searched = (await call(me, 'GET', `${url}?q=siriraj`)).json().data;
    expect(searched.items.map((h: { code: string }) => h.code)).toEqual([near.code]);
    const inProvince = (await call(me, 'GET', `${url}?province=chiang%20mai`)).json().data;
    expect(inProvince.items.map((h: { code: string }) => h.code)).toEqual([far.code]);
    const page2 = (await call(me, 'GET', `${url}?page=2&page_size=1`)).json().data;
    expect(page2).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(page2.items).toHaveLength(1);
    const none = (await call(me, 'GET', `${url}?q=nowhere-at-all`)).json().data;
    expect(none).toMatchObject({ items: [], total: 0 });
  });
});

describe('use-card sessions', () => {
  it('issues a 5-minute session by the server clock that the hospital can verify until it expires', async () => {
    at('2026-05-01T02:00:00Z');
    const me = await memberWithSession(server, 'default');
    const card = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      type: 'group',
      insured_name: 'นางสาวทดสอบ ใช้บัตร',
    });
    const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);

    const started = await call(me, 'POST', `/api/v1/cards/${card.id}/use`, { hospital_code: hospital.code });
    expect(started.statusCode).toBe(200);
    const session = started.json().data;
    expect(session).toMatchObject({
      status: 'active',
      issued_at: '2026-05-01T02:00:00.000Z',
      expires_at: '2026-05-01T02:05:00.000Z',
      server_now: '2026-05-01T02:00:00.000Z',
      hospital: { code: hospital.code },
      card: { id: card.id, card_no: card.card_no, insured_name: 'นางสาวทดสอบ ใช้บัตร' },
    });
    expect(session.code).toHaveLength(8);
    for (const ch of session.code) expect(USE_CODE_ALPHABET).toContain(ch);

    // The hospital types the code in lower case with a space: still the same code.
    const typed = `${session.code.slice(0, 4).toLowerCase()} ${session.code.slice(4)}`;
    const valid = (await verifyCode(typed)).json().data;
    expect(valid).toMatchObject({
      valid: true,
      session_id: session.session_id,
      hospital: { code: hospital.code },
      insured_name: 'นางสาวทดสอบ ใช้บัตร',
      card: { card_no: card.card_no, type: 'group' },
    });
    // No other personal data: no member id, phone, national id.
    expect(Object.keys(valid).sort()).toEqual([
      'card',
      'expires_at',
      'hospital',
      'insured_name',
      'session_id',
      'valid',
    ]);
    expect((await verifyQr(session.qr_payload)).json().data).toMatchObject({ valid: true });

    at('2026-05-01T02:04:59Z');
    expect((await verifyCode(session.code)).json().data.valid).toBe(true);
    const polled = (await call(me, 'GET', `/api/v1/use-sessions/${session.session_id}`)).json().data;
    expect(polled).toMatchObject({ status: 'active', server_now: '2026-05-01T02:04:59.000Z' });

    at('2026-05-01T02:05:00Z');
    expect((await verifyCode(session.code)).json().data).toEqual({ valid: false, reason: 'expired' });
    expect((await verifyQr(session.qr_payload)).json().data).toEqual({ valid: false, reason: 'expired' });
    expect((await call(me, 'GET', `/api/v1/use-sessions/${session.session_id}`)).json().data.status).toBe(
      'expired',
    );
    // Ending an expired session keeps it expired.
    const ended = await call(me, 'POST', `/api/v1/use-sessions/${session.session_id}/end`, {
      reason: 'done',
    });
    expect(ended.json().data.status).toBe('expired');
  });

  it('done and cancel end a session; the code is then refused; a new session replaces the previous one', async () => {
    at('2026-05-02T02:00:00Z');
    const me = await memberWithSession(server, 'default');
    const card = await createCard(db(), { partner_id: 'default', insured_person_id: me.personId });
    const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);
    const use = async () =>
      (await call(me, 'POST', `/api/v1/cards/${card.id}/use`, { hospital_code: hospital.code })).json().data;

    const first = await use();
    const second = await use();
    expect(second.code).not.toBe(first.code);
    expect((await call(me, 'GET', `/api/v1/use-sessions/${first.session_id}`)).json().data.status).toBe(
      'cancelled',
    );
    expect((await verifyCode(first.code)).json().data).toEqual({ valid: false, reason: 'ended' });

    const done = await call(me, 'POST', `/api/v1/use-sessions/${second.session_id}/end`, { reason: 'done' });
    expect(done.json().data.status).toBe('done');
    expect((await verifyCode(second.code)).json().data).toEqual({ valid: false, reason: 'ended' });
    // Idempotent: ending again answers the session as it is.
    const again = await call(me, 'POST', `/api/v1/use-sessions/${second.session_id}/end`, {
      reason: 'cancel',
    });
    expect(again.json().data.status).toBe('done');

    const third = await use();
    await call(me, 'POST', `/api/v1/use-sessions/${third.session_id}/end`, { reason: 'cancel' });
    expect((await call(me, 'GET', `/api/v1/use-sessions/${third.session_id}`)).json().data.status).toBe(
      'cancelled',
    );
  });

  it('refuses self-added and expired cards and hospitals outside the network', async () => {
    at('2026-05-03T02:00:00Z');
    const me = await memberWithSession(server, 'default');
    const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);
    const otherNetwork = await createHospital(db(), [{ ins_code: 'SLI', level: 'all' }]);
    const selfAdded = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      type: 'self_added',
      owner_member_id: me.id,
      ins_code: null,
    });
    const expired = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      start_date: '2024-01-01',
      expiry_date: '2025-12-31',
    });
    const active = await createCard(db(), { partner_id: 'default', insured_person_id: me.personId });
    const use = (cardId: string, code: string) =>
      call(me, 'POST', `/api/v1/cards/${cardId}/use`, { hospital_code: code });
    expect((await use(selfAdded.id, hospital.code)).json().error.code).toBe('CARD_NOT_USABLE');
    expect((await use(expired.id, hospital.code)).json().error.code).toBe('CARD_EXPIRED');
    expect((await use(active.id, otherNetwork.code)).json().error.code).toBe('HOSPITAL_NOT_ACCEPTED');
    expect((await use(active.id, 'NO-SUCH')).json().error.code).toBe('HOSPITAL_NOT_ACCEPTED');
    const hospitals = (await call(me, 'GET', `/api/v1/cards/${selfAdded.id}/hospitals`)).json().data;
    expect(hospitals).toMatchObject({ items: [], total: 0 });
  });

  it("verification needs the partner's credentials and sees only that partner's sessions", async () => {
    at('2026-05-04T02:00:00Z');
    const me = await memberWithSession(server, 'default');
    const card = await createCard(db(), { partner_id: 'default', insured_person_id: me.personId });
    const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);
    const session = (
      await call(me, 'POST', `/api/v1/cards/${card.id}/use`, { hospital_code: hospital.code })
    ).json().data;

    const noCredentials = await server.app.inject({
      url: `/api/v1/use-sessions/verify?code=${session.code}`,
    });
    expect(noCredentials.statusCode).toBe(401);
    expect(noCredentials.json().error.code).toBe('PARTNER_CREDENTIALS_INVALID');
    const wrongSecret = await server.app.inject({
      url: `/api/v1/use-sessions/verify?code=${session.code}`,
      headers: { partnerid: 'default', secretkey: 'not-the-secret' },
    });
    expect(wrongSecret.statusCode).toBe(401);
    // A member token is not a hospital credential.
    const asMember = await server.app.inject({
      url: `/api/v1/use-sessions/verify?code=${session.code}`,
      headers: me.headers,
    });
    expect(asMember.statusCode).toBe(401);

    expect((await verifyCode(session.code, 'siam-life')).json().data).toEqual({
      valid: false,
      reason: 'unknown',
    });
    expect((await verifyQr(session.qr_payload, 'siam-life')).json().data).toEqual({
      valid: false,
      reason: 'unknown',
    });
    expect((await verifyCode('ZZZZZZZZ')).json().data).toEqual({ valid: false, reason: 'unknown' });

    // An altered QR (another session id, the same signature) is refused.
    const parts = session.qr_payload.split('.');
    const forged = [parts[0], '00000000-0000-4000-8000-000000000000', parts[2], parts[3]].join('.');
    expect((await verifyQr(forged)).json().data).toEqual({ valid: false, reason: 'unknown' });
    const longer = [parts[0], parts[1], String(Number(parts[2]) + 3600), parts[3]].join('.');
    expect((await verifyQr(longer)).json().data).toEqual({ valid: false, reason: 'unknown' });
    expect((await verifyQr(session.qr_payload)).json().data.valid).toBe(true);
  });
});
