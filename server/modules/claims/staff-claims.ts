/**
 * The claims workspace (issue 27; docs/decisions/085-claims-workspace.md): the queue of the claims of
 * a staff account's partners, one claim with everything an officer needs to decide it, and a
 * document's bytes to view inline. The moves are advanceClaim (./claims.ts), the one way to move a claim.
 *
 * The queue is read oldest-waiting first by claims_partner_waiting_idx (partner_id, status_updated_at,
 * id; migration 023), keyset-paged after the last row's (status_updated_at, id); "a document awaiting
 * review" probes claim_attachments_claim_created_idx for a document added since the last move.
 */
import { type Kysely, sql } from 'kysely';
import type { ClaimStage } from '../../../shared/api/schemas/claims';
import { CLAIM_REJECT_REASONS, CLAIM_REQUEST_REASONS } from '../../../shared/api/schemas/claims';
import type {
  StaffClaimDetail,
  StaffClaimListQuery,
  StaffClaimRow,
} from '../../../shared/api/schemas/staff-claims';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { MESSAGES } from '../../messages/catalogue';
import { cursorTime, decodeCursor, pageOf } from '../../platform/cursor';
import { benefitCapFor, listBenefits, localized, providerName } from '../cards/cards';
import { NEXT_STAGES, STAGE_STATUS, stageOf } from './claims';

/** The stages the queue shows when no stage is asked for: every claim still to be worked. */
const OPEN_STAGES: readonly ClaimStage[] = [
  'submitted',
  'under_review',
  'documents_requested',
  'approved',
  'partly_approved',
];

/** A claim's stage in SQL: a claim from before migration 009 reads as its status's step (stageOf). */
const stageSql = sql<ClaimStage>`coalesce(claims.stage, case when claims.status = 'in_process' then 'under_review' else claims.status end)`;

/** Whether the member added a document since the claim's last move. */
const awaitingSql = sql<boolean>`exists (select 1 from claim_attachments a
  where a.claim_id = claims.id and a.created_at > claims.status_updated_at)`;

const waitedSeconds = (since: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));

/** The partners a staff account serves: null for every partner. */
type PartnerScope = string[] | null;

/**
 * A page of the queue, longest waiting first. `scope` is the account's partners; `query.partner_id`
 * (checked in scope by the handler) narrows it to one.
 */
export async function listStaffClaims(
  db: Kysely<Database>,
  scope: PartnerScope,
  query: StaffClaimListQuery,
  now: Date,
): Promise<{ claims: StaffClaimRow[]; next_cursor: string | null }> {
  const limit = query.limit;
  const partners = query.partner_id ? [query.partner_id] : scope;
  if (partners !== null && partners.length === 0) return { claims: [], next_cursor: null };
  const stages = query.stage ? (query.stage.split(',') as ClaimStage[]) : OPEN_STAGES;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  let q = db
    .selectFrom('claims')
    .innerJoin('cards', 'cards.id', 'claims.card_id')
    .innerJoin('insured_persons', 'insured_persons.id', 'cards.insured_person_id')
    .leftJoin('members', 'members.id', 'claims.member_id')
    .select([
      'claims.id',
      'claims.claim_no',
      'claims.partner_id',
      'claims.stage',
      'claims.status',
      'claims.claim_type',
      'claims.benefit_type',
      'claims.amount',
      'claims.currency',
      'claims.submitted_at',
      'claims.status_updated_at',
      'members.name as member_name',
      'members.surname as member_surname',
      'insured_persons.name as person_name',
      'insured_persons.surname as person_surname',
      'cards.insured_name',
      cursorTime('claims.status_updated_at').as('cursor_at'),
      awaitingSql.as('awaiting_review'),
    ])
    .where(stageSql, 'in', stages);
  if (partners !== null) q = q.where('claims.partner_id', 'in', partners);
  if (query.claim_type) q = q.where('claims.claim_type', '=', query.claim_type);
  if (query.amount_min !== undefined) q = q.where('claims.amount', '>=', String(query.amount_min));
  if (query.amount_max !== undefined) q = q.where('claims.amount', '<=', String(query.amount_max));
  if (query.waited_hours !== undefined)
    q = q.where('claims.status_updated_at', '<', new Date(now.getTime() - query.waited_hours * 3_600_000));
  if (query.awaiting_review === 'true') q = q.where(awaitingSql);
  if (after)
    q = q.where(
      sql<boolean>`(claims.status_updated_at, claims.id) > (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  const rows = await q
    .orderBy('claims.status_updated_at', 'asc')
    .orderBy('claims.id', 'asc')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (r) => ({ at: r.cursor_at, id: r.id }));
  return {
    claims: page.items.map((r) => ({
      id: r.id,
      claim_no: r.claim_no,
      partner_id: r.partner_id,
      stage: stageOf(r.stage, r.status),
      status: r.status,
      claim_type: r.claim_type,
      benefit_type: r.benefit_type,
      amount: Number(r.amount),
      currency: r.currency,
      member_name: r.member_name
        ? `${r.member_name} ${r.member_surname ?? ''}`.trim()
        : `${r.person_name} ${r.person_surname}`.trim(),
      insured_name: r.insured_name,
      submitted_at: r.submitted_at.toISOString(),
      waiting_since: r.status_updated_at.toISOString(),
      waited_seconds: waitedSeconds(r.status_updated_at, now),
      awaiting_review: Boolean(r.awaiting_review),
    })),
    next_cursor: page.next_cursor,
  };
}

/** The staff URL of a document's bytes (registered in ./claims.routes.ts, outside the contract). */
const documentContentUrl = (claimId: string, documentId: string) =>
  `/api/staff/claims/${claimId}/documents/${documentId}/content`;

const note = (th: string | null, en: string | null, lang: 'th' | 'en' | null) => {
  const text = lang === 'en' ? (en ?? th) : (th ?? en);
  if (!text) return null;
  // A note from before migration 023 (kept in both columns, language unknown) reads as Thai when the
  // two differ and as the text it is when they agree; staff screens show it as written.
  return { text, lang: lang ?? (th && th === en ? 'th' : th ? 'th' : 'en') };
};

/** One claim of the account's partners with everything the workspace shows; null: 404. */
export async function getStaffClaim(
  app: Pick<AppContext, 'db' | 'now'>,
  scope: PartnerScope,
  id: string,
): Promise<StaffClaimDetail | null> {
  const { db } = app;
  const row = await db
    .selectFrom('claims')
    .innerJoin('cards', 'cards.id', 'claims.card_id')
    .innerJoin('insured_persons', 'insured_persons.id', 'cards.insured_person_id')
    .leftJoin('members', 'members.id', 'claims.member_id')
    .leftJoin('hospitals', 'hospitals.id', 'claims.hospital_id')
    .selectAll('claims')
    .select([
      'cards.card_no',
      'cards.type as card_type',
      'cards.insurer_name_th',
      'cards.insurer_name_en',
      'cards.insured_name',
      'cards.start_date',
      'cards.expiry_date',
      'members.name as member_name',
      'members.surname as member_surname',
      'insured_persons.name as person_name',
      'insured_persons.surname as person_surname',
      'hospitals.name_th as hospital_name_th',
      'hospitals.name_en as hospital_name_en',
      awaitingSql.as('awaiting_review'),
    ])
    .where('claims.id', '=', id)
    .executeTakeFirst();
  if (!row || (scope !== null && !scope.includes(row.partner_id))) return null;
  const now = app.now();
  const [history, requests, documents, coverage, cap] = await Promise.all([
    db
      .selectFrom('claim_status_history')
      .selectAll()
      .where('claim_id', '=', id)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('claim_document_requests')
      .selectAll()
      .where('claim_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('claim_attachments')
      .select(['id', 'kind', 'filename', 'size', 'mime', 'created_at'])
      .where('claim_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    listBenefits(db, { id: row.card_id, start_date: row.start_date, expiry_date: row.expiry_date }, now),
    benefitCapFor(db, row),
  ]);
  const stage = stageOf(row.stage, row.status);
  return {
    id: row.id,
    claim_no: row.claim_no,
    partner_id: row.partner_id,
    stage,
    status: row.status,
    claim_type: row.claim_type,
    benefit_type: row.benefit_type,
    admit_type: row.admit_type,
    service_date: row.admission_date,
    discharge_date: row.discharge_date,
    accident_date: row.accident_date,
    provider_name: providerName(row),
    diagnosis: localized(row.diagnosis_th, row.diagnosis_en),
    symptom_code: (row.symptom_code as StaffClaimDetail['symptom_code']) ?? null,
    amount: Number(row.amount),
    currency: row.currency,
    approved_amount: row.approved_amount === null ? null : Number(row.approved_amount),
    paid_amount: row.paid_amount === null ? null : Number(row.paid_amount),
    payment_reference: row.payment_reference,
    submitted_at: row.submitted_at.toISOString(),
    waiting_since: row.status_updated_at.toISOString(),
    member: row.member_id
      ? {
          id: row.member_id,
          name: `${row.member_name ?? ''} ${row.member_surname ?? ''}`.trim(),
          lang: row.lang,
        }
      : null,
    card: {
      id: row.card_id,
      card_no: row.card_no,
      card_type: row.card_type,
      insurer_name: { th: row.insurer_name_th, en: row.insurer_name_en },
      insured_name: row.insured_name || `${row.person_name} ${row.person_surname}`.trim(),
      start_date: row.start_date,
      expiry_date: row.expiry_date,
    },
    coverage,
    approval_cap: cap,
    next_stages: [...NEXT_STAGES[stage]],
    timeline: history.map((h, i) => ({
      stage: h.stage ?? (i === 0 && h.status === 'in_process' ? 'submitted' : stageOf(null, h.status)),
      at: h.changed_at.toISOString(),
      reason: h.reason,
      note: note(h.note_th, h.note_en, h.note_lang),
    })),
    requests: requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      reason: (CLAIM_REQUEST_REASONS as readonly string[]).includes(r.reason ?? '')
        ? (r.reason as (typeof CLAIM_REQUEST_REASONS)[number])
        : null,
      note: note(r.note_th, r.note_en, r.note_lang),
      created_at: r.created_at.toISOString(),
      fulfilled_at: r.fulfilled_at?.toISOString() ?? null,
    })),
    documents: documents.map((d) => {
      // The request it answered: the latest one made before it arrived (none: sent with the claim).
      const answered = requests.filter((r) => r.created_at.getTime() <= d.created_at.getTime()).at(-1);
      return {
        id: d.id,
        kind: d.kind,
        filename: d.filename,
        size: d.size,
        mime: d.mime,
        uploaded_at: d.created_at.toISOString(),
        request_id: answered?.id ?? null,
        content_url: documentContentUrl(row.id, d.id),
      };
    }),
    awaiting_review: Boolean(row.awaiting_review) && STAGE_STATUS[stage] === 'in_process',
  };
}

/** A document of a claim of the account's partners, with its bytes; null: 404. */
export async function readClaimDocument(
  app: Pick<AppContext, 'db' | 'blobs'>,
  scope: PartnerScope,
  claimId: string,
  documentId: string,
) {
  const doc = await app.db
    .selectFrom('claim_attachments')
    .innerJoin('claims', 'claims.id', 'claim_attachments.claim_id')
    .select([
      'claims.partner_id',
      'claim_attachments.blob_sha256',
      'claim_attachments.filename',
      'claim_attachments.mime',
    ])
    .where('claim_attachments.id', '=', documentId)
    .where('claim_attachments.claim_id', '=', claimId)
    .executeTakeFirst();
  if (!doc || (scope !== null && !scope.includes(doc.partner_id))) return null;
  const blob = await app.blobs.get(doc.blob_sha256);
  if (!blob) return null;
  // The type the bytes were checked and re-encoded as at attach (./claims-uploads.ts sniffs them).
  return { filename: doc.filename, mime: blob.mime, bytes: blob.bytes };
}

/** The reason catalogues an officer picks from, with the words the member reads. */
export function claimReasons() {
  return {
    request: CLAIM_REQUEST_REASONS.map((code) => ({ code, label: MESSAGES.claim.requestReasons[code] })),
    reject: CLAIM_REJECT_REASONS.map((code) => ({ code, label: MESSAGES.claim.rejectReasons[code] })),
  };
}
