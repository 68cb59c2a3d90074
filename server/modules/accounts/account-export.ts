/**
 * "Download my data" (PDPA s30/s31): every personal record of the member, machine-readable. Each
 * query starts from the member's id, so nothing of another member can slip in; secrets (password and
 * code hashes, session token hashes) are never part of it.
 */
import type { Kysely } from 'kysely';
import type { DataExport } from '../../../shared/api/schemas/account';
import type { Database, Member } from '../../db/types';
import type { LoadedPartner } from '../../partners/registry';
import { profileOf } from './account';

type Row = Record<string, unknown>;

/** JSON-ready: Dates as ISO strings. */
function plain<T extends object>(row: T): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

export async function exportMemberData(
  db: Kysely<Database>,
  partner: LoadedPartner,
  member: Member,
  now: Date,
): Promise<DataExport> {
  const profile = await profileOf(db, member);
  const { national_id_masked: _masked, ...profileRest } = profile;
  const insured = await db
    .selectFrom('insured_persons')
    .selectAll()
    .where('member_id', '=', member.id)
    .executeTakeFirst();

  const consents = await db
    .selectFrom('member_consents as mc')
    .innerJoin('consent_documents as d', 'd.id', 'mc.document_id')
    .select(['d.type', 'd.version', 'd.code', 'mc.channel', 'mc.accepted_at', 'mc.withdrawn_at'])
    .where('mc.member_id', '=', member.id)
    .orderBy('mc.accepted_at')
    .execute();

  const sessions = await db
    .selectFrom('sessions')
    .select(['channel', 'created_at', 'expires_at', 'last_seen_at', 'revoked_at'])
    .where('member_id', '=', member.id)
    .orderBy('created_at')
    .execute();

  const family = await db
    .selectFrom('family_links as f')
    .innerJoin('insured_persons as p', 'p.id', 'f.insured_person_id')
    .select(['f.relation', 'f.can_view', 'f.created_at', 'p.name', 'p.surname', 'p.birth_date'])
    .where('f.member_id', '=', member.id)
    .execute();

  // The member's own cards: TPA cards where they are the insured, and the ones they typed in. Each
  // part by its index (cards_owner_idx; insured_persons.member_id, cards_insured_idx), not one OR
  // across the join, which scanned both tables whole at a TPA's size (issue 22).
  const cardIdsOf = db
    .selectFrom('cards')
    .select('cards.id')
    .where('cards.owner_member_id', '=', member.id)
    .union(
      db
        .selectFrom('cards')
        .innerJoin('insured_persons as p', 'p.id', 'cards.insured_person_id')
        .select('cards.id')
        .where('p.member_id', '=', member.id),
    );
  const cards = await db
    .selectFrom('cards as c')
    .selectAll('c')
    .where('c.id', 'in', cardIdsOf)
    .orderBy('c.created_at')
    .execute();
  const cardIds = cards.map((c) => c.id);
  const benefits =
    cardIds.length > 0
      ? await db.selectFrom('coverage_benefits').selectAll().where('card_id', 'in', cardIds).execute()
      : [];

  // The claims they filed and the claims on their cards (claims_member_idx, claims_card_idx).
  const claimIdsOf = db
    .selectFrom('claims')
    .select('claims.id')
    .where('claims.member_id', '=', member.id)
    .union(db.selectFrom('claims').select('claims.id').where('claims.card_id', 'in', cardIdsOf));
  const claims = await db
    .selectFrom('claims')
    .selectAll()
    .where('id', 'in', claimIdsOf)
    .orderBy('submitted_at')
    .execute();
  const history =
    claims.length > 0
      ? await db.selectFrom('claim_status_history').selectAll().where('claim_id', 'in', claimIdsOf).execute()
      : [];
  const attachments =
    claims.length > 0
      ? await db
          .selectFrom('claim_attachments')
          .select(['claim_id', 'kind', 'blob_sha256', 'created_at'])
          .where('claim_id', 'in', claimIdsOf)
          .execute()
      : [];

  const drafts = await db
    .selectFrom('eclaim_drafts')
    .selectAll()
    .where('member_id', '=', member.id)
    .execute();
  const uses = await db
    .selectFrom('use_card_sessions')
    .select(['card_id', 'hospital_id', 'status', 'issued_at', 'expires_at', 'ended_at'])
    .where('member_id', '=', member.id)
    .execute();
  const reads = await db
    .selectFrom('notification_reads')
    .select(['notification_id', 'read_at'])
    .where('member_id', '=', member.id)
    .execute();
  const otps = await db
    .selectFrom('otp_challenges')
    .select(['purpose', 'created_at', 'expires_at', 'consumed_at', 'attempts'])
    .where('member_id', '=', member.id)
    .orderBy('created_at')
    .execute();

  return {
    format: 'thaicare-member-export/1',
    generated_at: now.toISOString(),
    partner: { id: partner.id, name: partner.partner.name },
    profile: { ...profileRest, national_id: member.national_id ?? insured?.national_id ?? null },
    consents: consents.map((c) => ({
      type: c.type,
      version: c.version,
      document_code: c.code,
      channel: c.channel,
      accepted_at: c.accepted_at.toISOString(),
      withdrawn_at: c.withdrawn_at?.toISOString() ?? null,
    })),
    sessions: sessions.map((s) => ({
      channel: s.channel,
      created_at: s.created_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
      last_seen_at: s.last_seen_at?.toISOString() ?? null,
      revoked_at: s.revoked_at?.toISOString() ?? null,
    })),
    insured_person: insured ? plain(insured) : null,
    family_links: family.map(plain),
    cards: cards.map((c) => ({
      ...plain(c),
      coverage_benefits: benefits.filter((b) => b.card_id === c.id).map(plain),
    })),
    claims: claims.map((c) => ({
      ...plain(c),
      status_history: history.filter((h) => h.claim_id === c.id).map(plain),
      attachments: attachments.filter((a) => a.claim_id === c.id).map(plain),
    })),
    eclaim_drafts: drafts.map(plain),
    use_card_sessions: uses.map(plain),
    notifications_read: reads.map(plain),
    otp_requests: otps.map(plain),
  };
}
