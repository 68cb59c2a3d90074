import { describe, expect, it } from 'vitest';
import { thaiIdCheckDigit } from '../../../shared/rules/thai-id';
import { memberWithSession, type TestMember, callAs, sendCardForm } from '../../testing/card-fixtures';
import { listOutbox } from '../messaging/messaging';
import { createCard, createInsuredPerson } from '../../testing/fixtures';
import { fileTestServer } from '../../testing/server';

const server = fileTestServer({ at: '2026-06-01T03:00:00Z' });
const { clock, db } = server;

function newThaiId(): string {
  const first12 = `1${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
}

const call = (member: TestMember, method: string, url: string, body?: unknown) =>
  callAs(server, member, method, url, body);

/** The newest card OTP sent to `phone`, read from the outbox as the member would read their SMS. */
async function otpSentTo(phone: string) {
  const [row] = await listOutbox(db(), { recipient: phone, limit: 1 });
  if (!row) throw new Error(`no SMS to ${phone}`);
  expect(row.purpose).toBe('otp_card');
  const code = /\b(\d{6})\b/.exec(row.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** A TPA record with one group card and the given phones. */
async function tpaRecord(phones: string[], memberId: string | null = null) {
  const nationalId = newThaiId();
  const person = await createInsuredPerson(db(), 'default', {
    national_id: nationalId,
    phones,
    member_id: memberId,
    name: 'บุญมี',
    surname: 'ใจดี',
  });
  const card = await createCard(db(), {
    partner_id: 'default',
    insured_person_id: person.id,
    type: 'group',
    card_no: `GHS-${nationalId.slice(-6)}`,
    plan_name_th: 'แผน 2',
    plan_name_en: 'Plan 2',
  });
  return { nationalId, person, card };
}

/** A member whose own insured person is not yet tied to any TPA record. */
async function newMember() {
  const me = await memberWithSession(server, 'default');
  await db().deleteFrom('insured_persons').where('id', '=', me.personId).execute();
  return me;
}

describe('POST /api/v1/cards/search', () => {
  it('checks the Thai ID check digit on the server', async () => {
    const me = await newMember();
    const id = newThaiId();
    const wrong = `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;
    const response = await call(me, 'POST', '/api/v1/cards/search', { national_id: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: 'body.national_id', code: 'thai_id_invalid' }),
    ]);
  });

  it('answers not_found when the TPA holds no policy for the id', async () => {
    const me = await newMember();
    const response = await call(me, 'POST', '/api/v1/cards/search', { national_id: newThaiId() });
    expect(response.json()).toEqual({ data: { result: 'not_found' } });
  });

  it("links the member's own policy after an OTP to their matching phone", async () => {
    const me = await newMember();
    const { nationalId, person, card } = await tpaRecord(['+66899999999', me.mobile]);
    const formatted = `${nationalId[0]}-${nationalId.slice(1, 5)}-${nationalId.slice(5, 10)}-${nationalId.slice(10, 12)}-${nationalId[12]}`;
    const found = (await call(me, 'POST', '/api/v1/cards/search', { national_id: formatted })).json().data;
    expect(found).toMatchObject({
      result: 'otp_sent',
      policies: [
        { type: 'group', card_no_masked: `••••${card.card_no.slice(-4)}`, plan_name: { en: 'Plan 2' } },
      ],
      otp: { ttl_minute: 5 },
    });
    expect(found.otp.phone_masked).toMatch(/^0\d{2}-xxx-\d{4}$/);
    expect(JSON.stringify(found)).not.toContain(card.card_no);
    expect((await call(me, 'GET', `/api/v1/cards/${card.id}`)).statusCode).toBe(404);

    const code = await otpSentTo(me.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(me, 'POST', '/api/v1/cards/link', { ref_no: found.otp.ref_no, otp: wrong });
    expect(refused.json().error.code).toBe('OTP_INVALID');

    const linked = await call(me, 'POST', '/api/v1/cards/link', { ref_no: found.otp.ref_no, otp: code });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({ person_id: person.id, relation: null });
    expect(linked.json().data.cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    const own = (await call(me, 'GET', '/api/v1/cards')).json().data;
    expect(own.group.map((c: { id: string }) => c.id)).toEqual([card.id]);
    const member = await db()
      .selectFrom('members')
      .select('national_id')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(member.national_id).toBe(nationalId);
    // The OTP is single use.
    const again = await call(me, 'POST', '/api/v1/cards/link', { ref_no: found.otp.ref_no, otp: code });
    expect(again.json().error.code).toBe('OTP_EXPIRED');
    // Searching again: already linked.
    const repeat = (await call(me, 'POST', '/api/v1/cards/search', { national_id: nationalId })).json().data;
    expect(repeat.result).toBe('already_linked');
  });

  it("moves the member's typed-in cards onto the TPA record when they link their own policy", async () => {
    const me = await newMember();
    const added = await sendCardForm(server, me);
    const selfAdded = added.json().data;
    const { nationalId, person, card } = await tpaRecord([me.mobile]);
    const found = (await call(me, 'POST', '/api/v1/cards/search', { national_id: nationalId })).json().data;
    const code = await otpSentTo(me.mobile);
    await call(me, 'POST', '/api/v1/cards/link', { ref_no: found.otp.ref_no, otp: code });
    const own = (await call(me, 'GET', '/api/v1/cards')).json().data;
    expect(own.group.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect(
      own.self_added.map((c: { id: string; insured_person_id: string }) => [c.id, c.insured_person_id]),
    ).toEqual([[selfAdded.id, person.id]]);
  });

  it("links a family member's policy after an OTP to a phone on file the member picks", async () => {
    const me = await memberWithSession(server, 'default');
    const fatherPhone = '+66871234567';
    const { nationalId, person, card } = await tpaRecord(['+66810000001', fatherPhone]);
    const found = (
      await call(me, 'POST', '/api/v1/cards/search', { national_id: nationalId, relation: 'parent' })
    ).json().data;
    expect(found).toMatchObject({ result: 'choose_phone', line_oa_id: '@thaicaretpa' });
    expect(found.phones.map((p: { phone_masked: string }) => p.phone_masked)).toEqual([
      '081-xxx-0001',
      '087-xxx-4567',
    ]);
    expect(JSON.stringify(found)).not.toContain('1234567');

    const badChoice = await call(me, 'POST', '/api/v1/cards/search/otp', {
      search_id: found.search_id,
      phone_choice: 'made-up',
    });
    expect(badChoice.statusCode).toBe(400);

    const sent = await call(me, 'POST', '/api/v1/cards/search/otp', {
      search_id: found.search_id,
      phone_choice: found.phones[1].choice_id,
    });
    expect(sent.json().data).toMatchObject({ phone_masked: '087-xxx-4567', ttl_minute: 5 });
    const code = await otpSentTo(fatherPhone);
    // Asking again at once keeps the code already sent.
    const resent = await call(me, 'POST', '/api/v1/cards/search/otp', {
      search_id: found.search_id,
      phone_choice: found.phones[1].choice_id,
    });
    expect(resent.json().data.ref_no).toBe(sent.json().data.ref_no);

    // Another member cannot use this search or this OTP.
    const other = await memberWithSession(server, 'default');
    const stolenSearch = await call(other, 'POST', '/api/v1/cards/search/otp', {
      search_id: found.search_id,
      phone_choice: found.phones[1].choice_id,
    });
    expect(stolenSearch.json().error.code).toBe('CARD_SEARCH_EXPIRED');
    const stolenOtp = await call(other, 'POST', '/api/v1/cards/link', {
      ref_no: sent.json().data.ref_no,
      otp: code,
    });
    expect(stolenOtp.json().error.code).toBe('OTP_INVALID');

    const linked = await call(me, 'POST', '/api/v1/cards/link', {
      ref_no: sent.json().data.ref_no,
      otp: code,
    });
    expect(linked.json().data).toMatchObject({ person_id: person.id, relation: 'parent' });
    const family = (await call(me, 'GET', '/api/v1/family')).json().data;
    expect(family.map((f: { person_id: string; relation: string }) => [f.person_id, f.relation])).toEqual([
      [person.id, 'parent'],
    ]);
    expect(family[0].cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect((await call(other, 'GET', `/api/v1/family/${person.id}/cards`)).statusCode).toBe(404);
  });

  it('refuses a tampered or expired search id', async () => {
    const me = await memberWithSession(server, 'default');
    const { nationalId } = await tpaRecord(['+66810000002']);
    const found = (
      await call(me, 'POST', '/api/v1/cards/search', { national_id: nationalId, relation: 'sibling' })
    ).json().data;
    const parts = found.search_id.split('.');
    parts[2] = 'spouse';
    const tampered = await call(me, 'POST', '/api/v1/cards/search/otp', {
      search_id: parts.join('.'),
      phone_choice: found.phones[0].choice_id,
    });
    expect(tampered.statusCode).toBe(410);
    expect(tampered.json().error.code).toBe('CARD_SEARCH_EXPIRED');

    const started = clock.now;
    clock.now = new Date(started.getTime() + 31 * 60_000);
    const fresh = await server.app.ctx.sessions.issue(me.id);
    const late = await server.app.inject({
      method: 'POST',
      url: '/api/v1/cards/search/otp',
      headers: { ...me.headers, authorization: `Bearer ${fresh.token}` },
      payload: { search_id: found.search_id, phone_choice: found.phones[0].choice_id },
    });
    clock.now = started;
    expect(late.json().error.code).toBe('CARD_SEARCH_EXPIRED');
  });

  it("refuses another account's record and an id that is not the member's own", async () => {
    const someone = await memberWithSession(server, 'default');
    const me = await memberWithSession(server, 'default');
    // someone's account is tied to this TPA record instead of a fixture person.
    await db().deleteFrom('insured_persons').where('id', '=', someone.personId).execute();
    const taken = await tpaRecord([me.mobile], someone.id);
    const alreadyLinked = await call(me, 'POST', '/api/v1/cards/search', { national_id: taken.nationalId });
    // me still has a person without a national id, so the only problem is the other account.
    expect(alreadyLinked.json().error.code).toBe('CARD_ALREADY_LINKED');

    await db()
      .updateTable('insured_persons')
      .set({ national_id: newThaiId() })
      .where('id', '=', me.personId)
      .execute();
    const notMine = await tpaRecord([me.mobile]);
    const response = await call(me, 'POST', '/api/v1/cards/search', { national_id: notMine.nationalId });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CARD_SEARCH_NOT_SELF');
    // As a family member it is fine.
    const asFamily = await call(me, 'POST', '/api/v1/cards/search', {
      national_id: notMine.nationalId,
      relation: 'spouse',
    });
    expect(asFamily.json().data.result).toBe('otp_sent');
  });

  it('limits searches per member (national-id enumeration)', async () => {
    const me = await memberWithSession(server, 'default');
    for (let i = 0; i < 10; i++) {
      const ok = await call(me, 'POST', '/api/v1/cards/search', { national_id: newThaiId() });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await call(me, 'POST', '/api/v1/cards/search', { national_id: newThaiId() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    const other = await memberWithSession(server, 'default');
    expect((await call(other, 'POST', '/api/v1/cards/search', { national_id: newThaiId() })).statusCode).toBe(
      200,
    );
  });
});
