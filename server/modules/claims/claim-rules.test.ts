/**
 * Claim rules on the server (issue 21; docs/decisions/067-staff-roles-and-audit.md): only roles with
 * claims.move move a claim, along the timeline's graph only; approved ≤ claimed and paid = approved
 * unless a role with claims.override gives a reason; refusals are 409/422 naming the rule in Thai and
 * English; every move is a row of the audit trail. The repro of the issue: an editor approving
 * 999,999 and paying 999,999 on a krungsiam-bank claim of 1,500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../db/seed-staff';
import { claimAmounts } from './claims';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let claimId: string;
let claimNo: string;
const cookies: Record<string, string> = {};

async function signIn(role: string, partners?: string[]) {
  const who = DEMO_STAFF.find(
    (s) => s.role === role && JSON.stringify(s.partners ?? null) === JSON.stringify(partners ?? null),
  )!;
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email: who.email, password: who.password },
  });
  expect(r.statusCode).toBe(200);
  return `wl_staff=${r.cookies.find((c) => c.name === 'wl_staff')!.value}`;
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const db = server.app.ctx.db;
  const claim = await db
    .selectFrom('claims')
    .innerJoin('members', 'members.id', 'claims.member_id')
    .select(['claims.id', 'claims.claim_no'])
    .where('members.username', '=', 'siriporn95')
    .orderBy('claims.claim_no')
    .executeTakeFirstOrThrow();
  claimId = claim.id;
  claimNo = claim.claim_no;
  await db
    .updateTable('claims')
    .set({
      stage: 'submitted',
      status: 'in_process',
      amount: '1500',
      approved_amount: null,
      paid_amount: null,
    })
    .where('id', '=', claimId)
    .execute();
  cookies.editor = await signIn('editor');
  cookies.officer = await signIn('claims_officer');
  cookies.otherOfficer = await signIn('claims_officer', ['krungsiam-bank']);
  cookies.admin = await signIn('admin');
});
afterAll(() => server.close());

const move = (cookie: string, body: object) =>
  server.app.inject({
    method: 'POST',
    url: `/api/staff/claims/${claimId}/stage`,
    headers: { cookie },
    payload: body,
  });

const claimRow = () =>
  server.app.ctx.db
    .selectFrom('claims')
    .select(['stage', 'approved_amount', 'paid_amount'])
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();

describe('claim moves', () => {
  it("refuses the issue's repro: an editor moves nothing, and no officer approves or pays 999,999 on 1,500", async () => {
    const byEditor = await move(cookies.editor!, { stage: 'under_review' });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().error.code).toBe('STAFF_FORBIDDEN');
    expect((await claimRow()).stage).toBe('submitted');

    // Off the graph: 409 naming the rule, the stages and what is allowed, in Thai and English.
    const jump = await move(cookies.officer!, { stage: 'approved', approved_amount: 999999 });
    expect(jump.statusCode).toBe(409);
    expect(jump.json().error).toMatchObject({
      code: 'CLAIM_STAGE_NOT_ALLOWED',
      details: {
        rule: 'stage_graph',
        from: 'submitted',
        to: 'approved',
        allowed: ['under_review', 'rejected'],
      },
    });
    expect(jump.json().error.details.reason.th).toMatch(/กำลังพิจารณา/);
    expect(jump.json().error.details.reason.en).toMatch(/cannot become approved/);

    expect((await move(cookies.officer!, { stage: 'under_review' })).statusCode).toBe(200);
    const over = await move(cookies.officer!, { stage: 'approved', approved_amount: 999999 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'CLAIM_AMOUNT_NOT_ALLOWED',
      details: { rule: 'approved_above_claimed', approved: 999999, claimed: 1500 },
      message: { th: expect.any(String), en: expect.any(String) },
    });
    expect(over.json().error.details.reason.en).toContain('999,999.00');
    // An officer's reason does not make an override: the role cannot.
    const withReason = await move(cookies.officer!, {
      stage: 'approved',
      approved_amount: 999999,
      override_reason: 'The hospital asked for it',
    });
    expect(withReason.json().error.details.rule).toBe('override_not_allowed');
    expect((await claimRow()).stage).toBe('under_review');

    const partly = await move(cookies.officer!, { stage: 'partly_approved', approved_amount: 1500 });
    expect(partly.json().error.details.rule).toBe('partly_not_below_claimed');
    expect(
      (await move(cookies.officer!, { stage: 'approved', approved_amount: 0 })).json().error.details.rule,
    ).toBe('amount_not_positive');

    expect((await move(cookies.officer!, { stage: 'approved', approved_amount: 1200 })).statusCode).toBe(200);
    const pay = await move(cookies.officer!, {
      stage: 'paid',
      paid_amount: 999999,
      payment_reference: 'TRF-2026-0001',
    });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().error.details).toMatchObject({
      rule: 'paid_not_approved',
      paid: 999999,
      approved: 1200,
    });
    expect(await claimRow()).toMatchObject({ stage: 'approved', paid_amount: null });
    const noReference = await move(cookies.officer!, { stage: 'paid' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.details[0]).toMatchObject({ path: 'body.payment_reference' });
    expect(
      (await move(cookies.officer!, { stage: 'paid', payment_reference: 'TRF-2026-0001' })).statusCode,
    ).toBe(200);
    expect(await claimRow()).toMatchObject({ stage: 'paid' });
    expect(Number((await claimRow()).paid_amount)).toBe(1200);
  });

  it('lets an admin override with a reason, and records who, the rule and the reason in the audit trail', async () => {
    const db = server.app.ctx.db;
    await db
      .updateTable('claims')
      .set({ stage: 'under_review', status: 'in_process', approved_amount: null, paid_amount: null })
      .where('id', '=', claimId)
      .execute();
    const noReason = await move(cookies.admin!, { stage: 'approved', approved_amount: 1600 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.details.rule).toBe('override_reason_required');
    const reason = 'Ward upgrade agreed with the insurer, ref KSB-1177';
    const ok = await move(cookies.admin!, {
      stage: 'approved',
      approved_amount: 1600,
      override_reason: reason,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', claimNo)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      staff_email: 'admin@tpa.example',
      role: 'admin',
      partner_id: 'krungsiam-bank',
      operation: 'claim.stage',
      reason,
    });
    expect(row.before).toMatchObject({ stage: 'under_review', claimed: 1500, approved_amount: null });
    expect(row.after).toMatchObject({
      stage: 'approved',
      approved_amount: 1600,
      overridden: ['approved_above_claimed'],
    });
  });

  it('records every move, a document request too, and hides claims of partners outside the scope', async () => {
    const db = server.app.ctx.db;
    await db
      .updateTable('claims')
      .set({ stage: 'under_review', status: 'in_process', approved_amount: null, paid_amount: null })
      .where('id', '=', claimId)
      .execute();
    const before = (await db.selectFrom('staff_audit').select('id').where('target', '=', claimNo).execute())
      .length;
    const scoped = await move(cookies.otherOfficer!, {
      stage: 'documents_requested',
      request_kind: 'receipt',
      note_th: 'ขอใบเสร็จฉบับจริง',
      note_en: 'The original receipt, please',
    });
    expect(scoped.statusCode).toBe(200);
    const rows = await db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', claimNo)
      .orderBy('id')
      .execute();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({
      operation: 'claim.documents_requested',
      staff_email: 'krungsiam.claims@tpa.example',
      after: expect.objectContaining({ request_kind: 'receipt' }),
    });
    // A siam-life claim is not there for a krungsiam-bank officer.
    const siam = await db
      .selectFrom('claims')
      .select('id')
      .where('partner_id', '=', 'siam-life')
      .executeTakeFirstOrThrow();
    const hidden = await server.app.inject({
      method: 'POST',
      url: `/api/staff/claims/${siam.id}/stage`,
      headers: { cookie: cookies.otherOfficer! },
      payload: { stage: 'rejected' },
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('claimAmounts', () => {
  const claim = { amount: '4400', approved_amount: null };
  it('defaults to the claimed amount, and a partial approval to 80 %', () => {
    expect(claimAmounts('approved', claim, {}, false)).toEqual({
      approved: 4400,
      paid: null,
      overridden: [],
    });
    expect(claimAmounts('partly_approved', claim, {}, false).approved).toBe(3520);
  });
  it('pays the approved amount, and only an override pays another', () => {
    const approved = { amount: '4400', approved_amount: '3900' };
    expect(claimAmounts('paid', approved, {}, false).paid).toBe(3900);
    expect(() => claimAmounts('paid', approved, { paid_amount: 4400 }, false)).toThrow();
    expect(
      claimAmounts('paid', approved, { paid_amount: 4400, override_reason: 'Top-up agreed' }, true),
    ).toEqual({
      approved: 3900,
      paid: 4400,
      overridden: ['paid_not_approved'],
    });
  });
});
