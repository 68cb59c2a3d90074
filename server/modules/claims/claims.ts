/**
 * Claim status (issue 11): the claims a member may follow, their timeline and documents, and the
 * operator's moves along the timeline. A member sees the claims of the cards they may see
 * (docs/decisions/040-card-visibility.md: their own and those of family members linked with can_view,
 * within their partner); any other claim answers 404 like one that does not exist.
 *
 * Stages (docs/decisions/059-e-claim.md): claims.stage is the timeline step; claims.status the spec's
 * coarse status, kept in step with it. A claim without a stage (a hospital bill, a claim from before
 * migration 009) reads as its status's step.
 */
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type {
  AdvanceClaimRequest,
  Attachment,
  AttachmentKind,
  ClaimDetail,
  ClaimStage,
  ClaimStatus,
  ClaimSummary,
} from '../../../shared/api/schemas/claims';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { LocalizedMessage } from '../../../shared/api/errors';
import type { Lang } from '../../../shared/api/schemas/common';
import { type AmountFigures, lineText, MESSAGES } from '../../messages/catalogue';
import { benefitCapFor, localized, providerName, type Viewer, visibleCards } from '../cards/cards';
import { cursorTime, decodeCursor, pageOf } from '../../platform/cursor';
import { type AuditActor, recordAudit } from '../staff/staff-audit';

export const STAGE_STATUS: Record<ClaimStage, ClaimStatus> = {
  submitted: 'in_process',
  under_review: 'in_process',
  documents_requested: 'in_process',
  approved: 'approved',
  partly_approved: 'approved',
  paid: 'approved',
  rejected: 'rejected',
};

/** The moves an operator may make (docs/decisions/059-e-claim.md). */
export const NEXT_STAGES: Record<ClaimStage, readonly ClaimStage[]> = {
  submitted: ['under_review', 'rejected'],
  under_review: ['documents_requested', 'approved', 'partly_approved', 'rejected'],
  documents_requested: ['under_review', 'rejected'],
  approved: ['paid'],
  partly_approved: ['paid'],
  paid: [],
  rejected: [],
};

/** The stage of a claim row; a null stage reads as its status's step. */
export function stageOf(stage: ClaimStage | null, status: ClaimStatus): ClaimStage {
  if (stage) return stage;
  return status === 'in_process' ? 'under_review' : status;
}

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** Claims the viewer may see, with their card and insured person. */
function visibleClaims(db: Kysely<Database>, viewer: Viewer) {
  return claimRows(db, viewer).where(
    'claims.card_id',
    'in',
    visibleCards(db, viewer.memberId, viewer.partnerId).select('cards.id'),
  );
}

/** Claims of the viewer's partner with their card and insured person; callers say which (visible) ones. */
function claimRows(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('claims')
    .innerJoin('cards', 'cards.id', 'claims.card_id')
    .innerJoin('insured_persons', 'insured_persons.id', 'cards.insured_person_id')
    .where('claims.partner_id', '=', viewer.partnerId)
    .select([
      'claims.id',
      'claims.claim_no',
      'claims.stage',
      'claims.status',
      'claims.claim_type',
      'claims.admission_date',
      'claims.amount',
      'claims.currency',
      'claims.status_updated_at',
      'cards.id as card_id',
      'cards.type as card_type',
      'cards.card_no',
      'cards.insurer_name_th',
      'cards.insurer_name_en',
      'cards.insured_name',
      'insured_persons.id as insured_person_id',
      'insured_persons.member_id as insured_member_id',
      'insured_persons.name as person_name',
      'insured_persons.surname as person_surname',
    ]);
}

type VisibleRow = Awaited<ReturnType<ReturnType<typeof claimRows>['execute']>>[number];

type RequestRow = Selectable<Database['claim_document_requests']>;

/** The document requests of some claims, oldest first, by claim id. */
async function requestsOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, RequestRow[]>> {
  const byClaim = new Map<string, RequestRow[]>();
  if (ids.length === 0) return byClaim;
  const rows = await db
    .selectFrom('claim_document_requests')
    .selectAll()
    .where('claim_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byClaim.set(row.claim_id, [...(byClaim.get(row.claim_id) ?? []), row]);
  return byClaim;
}

/**
 * Where a claim waiting for documents stands (issue 25). The requests of this round are those made
 * since the claim reached its stage (status_updated_at: a document attached does not move it).
 * - received: nothing is open and this round asked for something: every document came in.
 * - unanswerable: nothing is open and this round asked for nothing (a claim moved to
 *   documents_requested outside advanceClaim): the claim still takes documents, as an open request
 *   for "other" documents, so a member is never told to attach what they cannot.
 */
function requestState(
  claim: { stage: ClaimStage; status_updated_at: Date },
  requests: readonly RequestRow[],
): { received: boolean; unanswerable: boolean } {
  if (claim.stage !== 'documents_requested') return { received: false, unanswerable: false };
  const open = requests.some((r) => r.fulfilled_at === null);
  const round = requests.some((r) => r.created_at.getTime() >= claim.status_updated_at.getTime());
  return { received: !open && round, unanswerable: !open && !round };
}

function toSummary(row: VisibleRow, viewer: Viewer, requests: readonly RequestRow[] = []): ClaimSummary {
  const stage = stageOf(row.stage, row.status);
  return {
    id: row.id,
    claim_no: row.claim_no,
    stage,
    status: row.status,
    claim_type: row.claim_type,
    service_date: row.admission_date,
    card_id: row.card_id,
    card_type: row.card_type,
    card_no: row.card_no,
    company_name: { th: row.insurer_name_th, en: row.insurer_name_en },
    insured_person_id: row.insured_person_id,
    insured_name: row.insured_name,
    is_self: row.insured_member_id === viewer.memberId,
    amount: Number(row.amount),
    currency: row.currency,
    updated_at: row.status_updated_at.toISOString(),
    documents_received: requestState({ stage, status_updated_at: row.status_updated_at }, requests).received,
  };
}

export interface ClaimListFilter {
  status?: ClaimStatus | undefined;
  person?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * A page of the claims the viewer may see, newest update first, after a cursor (issue 22). For each
 * visible card (a handful) a LATERAL reads at most a page after the cursor from
 * claims_card_updated_idx (claims_card_status_updated_idx with the status filter); the outer query
 * keeps the newest page of those. A member with 500 claims costs what one with 5 does.
 */
export async function listClaims(db: Kysely<Database>, viewer: Viewer, filter: ClaimListFilter) {
  const limit = filter.limit ?? 20;
  const after = filter.cursor === undefined ? undefined : decodeCursor(filter.cursor);
  let cards = visibleCards(db, viewer.memberId, viewer.partnerId).select('cards.id');
  if (filter.person) cards = cards.where('cards.insured_person_id', '=', filter.person);
  const rows = await db
    .selectFrom(cards.as('v'))
    .innerJoinLateral(
      (eb) => {
        let q = eb
          .selectFrom('claims')
          .select(['claims.id', 'claims.status_updated_at'])
          // Only the index's columns, so the page is an index-only range: the partner is the card's
          // (visibleCards), and the details query below checks the claim's own partner again.
          .whereRef('claims.card_id', '=', 'v.id');
        if (filter.status) q = q.where('claims.status', '=', filter.status);
        if (after)
          q = q.where(
            sql<boolean>`(claims.status_updated_at, claims.id) < (${after.at}::timestamptz, ${after.id}::uuid)`,
          );
        return q
          .orderBy('claims.status_updated_at', 'desc')
          .orderBy('claims.id', 'desc')
          .limit(limit + 1)
          .as('page');
      },
      (join) => join.onTrue(),
    )
    .select(['page.id', 'page.status_updated_at'])
    .orderBy('page.status_updated_at', 'desc')
    .orderBy('page.id', 'desc')
    .limit(limit + 1)
    .execute();
  const ids = rows.map((r) => r.id);
  const details =
    ids.length === 0
      ? []
      : // The page's ids came from the visible cards above: read by primary key.
        await claimRows(db, viewer)
          .where('claims.id', 'in', ids)
          .select(cursorTime('claims.status_updated_at').as('cursor_at'))
          .execute();
  const byId = new Map(details.map((d) => [d.id, d]));
  const ordered = ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
  const page = pageOf(ordered, limit, (d) => ({ at: d.cursor_at, id: d.id }));
  const requests = await requestsOf(
    db,
    page.items.filter((r) => r.stage === 'documents_requested').map((r) => r.id),
  );
  return {
    claims: page.items.map((r) => toSummary(r, viewer, requests.get(r.id))),
    persons: await claimPersons(db, viewer),
    next_cursor: page.next_cursor,
  };
}

/**
 * Everyone with a claim the viewer may see, the member first: the insured persons of the visible
 * cards (a handful), each kept when one of its cards has a claim (one probe of claims_card_updated_idx).
 */
async function claimPersons(db: Kysely<Database>, viewer: Viewer) {
  const rows = await visibleCards(db, viewer.memberId, viewer.partnerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('claims')
          .select('claims.id')
          .whereRef('claims.card_id', '=', 'cards.id')
          .where('claims.partner_id', '=', viewer.partnerId),
      ),
    )
    .select([
      'insured_persons.id',
      'insured_persons.name',
      'insured_persons.surname',
      'insured_persons.member_id',
    ])
    .distinct()
    .execute();
  return rows
    .map((p) => ({
      id: p.id,
      name: `${p.name} ${p.surname}`.trim(),
      is_self: p.member_id === viewer.memberId,
    }))
    .sort((a, b) => Number(b.is_self) - Number(a.is_self) || a.name.localeCompare(b.name));
}

/** One claim's row of the list (the answer to a submitted e-Claim); null when the viewer may not see it. */
export async function getClaimSummary(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<ClaimSummary | null> {
  const row = await visibleClaims(db, viewer).where('claims.id', '=', id).executeTakeFirst();
  if (!row) return null;
  return toSummary(row, viewer, (await requestsOf(db, [row.id])).get(row.id));
}

export function toAttachment(row: Selectable<Database['claim_attachments']>): Attachment {
  return {
    id: row.id,
    kind: row.kind,
    filename: row.filename,
    size: row.size,
    mime: row.mime,
    status: row.status,
    upload_id: row.upload_id,
    created_at: row.created_at.toISOString(),
  };
}

/** The words of a stored reason code (a document request's or a rejection's); null for none or unknown. */
export function reasonWords(stage: ClaimStage, code: string | null): LocalizedMessage | null {
  if (!code) return null;
  const catalogue: Record<string, LocalizedMessage> | null =
    stage === 'documents_requested'
      ? MESSAGES.claim.requestReasons
      : stage === 'rejected'
        ? MESSAGES.claim.rejectReasons
        : null;
  return catalogue?.[code] ?? null;
}

/** A claim the viewer may see, with everything /claim-status/{id} shows; null: 404. */
export async function getClaimDetail(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<ClaimDetail | null> {
  const row = await visibleClaims(db, viewer)
    .where('claims.id', '=', id)
    .leftJoin('hospitals', 'hospitals.id', 'claims.hospital_id')
    .select([
      'claims.benefit_type',
      'claims.admit_type',
      'claims.accident_date',
      'claims.provider_name_th',
      'claims.provider_name_en',
      'hospitals.name_th as hospital_name_th',
      'hospitals.name_en as hospital_name_en',
      'claims.diagnosis_th',
      'claims.diagnosis_en',
      'claims.symptom_code',
      'claims.approved_amount',
      'claims.paid_amount',
      'claims.status_note_th',
      'claims.status_note_en',
      'claims.status_note_lang',
      'claims.status_reason',
      'claims.submitted_at',
    ])
    .executeTakeFirst();
  if (!row) return null;
  const [history, documents, requests] = await Promise.all([
    db
      .selectFrom('claim_status_history')
      .selectAll()
      .where('claim_id', '=', id)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('claim_attachments').selectAll().where('claim_id', '=', id).orderBy('created_at').execute(),
    db
      .selectFrom('claim_document_requests')
      .selectAll()
      .where('claim_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const summary = toSummary(row, viewer, requests);
  const note = localized(row.status_note_th, row.status_note_en);
  const shown = requests.map((r) => ({
    id: r.id,
    kind: r.kind,
    note: localized(r.note_th, r.note_en),
    note_lang: r.note_lang,
    reason: reasonWords('documents_requested', r.reason),
    created_at: r.created_at.toISOString(),
    fulfilled_at: r.fulfilled_at?.toISOString() ?? null,
  }));
  // Waiting for documents with nothing open to answer: the claim takes them all the same (its own
  // id names this request; openRequestForAnswer makes it a row when the member answers).
  if (requestState({ stage: summary.stage, status_updated_at: row.status_updated_at }, requests).unanswerable)
    shown.push({
      id: row.id,
      kind: 'other',
      note,
      note_lang: row.status_note_lang,
      reason: null,
      created_at: row.status_updated_at.toISOString(),
      fulfilled_at: null,
    });
  const timeline = history.map((h, i) => {
    // History rows from before migration 009 carry only the status: the first is the submission.
    const stage = h.stage ?? (i === 0 && h.status === 'in_process' ? 'submitted' : stageOf(null, h.status));
    return {
      stage,
      at: h.changed_at.toISOString(),
      note: localized(h.note_th, h.note_en),
      note_lang: h.note_lang,
      reason: reasonWords(stage, h.reason),
    };
  });
  return {
    ...summary,
    benefit_type: row.benefit_type,
    admit_type: row.admit_type,
    accident_date: row.accident_date,
    provider_name: providerName(row),
    diagnosis: localized(row.diagnosis_th, row.diagnosis_en),
    symptom_code: (row.symptom_code as ClaimDetail['symptom_code']) ?? null,
    approved_amount: money(row.approved_amount),
    paid_amount: money(row.paid_amount),
    note,
    note_lang: row.status_note_lang,
    reason: reasonWords(summary.stage, row.status_reason),
    submitted_at: row.submitted_at.toISOString(),
    timeline,
    documents: documents.map((d) => {
      const { upload_id: _, ...rest } = toAttachment(d);
      return rest;
    }),
    requests: shown,
  };
}

/**
 * Before a member's document goes into a claim waiting for documents: when the claim has no open
 * request to answer (getClaimDetail offered one in its own name), the answer opens the request it
 * fulfils, of the kind the member sends, so the claim then reads as documents received.
 */
export async function openRequestForAnswer(
  db: Kysely<Database>,
  claim: Pick<ClaimDetail, 'id' | 'requests' | 'note'>,
  kind: AttachmentKind,
  now: Date,
) {
  if (!claim.requests.some((r) => r.id === claim.id && r.fulfilled_at === null)) return;
  await db
    .insertInto('claim_document_requests')
    .values({
      claim_id: claim.id,
      kind,
      note_th: claim.note?.th ?? null,
      note_en: claim.note?.en ?? null,
      created_at: now,
    })
    .execute();
}

/** What a move says to the member besides its stage (docs/decisions/085-claims-workspace.md). */
export interface StageWords {
  /** A reason from the catalogue: its code is stored, the member reads its words. */
  reason?: { code: string; words: LocalizedMessage } | null;
  /** The officer's note: one text (in both fields) and the language it was written in (null: unknown). */
  note?: StageNote | null;
  /** An approval's or payment's amount, said in the notification as the screens say it (issue 25). */
  amount?: { value: number | string; currency: 'THB' | 'USD' } | null;
}

export interface StageNote {
  th: string;
  en: string;
  lang: Lang | null;
}

/**
 * The body of a claim-status message in each language: the reason's words (or the stage's own words
 * with the amount), then the officer's note as written, with a line saying which language it was
 * written in when the reader reads the other one.
 */
function stageBody(about: { stage: ClaimStage; claimNo: string }, words: StageWords): LocalizedMessage {
  const base =
    words.reason?.words ?? MESSAGES.notification.claimStageBody({ ...about, amount: words.amount });
  const say = (lang: Lang) => {
    const lines = [base[lang]];
    const note = words.note;
    if (note) {
      lines.push(note[lang]);
      if (note.lang && note.lang !== lang)
        lines.push(
          (note.lang === 'th' ? MESSAGES.claim.noteWrittenInThai : MESSAGES.claim.noteWrittenInEnglish)[lang],
        );
    }
    return lines.join('\n');
  };
  return { th: say('th'), en: say('en') };
}

/**
 * A status change: the history row (note with its language, reason code), a claim-status notification
 * for the member who submitted it (or the insured member), and a LINE message through the outbox when
 * that member has LINE linked, in the language the claim was submitted in (both when not known); all
 * in the caller's transaction.
 */
export async function recordStage(
  app: Pick<AppContext, 'line'>,
  trx: Transaction<Database>,
  claim: { id: string; claim_no: string; partner_id: string; member_id: string | null; lang?: Lang | null },
  stage: ClaimStage,
  at: Date,
  words: StageWords = {},
) {
  const note = words.note ?? null;
  await trx
    .insertInto('claim_status_history')
    .values({
      claim_id: claim.id,
      status: STAGE_STATUS[stage],
      stage,
      note_th: note?.th ?? null,
      note_en: note?.en ?? null,
      note_lang: note?.lang ?? null,
      reason: words.reason?.code ?? null,
      changed_at: at,
    })
    .execute();
  if (!claim.member_id) return;
  const about = { stage, claimNo: claim.claim_no };
  const title = MESSAGES.notification.claimStageTitle(about);
  const body = stageBody(about, words);
  await trx
    .insertInto('notifications')
    .values({
      partner_id: claim.partner_id,
      member_id: claim.member_id,
      category: 'claim',
      title_th: title.th,
      title_en: title.en,
      body_th: body.th,
      body_en: body.en,
      link: `/claim-status/${claim.id}`,
      claim_id: claim.id,
      created_at: at,
    })
    .execute();
  const member = await trx
    .selectFrom('members')
    .select(['line_user_id'])
    .where('id', '=', claim.member_id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (member?.line_user_id) {
    const headline = MESSAGES.line.claimStage(about);
    const message = { th: `${headline.th}\n${body.th}`, en: `${headline.en}\n${body.en}` };
    await app.line.push(
      {
        to: member.line_user_id,
        purpose: 'claim_status',
        text: claim.lang ? message[claim.lang] : lineText(message),
        partnerId: claim.partner_id,
      },
      trx,
    );
  }
}

const moveRefused = (from: ClaimStage, to: ClaimStage) =>
  new ApiError('CLAIM_STAGE_NOT_ALLOWED', {
    details: {
      rule: 'stage_graph',
      from,
      to,
      allowed: NEXT_STAGES[from],
      reason: MESSAGES.claim.moveRefused({ from, to, allowed: NEXT_STAGES[from] }),
    },
  });

/** The money rules of a move (docs/decisions/067-staff-roles-and-audit.md), each with its name. */
export type ClaimAmountRule =
  | 'approved_above_claimed'
  | 'partly_not_below_claimed'
  | 'amount_not_positive'
  | 'paid_not_approved'
  | 'override_reason_required'
  | 'override_not_allowed';

const amountRefused = (rule: ClaimAmountRule, figures: AmountFigures = {}) =>
  new ApiError('CLAIM_AMOUNT_NOT_ALLOWED', {
    details: { rule, ...figures, reason: MESSAGES.claim.amountRefused[rule](figures) },
  });

/** Who moves a claim: their partner scope, whether they may override the money rules, for the audit trail. */
export interface ClaimMover {
  actor: AuditActor;
  partnerIds: string[] | null;
  canOverride: boolean;
  requestId: string;
}

/**
 * The amounts a move sets, by the rules: approved ≤ claimed (a partial approval below it, above 0) and
 * paid = approved; a rule broken needs a mover who may override and gives a reason (else 422 naming
 * the rule). Returns the amounts and the rules overridden.
 */
export function claimAmounts(
  to: ClaimStage,
  claim: { amount: string; approved_amount: string | null },
  request: Pick<AdvanceClaimRequest, 'approved_amount' | 'paid_amount' | 'override_reason'>,
  canOverride: boolean,
): { approved: number | null; paid: number | null; overridden: ClaimAmountRule[] } {
  const claimed = Number(claim.amount);
  const broken: [ClaimAmountRule, AmountFigures][] = [];
  let approved = money(claim.approved_amount);
  let paid: number | null = null;
  if (to === 'approved' || to === 'partly_approved') {
    approved = request.approved_amount ?? (to === 'approved' ? claimed : Math.round(claimed * 0.8));
    if (approved <= 0) throw amountRefused('amount_not_positive', { approved, claimed });
    if (approved > claimed) broken.push(['approved_above_claimed', { approved, claimed }]);
    else if (to === 'partly_approved' && approved >= claimed)
      throw amountRefused('partly_not_below_claimed', { approved, claimed });
  }
  if (to === 'paid') {
    const due = approved ?? claimed;
    paid = request.paid_amount ?? due;
    if (paid !== due) broken.push(['paid_not_approved', { paid, approved: due }]);
  }
  if (broken.length === 0) return { approved, paid, overridden: [] };
  const [rule, figures] = broken[0]!;
  if (!canOverride) {
    if (request.override_reason) throw amountRefused('override_not_allowed', figures);
    throw amountRefused(rule, figures);
  }
  if (!request.override_reason) throw amountRefused('override_reason_required', figures);
  return { approved, paid, overridden: broken.map(([r]) => r) };
}

/**
 * An approval never exceeds what the claim's benefit allows (issue 25): its limit per visit, admission,
 * day or accident, or what is left of a per-year limit (benefitCapFor). No role overrides it: the
 * benefit is the contract's, not a claim rule.
 */
async function checkBenefitLimit(
  db: Kysely<Database>,
  claim: Selectable<Database['claims']>,
  approved: number,
) {
  const cap = await benefitCapFor(db, claim);
  if (!cap || approved <= cap.available) return;
  const figures = {
    approved,
    limit: cap.limit,
    available: cap.available,
    period: cap.period,
    benefit: cap.benefit,
  };
  throw new ApiError('CLAIM_ABOVE_BENEFIT_LIMIT', {
    details: { rule: 'above_benefit_limit', ...figures, reason: MESSAGES.claim.aboveBenefitLimit(figures) },
  });
}

/** A field a move needs, missing: 422 VALIDATION_FAILED naming it. */
const moveNeeds = (field: string, code: string, message: string) =>
  new ApiError('VALIDATION_FAILED', { details: [{ path: `body.${field}`, code, message }] });

/**
 * The officer's note of a request: note with note_lang, or the older note_th / note_en (one of them:
 * its language; both: kept as written, language unknown).
 */
function noteOf(request: AdvanceClaimRequest): StageNote | null {
  if (request.note !== undefined) {
    if (!request.note_lang) throw moveNeeds('note_lang', 'required', 'Say which language the note is in.');
    return { th: request.note, en: request.note, lang: request.note_lang };
  }
  const th = request.note_th || undefined;
  const en = request.note_en || undefined;
  if (!th && !en) return null;
  if (th && en) return { th, en, lang: null };
  const text = (th ?? en)!;
  return { th: text, en: text, lang: th ? 'th' : 'en' };
}

/**
 * A claim's move (POST /api/staff/claims/{id}/stage, npm run claims -- advance, and the service API):
 * the one function that moves a claim, whoever asks. Start review (under_review), request documents
 * (documents_requested, request_kind and request_reason), approve (approved / partly_approved with
 * approved_amount, within the claim rules and the benefit's cap), reject (rejected, reject_reason
 * required), mark paid (paid, payment_reference required). Each move writes the claim, its history,
 * the member's notification and LINE message, and the audit row in one transaction.
 */
export async function advanceClaim(
  app: Pick<AppContext, 'db' | 'line' | 'now'>,
  idOrNumber: string,
  request: AdvanceClaimRequest,
  mover: ClaimMover,
) {
  return app.db.transaction().execute(async (trx) => {
    const byId = /^[0-9a-f-]{36}$/i.test(idOrNumber);
    const claim = await trx
      .selectFrom('claims')
      .selectAll()
      .where(byId ? 'id' : 'claim_no', '=', idOrNumber)
      .forUpdate()
      .executeTakeFirst();
    if (!claim) throw new ApiError('NOT_FOUND');
    // A claim of a partner outside the mover's scope is as good as none.
    if (mover.partnerIds !== null && !mover.partnerIds.includes(claim.partner_id))
      throw new ApiError('NOT_FOUND');
    const from = stageOf(claim.stage, claim.status);
    const to = request.stage;
    if (!NEXT_STAGES[from].includes(to)) throw moveRefused(from, to);
    if (to === 'rejected' && !request.reject_reason)
      throw moveNeeds('reject_reason', 'required', 'Pick the reason for the rejection.');
    if (to === 'paid' && !request.payment_reference)
      throw moveNeeds('payment_reference', 'required', "Give the payment's reference.");
    const { approved, paid, overridden } = claimAmounts(to, claim, request, mover.canOverride);
    if (approved !== null && STAGE_STATUS[to] === 'approved' && to !== 'paid')
      await checkBenefitLimit(trx, claim, approved);
    const note = noteOf(request);
    const requestReason = to === 'documents_requested' ? (request.request_reason ?? 'other') : null;
    const reason = requestReason
      ? { code: requestReason, words: MESSAGES.claim.requestReasons[requestReason] }
      : to === 'rejected' && request.reject_reason
        ? { code: request.reject_reason, words: MESSAGES.claim.rejectReasons[request.reject_reason] }
        : null;
    const now = app.now();
    await trx
      .updateTable('claims')
      .set({
        stage: to,
        status: STAGE_STATUS[to],
        approved_amount: STAGE_STATUS[to] === 'approved' ? String(approved) : null,
        paid_amount: paid === null ? null : String(paid),
        ...(to === 'paid' ? { payment_reference: request.payment_reference ?? null } : {}),
        status_note_th: note?.th ?? null,
        status_note_en: note?.en ?? null,
        status_note_lang: note?.lang ?? null,
        status_reason: reason?.code ?? null,
        status_updated_at: now,
        updated_at: now,
      })
      .where('id', '=', claim.id)
      .execute();
    if (to === 'documents_requested')
      await trx
        .insertInto('claim_document_requests')
        .values({
          claim_id: claim.id,
          kind: request.request_kind ?? 'other',
          reason: requestReason,
          note_th: note?.th ?? null,
          note_en: note?.en ?? null,
          note_lang: note?.lang ?? null,
          created_at: now,
        })
        .execute();
    const said = paid ?? (STAGE_STATUS[to] === 'approved' ? approved : null);
    await recordStage(app, trx, claim, to, now, {
      note,
      reason,
      amount: said === null ? null : { value: said, currency: claim.currency },
    });
    await recordAudit(trx, {
      actor: mover.actor,
      partnerId: claim.partner_id,
      operation: to === 'documents_requested' ? 'claim.documents_requested' : 'claim.stage',
      target: claim.claim_no,
      before: {
        stage: from,
        claimed: Number(claim.amount),
        approved_amount: money(claim.approved_amount),
        paid_amount: money(claim.paid_amount),
      },
      after: {
        stage: to,
        claimed: Number(claim.amount),
        approved_amount: STAGE_STATUS[to] === 'approved' ? approved : null,
        paid_amount: paid,
        ...(to === 'documents_requested' ? { request_kind: request.request_kind ?? 'other' } : {}),
        ...(reason ? { reason: reason.code } : {}),
        ...(to === 'paid' ? { payment_reference: request.payment_reference } : {}),
        ...(note ? { note: { text: note.th === note.en ? note.th : note, lang: note.lang } } : {}),
        ...(overridden.length ? { overridden } : {}),
      },
      reason: overridden.length ? (request.override_reason ?? null) : null,
      requestId: mover.requestId,
      at: now,
    });
    return { id: claim.id, claim_no: claim.claim_no, stage: to, status: STAGE_STATUS[to] };
  });
}
