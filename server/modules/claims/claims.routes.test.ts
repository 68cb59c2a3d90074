/**
 * e-Claim and claim status API (issue 11): the draft saved and restored across sessions, resumable
 * uploads (tus) with the pipeline's checks, the idempotent submit (one claim, documents with it),
 * claim status isolation between members and partners, and the operator's stage moves.
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/api/constants';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';

import { ERROR_CATALOGUE } from '../../../shared/api/errors';
import { HEADERS, headerKey } from '../../../shared/api/headers';
import { seedStaff } from '../../db/seed-staff';
import {
  createHospital,
  memberWithSession,
  pngBytes,
  type TestMember,
  memberWithCard,
} from '../../testing/card-fixtures';
import { createCard, createFamilyMember } from '../../testing/fixtures';
import { withIdempotencyKey } from '../../testing/idempotency';
import { fileTestServer } from '../../testing/server';
import { staffCookie as signInStaff } from '../../testing/staff';
import { createUpload as createTusUpload, patchUpload, TUS, uploadFile } from '../../testing/tus';

const server = fileTestServer({
  at: '2026-03-10T03:00:00Z',
  setUp: async () => {
    await seedStaff(server.app.ctx.db);
  },
});
const { clock, db } = server;
const FIXTURES = join(__dirname, '../../../e2e/fixtures');
const RECEIPT_PDF = readFileSync(join(FIXTURES, 'claim-receipt.pdf'));
const CERTIFICATE_JPG = readFileSync(join(FIXTURES, 'claim-certificate.jpg'));
const BANK_BOOK_PNG = readFileSync(join(FIXTURES, 'claim-bank-book.png'));

async function call(member: TestMember, method: string, url: string, body?: unknown, key?: string) {
  const headers = key
    ? { ...member.headers, [headerKey(HEADERS.idempotencyKey)]: key }
    : withIdempotencyKey(member.headers, method);
  return server.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const createUpload = (member: TestMember, length: number, filename: string, filetype: string) =>
  createTusUpload(server, member, length, { filename, filetype });
const patch = (member: TestMember, location: string, offset: number, bytes: Buffer) =>
  patchUpload(server, member, location, bytes, offset);
const upload = (member: TestMember, bytes: Buffer, filename: string, filetype: string) =>
  uploadFile(server, member, bytes, filename, filetype);

async function attach(member: TestMember, bytes: Buffer, filename: string, filetype: string, kind: string) {
  const uploadId = await upload(member, bytes, filename, filetype);
  return call(member, 'POST', '/api/v1/eclaim/draft/attachments', { upload_id: uploadId, kind });
}

async function claimant() {
  const { me, card } = await memberWithCard(server, 'default', {
    start_date: '2026-01-01',
    expiry_date: '2026-12-31',
  });
  const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);
  return { me, card, hospital };
}

const FIELDS = (providerCode: string) => ({
  email: 'somying@example.com',
  claim_type: 'sick',
  benefit_type: 'opd',
  admit_type: 'opd',
  admit_date: '2026-03-02',
  symptom_code: 'influenza',
  provider_code: providerCode,
  amount: '1450',
  for_insured: true,
});

async function readyDraft() {
  const ctx = await claimant();
  const saved = await call(ctx.me, 'PUT', '/api/v1/eclaim/draft', {
    card_id: ctx.card.id,
    fields: FIELDS(ctx.hospital.code),
  });
  expect(saved.statusCode).toBe(200);
  expect((await attach(ctx.me, RECEIPT_PDF, 'receipt.pdf', 'application/pdf', 'receipt')).statusCode).toBe(
    200,
  );
  expect(
    (await attach(ctx.me, CERTIFICATE_JPG, 'cert.jpg', 'image/jpeg', 'medical_certificate')).statusCode,
  ).toBe(200);
  const draft = (await call(ctx.me, 'GET', '/api/v1/eclaim/draft')).json().data;
  return { ...ctx, draft };
}

describe('the e-Claim draft', () => {
  it('is saved on the server as the member goes and restored in a new session on another device', async () => {
    const { me, card, hospital } = await claimant();
    const first = await call(me, 'PUT', '/api/v1/eclaim/draft', {
      card_id: card.id,
      fields: { email: 'not-yet-valid', claim_type: 'accident' },
    });
    expect(first.statusCode).toBe(200);
    // Only the fields sent change: the email typed earlier stays.
    await call(me, 'PUT', '/api/v1/eclaim/draft', {
      fields: { provider_code: hospital.code },
      step: 'attachments',
    });
    const { token } = await server.app.ctx.sessions.issue(me.id);
    const other = { ...me, headers: { ...me.headers, authorization: `Bearer ${token}` } };
    const restored = (await call(other, 'GET', '/api/v1/eclaim/draft')).json().data;
    expect(restored.fields).toMatchObject({
      email: 'not-yet-valid',
      claim_type: 'accident',
      provider_code: hospital.code,
    });
    expect(restored.step).toBe('attachments');
    expect(restored.card.id).toBe(card.id);
    expect(restored.provider.name.en).toBe(hospital.name_en);
  });

  it("refuses a card the member may not claim with (another member's, a self-added one) as policy not found", async () => {
    const { card } = await claimant();
    const stranger = await memberWithSession(server, 'default');
    const res = await call(stranger, 'PUT', '/api/v1/eclaim/draft', { card_id: card.id, fields: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CLAIM_POLICY_NOT_FOUND');
    expect((await call(stranger, 'GET', '/api/v1/eclaim/draft')).json().data).toBeNull();
  });

  it('refuses an email over 100 characters with the field named (the form keeps it)', async () => {
    const { me, card } = await claimant();
    const res = await call(me, 'PUT', '/api/v1/eclaim/draft', {
      card_id: card.id,
      fields: { email: `${'a'.repeat(95)}@example.com` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('body.fields.email');
  });
});

describe('documents: resumable uploads and the checks', () => {
  it('resumes an interrupted upload from the offset the server has, then attaches it', async () => {
    const { me, card } = await claimant();
    await call(me, 'PUT', '/api/v1/eclaim/draft', { card_id: card.id, fields: {} });
    const created = await createUpload(me, CERTIFICATE_JPG.length, 'cert.jpg', 'image/jpeg');
    const location = created.headers.location as string;
    const half = Math.floor(CERTIFICATE_JPG.length / 2);
    expect((await patch(me, location, 0, CERTIFICATE_JPG.subarray(0, half))).statusCode).toBe(204);
    // The connection dropped here. Attaching now is refused: not all bytes are in.
    const early = await call(me, 'POST', '/api/v1/eclaim/draft/attachments', {
      upload_id: location.split('/').pop(),
      kind: 'medical_certificate',
    });
    expect(early.json().error.code).toBe('UPLOAD_INCOMPLETE');
    const head = await server.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...me.headers, ...TUS },
    });
    expect(head.headers['upload-offset']).toBe(String(half));
    // Resuming from 0 again is refused by the protocol; from the server's offset it completes.
    expect((await patch(me, location, 0, CERTIFICATE_JPG)).statusCode).toBe(409);
    expect((await patch(me, location, half, CERTIFICATE_JPG.subarray(half))).statusCode).toBe(204);
    const attached = await call(me, 'POST', '/api/v1/eclaim/draft/attachments', {
      upload_id: location.split('/').pop(),
      kind: 'medical_certificate',
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().data.attachment).toMatchObject({
      kind: 'medical_certificate',
      mime: 'image/jpeg',
    });
    expect(attached.json().data.draft.attachments).toHaveLength(1);
  });

  it("answers 404 for another member's upload and 401 without a token", async () => {
    const { me } = await claimant();
    const created = await createUpload(me, 10, 'a.pdf', 'application/pdf');
    const location = created.headers.location as string;
    const stranger = await memberWithSession(server, 'default');
    const head = await server.app.inject({
      method: 'HEAD',
      url: location,
      headers: { ...stranger.headers, ...TUS },
    });
    expect(head.statusCode).toBe(404);
    const anonymous = await server.app.inject({ method: 'HEAD', url: location, headers: TUS });
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts 10,485,760 bytes and refuses 10,485,761 at creation', async () => {
    const { me } = await claimant();
    expect((await createUpload(me, MAX_UPLOAD_BYTES, 'big.pdf', 'application/pdf')).statusCode).toBe(201);
    expect((await createUpload(me, MAX_UPLOAD_BYTES + 1, 'big.pdf', 'application/pdf')).statusCode).toBe(413);
  });

  it('refuses a mislabelled file, a non-document, a PDF with JavaScript and the same bytes twice; keeps a per-kind limit', async () => {
    const { me, card } = await claimant();
    await call(me, 'PUT', '/api/v1/eclaim/draft', { card_id: card.id, fields: {} });
    const png = Buffer.from(pngBytes());
    const mislabelled = await attach(me, png, 'receipt.pdf', 'application/pdf', 'receipt');
    expect(mislabelled.json().error.code).toBe('UNSUPPORTED_FILE_TYPE');
    const text = await attach(me, Buffer.from('just text'), 'receipt.jpg', 'image/jpeg', 'receipt');
    expect(text.json().error.code).toBe('UNSUPPORTED_FILE_TYPE');
    const script = Buffer.from(
      RECEIPT_PDF.toString('latin1').replace(
        '<< /Type /Catalog',
        '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> /Type /Catalog',
      ),
      'latin1',
    );
    const unsafe = await attach(me, script, 'receipt.pdf', 'application/pdf', 'receipt');
    expect(unsafe.json().error.code).toBe('ATTACHMENT_UNREADABLE');
    // A JPEG with a PDF appended (a polyglot) is stored re-encoded, without what was appended.
    const polyglot = Buffer.concat([CERTIFICATE_JPG, RECEIPT_PDF]);
    const reencoded = await attach(me, polyglot, 'cert.jpg', 'image/jpeg', 'medical_certificate');
    expect(reencoded.statusCode).toBe(200);
    const stored = await db()
      .selectFrom('claim_attachments')
      .innerJoin('blobs', 'blobs.sha256', 'claim_attachments.blob_sha256')
      .select('blobs.bytes')
      .where('claim_attachments.id', '=', reencoded.json().data.attachment.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.bytes!).includes('%PDF-')).toBe(false);
    expect((await attach(me, BANK_BOOK_PNG, 'book.png', 'image/png', 'bank_book')).statusCode).toBe(200);
    const twice = await attach(me, BANK_BOOK_PNG, 'book-again.png', 'image/png', 'bank_book');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('DUPLICATE_FILE');
    const second = await attach(
      me,
      Buffer.from(pngBytes({ width: 31, height: 17 })),
      'b2.png',
      'image/png',
      'bank_book',
    );
    expect(second.statusCode).toBe(200);
    const third = await attach(
      me,
      Buffer.from(pngBytes({ width: 33, height: 19 })),
      'b3.png',
      'image/png',
      'bank_book',
    );
    expect(third.json().error.code).toBe('ATTACHMENT_LIMIT_REACHED');
    const draft = (await call(me, 'GET', '/api/v1/eclaim/draft')).json().data;
    expect(draft.attachments.map((a: { kind: string }) => a.kind).sort()).toEqual([
      'bank_book',
      'bank_book',
      'medical_certificate',
    ]);
    const removed = await call(me, 'DELETE', `/api/v1/eclaim/draft/attachments/${draft.attachments[0].id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(me, 'GET', '/api/v1/eclaim/draft')).json().data.attachments).toHaveLength(2);
  });
});

describe('submitting', () => {
  it('names every missing rule (CLAIM_INCOMPLETE) and keeps the draft', async () => {
    const { me, card } = await claimant();
    const saved = await call(me, 'PUT', '/api/v1/eclaim/draft', {
      card_id: card.id,
      fields: { email: 'bad', claim_type: 'accident', amount: '12a', for_insured: false },
    });
    const draft = saved.json().data;
    const res = await call(me, 'POST', '/api/v1/eclaim/submit', {
      draft_id: draft.id,
      version: draft.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CLAIM_INCOMPLETE');
    const codes = Object.fromEntries(
      res.json().error.details.map((d: { path: string; code: string }) => [d.path, d.code]),
    );
    expect(codes).toMatchObject({
      'fields.email': 'email_invalid',
      'fields.accident_date': 'accident_date_required',
      'fields.amount': 'digits_only',
      'fields.symptom_code': 'required',
      'fields.provider_code': 'required',
      'attachments.receipt': 'receipt_required',
      'attachments.medical_certificate': 'medical_certificate_required',
      'attachments.bank_book': 'bank_book_required',
    });
    expect((await call(me, 'GET', '/api/v1/eclaim/draft')).json().data.fields.email).toBe('bad');
  });

  it('creates exactly one claim for one Idempotency-Key, with its documents, and refuses the key with another body', async () => {
    const { me, draft } = await readyDraft();
    const key = 'submit-key-0123456789';
    const body = { draft_id: draft.id, version: draft.version };
    const first = await call(me, 'POST', '/api/v1/eclaim/submit', body, key);
    expect(first.statusCode).toBe(200);
    const again = await call(me, 'POST', '/api/v1/eclaim/submit', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const changed = await call(
      me,
      'POST',
      '/api/v1/eclaim/submit',
      { ...body, version: body.version + 1 },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('IDEMPOTENCY_KEY_MISMATCH');
    const claim = first.json().data.claim;
    expect(claim).toMatchObject({ stage: 'submitted', status: 'in_process', amount: 1450, is_self: true });
    const rows = await db().selectFrom('claims').select('id').where('member_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    const docs = await db()
      .selectFrom('claim_attachments')
      .select(['kind'])
      .where('claim_id', '=', claim.id)
      .execute();
    expect(docs.map((d) => d.kind).sort()).toEqual(['medical_certificate', 'receipt']);
    // The draft is gone with the submission; the member starts fresh next time.
    expect((await call(me, 'GET', '/api/v1/eclaim/draft')).json().data).toBeNull();
    const detail = (await call(me, 'GET', `/api/v1/claims/${claim.id}`)).json().data;
    expect(detail.timeline.map((t: { stage: string }) => t.stage)).toEqual(['submitted']);
    expect(detail.documents).toHaveLength(2);
  });

  it('creates one claim when 20 submits with one key arrive together (PostgreSQL when TEST_DATABASE_URL is set)', async () => {
    const { me, draft } = await readyDraft();
    const key = 'submit-race-0123456789';
    const body = { draft_id: draft.id, version: draft.version };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(me, 'POST', '/api/v1/eclaim/submit', body, key)),
    );
    const created = answers.filter((a) => a.statusCode === 200);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(created.length + waiting.length).toBe(20);
    expect(created.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    for (const a of created) expect(a.json()).toEqual(created[0]!.json());
    for (const a of waiting) expect(a.json().error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    const rows = await db().selectFrom('claims').select('id').where('member_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    const docs = await db()
      .selectFrom('claim_attachments')
      .select('id')
      .where('claim_id', '=', rows[0]!.id)
      .execute();
    expect(docs).toHaveLength(2);
  });

  it('creates one claim from one draft when 20 submits arrive together with different keys', async () => {
    const { me, draft } = await readyDraft();
    const body = { draft_id: draft.id, version: draft.version };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(me, 'POST', '/api/v1/eclaim/submit', body, `submit-many-${i}-0123456789`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBeLessThan(500);
      expect(a.json().error.code).toBeTruthy();
    }
    const rows = await db().selectFrom('claims').select('id').where('member_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('rolls the claim back when a statement fails mid-way: nothing half-written', async () => {
    const { me, draft } = await readyDraft();
    // A claim number that collides is impossible to force from outside; a broken status history is
    // not. Dropping the history table's stage column makes the last write of the submission fail.
    await db().schema.alterTable('claim_status_history').renameColumn('stage', 'stage_off').execute();
    try {
      const res = await call(me, 'POST', '/api/v1/eclaim/submit', {
        draft_id: draft.id,
        version: draft.version,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db().schema.alterTable('claim_status_history').renameColumn('stage_off', 'stage').execute();
    }
    expect(
      await db().selectFrom('claims').select('id').where('member_id', '=', me.id).execute(),
    ).toHaveLength(0);
    const kept = (await call(me, 'GET', '/api/v1/eclaim/draft')).json().data;
    expect(kept.attachments).toHaveLength(2);
  });

  it('answers policy not found when the card is no longer in force, keeping everything entered', async () => {
    const { me, card, draft } = await readyDraft();
    // The policy ended (or was cancelled at the TPA) while the member was writing.
    await db()
      .updateTable('cards')
      .set({ start_date: '2025-01-01', expiry_date: '2026-02-28' })
      .where('id', '=', card.id)
      .execute();
    const res = await call(me, 'POST', '/api/v1/eclaim/submit', {
      draft_id: draft.id,
      version: draft.version,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CLAIM_POLICY_NOT_FOUND');
    const kept = (await call(me, 'GET', '/api/v1/eclaim/draft')).json().data;
    expect(kept.fields.email).toBe('somying@example.com');
    expect(kept.attachments).toHaveLength(2);
  });
});

describe('claim status', () => {
  async function submitted() {
    const ctx = await readyDraft();
    const res = await call(ctx.me, 'POST', '/api/v1/eclaim/submit', {
      draft_id: ctx.draft.id,
      version: ctx.draft.version,
    });
    return { ...ctx, claim: res.json().data.claim };
  }

  const staffCookie = () => signInStaff(server, 'claims@tpa.example', 'ClaimsOfficer2026');

  it('refuses a document for a claim whose documents are not requested, with its own catalogue message', async () => {
    const { me, claim } = await submitted();
    const png = Buffer.from(pngBytes({ width: 40, height: 40 }));
    const body = { upload_id: await upload(me, png, 'extra.png', 'image/png'), kind: 'receipt' };
    const refused = await call(me, 'POST', `/api/v1/claims/${claim.id}/documents`, body);
    // 422 as before; the code and message say what happened, not "could not be submitted".
    expect([refused.statusCode, refused.json().error]).toEqual([
      422,
      expect.objectContaining({
        code: 'CLAIM_DOCUMENTS_NOT_REQUESTED',
        message: ERROR_CATALOGUE.CLAIM_DOCUMENTS_NOT_REQUESTED.message,
      }),
    ]);
  });

  it("lists the member's claims, hides them from other members and partners (404, no fields)", async () => {
    const { me, claim } = await submitted();
    const list = (await call(me, 'GET', '/api/v1/claims')).json().data;
    expect(list.claims.map((c: { id: string }) => c.id)).toContain(claim.id);
    expect(list.persons).toEqual([expect.objectContaining({ id: me.personId, is_self: true })]);
    expect((await call(me, 'GET', '/api/v1/claims?status=approved')).json().data.claims).toHaveLength(0);
    const stranger = await memberWithSession(server, 'default');
    expect((await call(stranger, 'GET', '/api/v1/claims')).json().data.claims).toHaveLength(0);
    const foreign = await call(stranger, 'GET', `/api/v1/claims/${claim.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(JSON.stringify(foreign.json())).not.toContain(claim.claim_no);
    const otherPartner = await memberWithSession(server, 'siam-life');
    expect((await call(otherPartner, 'GET', `/api/v1/claims/${claim.id}`)).statusCode).toBe(404);
  });

  it('moves through the timeline by the operator API only, with a notification per change', async () => {
    const { me, claim } = await submitted();
    const url = `/api/staff/claims/${claim.id}/stage`;
    // A member token opens nothing on the operator API.
    const asMember = await server.app.inject({
      method: 'POST',
      url,
      headers: me.headers,
      payload: { stage: 'under_review' },
    });
    expect(asMember.statusCode).toBe(401);
    const cookie = await staffCookie();
    const move = (body: object) => {
      clock.now = new Date(clock.now.getTime() + 60_000);
      return server.app.inject({ method: 'POST', url, headers: { cookie }, payload: body });
    };
    expect((await move({ stage: 'paid' })).json().error.code).toBe('CLAIM_STAGE_NOT_ALLOWED');
    expect((await move({ stage: 'under_review' })).statusCode).toBe(200);
    expect(
      (
        await move({
          stage: 'documents_requested',
          request_kind: 'receipt',
          note_en: 'The pharmacy receipt, please',
          note_th: 'ขอใบเสร็จค่ายาด้วยค่ะ',
        })
      ).statusCode,
    ).toBe(200);
    // The member uploads the requested document into the same claim.
    const uploadId = await upload(
      me,
      Buffer.from(pngBytes({ width: 40, height: 40 })),
      'pharmacy.png',
      'image/png',
    );
    const added = await call(me, 'POST', `/api/v1/claims/${claim.id}/documents`, {
      upload_id: uploadId,
      kind: 'receipt',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.requests[0].fulfilled_at).not.toBeNull();
    expect(added.json().data.documents).toHaveLength(3);
    expect((await move({ stage: 'under_review' })).statusCode).toBe(200);
    expect((await move({ stage: 'partly_approved', approved_amount: 1200 })).statusCode).toBe(200);
    expect((await move({ stage: 'paid', payment_reference: 'TRF-1' })).statusCode).toBe(200);
    const detail = (await call(me, 'GET', `/api/v1/claims/${claim.id}`)).json().data;
    expect(detail.timeline.map((t: { stage: string }) => t.stage)).toEqual([
      'submitted',
      'under_review',
      'documents_requested',
      'under_review',
      'partly_approved',
      'paid',
    ]);
    expect(detail).toMatchObject({
      status: 'approved',
      approved_amount: 1200,
      paid_amount: 1200,
      amount: 1450,
    });
    const notes = await db()
      .selectFrom('notifications')
      .select(['category', 'link'])
      .where('claim_id', '=', claim.id)
      .execute();
    expect(notes).toHaveLength(6);
    expect(notes.every((n) => n.category === 'claim' && n.link === `/claim-status/${claim.id}`)).toBe(true);
    // Issue 25: the approval and the payment say the amount as the claim page does (฿1,200.00).
    const said = await db()
      .selectFrom('notifications')
      .select(['body_th', 'body_en'])
      .where('claim_id', '=', claim.id)
      .orderBy('created_at', 'desc')
      .limit(2)
      .execute();
    expect(said.map((n) => n.body_en)).toEqual([
      expect.stringContaining('฿1,200.00 paid'),
      expect.stringContaining('฿1,200.00 approved'),
    ]);
    expect(said.map((n) => n.body_th)).toEqual([
      expect.stringContaining('ยอดที่จ่าย ฿1,200.00'),
      expect.stringContaining('ยอดอนุมัติ ฿1,200.00'),
    ]);
  });
});

/** Issue 25: a claim waiting for documents always takes them, and says so once they are in. */
describe('documents asked for, documents received', () => {
  const staffCookie = () => signInStaff(server, 'claims@tpa.example', 'ClaimsOfficer2026');
  async function waiting() {
    const ctx = await readyDraft();
    const res = await call(ctx.me, 'POST', '/api/v1/eclaim/submit', {
      draft_id: ctx.draft.id,
      version: ctx.draft.version,
    });
    return { ...ctx, claim: res.json().data.claim };
  }
  const png = () => Buffer.from(pngBytes({ width: 40, height: 40 }));

  it('answers a request, then reads "documents received" in the detail and the list until the team moves it on', async () => {
    const { me, claim } = await waiting();
    const cookie = await staffCookie();
    const move = (body: object) => {
      clock.now = new Date(clock.now.getTime() + 60_000);
      const url = `/api/staff/claims/${claim.id}/stage`;
      return server.app.inject({ method: 'POST', url, headers: { cookie }, payload: body });
    };
    expect((await move({ stage: 'under_review' })).statusCode).toBe(200);
    expect((await move({ stage: 'documents_requested', request_kind: 'receipt' })).statusCode).toBe(200);
    const asked = (await call(me, 'GET', `/api/v1/claims/${claim.id}`)).json().data;
    expect(asked).toMatchObject({ stage: 'documents_requested', documents_received: false });
    expect(asked.requests).toEqual([expect.objectContaining({ kind: 'receipt', fulfilled_at: null })]);

    const body = { upload_id: await upload(me, png(), 'receipt.png', 'image/png'), kind: 'receipt' };
    const answered = await call(me, 'POST', `/api/v1/claims/${claim.id}/documents`, body);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ stage: 'documents_requested', documents_received: true });
    const listed = (await call(me, 'GET', '/api/v1/claims')).json().data.claims;
    expect(listed.find((c: { id: string }) => c.id === claim.id)).toMatchObject({ documents_received: true });

    // Back under review, and asked again: the new request is open, the old answer does not count.
    expect((await move({ stage: 'under_review' })).statusCode).toBe(200);
    expect((await call(me, 'GET', `/api/v1/claims/${claim.id}`)).json().data.documents_received).toBe(false);
    expect((await move({ stage: 'documents_requested', request_kind: 'bank_book' })).statusCode).toBe(200);
    const again = (await call(me, 'GET', `/api/v1/claims/${claim.id}`)).json().data;
    expect(again.documents_received).toBe(false);
    expect(again.requests.filter((r: { fulfilled_at: string | null }) => !r.fulfilled_at)).toEqual([
      expect.objectContaining({ kind: 'bank_book' }),
    ]);
  });

  it('still takes documents for a claim set to documents_requested without a request row', async () => {
    const { me, claim } = await waiting();
    clock.now = new Date(clock.now.getTime() + 60_000);
    await db()
      .updateTable('claims')
      .set({
        stage: 'documents_requested',
        status: 'in_process',
        status_note_th: 'ขอใบรับรองแพทย์',
        status_note_en: 'A medical certificate, please',
        status_updated_at: clock.now,
      })
      .where('id', '=', claim.id)
      .execute();
    const detail = (await call(me, 'GET', `/api/v1/claims/${claim.id}`)).json().data;
    expect(detail.documents_received).toBe(false);
    expect(detail.requests).toEqual([
      expect.objectContaining({
        id: claim.id,
        kind: 'other',
        fulfilled_at: null,
        note: { th: 'ขอใบรับรองแพทย์', en: 'A medical certificate, please' },
      }),
    ]);
    clock.now = new Date(clock.now.getTime() + 60_000);
    const body = { upload_id: await upload(me, png(), 'certificate.png', 'image/png'), kind: 'other' };
    const answered = await call(me, 'POST', `/api/v1/claims/${claim.id}/documents`, body);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.documents_received).toBe(true);
    expect(answered.json().data.requests).toEqual([
      expect.objectContaining({ kind: 'other', fulfilled_at: expect.any(String) }),
    ]);
    expect(answered.json().data.requests[0].id).not.toBe(claim.id);
  });
});

/** Issue 25: no approval above what the claim's benefit covers, whoever approves. */
describe('approvals within the benefit limit', () => {
  async function approvable(line: { limit_period: 'per_visit' | 'per_year'; max_limit: number }) {
    const ctx = await readyDraft();
    await db()
      .insertInto('coverage_benefits')
      .values({
        card_id: ctx.card.id,
        benefit_th: 'ค่ารักษาพยาบาลผู้ป่วยนอก',
        benefit_en: 'Outpatient treatment',
        ...line,
      })
      .execute();
    const res = await call(ctx.me, 'POST', '/api/v1/eclaim/submit', {
      draft_id: ctx.draft.id,
      version: ctx.draft.version,
    });
    const claim = res.json().data.claim as { id: string; claim_no: string };
    const officer = await signInStaff(server, 'claims@tpa.example', 'ClaimsOfficer2026');
    const admin = await signInStaff(server, 'admin@tpa.example', 'StaffAdmin2026');
    const move = (cookie: string, body: object) =>
      server.app.inject({
        method: 'POST',
        url: `/api/staff/claims/${claim.id}/stage`,
        headers: { cookie },
        payload: body,
      });
    expect((await move(officer, { stage: 'under_review' })).statusCode).toBe(200);
    return { ...ctx, claim, officer, admin, move };
  }

  it('refuses approving a 1,450 visit above a 1,000 per-visit limit, even for an admin with a reason', async () => {
    const { officer, admin, move, claim } = await approvable({ limit_period: 'per_visit', max_limit: 1000 });
    const full = await move(officer, { stage: 'approved' });
    expect(full.statusCode).toBe(422);
    expect(full.json().error).toMatchObject({
      code: 'CLAIM_ABOVE_BENEFIT_LIMIT',
      message: ERROR_CATALOGUE.CLAIM_ABOVE_BENEFIT_LIMIT.message,
      details: {
        rule: 'above_benefit_limit',
        approved: 1450,
        limit: 1000,
        available: 1000,
        period: 'per_visit',
      },
    });
    expect(full.json().error.details.reason).toEqual({
      th: 'ยอดอนุมัติ 1,450.00 เกินวงเงิน "ค่ารักษาพยาบาลผู้ป่วยนอก" 1,000.00 ต่อครั้ง: อนุมัติได้ไม่เกิน 1,000.00 หรือเลือก "อนุมัติบางส่วน"',
      en: 'The approved amount 1,450.00 is above the "Outpatient treatment" limit of 1,000.00 per visit: approve at most 1,000.00, or choose partly approved.',
    });
    const overridden = await move(admin, {
      stage: 'partly_approved',
      approved_amount: 1200,
      override_reason: 'The insurer agreed to pay more, ref 1177',
    });
    expect(overridden.json().error.code).toBe('CLAIM_ABOVE_BENEFIT_LIMIT');
    const row = () =>
      db()
        .selectFrom('claims')
        .select(['stage', 'approved_amount'])
        .where('id', '=', claim.id)
        .executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ stage: 'under_review', approved_amount: null });
    expect((await move(officer, { stage: 'partly_approved', approved_amount: 1000 })).statusCode).toBe(200);
    expect(Number((await row()).approved_amount)).toBe(1000);
  });

  it('counts the other approved claims of the same policy year against a per-year limit', async () => {
    const { officer, move, card } = await approvable({ limit_period: 'per_year', max_limit: 3000 });
    const other = (n: number, admission_date: string) => ({
      partner_id: 'default',
      card_id: card.id,
      claim_no: `CL-PY-${card.id.slice(0, 8)}-${n}`,
      source: 'hospital' as const,
      claim_type: 'sick' as const,
      benefit_type: 'opd' as const,
      provider_name_th: 'คลินิก',
      provider_name_en: 'Clinic',
      admission_date,
      amount: 2500,
      approved_amount: 2500,
      status: 'approved' as const,
    });
    // The card runs through 2026: one visit of 2,500 this year already.
    await db().insertInto('claims').values(other(1, '2026-01-20')).execute();
    const refused = await move(officer, { stage: 'partly_approved', approved_amount: 600 });
    expect(refused.json().error).toMatchObject({
      code: 'CLAIM_ABOVE_BENEFIT_LIMIT',
      details: { approved: 600, limit: 3000, available: 500, period: 'per_year' },
    });
    expect(refused.json().error.details.reason.en).toContain('of which 500.00 is left for this claim');
    expect(refused.json().error.details.reason.th).toContain('ซึ่งเหลือสำหรับเคลมนี้ 500.00');
    expect((await move(officer, { stage: 'partly_approved', approved_amount: 500 })).statusCode).toBe(200);
  });
});

describe('claim list pages at any size (keyset, issue 22)', () => {
  /** A member with their own card and a linked family member's card, and claims on both. */
  async function history(own: number, family: number) {
    const { me, card, hospital } = await claimant();
    const relative = await createFamilyMember(db(), 'default', me.id, 'spouse', {
      name: 'สมชาย',
      surname: 'ใจดี',
    });
    const familyCard = await createCard(db(), { partner_id: 'default', insured_person_id: relative.id });
    const add = async (cardId: string, i: number) =>
      (
        await db()
          .insertInto('claims')
          .values({
            partner_id: 'default',
            card_id: cardId,
            claim_no: `KP-${cardId.slice(0, 8)}-${i}`,
            source: 'hospital',
            claim_type: 'sick',
            benefit_type: 'opd',
            admission_date: '2026-03-02',
            hospital_id: hospital.id,
            amount: '1000',
            status: i % 3 === 0 ? 'rejected' : 'in_process',
            // Groups of three share one update time to the microsecond.
            status_updated_at:
              sql`timestamptz '2026-09-01 08:00:00.654321+00' + ${`${Math.floor(i / 3)} minutes`}::interval` as unknown as Date,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const ids: string[] = [];
    for (let i = 0; i < own; i++) ids.push(await add(card.id, i));
    for (let i = 0; i < family; i++) ids.push(await add(familyCard.id, i));
    return { me, ids, relative };
  }

  async function walk(me: TestMember, query: string) {
    const seen: { id: string; updated_at: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/claims?limit=7${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await call(me, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      const data = res.json().data;
      expect(data.claims.length).toBeLessThanOrEqual(7);
      seen.push(...data.claims);
      cursor = data.next_cursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { seen, pages };
  }

  it('walks every claim of the member and the family once, newest update first', async () => {
    const { me, ids, relative } = await history(30, 15);
    const { seen, pages } = await walk(me, '');
    expect(pages).toBe(7);
    expect(seen.map((c) => c.id).sort()).toEqual([...ids].sort());
    const times = seen.map((c) => c.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    const first = (await call(me, 'GET', '/api/v1/claims?limit=7')).json().data;
    expect(first.persons.map((p: { id: string }) => p.id)).toEqual([me.personId, relative.id]);

    const rejected = await walk(me, '&status=rejected');
    expect(rejected.seen).toHaveLength(10 + 5);
    expect(rejected.seen.every((c) => (c as unknown as { status: string }).status === 'rejected')).toBe(true);
    const family = await walk(me, `&person=${relative.id}`);
    expect(family.seen).toHaveLength(15);
  });

  it('answers a cursor it did not give with a 400 naming it', async () => {
    const { me } = await claimant();
    const res = await call(
      me,
      'GET',
      `/api/v1/claims?cursor=${Buffer.from('garbage').toString('base64url')}`,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.details)).toContain('query.cursor');
  });
});
