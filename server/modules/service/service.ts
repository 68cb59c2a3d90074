/**
 * The service API of the TPA's core claims system (issue 27; docs/integration.md,
 * docs/decisions/086-webhooks.md): keys per integration (service_integrations, SHA-256 only), and
 * status changes by event id. A change runs the claims officers' move (advanceClaim,
 * server/modules/claims/claims.ts) with the integration as the audit actor and no override; its first
 * answer, a refusal included, is kept by (integration, event_id), so a replay answers the same.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdvanceClaimRequest, ClaimStage } from '../../../shared/api/schemas/claims';
import type { ServiceClaimEventRequest } from '../../../shared/api/schemas/service-claims';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { advanceClaim } from '../claims/claims';

export const hashServiceKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export interface Integration {
  id: string;
  partnerId: string;
  name: string;
}

/** Issues a key for an integration of a partner: shown once, stored as its hash (docs/operations.md). */
export async function issueServiceKey(db: Kysely<Database>, partnerId: string, name: string) {
  const key = `svc_${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('service_integrations')
    .values({ partner_id: partnerId, name, key_hash: hashServiceKey(key) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

export async function authenticateServiceKey(db: Kysely<Database>, key: string | undefined) {
  if (!key || key.length > 200) return null;
  const row = await db
    .selectFrom('service_integrations')
    .select(['id', 'partner_id', 'name'])
    .where('key_hash', '=', hashServiceKey(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, partnerId: row.partner_id, name: row.name } : null;
}

/** A change that found its row pending this long ago takes it over (its first try died mid-way). */
const PENDING_TAKEOVER_MS = 2 * 60_000;

const STAGE_OF: Record<Exclude<ServiceClaimEventRequest['type'], 'approved'>, ClaimStage> = {
  review_started: 'under_review',
  documents_requested: 'documents_requested',
  rejected: 'rejected',
  paid: 'paid',
};

async function stageFor(db: Kysely<Database>, claimRef: string, request: ServiceClaimEventRequest) {
  if (request.type !== 'approved') return STAGE_OF[request.type];
  const byId = /^[0-9a-f-]{36}$/i.test(claimRef);
  const claim = await db
    .selectFrom('claims')
    .select('amount')
    .where(byId ? 'id' : 'claim_no', '=', claimRef)
    .executeTakeFirst();
  const partly =
    claim && request.approved_amount !== undefined && request.approved_amount < Number(claim.amount);
  return partly ? 'partly_approved' : 'approved';
}

type Answer = { data: { event_id: string; claim: Awaited<ReturnType<typeof advanceClaim>> } };

/** The stored answer again: the 200's body, or the refusal thrown anew. */
function replay(row: { status: number | null; answer: string | null }): Answer {
  const stored = JSON.parse(row.answer ?? 'null');
  if (row.status === 200) return stored as Answer;
  throw new ApiError(stored.code, { status: row.status ?? undefined, details: stored.details });
}

export async function postClaimEvent(
  app: Pick<AppContext, 'db' | 'line' | 'now'>,
  integration: Integration,
  claimRef: string,
  request: ServiceClaimEventRequest,
  requestId: string,
): Promise<{ answer: Answer; replayed: boolean }> {
  const { db } = app;
  const now = app.now();
  const fingerprint = createHash('sha256').update(JSON.stringify({ claimRef, request })).digest('hex');
  const key = { integration_id: integration.id, event_id: request.event_id };
  const taken = await db
    .insertInto('service_claim_events')
    .values({ ...key, claim_ref: claimRef, type: request.type, fingerprint, created_at: now })
    .onConflict((oc) => oc.columns(['integration_id', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!taken) {
    const row = await db
      .selectFrom('service_claim_events')
      .select(['fingerprint', 'status', 'answer', 'created_at'])
      .where('integration_id', '=', key.integration_id)
      .where('event_id', '=', key.event_id)
      .executeTakeFirstOrThrow();
    if (row.fingerprint !== fingerprint) throw new ApiError('SERVICE_EVENT_MISMATCH');
    if (row.status !== null) return { answer: replay(row), replayed: true };
    const stale = new Date(row.created_at).getTime() < now.getTime() - PENDING_TAKEOVER_MS;
    const retaken =
      stale &&
      (await db
        .updateTable('service_claim_events')
        .set({ created_at: now })
        .where('integration_id', '=', key.integration_id)
        .where('event_id', '=', key.event_id)
        .where('status', 'is', null)
        .where('created_at', '=', row.created_at)
        .executeTakeFirst());
    if (!retaken || Number(retaken.numUpdatedRows) === 0)
      throw new ApiError('IDEMPOTENCY_KEY_IN_PROGRESS', { headers: { 'retry-after': '2' } });
  }
  const store = (status: number, answer: unknown) =>
    db
      .updateTable('service_claim_events')
      .set({ status, answer: JSON.stringify(answer) })
      .where('integration_id', '=', key.integration_id)
      .where('event_id', '=', key.event_id)
      .execute();
  try {
    const { event_id: _id, type: _type, ...fields } = request;
    const move = { ...fields, stage: await stageFor(db, claimRef, request) } as AdvanceClaimRequest;
    const claim = await advanceClaim(app, claimRef, move, {
      actor: { staffId: null, email: `integration:${integration.name}`, role: 'integration' },
      partnerIds: [integration.partnerId],
      canOverride: false,
      requestId,
    });
    const answer: Answer = { data: { event_id: request.event_id, claim } };
    await store(200, answer);
    return { answer, replayed: false };
  } catch (error) {
    if (error instanceof ApiError) await store(error.status, { code: error.code, details: error.details });
    // Anything else (an outage) leaves no answer: the event id is free for the core system's retry.
    else
      await db
        .deleteFrom('service_claim_events')
        .where('integration_id', '=', key.integration_id)
        .where('event_id', '=', key.event_id)
        .execute()
        .catch(() => {});
    throw error;
  }
}
