/**
 * The purge job: deletes what is past its retention, sweep by sweep, each sweep in its own
 * transaction and bounded to `batchSize` rows per run (the next run takes the rest). The figures are
 * in docs/decisions/037-outbox-delivery-and-purge.md; a row exactly at its boundary stays. What an
 * account deletion keeps (server/services/account.ts RETAINED: claim documents 1 year, claims 10
 * years after closing, consent records 10 years) goes here once its time is up, and the emptied
 * members row after it. Unattached e-Claim uploads go a day after they were started (files and rows). PURGE_SWEEPS is the registry: a module adds its sweep to the array.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { openBlobObjectStores, sweepOrphanObjects } from '../db/object-store';
import type { Database } from '../db/types';
import { openUploadStores, removeExpiredUploadFiles, removeUpload, UPLOAD_EXPIRY_MS } from './claims-uploads';
import { sweepExpiredIdempotencyKeys } from './idempotency';

export interface PurgeSweep {
  /** Key of the count in purgeOnce's answer. */
  name: string;
  /** Deletes at most `limit` rows that are past retention at `now`; answers how many. */
  run(trx: Transaction<Database>, now: Date, limit: number): Promise<number>;
}

export const PURGE_BATCH_SIZE = 1000;

const DAY_MS = 86_400_000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
export function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

/** Retention figures (docs/decisions/037). */
export const RETENTION = {
  sessionDays: 30,
  otpChallengeDays: 1,
  outboxDays: 30,
  useCardSessionYears: 1,
  claimDocumentYears: 1,
  closedClaimYears: 10,
  consentRecordYears: 10,
} as const;

/** Deletes the given blobs that no card and no claim attachment uses any more. */
async function deleteOrphanBlobs(trx: Transaction<Database>, hashes: string[]): Promise<void> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return;
  await trx
    .deleteFrom('blobs')
    .where('sha256', 'in', unique)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cards')
            .select('cards.id')
            .where((c) =>
              c.or([
                c('cards.front_image_sha256', '=', c.ref('blobs.sha256')),
                c('cards.back_image_sha256', '=', c.ref('blobs.sha256')),
              ]),
            ),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('claim_attachments')
            .select('claim_attachments.id')
            .whereRef('claim_attachments.blob_sha256', '=', 'blobs.sha256'),
        ),
      ),
    )
    .execute();
}

/** A session table's rows expired or revoked more than 30 days ago (members' and staff's alike). */
function sessionSweep(name: string, table: 'sessions' | 'staff_sessions'): PurgeSweep {
  return {
    name,
    async run(trx, now, limit) {
      const cutoff = daysBefore(now, RETENTION.sessionDays);
      const rows = await trx
        .deleteFrom(table)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom(table)
            .select('id')
            .where((s) => s.or([s('expires_at', '<', cutoff), s('revoked_at', '<', cutoff)]))
            .limit(limit),
        )
        .returning('id')
        .execute();
      return rows.length;
    },
  };
}

export const sweepSessions = sessionSweep('sessions', 'sessions');

/** Staff sessions, like members' (docs/decisions/038-staff-access.md). */
export const sweepStaffSessions = sessionSweep('staffSessions', 'staff_sessions');

export const sweepOtpChallenges: PurgeSweep = {
  name: 'otpChallenges',
  async run(trx, now, limit) {
    const cutoff = daysBefore(now, RETENTION.otpChallengeDays);
    const rows = await trx
      .deleteFrom('otp_challenges')
      .where('id', 'in', (eb) =>
        eb.selectFrom('otp_challenges').select('id').where('expires_at', '<', cutoff).limit(limit),
      )
      .returning('id')
      .execute();
    return rows.length;
  },
};

export const sweepRateLimits: PurgeSweep = {
  name: 'rateLimits',
  async run(trx, now, limit) {
    const result = await sql`delete from rate_limits where (scope, key) in (
        select scope, key from rate_limits where expires_at < ${now} limit ${limit}
      ) returning scope`.execute(trx);
    return result.rows.length;
  },
};

export const sweepOutbox: PurgeSweep = {
  name: 'outbox',
  async run(trx, now, limit) {
    const cutoff = daysBefore(now, RETENTION.outboxDays);
    const rows = await trx
      .deleteFrom('outbox')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where((o) => o.or([o('sent_at', '<', cutoff), o('dead_at', '<', cutoff)]))
          .limit(limit),
      )
      .returning('id')
      .execute();
    return rows.length;
  },
};

/** Ended (or never ended but expired) use-card codes: the card-use history is kept one year. */
export const sweepUseCardSessions: PurgeSweep = {
  name: 'useCardSessions',
  async run(trx, now, limit) {
    const cutoff = yearsBefore(now, RETENTION.useCardSessionYears);
    const rows = await trx
      .deleteFrom('use_card_sessions')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('use_card_sessions')
          .select('id')
          .where(sql<boolean>`coalesce(ended_at, expires_at) < ${cutoff}`)
          .limit(limit),
      )
      .returning('id')
      .execute();
    return rows.length;
  },
};

/**
 * Documents of claims of deleted members, one year after the receipt date. Claims carry no receipt
 * date, so the submission date stands for it (never earlier than the receipt: the documents stay at
 * least a year). The blobs go with them when nothing else uses them.
 */
export const sweepDeletedMembersClaimDocuments: PurgeSweep = {
  name: 'deletedMembersClaimDocuments',
  async run(trx, now, limit) {
    const cutoff = yearsBefore(now, RETENTION.claimDocumentYears);
    const due = await trx
      .selectFrom('claim_attachments as a')
      .innerJoin('claims as c', 'c.id', 'a.claim_id')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .where('m.deleted_at', 'is not', null)
      .where('c.submitted_at', '<', cutoff)
      .select(['a.id', 'a.blob_sha256'])
      .limit(limit)
      .execute();
    if (due.length === 0) return 0;
    await trx
      .deleteFrom('claim_attachments')
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .execute();
    await deleteOrphanBlobs(
      trx,
      due.map((d) => d.blob_sha256),
    );
    return due.length;
  },
};

/** Closed (approved or rejected) claims of deleted members, 10 years after closing, with their history. */
export const sweepDeletedMembersClaims: PurgeSweep = {
  name: 'deletedMembersClaims',
  async run(trx, now, limit) {
    const cutoff = yearsBefore(now, RETENTION.closedClaimYears);
    const due = await trx
      .selectFrom('claims as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .where('m.deleted_at', 'is not', null)
      .where('c.status', 'in', ['approved', 'rejected'])
      .where('c.status_updated_at', '<', cutoff)
      .select('c.id')
      .limit(limit)
      .execute();
    if (due.length === 0) return 0;
    const ids = due.map((d) => d.id);
    const blobs = await trx
      .selectFrom('claim_attachments')
      .select('blob_sha256')
      .where('claim_id', 'in', ids)
      .execute();
    // claim_status_history and claim_attachments go with the claim (on delete cascade).
    await trx.deleteFrom('claims').where('id', 'in', ids).execute();
    await deleteOrphanBlobs(
      trx,
      blobs.map((b) => b.blob_sha256),
    );
    return ids.length;
  },
};

/** Consent records of deleted members, 10 years after the consent ended (its withdrawal, else the deletion). */
export const sweepDeletedMembersConsents: PurgeSweep = {
  name: 'deletedMembersConsents',
  async run(trx, now, limit) {
    const cutoff = yearsBefore(now, RETENTION.consentRecordYears);
    const rows = await trx
      .deleteFrom('member_consents')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('member_consents as mc')
          .innerJoin('members as m', 'm.id', 'mc.member_id')
          .where('m.deleted_at', 'is not', null)
          .where(sql<boolean>`coalesce(mc.withdrawn_at, m.deleted_at) < ${cutoff}`)
          .select('mc.id')
          .limit(limit),
      )
      .returning('id')
      .execute();
    return rows.length;
  },
};

/** Deleted members' rows once no retained claim or consent record points at them. */
export const sweepDeletedMembers: PurgeSweep = {
  name: 'deletedMembers',
  async run(trx, _now, limit) {
    const rows = await trx
      .deleteFrom('members')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('members as m')
          .where('m.deleted_at', 'is not', null)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('claims').select('claims.id').whereRef('claims.member_id', '=', 'm.id'))),
          )
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('member_consents')
                  .select('member_consents.id')
                  .whereRef('member_consents.member_id', '=', 'm.id'),
              ),
            ),
          )
          .select('m.id')
          .limit(limit),
      )
      .returning('id')
      .execute();
    return rows.length;
  },
};

/** Idempotency keys past their 24 hours (docs/decisions/029-idempotency-keys.md). */
export const sweepIdempotencyKeys: PurgeSweep = {
  name: 'idempotencyKeys',
  run: (trx, now, limit) => sweepExpiredIdempotencyKeys(trx, now, limit),
};

/**
 * e-Claim uploads never attached, a day (UPLOAD_EXPIRY_MS) after they were started
 * (docs/decisions/066-upload-quotas.md): their quota rows (eclaim_uploads), and their files, .json
 * and re-encoded copies in every upload folder this process serves. Then any upload file past its day
 * in those folders whose row is already gone (removed by a process that does not hold the file), by
 * the real clock: files age in real time. Files are removed inside the sweep's transaction: should it
 * roll back, the rows stay and the next run removes them again (removal is idempotent).
 */
export const sweepExpiredUploads: PurgeSweep = {
  name: 'expiredUploads',
  async run(trx, now, limit) {
    const cutoff = new Date(now.getTime() - UPLOAD_EXPIRY_MS);
    const rows = await trx
      .deleteFrom('eclaim_uploads')
      .where('id', 'in', (eb) =>
        eb.selectFrom('eclaim_uploads').select('id').where('created_at', '<', cutoff).limit(limit),
      )
      .returning('id')
      .execute();
    for (const uploads of openUploadStores()) {
      for (const row of rows) await removeUpload(uploads, row.id);
      await removeExpiredUploadFiles(uploads);
    }
    return rows.length;
  },
};

/**
 * Files nothing refers to any more, a day after they were stored (a day, so an upload whose card is
 * still being saved is never taken): the photos of deleted cards, of cards removed with a family
 * member, of replaced card photos.
 */
export const sweepOrphanBlobs: PurgeSweep = {
  name: 'orphanBlobs',
  async run(trx, now, limit) {
    const result = await sql`delete from blobs where sha256 in (
        select b.sha256 from blobs b
        where b.created_at < ${daysBefore(now, 1)}
          and not exists (select 1 from cards c where c.front_image_sha256 = b.sha256 or c.back_image_sha256 = b.sha256)
          and not exists (select 1 from claim_attachments a where a.blob_sha256 = b.sha256)
        limit ${limit}
      ) returning sha256`.execute(trx);
    return result.rows.length;
  },
};

/**
 * Objects in the object store (OBJECT_STORE_URL) that no blob row names any more, a day after they
 * were written: the bytes of the blobs sweepOrphanBlobs and the deletions above removed, and objects
 * whose row never committed (docs/decisions/071-uploads-and-object-storage.md). Reads rows only, so
 * a rollback of this transaction leaves nothing inconsistent.
 */
export const sweepOrphanBlobObjects: PurgeSweep = {
  name: 'orphanObjects',
  async run(trx, now, limit) {
    let removed = 0;
    for (const objects of openBlobObjectStores())
      removed += await sweepOrphanObjects(trx, objects, now, limit);
    return removed;
  },
};

/** Every sweep, in order: documents before their claims, claims and consents before their members. */
export const PURGE_SWEEPS: PurgeSweep[] = [
  sweepSessions,
  sweepStaffSessions,
  sweepOtpChallenges,
  sweepRateLimits,
  sweepIdempotencyKeys,
  sweepExpiredUploads,
  sweepOutbox,
  sweepUseCardSessions,
  sweepDeletedMembersClaimDocuments,
  sweepDeletedMembersClaims,
  sweepDeletedMembersConsents,
  sweepDeletedMembers,
  sweepOrphanBlobs,
  sweepOrphanBlobObjects,
];

export interface PurgeOptions {
  batchSize?: number;
  sweeps?: PurgeSweep[];
}

/** Runs every sweep once at `now`; answers the rows deleted per sweep. */
export async function purgeOnce(
  db: Kysely<Database>,
  now: Date,
  options: PurgeOptions = {},
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const sweep of options.sweeps ?? PURGE_SWEEPS)
    counts[sweep.name] = await db
      .transaction()
      .execute((trx) => sweep.run(trx, now, options.batchSize ?? PURGE_BATCH_SIZE));
  return counts;
}
