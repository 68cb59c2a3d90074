import { describe, expect, it } from 'vitest';
import { USE_CODE_ALPHABET } from '../../../shared/api/schemas/cards';
import {
  createHospital,
  memberWithSession,
  type TestMember,
  callAs,
  memberWithCard,
} from '../../testing/card-fixtures';
import { createCard } from '../../testing/fixtures';
import { fileTestServer } from '../../testing/server';

const server = fileTestServer({ at: '2026-05-01T02:00:00Z' });
const { clock, db } = server;
const at = (iso: string) => {
  clock.now = new Date(iso);
};

const partnerHeaders = (partnerId: string) => {
  const p = server.app.ctx.partners.byId(partnerId)!.partner;
  return { partnerid: p.partner_id, secretkey: p.secret_key };
};

const call = (member: TestMember, method: string, url: string, body?: unknown) =>
  callAs(server, member, method, url, body);

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
  const codes = (page: { items: { code: string }[] }) => page.items.map((h) => h.code);

  it("lists the places that accept the card: its insurer's network and level, nearest first, paged", async () => {
    const { me, card } = await memberWithCard(server, 'default');
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
    expect(codes(byDistance)).toEqual([near.code, far.code]);
    expect(byDistance).toMatchObject({ total: 2, page: 1, has_more: false });
    expect(byDistance.items[0]).toMatchObject({ coverage_level: 'all' });
    expect(byDistance.items[0].distance_km).toBeGreaterThan(1);
    expect(byDistance.items[0].distance_km).toBeLessThan(3);
    expect(byDistance.items[1]).toMatchObject({ coverage_level: 'some' });
    expect(byDistance.items[1].distance_km).toBeGreaterThan(550);

    const plain = (await call(me, 'GET', url)).json().data;
    expect(plain.items.every((h: { distance_km: number | null }) => h.distance_km === null)).toBe(true);
    // Misspelt: the search's typo tolerance.
    const searched = (await call(me, 'GET', `${url}?q=sirirat`)).json().data;
    expect(codes(searched)).toEqual([near.code]);
    // Areas and levels are the search's filters (a province is its key, from /hospitals/areas).
    const inProvince = (await call(me, 'GET', `${url}?province=Chiang%20Mai`)).json().data;
    expect(codes(inProvince)).toEqual([far.code]);
    expect(codes((await call(me, 'GET', `${url}?level=all`)).json().data)).toEqual([near.code]);
    const page1 = (await call(me, 'GET', `${url}?page_size=1`)).json().data;
    expect(page1).toMatchObject({ page: 1, page_size: 1, total: 2, has_more: true });
    const page2 = (await call(me, 'GET', `${url}?page=2&page_size=1`)).json().data;
    expect(page2).toMatchObject({ page: 2, page_size: 1, total: 2, has_more: false });
    expect(page2.items).toHaveLength(1);
    expect(codes(page2)).not.toEqual(codes(page1));
    const none = (await call(me, 'GET', `${url}?q=zzqqxx`)).json().data;
    expect(none).toMatchObject({ items: [], total: 0, has_more: false });
    const half = await call(me, 'GET', `${url}?lat=13.7`);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.details).toContainEqual(
      expect.objectContaining({ path: 'query.lng', code: 'location_incomplete' }),
    );
  });

  it('finds Bumrungrad misspelt in English or Thai, and never offers a place outside the network', async () => {
    const { me, card } = await memberWithCard(server, 'default', {
      ins_code: 'UCB',
    });
    const bumrungrad = await createHospital(
      db(),
      [
        { ins_code: 'UCB', level: 'all' },
        { ins_code: 'UCX', level: 'some' },
      ],
      {
        name_en: 'Bumrungrad International Hospital',
        name_th: 'โรงพยาบาลบำรุงราษฎร์',
        lat: 13.7466,
        lng: 100.5524,
      },
    );
    // The same name outside the card's network, and a closed place inside it: never offered.
    const outside = await createHospital(db(), [{ ins_code: 'UCX', level: 'all' }], {
      name_en: 'Bumrungrad Sukhumvit Clinic',
      name_th: 'คลินิกบำรุงราษฎร์ สุขุมวิท',
      lat: 13.7406,
      lng: 100.5561,
    });
    const closed = await createHospital(db(), [{ ins_code: 'UCB', level: 'all' }], {
      name_en: 'Bumrungrad Old Building',
      name_th: 'โรงพยาบาลบำรุงราษฎร์ อาคารเดิม',
      is_active: false,
    });
    const other = await createHospital(db(), [{ ins_code: 'UCB', level: 'some' }], {
      name_en: 'Samitivej Sukhumvit Hospital',
      name_th: 'โรงพยาบาลสมิติเวช สุขุมวิท',
    });

    const url = `/api/v1/cards/${card.id}/hospitals`;
    const search = async (query: string) =>
      (await call(me, 'GET', `${url}?${query}`)).json().data as {
        items: { code: string; coverage_level: string }[];
        total: number;
      };
    for (const q of ['bumrungard', 'บำรุงราด', 'บำรุงราษฎร์', 'Bumrungrad']) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(codes(found), q).toEqual([bumrungrad.code]);
      expect(found.total, q).toBe(1);
      // The card's level, not the other network's.
      expect(found.items[0]!.coverage_level, q).toBe('all');
    }
    // Near the place, in Thai: the same, with the distance.
    const near = await search(`q=${encodeURIComponent('บำรุงราด')}&lat=13.7462&lng=100.5347`);
    expect(codes(near)).toEqual([bumrungrad.code]);
    // Everything the card offers, in any order or page: the network's open places only.
    for (const query of ['', 'lat=13.7462&lng=100.5347', `q=${encodeURIComponent('โรงพยาบาล')}`]) {
      const all = await search(query);
      expect(codes(all).sort(), query).toEqual([bumrungrad.code, other.code].sort());
      expect(codes(all), query).not.toContain(outside.code);
      expect(codes(all), query).not.toContain(closed.code);
    }
    // The partner's own search finds the outside place: the card is what keeps it out.
    const partnerWide = (await call(me, 'GET', `/api/v1/hospitals?card=${card.id}&q=bumrungard`)).json().data;
    expect(codes(partnerWide)).toEqual([bumrungrad.code]);
  });

  it("answers 404 for another member's card or an unknown one, 401 signed out", async () => {
    const { me, card } = await memberWithCard(server, 'default');
    const stranger = await memberWithSession(server, 'default');
    const foreign = await call(stranger, 'GET', `/api/v1/cards/${card.id}/hospitals?q=bumrungard`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    const elsewhere = await memberWithSession(server, 'siam-life');
    expect((await call(elsewhere, 'GET', `/api/v1/cards/${card.id}/hospitals`)).statusCode).toBe(404);
    const unknown = await call(me, 'GET', '/api/v1/cards/6f1c2a4e-8d3b-4c7a-9e15-0b2d4f6a8c10/hospitals');
    expect(unknown.statusCode).toBe(404);
    const signedOut = await server.app.inject({ url: `/api/v1/cards/${card.id}/hospitals` });
    expect(signedOut.statusCode).toBe(401);
    // Their own card is fine.
    expect((await call(me, 'GET', `/api/v1/cards/${card.id}/hospitals`)).statusCode).toBe(200);
  });

  it('pages through every place once, by name, by match and by distance', async () => {
    const { me, card } = await memberWithCard(server, 'default', {
      ins_code: 'UCP',
    });
    const places = [];
    for (let i = 0; i < 11; i++)
      places.push(
        await createHospital(db(), [{ ins_code: 'UCP', level: i % 2 ? 'all' : 'some' }], {
          // Two names alike, so sorting by name alone could not tell them apart.
          name_en: `Paging Hospital ${i < 2 ? 'Twin' : i}`,
          name_th: `โรงพยาบาลทดสอบหน้า ${i}`,
          lat: 13.7 + (i % 4) * 0.01,
          lng: 100.5 + Math.floor(i / 4) * 0.01,
        }),
      );
    const expected = places.map((p) => p.code).sort();
    for (const query of ['', 'q=paging', 'q=pagng%20hospitl', 'lat=13.71&lng=100.51']) {
      const seen: string[] = [];
      let distances: number[] = [];
      for (let page = 1; page <= 10; page++) {
        const data = (
          await call(me, 'GET', `/api/v1/cards/${card.id}/hospitals?page_size=3&page=${page}&${query}`)
        ).json().data;
        expect(data.total, query).toBe(11);
        seen.push(...codes(data));
        distances = distances.concat(
          data.items.map((h: { distance_km: number | null }) => h.distance_km ?? 0),
        );
        if (!data.has_more) break;
      }
      expect(seen.length, query).toBe(11);
      expect([...seen].sort(), query).toEqual(expected);
      expect(distances, query).toEqual([...distances].sort((a, b) => a - b));
    }
  });
});

describe('use-card sessions', () => {
  it('issues a 5-minute session by the server clock that the hospital can verify until it expires', async () => {
    at('2026-05-01T02:00:00Z');
    const { me, card } = await memberWithCard(server, 'default', {
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
    const { me, card } = await memberWithCard(server, 'default');
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
    const { me, card } = await memberWithCard(server, 'default');
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
