/**
 * Terms and privacy consents (PDPA s19, docs/security.md 10): which document version is current for a
 * partner, what each member accepted (version, time, channel) or withdrew, and which current
 * versions still have to be accepted. `requireConsents` is what the route layer calls before every
 * member data operation: while a published version marked is_force is not accepted, the answer is
 * 403 CONSENT_REQUIRED naming the documents.
 */
import type { Expression, Kysely } from 'kysely';
import type { ConsentDocument, MemberConsentStatus } from '../../../shared/api/schemas/consents';
import type { PendingConsent } from '../../../shared/api/schemas/auth';
import { prepared } from '../../db/database';
import type { ConsentChannel, ConsentType, Database, Member } from '../../db/types';
import { ApiError } from '../../http/api-error';

export const CONSENT_TYPES: readonly ConsentType[] = ['terms', 'privacy'];

type DocumentRow = Awaited<ReturnType<typeof currentDocumentRows>>[number];

/**
 * The current version of each document type for a partner: the latest published one, a partner's
 * own document before the TPA-wide one (partner_id null).
 */
export async function currentDocumentRows(db: Kysely<Database>, partnerId: string, now: Date) {
  const rows = await db
    .selectFrom('consent_documents')
    .selectAll()
    .where((eb) => eb.or([eb('partner_id', '=', partnerId), eb('partner_id', 'is', null)]))
    .where('published_at', '<=', now)
    .orderBy((eb) => eb('partner_id', 'is', null), 'asc')
    .orderBy('version', 'desc')
    .execute();
  const current = new Map<ConsentType, (typeof rows)[number]>();
  for (const row of rows) if (!current.has(row.type)) current.set(row.type, row);
  return CONSENT_TYPES.flatMap((type) => (current.has(type) ? [current.get(type)!] : []));
}

export function toConsentDocument(row: DocumentRow): ConsentDocument {
  return {
    type: row.type,
    code: row.code,
    version: row.version,
    title: { th: row.title_th, en: row.title_en },
    summary_of_changes:
      row.summary_of_changes_th !== null && row.summary_of_changes_en !== null
        ? { th: row.summary_of_changes_th, en: row.summary_of_changes_en }
        : null,
    published_at: row.published_at.toISOString(),
    is_force: row.is_force,
    sections: row.sections,
  };
}

async function acceptances(db: Kysely<Database>, memberId: string) {
  return db
    .selectFrom('member_consents as mc')
    .innerJoin('consent_documents as d', 'd.id', 'mc.document_id')
    .select([
      'mc.id',
      'mc.document_id',
      'mc.channel',
      'mc.accepted_at',
      'mc.withdrawn_at',
      'd.type',
      'd.version',
      'd.code',
    ])
    .where('mc.member_id', '=', memberId)
    .orderBy('mc.accepted_at', 'desc')
    .execute();
}

type AcceptanceRow = Awaited<ReturnType<typeof acceptances>>[number];

function statusOf(doc: DocumentRow, rows: AcceptanceRow[]): MemberConsentStatus {
  const ofType = rows.filter((r) => r.type === doc.type);
  const current = ofType.find((r) => r.document_id === doc.id);
  const active = ofType.find((r) => r.document_id === doc.id && r.withdrawn_at === null);
  const latestAccepted = ofType
    .filter((r) => r.withdrawn_at === null)
    .sort((a, b) => b.version - a.version)[0];
  const shown = active ?? current ?? latestAccepted ?? null;
  return {
    status: active ? 'accepted' : current ? 'withdrawn' : 'not_accepted',
    is_agree: Boolean(active),
    accepted_version: latestAccepted?.version ?? null,
    accepted_at: shown ? shown.accepted_at.toISOString() : null,
    channel: shown ? shown.channel : null,
    withdrawn_at: !active && current?.withdrawn_at ? current.withdrawn_at.toISOString() : null,
  };
}

export interface ConsentOverview {
  documents: { document: ConsentDocument; member: MemberConsentStatus }[];
  pending: PendingConsent[];
}

export async function consentOverview(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  now: Date,
): Promise<ConsentOverview> {
  const docs = await currentDocumentRows(db, member.partner_id, now);
  const rows = await acceptances(db, member.id);
  const documents = docs.map((doc) => ({ document: toConsentDocument(doc), member: statusOf(doc, rows) }));
  const pending = documents
    .filter((d) => !d.member.is_agree)
    .map((d) => ({ type: d.document.type, version: d.document.version, is_force: d.document.is_force }));
  return { documents, pending };
}

export async function pendingConsents(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  now: Date,
): Promise<PendingConsent[]> {
  return (await consentOverview(db, member, now)).pending;
}

/**
 * The forced current documents a member has not accepted (no active acceptance of that very version),
 * as a query of (type, version) rows: consentOverview's pending list filtered on is_force, in one
 * narrow statement that reads no document text (consentOverview reads all of it, ~50 kB with the demo
 * documents). The current document of a type is chosen as currentDocumentRows does: published by
 * `now`, the partner's own before the TPA-wide one, then the highest version. The member's id and
 * partner may be values or column references, so the session lookup can carry it (decision 069).
 */
export function forcedPendingConsentsQuery(
  db: Kysely<Database>,
  member: { id: string | Expression<string>; partner_id: string | Expression<string> },
  now: Date,
) {
  const current = db
    .selectFrom('consent_documents as d')
    .distinctOn('d.type')
    .select(['d.id', 'd.type', 'd.version', 'd.is_force'])
    .where((eb) => eb.or([eb('d.partner_id', '=', member.partner_id), eb('d.partner_id', 'is', null)]))
    .where('d.published_at', '<=', now)
    .orderBy('d.type')
    .orderBy((eb) => eb('d.partner_id', 'is', null), 'asc')
    .orderBy('d.version', 'desc');
  return db
    .selectFrom(current.as('c'))
    .select(['c.type', 'c.version'])
    .where('c.is_force', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('member_consents as mc')
            .select('mc.id')
            .whereRef('mc.document_id', '=', 'c.id')
            .where('mc.member_id', '=', member.id)
            .where('mc.withdrawn_at', 'is', null),
        ),
      ),
    );
}

/** forcedPendingConsentsQuery's rows as the pending list of the API, in CONSENT_TYPES order. */
export function asForcedPending(rows: readonly { type: ConsentType; version: number }[]): PendingConsent[] {
  return CONSENT_TYPES.flatMap((type) =>
    rows.filter((r) => r.type === type).map((r) => ({ type: r.type, version: r.version, is_force: true })),
  );
}

/** The forced current documents the member has not accepted (prepared once per connection). */
export async function pendingForcedConsents(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  now: Date,
): Promise<PendingConsent[]> {
  const query = forcedPendingConsentsQuery(db, member, now).compile();
  return asForcedPending((await db.executeQuery(prepared(query))).rows);
}

/** 403 CONSENT_REQUIRED naming the documents, when any forced one is pending. */
export function refuseWhilePending(forced: readonly PendingConsent[]): void {
  if (forced.length > 0) throw new ApiError('CONSENT_REQUIRED', { details: { documents: forced } });
}

/**
 * Throws 403 CONSENT_REQUIRED while a forced current version is not accepted. The member routes get
 * the same answer from the session lookup itself (SessionService.authenticate with consents).
 */
export async function requireConsents(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  now: Date,
): Promise<void> {
  refuseWhilePending(await pendingForcedConsents(db, member, now));
}

async function currentOf(db: Kysely<Database>, partnerId: string, type: ConsentType, now: Date) {
  const doc = (await currentDocumentRows(db, partnerId, now)).find((d) => d.type === type);
  if (!doc) throw new ApiError('NOT_FOUND');
  return doc;
}

export async function currentConsentDocument(
  db: Kysely<Database>,
  partnerId: string,
  type: ConsentType,
  now: Date,
): Promise<ConsentDocument> {
  return toConsentDocument(await currentOf(db, partnerId, type, now));
}

async function statusAnswer(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  type: ConsentType,
  now: Date,
) {
  const overview = await consentOverview(db, member, now);
  const entry = overview.documents.find((d) => d.document.type === type)!;
  return { type, version: entry.document.version, member: entry.member, pending: overview.pending };
}

/** Records acceptance of the current version (idempotent while it stays accepted). */
export async function acceptConsent(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  input: { type: ConsentType; version: number; channel: ConsentChannel },
  now: Date,
) {
  const doc = await currentOf(db, member.partner_id, input.type, now);
  // Accepting is only meaningful for the text the member read: an older or unknown version is refused.
  if (input.version !== doc.version) throw new ApiError('CONSENT_VERSION_OUTDATED');
  await db.transaction().execute(async (trx) => {
    const active = await trx
      .selectFrom('member_consents')
      .select('id')
      .where('member_id', '=', member.id)
      .where('document_id', '=', doc.id)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (active) return;
    await trx
      .insertInto('member_consents')
      .values({ member_id: member.id, document_id: doc.id, channel: input.channel, accepted_at: now })
      .execute();
  });
  return statusAnswer(db, member, input.type, now);
}

/** Withdraws consent to the current version: as easy as giving it (PDPA s19). */
export async function withdrawConsent(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  type: ConsentType,
  now: Date,
) {
  const doc = await currentOf(db, member.partner_id, type, now);
  await db
    .updateTable('member_consents')
    .set({ withdrawn_at: now })
    .where('member_id', '=', member.id)
    .where('document_id', '=', doc.id)
    .where('withdrawn_at', 'is', null)
    .execute();
  return statusAnswer(db, member, type, now);
}
