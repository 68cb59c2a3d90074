/**
 * The e-Claim draft (issue 11; docs/decisions/059-e-claim.md): one per member, saved as the member
 * goes, with the documents attached to it; submitted as a claim whose row, history and documents
 * commit in one transaction (the Idempotency-Key's, server/http/route.ts).
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  attachmentIssues,
  countByKind,
  informationIssues,
  type ClaimRuleIssue,
} from '../../../shared/api/claim-rules';
import type {
  DraftFields,
  DraftStep,
  EclaimDraft,
  SaveDraftRequestSchema,
} from '../../../shared/api/schemas/claims';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { json } from '../../db/json';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { type CardRow, cardStatus, findVisibleCard, type Viewer } from '../cards/cards';
import { recordStage, toAttachment } from './claims';
import { claimSubmitted } from './claim-events';
import { bangkokDate } from '../../platform/time';
import { CLAIM_SUBMIT_REASONS } from '../../../shared/api/errors';

type DraftRow = Selectable<Database['eclaim_drafts']>;
type Db = Kysely<Database> | Transaction<Database>;

/** A card an e-Claim can be made with: a TPA card the member may see, in force today. */
export async function findClaimableCard(
  db: Db,
  viewer: Viewer,
  cardId: string,
  now: Date,
): Promise<CardRow | null> {
  const card = await findVisibleCard(db as Kysely<Database>, viewer, cardId);
  if (!card || card.type === 'self_added' || cardStatus(card, now) !== 'active') return null;
  return card;
}

async function toDraft(db: Db, row: DraftRow): Promise<EclaimDraft> {
  const fields = (row.data ?? {}) as DraftFields;
  const [card, attachments, hospital] = await Promise.all([
    row.card_id ? db.selectFrom('cards').selectAll().where('id', '=', row.card_id).executeTakeFirst() : null,
    db
      .selectFrom('claim_attachments')
      .selectAll()
      .where('draft_id', '=', row.id)
      .orderBy('created_at')
      .execute(),
    fields.provider_code
      ? db
          .selectFrom('hospitals')
          .select(['code', 'name_th', 'name_en'])
          .where('code', '=', fields.provider_code)
          .executeTakeFirst()
      : null,
  ]);
  return {
    id: row.id,
    card: card
      ? {
          id: card.id,
          type: card.type,
          card_no: card.card_no,
          insured_name: card.insured_name,
          insurer_name: { th: card.insurer_name_th, en: card.insurer_name_en },
        }
      : null,
    step: row.step,
    fields,
    provider: hospital ? { code: hospital.code, name: { th: hospital.name_th, en: hospital.name_en } } : null,
    attachments: attachments.map(toAttachment),
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function draftRow(db: Db, memberId: string, forUpdate = false): Promise<DraftRow | null> {
  let query = db.selectFrom('eclaim_drafts').selectAll().where('member_id', '=', memberId);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function getDraft(db: Db, viewer: Viewer): Promise<EclaimDraft | null> {
  const row = await draftRow(db, viewer.memberId);
  return row ? toDraft(db, row) : null;
}

/** Saves what the member changed; the first save needs the card. */
export async function saveDraft(
  app: Pick<AppContext, 'db' | 'now'>,
  viewer: Viewer,
  request: z.output<typeof SaveDraftRequestSchema>,
): Promise<EclaimDraft> {
  const now = app.now();
  return app.db.transaction().execute(async (trx) => {
    const existing = await draftRow(trx, viewer.memberId, true);
    const cardId = request.card_id ?? existing?.card_id ?? null;
    if (request.card_id || !existing) {
      if (!cardId || !(await findClaimableCard(trx, viewer, cardId, now)))
        throw new ApiError('CLAIM_POLICY_NOT_FOUND');
    }
    const data: DraftFields = { ...((existing?.data ?? {}) as DraftFields), ...(request.fields ?? {}) };
    const step: DraftStep = request.step ?? existing?.step ?? 'information';
    const row = existing
      ? await trx
          .updateTable('eclaim_drafts')
          .set({ card_id: cardId, data: json(data), step, version: existing.version + 1, updated_at: now })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('eclaim_drafts')
          .values({
            member_id: viewer.memberId,
            card_id: cardId,
            data: json(data),
            step,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
    return toDraft(trx, row);
  });
}

/** Start over: the draft and its documents go (blobs other claims use stay). */
export async function discardDraft(db: Kysely<Database>, viewer: Viewer): Promise<void> {
  await db.deleteFrom('eclaim_drafts').where('member_id', '=', viewer.memberId).execute();
}

export async function deleteDraftAttachment(db: Kysely<Database>, viewer: Viewer, id: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const draft = await draftRow(trx, viewer.memberId, true);
    if (!draft) return false;
    const deleted = await trx
      .deleteFrom('claim_attachments')
      .where('id', '=', id)
      .where('draft_id', '=', draft.id)
      .returning('id')
      .executeTakeFirst();
    if (deleted)
      await trx
        .updateTable('eclaim_drafts')
        .set({ version: draft.version + 1, updated_at: now })
        .where('id', '=', draft.id)
        .execute();
    return Boolean(deleted);
  });
}

const submitFailed = (reason: keyof typeof CLAIM_SUBMIT_REASONS) =>
  new ApiError('CLAIM_SUBMIT_FAILED', { details: { reason: CLAIM_SUBMIT_REASONS[reason] } });

function incomplete(issues: ClaimRuleIssue[]) {
  return new ApiError('CLAIM_INCOMPLETE', {
    details: issues.map((i) => ({ path: i.path, code: i.code, message: `${i.path}: ${i.code}` })),
  });
}

/** A reference the member can quote: EC + year and month in Thailand + 8 random digits. */
function newClaimNo(now: Date): string {
  const ym = bangkokDate(now).slice(2, 7).replace('-', '');
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String(b % 10)).join('');
  return `EC${ym}-${digits}`;
}

/**
 * Submits the draft. `app.db` is the Idempotency-Key's transaction: every refusal is thrown before
 * anything is written, so a refusal keeps the draft exactly as it was.
 */
export async function submitDraft(
  app: Pick<AppContext, 'db' | 'now' | 'line'>,
  viewer: Viewer,
  request: { draft_id: string; version: number; lang?: 'th' | 'en' | undefined },
) {
  const db = app.db as Transaction<Database>;
  const now = app.now();
  const draft = await draftRow(db, viewer.memberId, true);
  if (!draft || draft.id !== request.draft_id) throw new ApiError('NOT_FOUND');
  if (draft.version !== request.version) throw submitFailed('draft_changed');
  const fields = (draft.data ?? {}) as DraftFields;
  const attachments = await db
    .selectFrom('claim_attachments')
    .selectAll()
    .where('draft_id', '=', draft.id)
    .execute();
  const issues = [
    ...informationIssues(fields, bangkokDate(now)),
    ...attachmentIssues(fields, countByKind(attachments)),
  ];
  if (issues.length > 0) throw incomplete(issues);
  const card = draft.card_id ? await findClaimableCard(db, viewer, draft.card_id, now) : null;
  if (!card) throw new ApiError('CLAIM_POLICY_NOT_FOUND');
  const admit = fields.admit_date!;
  if (admit < card.start_date || admit > card.expiry_date) throw submitFailed('admit_outside_cover');
  const hospital = await db
    .selectFrom('hospitals')
    .select(['id'])
    .where('code', '=', fields.provider_code!)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!hospital) throw incomplete([{ path: 'fields.provider_code', code: 'required' }]);

  const claim = await db
    .insertInto('claims')
    .values({
      partner_id: card.partner_id,
      card_id: card.id,
      member_id: viewer.memberId,
      claim_no: newClaimNo(now),
      source: 'e_claim',
      claim_type: fields.claim_type!,
      benefit_type: fields.benefit_type!,
      admit_type: fields.admit_type ?? null,
      admission_date: admit,
      accident_date: fields.claim_type === 'accident' ? fields.accident_date! : null,
      hospital_id: hospital.id,
      diagnosis_th: fields.symptom_code === 'other' ? (fields.symptom_note ?? null) : null,
      diagnosis_en: fields.symptom_code === 'other' ? (fields.symptom_note ?? null) : null,
      symptom_code: fields.symptom_code!,
      amount: fields.amount!.trim(),
      currency: 'THB',
      status: 'in_process',
      stage: 'submitted',
      email: fields.email!.trim(),
      for_insured: fields.for_insured ?? null,
      lang: request.lang ?? null,
      submitted_at: now,
      status_updated_at: now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('claim_attachments')
    .set({ claim_id: claim.id, draft_id: null })
    .where('draft_id', '=', draft.id)
    .execute();
  await db.deleteFrom('eclaim_drafts').where('id', '=', draft.id).execute();
  await recordStage(app, db, claim, 'submitted', now);
  await claimSubmitted(db, claim.id, now);
  return claim.id;
}
