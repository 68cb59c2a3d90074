import { MAX_UPLOAD_BYTES } from '../../../shared/api/constants';
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

import {
  createHospital,
  EXIF_MARKER,
  jpegBytes,
  memberWithSession,
  multipart,
  pngBytes,
  type TestMember,
  validCardFields,
  validCardFiles,
  callAs,
  memberWithCard,
  sendCardForm,
} from '../../testing/card-fixtures';
import { liveUploadDirs, uploadTempHooks as uploadsFs, uploadsSettled } from '../../http/uploads';
import { createCard, createInsuredPerson, createFamilyMember, createCardOf } from '../../testing/fixtures';
import { withIdempotencyKey } from '../../testing/idempotency';
import { fileTestServer } from '../../testing/server';
import { benefitCapFor } from './cards';

const server = fileTestServer({ at: '2026-03-10T03:00:00Z' });
const { clock, db } = server;

const call = (member: TestMember | null, method: string, url: string, body?: unknown) =>
  callAs(server, member, method, url, body);

const upload = (
  member: TestMember,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files = validCardFiles(),
) => sendCardForm(server, member, { method, url, fields, files });

describe('GET /api/v1/cards and /api/v1/cards/{id}', () => {
  it("groups the member's own cards by type with dates, status and images, and hides everyone else's", async () => {
    const me = await memberWithSession(server, 'default');
    const other = await memberWithSession(server, 'default');
    const group = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      type: 'group',
      plan_name_th: 'แผน 2',
      plan_name_en: 'Plan 2',
      start_date: '2026-01-01',
      expiry_date: '2026-12-31',
    });
    const expired = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      type: 'individual',
      start_date: '2024-01-01',
      expiry_date: '2025-12-31',
    });
    // 2026-03-10 is the last day in Thailand at 16:59 UTC, and the day after at 17:00 UTC.
    const endsToday = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: me.personId,
      type: 'individual',
      start_date: '2025-03-11',
      expiry_date: '2026-03-10',
    });
    await createCard(db(), { partner_id: 'default', insured_person_id: other.personId });

    const response = await call(me, 'GET', '/api/v1/cards');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.group.map((c: { id: string }) => c.id)).toEqual([group.id]);
    expect(data.group[0]).toMatchObject({
      type: 'group',
      status: 'active',
      usable: true,
      editable: false,
      plan_name: { th: 'แผน 2', en: 'Plan 2' },
      insurer_name: { th: 'ไทยแคร์ ทีพีเอ', en: 'ThaiCare TPA' },
      front_image_url: null,
    });
    expect(data.individual.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
      [endsToday.id, 'active'],
      [expired.id, 'expired'],
    ]);
    expect(data.self_added).toEqual([]);

    // Sessions last 12 hours: sign in again at the later time.
    clock.now = new Date('2026-03-10T17:00:00Z');
    const later = await server.app.ctx.sessions.issue(me.id);
    const nextDay = (
      await call(
        { ...me, headers: { ...me.headers, authorization: `Bearer ${later.token}` } },
        'GET',
        '/api/v1/cards',
      )
    ).json().data;
    expect(nextDay.individual.map((c: { status: string }) => c.status)).toEqual(['expired', 'expired']);
    clock.now = new Date('2026-03-10T03:00:00Z');
  });

  it('answers empty lists for a member without cards', async () => {
    const me = await memberWithSession(server, 'default');
    expect((await call(me, 'GET', '/api/v1/cards')).json()).toEqual({
      data: { group: [], individual: [], self_added: [] },
    });
  });

  it('shows benefits with their approved claims per visit and the claim history newest first', async () => {
    const { me, card } = await memberWithCard(server, 'default', {
      type: 'group',
    });
    await db()
      .insertInto('coverage_benefits')
      .values([
        {
          card_id: card.id,
          position: 0,
          benefit_th: 'ค่ารักษาพยาบาลผู้ป่วยนอก',
          benefit_en: 'Outpatient treatment',
          limit_period: 'per_visit',
          max_limit: 1500,
          medical_fee: 800,
          medicine_fee: 700,
        },
        {
          card_id: card.id,
          position: 1,
          benefit_th: 'ค่าห้องและค่าอาหาร',
          benefit_en: 'Room and board',
          limit_period: 'per_day',
          max_limit: 3000,
          room_price: 3000,
        },
      ])
      .execute();
    const claim = (
      n: number,
      values: {
        admission_date: string;
        status: 'in_process' | 'approved' | 'rejected';
        approved_amount?: number;
        currency?: 'THB' | 'USD';
        amount?: number;
      },
    ) => ({
      partner_id: 'default',
      card_id: card.id,
      claim_no: `CL-${card.id.slice(0, 8)}-${n}`,
      source: 'hospital' as const,
      claim_type: 'sick' as const,
      benefit_type: 'opd' as const,
      provider_name_th: 'คลินิก',
      provider_name_en: 'Clinic',
      amount: 1000,
      ...values,
    });
    await db()
      .insertInto('claims')
      .values([
        claim(1, { admission_date: '2026-01-05', status: 'approved', approved_amount: 900.5 }),
        claim(2, { admission_date: '2026-02-20', status: 'approved', approved_amount: 1200.25 }),
        claim(3, { admission_date: '2026-03-01', status: 'rejected' }),
        claim(4, { admission_date: '2026-02-01', status: 'in_process', currency: 'USD', amount: 50 }),
      ])
      .execute();

    const response = await call(me, 'GET', `/api/v1/cards/${card.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.card.id).toBe(card.id);
    expect(data.benefits).toHaveLength(2);
    expect(data.benefits[0]).toMatchObject({
      benefit: { th: 'ค่ารักษาพยาบาลผู้ป่วยนอก', en: 'Outpatient treatment' },
      max_limit: 1500,
      medical_fee: 800,
      medicine_fee: 700,
      room_price: null,
      surgery_fee: null,
      currency: 'THB',
      // A per-visit limit renews with each visit: nothing is summed against it (issue 25).
      used_amount: null,
      largest_amount: 1200.25,
      claim_count: 2,
      period_start: null,
      period_end: null,
    });
    expect(data.benefits[1]).toMatchObject({ used_amount: null, claim_count: 0, room_price: 3000 });
    expect(
      data.claims.map((c: { admission_date: string; status: string; currency: string }) => [
        c.admission_date,
        c.status,
        c.currency,
      ]),
    ).toEqual([
      ['2026-03-01', 'rejected', 'THB'],
      ['2026-02-20', 'approved', 'THB'],
      ['2026-02-01', 'in_process', 'USD'],
      ['2026-01-05', 'approved', 'THB'],
    ]);
  });

  it('sums a per-year limit over the current policy year only, and shows claimed, approved and paid in the history', async () => {
    // The card runs 2025-01-01 to 2026-12-31; on 2026-03-10 its policy year is 2026.
    const { me, card } = await memberWithCard(server, 'default', { type: 'group' });
    await db()
      .insertInto('coverage_benefits')
      .values({
        card_id: card.id,
        benefit_th: 'ทันตกรรม',
        benefit_en: 'Dental care',
        limit_period: 'per_year',
        max_limit: 3000,
      })
      .execute();
    const claim = (
      n: number,
      values: {
        admission_date: string;
        approved_amount: number;
        amount?: number;
        stage?: 'paid' | 'partly_approved';
        paid_amount?: number;
      },
    ) => ({
      partner_id: 'default',
      card_id: card.id,
      claim_no: `CL-Y-${card.id.slice(0, 8)}-${n}`,
      source: 'e_claim' as const,
      claim_type: 'sick' as const,
      benefit_type: 'dental' as const,
      provider_name_th: 'คลินิกทันตกรรม',
      provider_name_en: 'Dental clinic',
      amount: 4400,
      status: 'approved' as const,
      ...values,
    });
    await db()
      .insertInto('claims')
      .values([
        // Last policy year: not counted against this year's limit.
        claim(1, { admission_date: '2025-11-20', amount: 2000, approved_amount: 2000 }),
        claim(2, {
          admission_date: '2026-01-15',
          amount: 1200,
          approved_amount: 1200,
          stage: 'paid',
          paid_amount: 1200,
        }),
        claim(3, { admission_date: '2026-03-02', approved_amount: 1500, stage: 'partly_approved' }),
      ])
      .execute();
    const { data } = (await call(me, 'GET', `/api/v1/cards/${card.id}`)).json();
    expect(data.benefits[0]).toMatchObject({
      limit_period: 'per_year',
      used_amount: 2700,
      largest_amount: null,
      claim_count: 2,
      period_start: '2026-01-01',
      period_end: '2026-12-31',
    });
    expect(data.claims.slice(0, 2)).toMatchObject([
      {
        amount: 4400,
        approved_amount: 1500,
        paid_amount: null,
        stage: 'partly_approved',
        status: 'approved',
      },
      { amount: 1200, approved_amount: 1200, paid_amount: 1200, stage: 'paid', status: 'approved' },
    ]);
    // A claim without a stage (a hospital bill) reads as its status's step.
    expect(data.claims[2]).toMatchObject({ stage: 'approved', paid_amount: null });
  });

  it('lets an inpatient stay reach its room-and-board nights and surgery lines with the inpatient limit', async () => {
    const { card } = await memberWithCard(server, 'default', { type: 'group' });
    const line = (
      position: number,
      en: string,
      th: string,
      limit_period: 'per_day' | 'per_admission',
      max_limit: number,
    ) => ({
      card_id: card.id,
      position,
      benefit_en: en,
      benefit_th: th,
      limit_period,
      max_limit,
    });
    await db()
      .insertInto('coverage_benefits')
      .values([
        line(0, 'Room and board', 'ค่าห้องและค่าอาหาร', 'per_day', 2500),
        line(1, 'Inpatient medical expenses', 'ค่ารักษาพยาบาลผู้ป่วยใน', 'per_admission', 30000),
        line(2, 'Surgery and procedures', 'ค่าผ่าตัดและหัตถการ', 'per_admission', 40000),
      ])
      .execute();
    const stay = {
      id: '00000000-0000-4000-8000-000000000001',
      card_id: card.id,
      currency: 'THB' as const,
      admission_date: '2026-02-15',
      discharge_date: '2026-02-18',
      accident_date: null,
    };
    // Three nights: 3 × 2,500 + 30,000 + 40,000.
    expect(await benefitCapFor(db(), { ...stay, benefit_type: 'ipd' })).toEqual({
      benefit: {
        th: 'ค่ารักษาพยาบาลผู้ป่วยใน + ค่าห้องและค่าอาหาร + ค่าผ่าตัดและหัตถการ',
        en: 'Inpatient medical expenses + Room and board + Surgery and procedures',
      },
      period: null,
      limit: 77500,
      available: 77500,
    });
    // An outpatient claim on this card has no line: nothing to check it against.
    expect(await benefitCapFor(db(), { ...stay, benefit_type: 'opd' })).toBeNull();
  });

  it('answers a card without benefits or claims with empty lists', async () => {
    const { me, card } = await memberWithCard(server, 'default');
    const { data } = (await call(me, 'GET', `/api/v1/cards/${card.id}`)).json();
    expect(data.benefits).toEqual([]);
    expect(data.claims).toEqual([]);
  });

  it('needs a member token', async () => {
    const response = await call(null, 'GET', '/api/v1/cards');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('AUTH_REQUIRED');
  });
});

describe('GET /api/v1/insurers', () => {
  it('lists the partners first, then Thai insurers and banks, then other', async () => {
    const me = await memberWithSession(server, 'default');
    const { data } = (await call(me, 'GET', '/api/v1/insurers')).json();
    const kinds = data.map((i: { kind: string }) => i.kind);
    expect(kinds[0]).toBe('partner');
    expect(kinds.at(-1)).toBe('other');
    expect(kinds).toContain('bank');
    expect(data.find((i: { ins_code: string | null }) => i.ins_code === 'TPA')?.name.en).toBe('ThaiCare TPA');
    for (const insurer of data) {
      expect(insurer.name.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(insurer.name.en).not.toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});

describe('self-added cards', () => {
  it('adds a card with both photos, stores them without EXIF, and serves them only to the owner', async () => {
    const me = await memberWithSession(server, 'default');
    const other = await memberWithSession(server, 'default');
    const response = await upload(me, 'POST', '/api/v1/cards', validCardFields());
    expect(response.statusCode).toBe(200);
    const card = response.json().data;
    expect(card).toMatchObject({
      type: 'self_added',
      card_no: 'AIA-778812',
      insured_name: 'สมชาย ใจดี',
      insurer_name: { th: 'เอไอเอ ประเทศไทย', en: 'AIA Thailand' },
      ins_code: null,
      editable: true,
      usable: false,
      insured_person_id: me.personId,
    });
    expect(card.front_image_url).toBe(`/api/v1/cards/${card.id}/images/front`);

    const row = await db()
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_member_id).toBe(me.id);
    const front = await server.app.ctx.blobs.get(row.front_image_sha256!);
    expect(front?.mime).toBe('image/jpeg');
    expect(Buffer.from(front!.bytes).includes(EXIF_MARKER)).toBe(false);
    expect(Buffer.from(front!.bytes).includes(Buffer.from('GPS'))).toBe(false);
    const back = await server.app.ctx.blobs.get(row.back_image_sha256!);
    expect(Buffer.from(back!.bytes).includes(Buffer.from('eXIf'))).toBe(false);
    expect(Buffer.from(back!.bytes).includes(Buffer.from('taken at home'))).toBe(false);

    const image = await call(me, 'GET', card.front_image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBe('attachment; filename="card-front.jpg"');
    expect(image.rawPayload.equals(Buffer.from(front!.bytes))).toBe(true);

    // The cookie the app keeps works for <img>; another member gets 404 either way.
    const byCookie = await server.app.inject({
      url: card.back_image_url,
      cookies: { 'auth._token.local': `Bearer ${me.token}` },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['content-type']).toBe('image/png');
    const stolen = await call(other, 'GET', card.front_image_url);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.rawPayload.includes(Buffer.from(front!.bytes).subarray(0, 64))).toBe(false);
    expect((await call(null, 'GET', card.front_image_url)).statusCode).toBe(401);

    const list = (await call(me, 'GET', '/api/v1/cards')).json().data;
    expect(list.self_added.map((c: { id: string }) => c.id)).toEqual([card.id]);
  });

  it('gives a member without an insured person one, and an "other" insurer keeps the typed name', async () => {
    const me = await memberWithSession(server, 'default');
    await db().deleteFrom('insured_persons').where('id', '=', me.personId).execute();
    const response = await upload(me, 'POST', '/api/v1/cards', {
      ...validCardFields(),
      insurer_id: 'other',
      insurer_name: 'สหกรณ์ออมทรัพย์ครู',
    });
    expect(response.statusCode).toBe(200);
    const card = response.json().data;
    expect(card.insurer_name).toEqual({ th: 'สหกรณ์ออมทรัพย์ครู', en: 'สหกรณ์ออมทรัพย์ครู' });
    const person = await db()
      .selectFrom('insured_persons')
      .selectAll()
      .where('member_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(person.id).toBe(card.insured_person_id);
    expect(person.national_id).toBeNull();
  });

  it('refuses a form with every field missing, naming each field', async () => {
    const me = await memberWithSession(server, 'default');
    const response = await upload(me, 'POST', '/api/v1/cards', {}, {});
    expect(response.statusCode).toBe(422);
    const error = response.json().error;
    expect(error.code).toBe('CARD_SAVE_FAILED');
    expect(error.message.en).toMatch(/couldn't save the card/);
    expect(error.details.map((d: { path: string; code: string }) => `${d.path}:${d.code}`).sort()).toEqual([
      'back_image:required',
      'card_no:required',
      'expiry_date:required',
      'front_image:required',
      'insured_name:required',
      'insurer_id:required',
      'start_date:required',
    ]);
  });

  it('refuses an unknown insurer, invalid dates and an expiry before the start', async () => {
    const me = await memberWithSession(server, 'default');
    const bad = await upload(me, 'POST', '/api/v1/cards', {
      ...validCardFields(),
      insurer_id: 'nobody',
      start_date: '2026-02-30',
    });
    expect(
      bad
        .json()
        .error.details.map((d: { code: string }) => d.code)
        .sort(),
    ).toEqual(['date_invalid', 'insurer_unknown']);
    const order = await upload(me, 'POST', '/api/v1/cards', {
      ...validCardFields(),
      start_date: '2026-05-01',
      expiry_date: '2026-04-30',
    });
    expect(order.json().error.details).toEqual([
      expect.objectContaining({ path: 'expiry_date', code: 'date_order' }),
    ]);
  });

  it('refuses owner, type, status and partner sent with the form, naming each (mass assignment)', async () => {
    const me = await memberWithSession(server, 'default');
    const victim = await memberWithSession(server, 'default');
    const extra = {
      owner_member_id: victim.id,
      type: 'group',
      status: 'active',
      partner_id: 'siam-life',
      insured_person_id: victim.personId,
      ins_code: 'TPA',
    };
    const response = await upload(me, 'POST', '/api/v1/cards', { ...validCardFields(), ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.details.map((d: { path: string }) => d.path)).toEqual(
      Object.keys(extra).map((key) => `body.${key}`),
    );
    const cards = await db()
      .selectFrom('cards')
      .select('id')
      .where('owner_member_id', 'in', [me.id, victim.id])
      .execute();
    expect(cards).toEqual([]);
  });

  describe('upload rules', () => {
    const front = (bytes: Uint8Array, filename: string, type: string) => ({
      ...validCardFiles(),
      front_image: { bytes, filename, type },
    });
    const codeOf = async (me: TestMember, files: ReturnType<typeof validCardFiles>) => {
      const response = await upload(me, 'POST', '/api/v1/cards', validCardFields(), files);
      return { status: response.statusCode, error: response.json().error };
    };

    it('accepts exactly 10,485,760 bytes and refuses one byte more with PAYLOAD_TOO_LARGE', async () => {
      const me = await memberWithSession(server, 'default');
      const atLimit = jpegBytes({ totalBytes: MAX_UPLOAD_BYTES, exif: false });
      expect(atLimit.byteLength).toBe(10_485_760);
      const ok = await upload(
        me,
        'POST',
        '/api/v1/cards',
        validCardFields(),
        front(atLimit, 'big.jpg', 'image/jpeg'),
      );
      expect(ok.statusCode).toBe(200);
      // What is stored is the re-encoded image: the 10 MiB of padding (comment segments) is gone.
      const stored = await db()
        .selectFrom('cards')
        .innerJoin('blobs', 'blobs.sha256', 'cards.front_image_sha256')
        .select('blobs.size')
        .where('cards.id', '=', ok.json().data.id)
        .executeTakeFirstOrThrow();
      expect(stored.size).toBeGreaterThan(0);
      expect(stored.size).toBeLessThan(100_000);

      const before = await db()
        .selectFrom('cards')
        .select('id')
        .where('owner_member_id', '=', me.id)
        .execute();
      const tooBig = jpegBytes({ totalBytes: MAX_UPLOAD_BYTES + 1, exif: false });
      const refused = await upload(
        me,
        'POST',
        '/api/v1/cards',
        validCardFields(),
        front(tooBig, 'big.jpg', 'image/jpeg'),
      );
      expect(refused.statusCode).toBe(413);
      expect(refused.json().error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(refused.json().error.details[0]).toMatchObject({ path: 'front_image', code: 'file_too_large' });
      const after = await db()
        .selectFrom('cards')
        .select('id')
        .where('owner_member_id', '=', me.id)
        .execute();
      expect(after).toHaveLength(before.length);
    });

    it('refuses a PNG renamed .jpg and sent as image/jpeg', async () => {
      const me = await memberWithSession(server, 'default');
      const { status, error } = await codeOf(me, front(pngBytes(), 'photo.jpg', 'image/jpeg'));
      expect(status).toBe(422);
      expect(error.details).toEqual([
        expect.objectContaining({ path: 'front_image', code: 'file_mismatch' }),
      ]);
    });

    it('refuses a text file named .png', async () => {
      const me = await memberWithSession(server, 'default');
      const text = new TextEncoder().encode('hello, this is not a picture');
      const { error } = await codeOf(me, front(text, 'card.png', 'image/png'));
      expect(error.details).toEqual([expect.objectContaining({ path: 'front_image', code: 'file_type' })]);
    });

    it('refuses a zero-byte file', async () => {
      const me = await memberWithSession(server, 'default');
      const { error } = await codeOf(me, front(new Uint8Array(), 'empty.jpg', 'image/jpeg'));
      expect(error.details).toEqual([expect.objectContaining({ path: 'front_image', code: 'file_empty' })]);
    });

    it('refuses a PDF as a card photo', async () => {
      const me = await memberWithSession(server, 'default');
      const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
      const { error } = await codeOf(me, front(pdf, 'card.pdf', 'application/pdf'));
      expect(error.code).toBe('CARD_SAVE_FAILED');
      expect(error.details).toEqual([expect.objectContaining({ path: 'front_image', code: 'file_type' })]);
    });

    it('refuses an image of more than 40 megapixels', async () => {
      const me = await memberWithSession(server, 'default');
      const { error } = await codeOf(
        me,
        front(pngBytes({ width: 8000, height: 5001 }), 'huge.png', 'image/png'),
      );
      expect(error.details).toEqual([
        expect.objectContaining({ path: 'front_image', code: 'image_dimensions' }),
      ]);
    });

    it('stores a PNG with HTML appended as the re-encoded image alone, and serves exactly that', async () => {
      const me = await memberWithSession(server, 'default');
      const html = Buffer.from('<html><script>fetch("/api/v1/me")</script></html>');
      const polyglot = Buffer.concat([pngBytes(), html]);
      const files = {
        ...validCardFiles(),
        back_image: { bytes: polyglot, filename: 'back.png', type: 'image/png' },
      };
      const response = await upload(me, 'POST', '/api/v1/cards', validCardFields(), files);
      expect(response.statusCode).toBe(200);
      const card = response.json().data;
      const row = await db()
        .selectFrom('cards')
        .select('back_image_sha256')
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow();
      const stored = Buffer.from((await server.app.ctx.blobs.get(row.back_image_sha256!))!.bytes);
      expect(stored.subarray(stored.length - 8).toString('latin1')).toBe('IEND\xaeB`\x82');
      expect(stored.includes(Buffer.from('<html>'))).toBe(false);
      const served = await call(me, 'GET', card.back_image_url);
      expect(served.rawPayload.equals(stored)).toBe(true);
    });

    it('refuses a PNG cut off mid-IDAT and a truncated JPEG with file_unreadable', async () => {
      const me = await memberWithSession(server, 'default');
      const png = pngBytes({ width: 600, height: 400 });
      const idat = png.indexOf(Buffer.from('IDAT'));
      const cutPng = png.subarray(0, idat + 4 + Math.floor(png.readUInt32BE(idat - 4) / 2));
      const jpeg = jpegBytes();
      const cutJpeg = jpeg.subarray(0, jpeg.length - 200);
      const response = await upload(me, 'POST', '/api/v1/cards', validCardFields(), {
        front_image: { bytes: cutJpeg, filename: 'front.jpg', type: 'image/jpeg' },
        back_image: { bytes: cutPng, filename: 'back.png', type: 'image/png' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details).toEqual([
        expect.objectContaining({ path: 'front_image', code: 'file_unreadable' }),
        expect.objectContaining({ path: 'back_image', code: 'file_unreadable' }),
      ]);
    });

    it('leaves no temporary file behind, after a save, a refusal or an oversized upload', async () => {
      const me = await memberWithSession(server, 'default');
      const made: string[] = [];
      const spy = vi.spyOn(uploadsFs, 'noteTempDir').mockImplementation((dir) => void made.push(dir));
      try {
        const saved = await upload(me, 'POST', '/api/v1/cards', validCardFields());
        expect(saved.statusCode).toBe(200);
        const text = new TextEncoder().encode('not a picture');
        const refused = await codeOf(me, front(text, 'card.png', 'image/png'));
        expect(refused.status).toBe(422);
        const tooBig = jpegBytes({ totalBytes: MAX_UPLOAD_BYTES + 1, exif: false });
        const oversized = await upload(
          me,
          'POST',
          '/api/v1/cards',
          validCardFields(),
          front(tooBig, 'b.jpg', 'image/jpeg'),
        );
        expect(oversized.statusCode).toBe(413);
      } finally {
        spy.mockRestore();
      }
      await uploadsSettled();
      expect(made).toHaveLength(3);
      for (const dir of made) expect(existsSync(dir)).toBe(false);
      expect(liveUploadDirs()).toEqual([]);
    });

    it('refuses a JSON body instead of a form', async () => {
      const me = await memberWithSession(server, 'default');
      const response = await call(me, 'POST', '/api/v1/cards', validCardFields());
      expect(response.statusCode).toBe(415);
    });
  });

  it('edits a card keeping the photos not sent, then deletes it; TPA cards refuse both', async () => {
    const me = await memberWithSession(server, 'default');
    const created = (await upload(me, 'POST', '/api/v1/cards', validCardFields())).json().data;
    const before = await db()
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    const newBack = pngBytes({ width: 320, height: 200 });
    const edited = await upload(
      me,
      'PUT',
      `/api/v1/cards/${created.id}`,
      { ...validCardFields(), card_no: 'AIA-000001', insurer_id: 'partner-default' },
      { back_image: { bytes: newBack, filename: 'new.png', type: 'image/png' } },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ card_no: 'AIA-000001', ins_code: 'TPA' });
    const after = await db()
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(after.front_image_sha256).toBe(before.front_image_sha256);
    expect(after.back_image_sha256).not.toBe(before.back_image_sha256);

    const failed = await upload(
      me,
      'PUT',
      `/api/v1/cards/${created.id}`,
      { ...validCardFields(), card_no: ' ' },
      {},
    );
    expect(failed.json().error).toMatchObject({ code: 'CARD_SAVE_FAILED' });
    expect(failed.json().error.details).toEqual([
      expect.objectContaining({ path: 'card_no', code: 'required' }),
    ]);

    const tpa = await createCard(db(), { partner_id: 'default', insured_person_id: me.personId });
    const editTpa = await upload(me, 'PUT', `/api/v1/cards/${tpa.id}`, validCardFields(), {});
    expect(editTpa.statusCode).toBe(403);
    expect(editTpa.json().error).toMatchObject({
      code: 'CARD_SAVE_FAILED',
      details: { reason: 'not_self_added' },
    });
    const deleteTpa = await call(me, 'DELETE', `/api/v1/cards/${tpa.id}`);
    expect(deleteTpa.json().error).toMatchObject({
      code: 'CARD_DELETE_FAILED',
      details: { reason: 'not_self_added' },
    });

    const deleted = await call(me, 'DELETE', `/api/v1/cards/${created.id}`);
    expect(deleted.json()).toEqual({ data: { id: created.id, deleted: true } });
    expect((await call(me, 'GET', `/api/v1/cards/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps a card that claims were filed on (CARD_DELETE_FAILED)', async () => {
    const me = await memberWithSession(server, 'default');
    const created = (await upload(me, 'POST', '/api/v1/cards', validCardFields())).json().data;
    await db()
      .insertInto('claims')
      .values({
        partner_id: 'default',
        card_id: created.id,
        member_id: me.id,
        claim_no: `EC-${created.id.slice(0, 12)}`,
        source: 'e_claim',
        claim_type: 'sick',
        benefit_type: 'opd',
        admission_date: '2026-02-01',
        provider_name_en: 'Clinic',
        amount: 500,
        status: 'in_process',
      })
      .execute();
    const response = await call(me, 'DELETE', `/api/v1/cards/${created.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'CARD_DELETE_FAILED',
      details: { reason: 'has_claims' },
    });
    expect((await call(me, 'GET', `/api/v1/cards/${created.id}`)).statusCode).toBe(200);
  });

  it('adds, edits and deletes benefit lines: benefit text required, fee fields digits only', async () => {
    const me = await memberWithSession(server, 'default');
    const card = (await upload(me, 'POST', '/api/v1/cards', validCardFields())).json().data;
    const url = `/api/v1/cards/${card.id}/benefits`;
    const created = await call(me, 'POST', url, { benefit: 'ค่าห้อง', room_price: '2500', max_limit: '' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      benefit: { th: 'ค่าห้อง', en: 'ค่าห้อง' },
      room_price: 2500,
      max_limit: null,
      used_amount: null,
    });
    const benefitId = created.json().data.id;

    const bad = await call(me, 'POST', url, { benefit: '  ', medical_fee: '1,000', surgery_fee: '๑๐๐' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad.json().error.details.map((d: { path: string; code: string }) => `${d.path}:${d.code}`),
    ).toEqual(['benefit:required', 'medical_fee:digits_only', 'surgery_fee:digits_only']);

    const edited = await call(me, 'PUT', `${url}/${benefitId}`, { benefit: 'Room', room_price: '3000' });
    expect(edited.json().data).toMatchObject({ benefit: { th: 'Room', en: 'Room' }, room_price: 3000 });
    const detail = (await call(me, 'GET', `/api/v1/cards/${card.id}`)).json().data;
    expect(detail.benefits.map((b: { id: string }) => b.id)).toEqual([benefitId]);

    expect((await call(me, 'DELETE', `${url}/${benefitId}`)).json()).toEqual({
      data: { id: benefitId, deleted: true },
    });
    expect((await call(me, 'DELETE', `${url}/${benefitId}`)).statusCode).toBe(404);

    const tpa = await createCard(db(), { partner_id: 'default', insured_person_id: me.personId });
    const onTpa = await call(me, 'POST', `/api/v1/cards/${tpa.id}/benefits`, { benefit: 'x' });
    expect(onTpa.json().error.code).toBe('CARD_SAVE_FAILED');
  });
});

describe('family', () => {
  it('lists family members linked with can_view, with their cards, and nobody else', async () => {
    const me = await memberWithSession(server, 'default');
    const spouse = await createInsuredPerson(db(), 'default', { name: 'มาลี', surname: 'ใจดี' });
    const hidden = await createInsuredPerson(db(), 'default', { name: 'ซ่อน', surname: 'ไว้' });
    const stranger = await createInsuredPerson(db(), 'default');
    await db()
      .insertInto('family_links')
      .values([
        { member_id: me.id, insured_person_id: spouse.id, relation: 'spouse', can_view: true },
        { member_id: me.id, insured_person_id: hidden.id, relation: 'child', can_view: false },
      ])
      .execute();
    const spouseCard = await createCard(db(), {
      partner_id: 'default',
      insured_person_id: spouse.id,
      type: 'group',
    });
    await createCard(db(), { partner_id: 'default', insured_person_id: hidden.id });
    await createCard(db(), { partner_id: 'default', insured_person_id: stranger.id });

    const { data } = (await call(me, 'GET', '/api/v1/family')).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ person_id: spouse.id, name: 'มาลี', relation: 'spouse' });
    expect(data[0].cards.map((c: { id: string }) => c.id)).toEqual([spouseCard.id]);

    const cards = (await call(me, 'GET', `/api/v1/family/${spouse.id}/cards`)).json().data;
    expect(cards.person.person_id).toBe(spouse.id);
    expect(cards.cards.group.map((c: { id: string }) => c.id)).toEqual([spouseCard.id]);
    expect((await call(me, 'GET', `/api/v1/family/${hidden.id}/cards`)).statusCode).toBe(404);
    expect((await call(me, 'GET', `/api/v1/family/${stranger.id}/cards`)).statusCode).toBe(404);
    // The spouse's card is visible through the link, but it is not the member's own.
    expect((await call(me, 'GET', '/api/v1/cards')).json().data.group).toEqual([]);
    expect((await call(me, 'GET', `/api/v1/cards/${spouseCard.id}`)).statusCode).toBe(200);

    const added = await upload(me, 'POST', `/api/v1/family/${spouse.id}/cards`, validCardFields());
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ insured_person_id: spouse.id, editable: true });
    const refused = await upload(me, 'POST', `/api/v1/family/${hidden.id}/cards`, validCardFields());
    expect(refused.statusCode).toBe(404);
  });

  it('removes a linked family member: the link and the cards the member added for them go, TPA records stay', async () => {
    const me = await memberWithSession(server, 'default');
    const child = await createFamilyMember(db(), 'default', me.id, 'child', {
      name: 'น้องเล็ก',
      surname: 'ใจดี',
    });
    const tpaCard = await createCardOf(db(), child, { type: 'group' });
    const added = (await upload(me, 'POST', `/api/v1/family/${child.id}/cards`, validCardFields())).json()
      .data;

    const removed = await call(me, 'DELETE', `/api/v1/family/${child.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { id: child.id, deleted: true } });
    expect((await call(me, 'GET', '/api/v1/family')).json().data).toEqual([]);
    expect((await call(me, 'GET', `/api/v1/cards/${added.id}`)).statusCode).toBe(404);
    expect((await call(me, 'GET', `/api/v1/cards/${tpaCard.id}`)).statusCode).toBe(404);
    // The TPA's card of the person is not the member's to delete.
    expect(await db().selectFrom('cards').select('id').where('id', '=', tpaCard.id).execute()).toHaveLength(
      1,
    );
    expect((await call(me, 'DELETE', `/api/v1/family/${child.id}`)).statusCode).toBe(404);
  });
});

describe('another member never reaches a card, a person or a session (404, no data)', () => {
  it('every parameterised endpoint × members of the same and of another partner', async () => {
    const owner = await memberWithSession(server, 'default');
    const samePartner = await memberWithSession(server, 'default');
    const otherPartner = await memberWithSession(server, 'siam-life');
    const spouse = await createFamilyMember(db(), 'default', owner.id, 'spouse', {
      name: 'คู่สมรส',
      surname: 'ทดสอบ',
    });
    // A link across partners is ignored too.
    await db()
      .insertInto('family_links')
      .values({
        member_id: otherPartner.id,
        insured_person_id: spouse.id,
        relation: 'spouse',
        can_view: true,
      })
      .execute();
    const tpaCard = await createCard(db(), { partner_id: 'default', insured_person_id: owner.personId });
    const spouseCard = await createCard(db(), { partner_id: 'default', insured_person_id: spouse.id });
    const own = (await upload(owner, 'POST', '/api/v1/cards', validCardFields())).json().data;
    const benefit = (
      await call(owner, 'POST', `/api/v1/cards/${own.id}/benefits`, { benefit: 'ค่าห้อง', room_price: '1000' })
    ).json().data;
    const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);
    const session = (
      await call(owner, 'POST', `/api/v1/cards/${tpaCard.id}/use`, { hospital_code: hospital.code })
    ).json().data;
    expect(session.session_id).toBeDefined();

    const form = async () => multipart(validCardFields(), validCardFiles());
    const requests: { name: string; method: string; url: string; body?: unknown; form?: boolean }[] = [];
    for (const cardId of [tpaCard.id, spouseCard.id, own.id]) {
      requests.push(
        { name: 'getCard', method: 'GET', url: `/api/v1/cards/${cardId}` },
        { name: 'updateCard', method: 'PUT', url: `/api/v1/cards/${cardId}`, form: true },
        { name: 'deleteCard', method: 'DELETE', url: `/api/v1/cards/${cardId}` },
        {
          name: 'createBenefit',
          method: 'POST',
          url: `/api/v1/cards/${cardId}/benefits`,
          body: { benefit: 'x' },
        },
        { name: 'hospitals', method: 'GET', url: `/api/v1/cards/${cardId}/hospitals` },
        {
          name: 'use',
          method: 'POST',
          url: `/api/v1/cards/${cardId}/use`,
          body: { hospital_code: hospital.code },
        },
        { name: 'image', method: 'GET', url: `/api/v1/cards/${cardId}/images/front` },
        { name: 'imageBack', method: 'GET', url: `/api/v1/cards/${cardId}/images/back` },
      );
    }
    requests.push(
      {
        name: 'updateBenefit',
        method: 'PUT',
        url: `/api/v1/cards/${own.id}/benefits/${benefit.id}`,
        body: { benefit: 'y' },
      },
      { name: 'deleteBenefit', method: 'DELETE', url: `/api/v1/cards/${own.id}/benefits/${benefit.id}` },
      { name: 'familyCards', method: 'GET', url: `/api/v1/family/${spouse.id}/cards` },
      { name: 'familyAdd', method: 'POST', url: `/api/v1/family/${spouse.id}/cards`, form: true },
      { name: 'familyRemove', method: 'DELETE', url: `/api/v1/family/${spouse.id}` },
      { name: 'getSession', method: 'GET', url: `/api/v1/use-sessions/${session.session_id}` },
      {
        name: 'endSession',
        method: 'POST',
        url: `/api/v1/use-sessions/${session.session_id}/end`,
        body: { reason: 'cancel' },
      },
    );

    const secrets = [owner.id, tpaCard.card_no, spouseCard.card_no, own.card_no, session.code, spouse.id];
    for (const intruder of [samePartner, otherPartner]) {
      for (const r of requests) {
        let response: Awaited<ReturnType<typeof call>>;
        if (r.form) {
          const { payload, contentType } = await form();
          response = await server.app.inject({
            method: r.method as 'PUT',
            url: r.url,
            headers: withIdempotencyKey({ ...intruder.headers, 'content-type': contentType }, r.method),
            payload,
          });
        } else response = await call(intruder, r.method, r.url, r.body);
        expect(`${r.name} ${intruder.partnerId} ${response.statusCode}`).toBe(
          `${r.name} ${intruder.partnerId} 404`,
        );
        expect(response.json().error.code).toBe('NOT_FOUND');
        for (const secret of secrets) expect(response.body).not.toContain(secret);
      }
      expect((await call(intruder, 'GET', '/api/v1/family')).json().data).toEqual([]);
      const lists = (await call(intruder, 'GET', '/api/v1/cards')).body;
      for (const secret of secrets) expect(lists).not.toContain(secret);
    }

    // Nothing was changed by the attempts.
    expect((await call(owner, 'GET', `/api/v1/cards/${own.id}`)).json().data.benefits).toHaveLength(1);
    expect((await call(owner, 'GET', `/api/v1/use-sessions/${session.session_id}`)).json().data.status).toBe(
      'active',
    );
  });
});
