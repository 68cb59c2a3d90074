/**
 * The purge job: deletes what is past its retention, sweep by sweep, each sweep in its own
 * transaction and bounded to `batchSize` rows per run (the next run takes the rest). The figures are
 * in docs/decisions/037-outbox-delivery-and-purge.md; a row exactly at its boundary stays. What an
 * account deletion keeps (server/modules/accounts/account.ts RETAINED: claim documents 1 year, claims 10
 * years after closing, consent records 10 years) goes here once its time is up, and the emptied
 * members row after it. Unattached e-Claim uploads go a day after they were started (files and rows). PURGE_SWEEPS is the registry: a module adds its sweep to the array.
 */
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import { openBlobObjectStores, sweepOrphanObjects } from '../db/object-store';
import type { Database } from '../db/types';
import {
  openUploadStores,
  removeExpiredUploadFiles,
  removeUpload,
  UPLOAD_EXPIRY_MS,
} from '../modules/claims/claims-uploads';
import { sweepExpiredIdempotencyKeys } from '../platform/idempotency';

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

/**
 * Deletes the rows of `table` with these ids, then the blobs of `blobs` (read before the delete) that
 * nothing uses any more. Answers how many rows went.
 */
async function deleteWithBlobs(
  trx: Transaction<Database>,
  table: 'claim_attachments' | 'claims',
  ids: string[],
  blobs: () => string[] | Promise<string[]>,
): Promise<number> {
  if (ids.length === 0) return 0;
  const hashes = await blobs();
  await trx.deleteFrom(table).where('id', 'in', ids).execute();
  await deleteOrphanBlobs(trx, hashes);
  return ids.length;
}

/** How many rows a delete removed (numDeletedRows is a bigint). */
const deletedCount = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
  Number((await query.executeTakeFirst()).numDeletedRows);

/**
 * A sweep of what deleted members' accounts kept, `years` after its date: `due` picks up to `limit`
 * rows of `table` past the cutoff, and the blobs they hold; rows and blobs go (deleteWithBlobs).
 */
function deletedMembersSweep(
  name: string,
  years: number,
  table: 'claim_attachments' | 'claims',
  due: (
    trx: Transaction<Database>,
    cutoff: Date,
    limit: number,
  ) => Promise<{ ids: string[]; blobs: () => string[] | Promise<string[]> }>,
): PurgeSweep {
  return {
    name,
    async run(trx, now, limit) {
      const { ids, blobs } = await due(trx, yearsBefore(now, years), limit);
      return deleteWithBlobs(trx, table, ids, blobs);
    },
  };
}

/** Tables whose rows a sweep picks by their own columns and deletes by id. */
type DueTable =
  | 'sessions'
  | 'staff_sessions'
  | 'otp_challenges'
  | 'outbox'
  | 'use_card_sessions'
  | 'eclaim_uploads';

/** Deletes up to `limit` rows of `table` that `due` picks; answers the ids that went. */
function deleteDue<T extends DueTable>(
  trx: Transaction<Database>,
  table: T,
  limit: number,
  due: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
): Promise<{ id: string | number }[]> {
  const tables = trx as unknown as Transaction<Pick<Database, DueTable>>;
  return tables
    .deleteFrom(table as DueTable)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom(table as DueTable)
        .select('id')
        .where(due as never)
        .limit(limit),
    )
    .returning('id')
    .execute();
}

/** A sweep of the rows of `table` that `due` picks at `now`. */
function dueSweep<T extends DueTable>(
  name: string,
  table: T,
  due: (now: Date) => (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
): PurgeSweep {
  return { name, run: async (trx, now, limit) => (await deleteDue(trx, table, limit, due(now))).length };
}

/** A session table's rows expired or revoked more than 30 days ago (members' and staff's alike). */
const sessionSweep = (name: string, table: 'sessions' | 'staff_sessions') =>
  dueSweep(name, table, (now) => {
    const cutoff = daysBefore(now, RETENTION.sessionDays);
    return (s) => s.or([s('expires_at', '<', cutoff), s('revoked_at', '<', cutoff)]);
  });

export const sweepSessions = sessionSweep('sessions', 'sessions');

/** Staff sessions, like members' (docs/decisions/038-staff-access.md). */
export const sweepStaffSessions = sessionSweep('staffSessions', 'staff_sessions');

export const sweepOtpChallenges = dueSweep(
  'otpChallenges',
  'otp_challenges',
  (now) => (eb) => eb('expires_at', '<', daysBefore(now, RETENTION.otpChallengeDays)),
);

export const sweepRateLimits: PurgeSweep = {
  name: 'rateLimits',
  async run(trx, now, limit) {
    const result = await sql`delete from rate_limits where (scope, key) in (
        select scope, key from rate_limits where expires_at < ${now} limit ${limit}
      ) returning scope`.execute(trx);
    return result.rows.length;
  },
};

export const sweepOutbox = dueSweep('outbox', 'outbox', (now) => {
  const cutoff = daysBefore(now, RETENTION.outboxDays);
  return (o) => o.or([o('sent_at', '<', cutoff), o('dead_at', '<', cutoff)]);
});

/** Ended (or never ended but expired) use-card codes: the card-use history is kept one year. */
export const sweepUseCardSessions = dueSweep('useCardSessions', 'use_card_sessions', (now) => {
  const cutoff = yearsBefore(now, RETENTION.useCardSessionYears);
  return () => sql<boolean>`coalesce(ended_at, expires_at) < ${cutoff}`;
});

/**
 * Documents of claims of deleted members, one year after the receipt date. Claims carry no receipt
 * date, so the submission date stands for it (never earlier than the receipt: the documents stay at
 * least a year). The blobs go with them when nothing else uses them.
 */
export const sweepDeletedMembersClaimDocuments = deletedMembersSweep(
  'deletedMembersClaimDocuments',
  RETENTION.claimDocumentYears,
  'claim_attachments',
  async (trx, cutoff, limit) => {
    const due = await trx
      .selectFrom('claim_attachments as a')
      .innerJoin('claims as c', 'c.id', 'a.claim_id')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .where('m.deleted_at', 'is not', null)
      .where('c.submitted_at', '<', cutoff)
      .select(['a.id', 'a.blob_sha256'])
      .limit(limit)
      .execute();
    return { ids: due.map((d) => d.id), blobs: () => due.map((d) => d.blob_sha256) };
  },
);

/** Closed (approved or rejected) claims of deleted members, 10 years after closing, with their history. */
export const sweepDeletedMembersClaims = deletedMembersSweep(
  'deletedMembersClaims',
  RETENTION.closedClaimYears,
  // claim_status_history and claim_attachments go with the claim (on delete cascade).
  'claims',
  async (trx, cutoff, limit) => {
    const due = await trx
      .selectFrom('claims as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .where('m.deleted_at', 'is not', null)
      .where('c.status', 'in', ['approved', 'rejected'])
      .where('c.status_updated_at', '<', cutoff)
      .select('c.id')
      .limit(limit)
      .execute();
    const ids = due.map((d) => d.id);
    const blobs = async () =>
      (
        await trx.selectFrom('claim_attachments').select('blob_sha256').where('claim_id', 'in', ids).execute()
      ).map((b) => b.blob_sha256);
    return { ids, blobs };
  },
);

/** Consent records of deleted members, 10 years after the consent ended (its withdrawal, else the deletion). */
export const sweepDeletedMembersConsents: PurgeSweep = {
  name: 'deletedMembersConsents',
  run(trx, now, limit) {
    const cutoff = yearsBefore(now, RETENTION.consentRecordYears);
    return deletedCount(
      trx
        .deleteFrom('member_consents')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('member_consents as mc')
            .innerJoin('members as m', 'm.id', 'mc.member_id')
            .where('m.deleted_at', 'is not', null)
            .where(sql<boolean>`coalesce(mc.withdrawn_at, m.deleted_at) < ${cutoff}`)
            .select('mc.id')
            .limit(limit),
        ),
    );
  },
};

/** Deleted members' rows once no retained claim or consent record points at them. */
export const sweepDeletedMembers: PurgeSweep = {
  name: 'deletedMembers',
  run(trx, _now, limit) {
    return deletedCount(
      trx.deleteFrom('members').where('id', 'in', (eb) =>
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
      ),
    );
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
    const rows = await deleteDue(trx, 'eclaim_uploads', limit, (eb) => eb('created_at', '<', cutoff));
    for (const uploads of openUploadStores()) {
      for (const row of rows) await removeUpload(uploads, String(row.id));
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
