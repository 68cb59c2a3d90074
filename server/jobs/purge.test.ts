import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../db/json';
import type { ClaimStatus, Member } from '../db/types';
import { createHospital } from '../testing/card-fixtures';
import { createPartnerDatabase, type TestDatabase } from '../testing/db';
import { createCard, createInsuredPerson, createMember } from '../testing/fixtures';
import { OutboxSmsSender } from '../modules/messaging/messaging';
import { daysBefore, type PurgeSweep, purgeOnce, sweepOrphanBlobs, sweepOutbox, yearsBefore } from './purge';

let database: TestDatabase;
const db = () => database.db;
const NOW = new Date('2026-11-20T03:00:00Z');
const S = 1000;
const justBefore = (d: Date) => new Date(d.getTime() - S);
const justAfter = (d: Date) => new Date(d.getTime() + S);
const ago = (days: number) => daysBefore(NOW, days);
const yearsAgo = (years: number) => yearsBefore(NOW, years);

beforeAll(async () => {
  ({ database } = await createPartnerDatabase());
});
afterAll(() => database.destroy());

const ids = async (
  table:
    | 'sessions'
    | 'staff_sessions'
    | 'otp_challenges'
    | 'outbox'
    | 'use_card_sessions'
    | 'claims'
    | 'member_consents'
    | 'claim_attachments',
) => (await db().selectFrom(table).select('id').execute()).map((r) => String(r.id)).sort();
const sorted = (values: (string | number)[]) => values.map(String).sort();

async function blob(): Promise<string> {
  const bytes = randomBytes(32);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db()
    .insertInto('blobs')
    .values({ sha256, bytes, size: bytes.length, mime: 'application/pdf' })
    .execute();
  return sha256;
}

let claimCounter = 0;
async function claim(
  member: Member,
  cardId: string,
  values: { submitted: Date; status?: ClaimStatus; closed?: Date },
) {
  const status = values.status ?? 'in_process';
  const row = await db()
    .insertInto('claims')
    .values({
      partner_id: 'default',
      card_id: cardId,
      member_id: member.id,
      claim_no: `PURGE-${++claimCounter}-${randomBytes(3).toString('hex')}`,
      source: 'e_claim',
      claim_type: 'sick',
      benefit_type: 'opd',
      admission_date: values.submitted.toISOString().slice(0, 10),
      provider_name_en: 'Clinic',
      amount: '100.00',
      approved_amount: status === 'approved' ? '100.00' : null,
      status,
      submitted_at: values.submitted,
      status_updated_at: values.closed ?? values.submitted,
      created_at: values.submitted,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('claim_status_history')
    .values({ claim_id: row.id, status, changed_at: values.submitted })
    .execute();
  return row.id;
}

async function attach(claimId: string, sha: string) {
  const row = await db()
    .insertInto('claim_attachments')
    .values({ claim_id: claimId, kind: 'receipt', blob_sha256: sha })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('purgeOnce', () => {
  it('deletes exactly what is past retention at each boundary, and nothing else', async () => {
    const live = await createMember(db(), 'default');
    const deleted = (at: Date) =>
      createMember(db(), 'default', { deleted_at: at, username: null, password_hash: null, mobile: null });

    // Sessions: expired or revoked more than 30 days ago.
    const cut30 = ago(30);
    const session = async (expires: Date, revoked: Date | null) =>
      (
        await db()
          .insertInto('sessions')
          .values({
            member_id: live.id,
            token_hash: randomBytes(32).toString('hex'),
            created_at: new Date(expires.getTime() - 60 * 86_400_000),
            expires_at: expires,
            revoked_at: revoked,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await session(justBefore(cut30), null);
    const sExpiredNew = await session(justAfter(cut30), null);
    await session(justAfter(NOW), justBefore(cut30));
    const sRevokedNew = await session(justAfter(NOW), justAfter(cut30));

    // OTP challenges: expired more than a day ago.
    const cut1d = ago(1);
    const otp = async (expires: Date) =>
      (
        await db()
          .insertInto('otp_challenges')
          .values({
            partner_id: 'default',
            purpose: 'register',
            phone: '+66811111111',
            ref_no: 'ABCD',
            code_hash: 'x'.repeat(40),
            created_at: new Date(expires.getTime() - 5 * 60_000),
            expires_at: expires,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const oOld = await otp(justBefore(cut1d));
    const oNew = await otp(justAfter(cut1d));

    // Rate limits: past expires_at.
    await db()
      .insertInto('rate_limits')
      .values([
        { scope: 'purge-test', key: 'old', expires_at: justBefore(NOW) },
        { scope: 'purge-test', key: 'new', expires_at: justAfter(NOW) },
      ])
      .execute();

    // Outbox: sent or dead more than 30 days ago; unsent rows stay whatever their age.
    const sms = new OutboxSmsSender(db(), randomBytes(32));
    for (let i = 0; i < 5; i++)
      await sms.send({ to: '+66811111111', purpose: 'password_changed', text: `m${i}` });
    const outboxIds = (await db().selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => r.id);
    const [xSentOld, xSentNew, xDeadOld, xDeadNew, xPending] = outboxIds as [
      number,
      number,
      number,
      number,
      number,
    ];
    await db()
      .updateTable('outbox')
      .set({ sent_at: justBefore(cut30) })
      .where('id', '=', xSentOld)
      .execute();
    await db()
      .updateTable('outbox')
      .set({ sent_at: justAfter(cut30) })
      .where('id', '=', xSentNew)
      .execute();
    await db()
      .updateTable('outbox')
      .set({ dead_at: justBefore(cut30) })
      .where('id', '=', xDeadOld)
      .execute();
    await db()
      .updateTable('outbox')
      .set({ dead_at: justAfter(cut30) })
      .where('id', '=', xDeadNew)
      .execute();

    // Use-card history: ended more than a year ago.
    const person = await createInsuredPerson(db(), 'default', { member_id: live.id });
    const card = await createCard(db(), { partner_id: 'default', insured_person_id: person.id });
    const hospital = await createHospital(db(), [{ ins_code: 'TPA', level: 'all' }]);
    const cut1y = yearsAgo(1);
    const useCard = async (ended: Date) =>
      (
        await db()
          .insertInto('use_card_sessions')
          .values({
            member_id: live.id,
            card_id: card.id,
            hospital_id: (hospital as { id: string }).id,
            code: 'ABC123',
            status: 'completed',
            issued_at: new Date(ended.getTime() - 60_000),
            expires_at: new Date(ended.getTime() + 240_000),
            ended_at: ended,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await useCard(justBefore(cut1y));
    const uNew = await useCard(justAfter(cut1y));

    // Claims of a member deleted two years ago, and of a live member.
    const gone = await deleted(yearsAgo(2));
    const cut10y = yearsAgo(10);
    const cOldDocs = await claim(gone, card.id, { submitted: justBefore(cut1y) });
    const cNewDocs = await claim(gone, card.id, { submitted: justAfter(cut1y) });
    const cLive = await claim(live, card.id, { submitted: yearsAgo(3) });
    const cClosedOld = await claim(gone, card.id, {
      submitted: yearsAgo(12),
      status: 'approved',
      closed: justBefore(cut10y),
    });
    const cClosedNew = await claim(gone, card.id, {
      submitted: yearsAgo(12),
      status: 'rejected',
      closed: justAfter(cut10y),
    });
    const cOpenOld = await claim(gone, card.id, { submitted: yearsAgo(12) });
    const cLiveClosedOld = await claim(live, card.id, {
      submitted: yearsAgo(12),
      status: 'approved',
      closed: justBefore(cut10y),
    });
    const [b1, b2, b3, bShared] = [await blob(), await blob(), await blob(), await blob()];
    await db().updateTable('cards').set({ front_image_sha256: bShared }).where('id', '=', card.id).execute();
    await attach(cOldDocs, b1);
    await attach(cOldDocs, bShared);
    const aNew = await attach(cNewDocs, b2);
    const aLive = await attach(cLive, b3);

    // Consent records: 10 years after withdrawal, else after the deletion.
    const doc = await db()
      .insertInto('consent_documents')
      .values({
        code: `purge-terms-${randomBytes(3).toString('hex')}`,
        type: 'terms',
        version: 900 + Math.floor(Math.random() * 1000),
        title_th: 'ข้อกำหนด',
        title_en: 'Terms',
        sections: json([]),
        published_at: yearsAgo(20),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const consent = async (member: Member, withdrawn: Date | null) =>
      (
        await db()
          .insertInto('member_consents')
          .values({
            member_id: member.id,
            document_id: doc.id,
            channel: 'web',
            accepted_at: yearsAgo(15),
            withdrawn_at: withdrawn,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await consent(gone, justBefore(cut10y));
    const mcGoneOpen = await consent(gone, null);
    const longGone = await deleted(justBefore(cut10y));
    await consent(longGone, null);
    const recentlyGone = await deleted(justAfter(cut10y));
    const mcRecentlyGone = await consent(recentlyGone, null);
    const mcLiveOld = await consent(live, yearsAgo(11));
    const emptyGone = await deleted(ago(1));

    // Staff sessions: like members' sessions.
    const staff = await db()
      .insertInto('staff_accounts')
      .values({ email: 'purge@tpa.example', name: 'Purge Test', role: 'viewer', password_hash: '$scrypt$x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staffSession = async (expires: Date) =>
      (
        await db()
          .insertInto('staff_sessions')
          .values({
            staff_id: staff.id,
            token_hash: randomBytes(32).toString('hex'),
            created_at: new Date(expires.getTime() - 86_400_000),
            expires_at: expires,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await staffSession(justBefore(cut30));
    const ssNew = await staffSession(justAfter(cut30));

    // Idempotency keys: past their 24 hours.
    const idempotencyKey = async (key: string, expires: Date) =>
      db()
        .insertInto('idempotency_keys')
        .values({
          member_id: live.id,
          key,
          operation: 'createCard',
          fingerprint: 'a'.repeat(64),
          created_at: new Date(expires.getTime() - 86_400_000),
          expires_at: expires,
        })
        .execute();
    await idempotencyKey('purge-test-key-old-0001', NOW);
    await idempotencyKey('purge-test-key-new-0001', justAfter(NOW));

    // e-Claim uploads never attached: their quota rows a day after they were started (the files of
    // each are tested with a server: server/modules/claims/claim-uploads-quota.test.ts).
    const upload = async (created: Date) => {
      const id = randomBytes(16).toString('hex');
      await db()
        .insertInto('eclaim_uploads')
        .values({ id, member_id: live.id, declared_length: 1024, created_at: created })
        .execute();
      return id;
    };
    await upload(justBefore(cut1d));
    const upAtBoundary = await upload(cut1d);
    const upNew = await upload(justAfter(cut1d));

    const counts = await purgeOnce(db(), NOW);
    expect(counts).toEqual({
      sessions: 2,
      staffSessions: 1,
      otpChallenges: 1,
      rateLimits: 1,
      idempotencyKeys: 1,
      expiredUploads: 1,
      outbox: 2,
      useCardSessions: 1,
      deletedMembersClaimDocuments: 2,
      deletedMembersClaims: 1,
      deletedMembersConsents: 2,
      deletedMembers: 2,
      orphanBlobs: 0,
      orphanObjects: 0,
    });

    expect(await ids('sessions')).toEqual(sorted([sExpiredNew, sRevokedNew]));
    expect((await db().selectFrom('eclaim_uploads').select('id').execute()).map((u) => u.id).sort()).toEqual(
      sorted([upAtBoundary, upNew]),
    );
    expect(await ids('staff_sessions')).toEqual([ssNew]);
    expect((await db().selectFrom('idempotency_keys').select('key').execute()).map((k) => k.key)).toEqual([
      'purge-test-key-new-0001',
    ]);
    expect((await ids('otp_challenges')).filter((id) => id === oOld || id === oNew)).toEqual([oNew]);
    expect(
      await db().selectFrom('rate_limits').select('key').where('scope', '=', 'purge-test').execute(),
    ).toEqual([{ key: 'new' }]);
    expect(await ids('outbox')).toEqual(sorted([xSentNew, xDeadNew, xPending]));
    expect(await ids('use_card_sessions')).toEqual(sorted([uNew]));
    expect(await ids('claim_attachments')).toEqual(sorted([aNew, aLive]));
    const blobs = (await db().selectFrom('blobs').select('sha256').execute()).map((b) => b.sha256);
    expect(blobs).not.toContain(b1);
    expect(blobs).toEqual(expect.arrayContaining([b2, b3, bShared]));
    expect(await ids('claims')).toEqual(
      sorted([cOldDocs, cNewDocs, cLive, cClosedNew, cOpenOld, cLiveClosedOld]),
    );
    const history = await db()
      .selectFrom('claim_status_history')
      .select('claim_id')
      .where('claim_id', '=', cClosedOld)
      .execute();
    expect(history).toEqual([]);
    expect(await ids('member_consents')).toEqual(sorted([mcGoneOpen, mcRecentlyGone, mcLiveOld]));
    const members = (await db().selectFrom('members').select('id').execute()).map((m) => m.id);
    expect(members).toEqual(expect.arrayContaining([live.id, gone.id, recentlyGone.id]));
    expect(members).not.toContain(longGone.id);
    expect(members).not.toContain(emptyGone.id);

    // A second run finds nothing more.
    expect(Object.values(await purgeOnce(db(), NOW)).every((n) => n === 0)).toBe(true);
  });

  it('bounds each sweep to the batch size: the next run takes the rest', async () => {
    await db().deleteFrom('outbox').execute();
    const sms = new OutboxSmsSender(db(), randomBytes(32));
    for (let i = 0; i < 3; i++)
      await sms.send({ to: '+66811111112', purpose: 'password_changed', text: `b${i}` });
    await db()
      .updateTable('outbox')
      .set({ sent_at: ago(40) })
      .execute();
    const outboxOnly = { sweeps: [sweepOutbox], batchSize: 2 };
    expect(await purgeOnce(db(), NOW, outboxOnly)).toEqual({ outbox: 2 });
    expect(await purgeOnce(db(), NOW, outboxOnly)).toEqual({ outbox: 1 });
    expect(await purgeOnce(db(), NOW, outboxOnly)).toEqual({ outbox: 0 });
  });

  it('runs the sweeps of the registry, each in its own transaction: a failing one undoes only itself', async () => {
    const calls: string[] = [];
    const ok: PurgeSweep = {
      name: 'ok',
      run: async (_trx, now, limit) => {
        calls.push(`ok ${now.toISOString()} ${limit}`);
        return 3;
      },
    };
    const failing: PurgeSweep = {
      name: 'failing',
      run: async (trx) => {
        await trx.deleteFrom('rate_limits').execute();
        throw new Error('boom');
      },
    };
    await db()
      .insertInto('rate_limits')
      .values({ scope: 'purge-test', key: 'kept', expires_at: justAfter(NOW) })
      .execute();
    expect(await purgeOnce(db(), NOW, { sweeps: [ok], batchSize: 5 })).toEqual({ ok: 3 });
    expect(calls).toEqual([`ok ${NOW.toISOString()} 5`]);
    await expect(purgeOnce(db(), NOW, { sweeps: [failing] })).rejects.toThrow('boom');
    expect(
      await db().selectFrom('rate_limits').select('key').where('key', '=', 'kept').execute(),
    ).toHaveLength(1);
  });

  it('deletes files nothing refers to a day after they were stored, and keeps every file in use', async () => {
    const stored = async (createdAt: Date) => {
      const sha = await blob();
      await db().updateTable('blobs').set({ created_at: createdAt }).where('sha256', '=', sha).execute();
      return sha;
    };
    const orphanOld = await stored(justBefore(ago(1)));
    const orphanNew = await stored(justAfter(ago(1)));
    const onCard = await stored(ago(5));
    const member = await createMember(db(), 'default');
    const person = await createInsuredPerson(db(), 'default', { member_id: member.id });
    await createCard(db(), {
      partner_id: 'default',
      insured_person_id: person.id,
      front_image_sha256: onCard,
    });
    const counts = await purgeOnce(db(), NOW, { sweeps: [sweepOrphanBlobs] });
    expect(counts).toEqual({ orphanBlobs: 1 });
    const left = (await db().selectFrom('blobs').select('sha256').execute()).map((b) => b.sha256);
    expect(left).not.toContain(orphanOld);
    expect(left).toEqual(expect.arrayContaining([orphanNew, onCard]));
  });
});
