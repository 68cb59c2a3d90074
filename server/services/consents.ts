/**
 * Terms and privacy consents (PDPA s19, docs/security.md 10): which document version is current for a
 * partner, what each member accepted (version, time, channel) or withdrew, and which current
 * versions still have to be accepted. `requireConsents` is what the route layer calls before every
 * member data operation: while a published version marked is_force is not accepted, the answer is
 * 403 CONSENT_REQUIRED naming the documents.
 */
import type { Kysely } from 'kysely';
import type { ConsentDocument, MemberConsentStatus } from '../../src/api/schemas/consents';
import type { PendingConsent } from '../../src/api/schemas/auth';
import type { ConsentChannel, ConsentType, Database, Member } from '../db/types';
import { ApiError } from '../http/api-error';

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

/** Throws 403 CONSENT_REQUIRED while a forced current version is not accepted. */
export async function requireConsents(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  now: Date,
): Promise<void> {
  const forced = (await pendingConsents(db, member, now)).filter((p) => p.is_force);
  if (forced.length > 0) throw new ApiError('CONSENT_REQUIRED', { details: { documents: forced } });
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
