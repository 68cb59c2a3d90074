/**
 * The claim events the TPA's core claims system receives (issue 27; docs/decisions/086-webhooks.md):
 * claim.submitted, claim.document_added and claim.member_answered, written in the caller's
 * transaction (the one that makes the change), one row per enabled endpoint of the claim's partner,
 * so an event exists exactly when its change committed. The delivery worker
 * (server/modules/webhooks/webhook-worker.ts) signs and sends them.
 *
 * The stored payload says only what the core needs to decide the claim: the claim's ids, partner,
 * stage and amounts, a pseudonymous member reference (the member id) and the policy's card number;
 * no name, national id, phone or e-mail. Document links are added at each send (signed, expiring).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AttachmentKind } from '../../../shared/api/schemas/claims';
import type { Database } from '../../db/types';

export type ClaimEventType = 'claim.submitted' | 'claim.document_added' | 'claim.member_answered';

type Db = Kysely<Database> | Transaction<Database>;

/** What an event says besides the claim: the document added, the request answered. */
interface EventExtra {
  /** The upload whose attachment this event reports (resolved to the document at send time). */
  upload_id?: string;
  kind?: string;
  requests?: { id: string; kind: string }[];
}

async function claimSnapshot(db: Db, claimId: string) {
  return db
    .selectFrom('claims as c')
    .leftJoin('cards as k', 'k.id', 'c.card_id')
    .select([
      'c.id',
      'c.claim_no',
      'c.partner_id',
      'c.member_id',
      'c.stage',
      'c.status',
      'c.claim_type',
      'c.benefit_type',
      'c.admission_date',
      'c.amount',
      'c.approved_amount',
      'c.paid_amount',
      'c.currency',
      'c.submitted_at',
      'k.card_no',
    ])
    .where('c.id', '=', claimId)
    .executeTakeFirst();
}

async function recordClaimEvent(
  db: Db,
  type: ClaimEventType,
  claimId: string,
  at: Date,
  extra: EventExtra = {},
) {
  const claim = await claimSnapshot(db, claimId);
  if (!claim) return;
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('partner_id', '=', claim.partner_id)
    .where('enabled', '=', true)
    .execute();
  if (endpoints.length === 0) return;
  const msgId = `msg_${randomUUID().replaceAll('-', '')}`;
  const num = (v: string | null) => (v === null ? null : Number(v));
  const payload = JSON.stringify({
    type,
    timestamp: at.toISOString(),
    data: {
      claim: {
        id: claim.id,
        claim_no: claim.claim_no,
        partner_id: claim.partner_id,
        member_ref: claim.member_id,
        card_no: claim.card_no ?? null,
        stage: claim.stage ?? null,
        status: claim.status,
        claim_type: claim.claim_type,
        benefit_type: claim.benefit_type,
        admission_date: claim.admission_date,
        currency: claim.currency,
        amount_claimed: Number(claim.amount),
        amount_approved: num(claim.approved_amount),
        amount_paid: num(claim.paid_amount),
        submitted_at: claim.submitted_at ? new Date(claim.submitted_at).toISOString() : null,
      },
      ...extra,
    },
  });
  await db
    .insertInto('webhook_events')
    .values(
      endpoints.map((e) => ({
        msg_id: msgId,
        endpoint_id: e.id,
        partner_id: claim.partner_id,
        type,
        claim_id: claim.id,
        payload,
        created_at: at,
      })),
    )
    .execute();
}

/** A member submitted a claim (server/modules/claims/claims-draft.ts submitDraft). */
export function claimSubmitted(db: Db, claimId: string, at: Date) {
  return recordClaimEvent(db, 'claim.submitted', claimId, at);
}

/**
 * A member's document goes into a submitted claim (claims-uploads.ts attachToClaim), called before
 * the claim's open requests of that kind are fulfilled: those requests are answered by it
 * (claim.member_answered), then the document itself (claim.document_added).
 */
export async function claimDocumentAdded(
  db: Db,
  claimId: string,
  uploadId: string,
  kind: AttachmentKind,
  at: Date,
) {
  const open = await db
    .selectFrom('claim_document_requests')
    .select(['id', 'kind'])
    .where('claim_id', '=', claimId)
    .where('kind', '=', kind)
    .where('fulfilled_at', 'is', null)
    .execute();
  if (open.length > 0)
    await recordClaimEvent(db, 'claim.member_answered', claimId, at, {
      upload_id: uploadId,
      kind,
      requests: open.map((r) => ({ id: String(r.id), kind: r.kind })),
    });
  await recordClaimEvent(db, 'claim.document_added', claimId, at, { upload_id: uploadId, kind });
}
