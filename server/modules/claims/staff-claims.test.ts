/**
 * The claims workspace (issue 27; docs/decisions/085-claims-workspace.md): the queue of a claims
 * officer's partners with its filters, keyset pages and scope; one claim with its card, coverage and
 * documents; every action through advanceClaim with its refusals, the member's notification and LINE
 * message in their language, the officer's note kept with its language; a document's bytes with safe
 * headers.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages/catalogue';
import { pngBytes } from '../../testing/card-fixtures';
import { fileTestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';
import { getClaimDetail } from './claims';

const server = fileTestServer({ seed: true, at: '2026-11-27T03:00:00Z' });
const HOUR = 3_600_000;
const THAI = /[\u0E00-\u0E7F]/;

let claimId: string;
let memberId: string;
const cookies: Record<string, string> = {};

async function resetClaim(claimNo: string, waitedHours: number, lang: 'th' | 'en' | null) {
  const db = server.db();
  const claim = await db
    .updateTable('claims')
    .set({
      stage: 'submitted',
      status: 'in_process',
      amount: '1500',
      approved_amount: null,
      paid_amount: null,
      lang,
      status_updated_at: new Date(server.clock.now.getTime() - waitedHours * HOUR),
    })
    .where('claim_no', '=', claimNo)
    .returning(['id', 'member_id'])
    .executeTakeFirstOrThrow();
  return claim;
}

async function setUp() {
  if (claimId) return;
  const db = server.db();
  // siriporn95's krungsiam-bank claim, back at submitted, waiting 50 hours, submitted in English.
  const claim = await resetClaim('CL2610-024788', 50, 'en');
  claimId = claim.id;
  memberId = claim.member_id!;
  await db.updateTable('members').set({ line_user_id: 'U-h7-siriporn' }).where('id', '=', memberId).execute();
  const sign = (email: string, password: string) => staffCookie(server, email, password);
  cookies.officer = await sign(demoStaff('claims_officer').email, demoStaff('claims_officer').password);
  const editor = demoStaff('editor');
  cookies.editor = await sign(editor.email, editor.password);
  cookies.scoped = await sign('krungsiam.claims@tpa.example', 'KrungsiamClaims2026');
}

const get = (cookie: string, url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
const queue = async (query: string, cookie = cookies.officer!) => {
  const r = await get(cookie, `/api/staff/claims?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    claims: {
      id: string;
      partner_id: string;
      waiting_since: string;
      waited_seconds: number;
      stage: string;
    }[];
    next_cursor: string | null;
  };
};
const ids = (page: { claims: { id: string }[] }) => page.claims.map((c) => c.id);
const move = (body: object, id = claimId, cookie = cookies.officer!) => {
  server.clock.now = new Date(server.clock.now.getTime() + 60_000);
  return server.app.inject({
    method: 'POST',
    url: `/api/staff/claims/${id}/stage`,
    headers: { cookie },
    payload: body,
  });
};

describe('the claims queue', () => {
  it('lists the open claims of a partner, longest waiting first, with the time waited and the member', async () => {
    await setUp();
    const page = await queue('partner_id=krungsiam-bank&limit=50');
    expect(page.claims.every((c) => c.partner_id === 'krungsiam-bank')).toBe(true);
    expect(page.claims.every((c) => c.stage !== 'paid' && c.stage !== 'rejected')).toBe(true);
    const times = page.claims.map((c) => c.waiting_since);
    expect([...times].sort()).toEqual(times);
    const row = page.claims.find((c) => c.id === claimId);
    expect(row).toMatchObject({
      claim_no: 'CL2610-024788',
      stage: 'submitted',
      amount: 1500,
      waited_seconds: 50 * 3600,
      member_name: expect.stringMatching(/\S/),
      awaiting_review: false,
    });
  });

  it('filters by stage, time waited, amount, claim type and a document awaiting review', async () => {
    await setUp();
    const has = async (query: string) =>
      ids(await queue(`partner_id=krungsiam-bank&limit=50&${query}`)).includes(claimId);
    expect(await has('stage=submitted')).toBe(true);
    expect(await has('stage=under_review,documents_requested')).toBe(false);
    expect(await has('waited_hours=49')).toBe(true);
    expect(await has('waited_hours=51')).toBe(false);
    expect(await has('amount_min=1500&amount_max=1500')).toBe(true);
    expect(await has('amount_min=1501')).toBe(false);
    expect(await has('amount_max=1499')).toBe(false);
    expect(await has('claim_type=sick')).toBe(true);
    expect(await has('claim_type=accident')).toBe(false);
    expect(await has('awaiting_review=true')).toBe(false);
    // The member adds a document after the claim's last move: it now awaits review.
    const blob = await server.app.ctx.blobs.put(pngBytes({ width: 20, height: 20 }), 'image/png');
    await server
      .db()
      .insertInto('claim_attachments')
      .values({
        claim_id: claimId,
        kind: 'receipt',
        filename: 'ใบเสร็จ receipt.png',
        size: blob.size,
        mime: 'image/png',
        blob_sha256: blob.sha256,
        created_at: new Date(server.clock.now.getTime() - HOUR),
      })
      .execute();
    expect(await has('awaiting_review=true')).toBe(true);
    const bad = await get(cookies.officer!, '/api/staff/claims?stage=nope');
    expect(bad.statusCode).toBe(400);
    expect((await get(cookies.officer!, '/api/staff/claims?cursor=abc')).statusCode).toBe(400);
  });

  it('pages through every claim once by keyset cursor, oldest waiting first', async () => {
    await setUp();
    const all = 'stage=submitted,under_review,documents_requested,approved,partly_approved,paid,rejected';
    const seen: string[] = [];
    const times: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await queue(`${all}&limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(page));
      times.push(...page.claims.map((c) => c.waiting_since));
      cursor = page.next_cursor;
    } while (cursor);
    const total = await server
      .db()
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(seen).toHaveLength(Number(total.n));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...times].sort()).toEqual(times);
  });

  it("keeps to the account's partner scope and to claims.move", async () => {
    await setUp();
    const scoped = await queue(
      'limit=50&stage=submitted,under_review,approved,paid,rejected',
      cookies.scoped,
    );
    expect(scoped.claims.length).toBeGreaterThan(0);
    expect(scoped.claims.every((c) => c.partner_id === 'krungsiam-bank')).toBe(true);
    const outside = await get(cookies.scoped!, '/api/staff/claims?partner_id=siam-life');
    expect([outside.statusCode, outside.json().error.code]).toEqual([403, 'STAFF_PARTNER_OUT_OF_SCOPE']);
    const siam = await server
      .db()
      .selectFrom('claims')
      .select('id')
      .where('partner_id', '=', 'siam-life')
      .executeTakeFirstOrThrow();
    expect((await get(cookies.scoped!, `/api/staff/claims/${siam.id}`)).statusCode).toBe(404);
    expect((await get(cookies.officer!, `/api/staff/claims/${siam.id}`)).statusCode).toBe(200);
    expect((await get(cookies.editor!, '/api/staff/claims')).statusCode).toBe(403);
    expect((await get(cookies.editor!, `/api/staff/claims/${claimId}`)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/staff/claims' })).statusCode).toBe(401);
  });
});

describe('one claim', () => {
  it('shows the card, its coverage, the moves allowed and every document, viewable inline with safe headers', async () => {
    await setUp();
    const r = await get(cookies.officer!, `/api/staff/claims/${claimId}`);
    expect(r.statusCode, r.body).toBe(200);
    const claim = r.json().data;
    expect(claim).toMatchObject({
      claim_no: 'CL2610-024788',
      stage: 'submitted',
      next_stages: ['under_review', 'rejected'],
      member: { id: memberId, lang: 'en' },
      card: { card_no: expect.any(String), insurer_name: { th: expect.any(String), en: expect.any(String) } },
    });
    expect(claim.coverage.length).toBeGreaterThan(0);
    const doc = claim.documents.find((d: { filename: string }) => d.filename === 'ใบเสร็จ receipt.png');
    expect(doc).toMatchObject({ mime: 'image/png', request_id: null });
    const content = await get(cookies.officer!, doc.content_url);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['content-disposition']).toMatch(
      /^inline; filename="[^"]*receipt\.png"; filename\*=UTF-8''/,
    );
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-security-policy']).toContain('sandbox');
    expect(content.headers['content-security-policy']).toContain("default-src 'none'");
    expect(content.headers['cache-control']).toBe('private, no-store');
    expect(content.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(cookies.editor!, doc.content_url)).statusCode).toBe(403);
    const otherClaim = doc.content_url.replace(claimId, '00000000-0000-4000-8000-000000000000');
    expect((await get(cookies.officer!, otherClaim)).statusCode).toBe(404);
    expect(
      (await get(cookies.officer!, `/api/staff/claims/${claimId}/documents/nope/content`)).statusCode,
    ).toBe(404);
  });

  it('offers the reason catalogues in Thai and English', async () => {
    await setUp();
    const r = await get(cookies.officer!, '/api/staff/claim-reasons');
    expect(r.statusCode).toBe(200);
    const { request, reject } = r.json().data;
    expect(request).toContainEqual({
      code: 'receipt_unreadable',
      label: MESSAGES.claim.requestReasons.receipt_unreadable,
    });
    expect(reject).toContainEqual({ code: 'not_covered', label: MESSAGES.claim.rejectReasons.not_covered });
  });
});

describe('the actions', () => {
  const notifications = () =>
    server
      .db()
      .selectFrom('notifications')
      .select(['title_th', 'title_en', 'body_th', 'body_en'])
      .where('claim_id', '=', claimId)
      .orderBy('created_at', 'desc')
      .execute();
  /** The LINE messages sent to the member, newest first, as the development outbox reads them. */
  const lines = async () =>
    (await server.app.inject({ url: '/api/dev/outbox?recipient=U-h7-siriporn' }))
      .json()
      .data.map((m: { text: string }) => ({ body: m.text })) as { body: string }[];
  const viewer = () => ({ memberId, partnerId: 'krungsiam-bank' });

  it('starts review, asks for a document with a reason and a note kept in its language, and tells the member in theirs', async () => {
    await setUp();
    expect((await move({ stage: 'under_review' })).statusCode).toBe(200);
    const noLang = await move({ stage: 'documents_requested', note: 'Please send it again' });
    expect([noLang.statusCode, noLang.json().error.details[0].path]).toEqual([400, 'body.note_lang']);
    const asked = await move({
      stage: 'documents_requested',
      request_kind: 'receipt',
      request_reason: 'receipt_unreadable',
      note: 'The stamp is cut off, please send the whole page',
      note_lang: 'en',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [latest] = await notifications();
    const reason = MESSAGES.claim.requestReasons.receipt_unreadable;
    // Thai readers get the reason in Thai, the note as written and a line that it was written in English.
    expect(latest!.body_th).toBe(
      `${reason.th}\nThe stamp is cut off, please send the whole page\n${MESSAGES.claim.noteWrittenInEnglish.th}`,
    );
    expect(latest!.body_en).toBe(`${reason.en}\nThe stamp is cut off, please send the whole page`);
    // The claim was submitted in English: its LINE message is in English only.
    const [line] = await lines();
    expect(line!.body).toContain(reason.en);
    expect(line!.body).not.toMatch(THAI);
    // The member's claim page: the request with its reason and the note's language.
    const detail = (await getClaimDetail(server.db(), viewer(), claimId))!;
    expect(detail.requests.at(-1)).toMatchObject({ kind: 'receipt', reason, note_lang: 'en' });
    expect(detail.timeline.at(-1)).toMatchObject({ stage: 'documents_requested', reason, note_lang: 'en' });
    // The staff view keeps the note once, with its language.
    const staffView = (await get(cookies.officer!, `/api/staff/claims/${claimId}`)).json().data;
    expect(staffView.requests.at(-1)).toMatchObject({
      reason: 'receipt_unreadable',
      note: { text: 'The stamp is cut off, please send the whole page', lang: 'en' },
    });
    const audit = await server
      .db()
      .selectFrom('staff_audit')
      .select(['operation', 'after'])
      .where('target', '=', 'CL2610-024788')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      operation: 'claim.documents_requested',
      after: expect.objectContaining({
        reason: 'receipt_unreadable',
        note: { text: expect.any(String), lang: 'en' },
      }),
    });
  });

  it('refuses an illegal move with its own code naming from and to, then approves and pays with a reference', async () => {
    await setUp();
    const illegal = await move({ stage: 'paid', payment_reference: 'TRF-1' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error).toMatchObject({
      code: 'CLAIM_STAGE_NOT_ALLOWED',
      details: {
        from: 'documents_requested',
        to: 'paid',
        reason: MESSAGES.claim.moveRefused({
          from: 'documents_requested',
          to: 'paid',
          allowed: ['under_review', 'rejected'],
        }),
      },
    });
    expect((await move({ stage: 'under_review' })).statusCode).toBe(200);
    const above = await move({ stage: 'approved', approved_amount: 1600 });
    expect(above.json().error.code).toBe('CLAIM_AMOUNT_NOT_ALLOWED');
    const approved = await move({
      stage: 'partly_approved',
      approved_amount: 1200,
      note: 'อนุมัติตามใบเสร็จ',
      note_lang: 'th',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [told] = await notifications();
    expect(told!.body_en).toContain('฿1,200.00 approved');
    expect(told!.body_en).toContain(MESSAGES.claim.noteWrittenInThai.en);
    expect(told!.body_th).not.toContain(MESSAGES.claim.noteWrittenInThai.th);
    const noRef = await move({ stage: 'paid' });
    expect([noRef.statusCode, noRef.json().error.code, noRef.json().error.details[0].path]).toEqual([
      400,
      'VALIDATION_FAILED',
      'body.payment_reference',
    ]);
    expect((await move({ stage: 'paid', payment_reference: 'TRF-2026-000123' })).statusCode).toBe(200);
    const row = await server
      .db()
      .selectFrom('claims')
      .select(['stage', 'paid_amount', 'payment_reference'])
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      stage: 'paid',
      paid_amount: '1200.00',
      payment_reference: 'TRF-2026-000123',
    });
    const staffView = (await get(cookies.officer!, `/api/staff/claims/${claimId}`)).json().data;
    expect(staffView).toMatchObject({ stage: 'paid', payment_reference: 'TRF-2026-000123', next_stages: [] });
    expect((await notifications()).length).toBeGreaterThanOrEqual(6);
    const [paidLine] = await lines();
    expect(paidLine!.body).toContain('฿1,200.00');
  });

  it('rejects only with a reason from the catalogue, which the member reads in both languages', async () => {
    await setUp();
    const other = await resetClaim('CL2611-027589', 5, null);
    const none = await move({ stage: 'rejected' }, other.id);
    expect([none.statusCode, none.json().error.details[0].path]).toEqual([400, 'body.reject_reason']);
    const unknown = await move({ stage: 'rejected', reject_reason: 'because' }, other.id);
    expect(unknown.statusCode).toBe(400);
    expect((await move({ stage: 'rejected', reject_reason: 'waiting_period' }, other.id)).statusCode).toBe(
      200,
    );
    const history = await server
      .db()
      .selectFrom('claim_status_history')
      .select(['stage', 'reason'])
      .where('claim_id', '=', other.id)
      .orderBy('changed_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ stage: 'rejected', reason: 'waiting_period' });
  });
});
