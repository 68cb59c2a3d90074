/**
 * Partner configuration versions in the database (docs/decisions/079-partner-config-versions.md):
 * the start-up import of the partners/ folder, storing a new version (a folder, a published draft, a
 * restore) and making it live, and reading the live versions back as the partners a process serves.
 * Every write of versions runs in a transaction under one advisory lock, so two replicas starting
 * together import a changed folder once and two publishes of a partner never take the same number.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import { contentHash, type FolderFiles, sha256Hex, sortedFiles } from './folder-files';
import { checkPartnerSet, loadPartnerSource, type PartnerFolder, PartnerConfigError } from './loader';
import type { LoadedPartner } from './registry';

/** The advisory lock of every write of configuration versions (pg_advisory_xact_lock's key). */
const VERSIONS_LOCK = 79_021;

export type VersionSource = 'folder' | 'draft' | 'restore';

export interface NewVersion {
  partnerId: string;
  source: VersionSource;
  files: FolderFiles;
  draftId?: string;
  draftVersion?: number;
  restoredFrom?: number;
  /** The staff account publishing; null for a folder import. */
  publishedBy: string | null;
  at: Date;
}

/** Takes the lock of version writes until the transaction ends. */
export async function lockVersions(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${VERSIONS_LOCK})`.execute(trx);
}

/** Stores a version and makes it live; call inside a transaction holding lockVersions(). */
export async function insertLiveVersion(
  trx: Transaction<Database>,
  input: NewVersion,
): Promise<{ version: number; published_at: Date; content_hash: string }> {
  const { max } = await trx
    .selectFrom('partner_config_versions')
    .select((eb) => eb.fn.max('version').as('max'))
    .where('partner_id', '=', input.partnerId)
    .executeTakeFirstOrThrow();
  const version = Number(max ?? 0) + 1;
  const files = sortedFiles(input.files);
  const hash = contentHash(files);
  const rows = [...files].map(([path, data]) => ({ path, data, sha256: sha256Hex(data) }));
  if (rows.length > 0)
    await trx
      .insertInto('partner_config_blobs')
      .values([...new Map(rows.map((r) => [r.sha256, { sha256: r.sha256, data: r.data }])).values()])
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
  await trx
    .insertInto('partner_config_versions')
    .values({
      partner_id: input.partnerId,
      version,
      source: input.source,
      draft_id: input.draftId ?? null,
      draft_version: input.draftVersion ?? null,
      restored_from: input.restoredFrom ?? null,
      published_by: input.publishedBy,
      published_at: input.at,
      content_hash: hash,
    })
    .execute();
  if (rows.length > 0)
    await trx
      .insertInto('partner_config_files')
      .values(rows.map((r) => ({ partner_id: input.partnerId, version, path: r.path, sha256: r.sha256 })))
      .execute();
  await setLive(trx, input.partnerId, version, input.at);
  return { version, published_at: input.at, content_hash: hash };
}

export async function setLive(db: Kysely<Database>, partnerId: string, version: number, at: Date) {
  await db
    .insertInto('partner_config_live')
    .values({ partner_id: partnerId, version, changed_at: at })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet({ version, changed_at: at }))
    .execute();
}

/**
 * The deploy's folders into the database: a folder whose files differ from the last folder version
 * of its partner becomes a new version, live at once (a deploy with changed files wins); an unchanged
 * folder leaves the live version as it is (it may be a later publish). Answers the partners imported.
 */
export async function importFolders(db: Kysely<Database>, folders: readonly PartnerFolder[], at: Date) {
  return db.transaction().execute(async (trx) => {
    await lockVersions(trx);
    const last = await trx
      .selectFrom('partner_config_versions')
      .select(['partner_id', 'content_hash'])
      .distinctOn('partner_id')
      .where('source', '=', 'folder')
      .orderBy('partner_id')
      .orderBy('version', 'desc')
      .execute();
    const lastHash = new Map(last.map((r) => [r.partner_id, r.content_hash]));
    const live = new Set(
      (await trx.selectFrom('partner_config_live').select('partner_id').execute()).map((r) => r.partner_id),
    );
    const imported: string[] = [];
    for (const folder of folders) {
      if (lastHash.get(folder.id) === folder.hash && live.has(folder.id)) continue;
      await insertLiveVersion(trx, {
        partnerId: folder.id,
        source: 'folder',
        files: folder.files,
        publishedBy: null,
        at,
      });
      imported.push(folder.id);
    }
    return imported;
  });
}

/** Which version of each partner is live: one small table read (each process polls it). */
export async function livePointers(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('partner_config_live').select(['partner_id', 'version']).execute();
  return new Map(rows.map((r) => [r.partner_id, r.version]));
}

/** The files of some versions, by `partner_id@version`. */
async function filesOf(
  db: Kysely<Database>,
  versions: readonly { partner_id: string; version: number }[],
): Promise<Map<string, Map<string, Uint8Array>>> {
  const out = new Map<string, Map<string, Uint8Array>>();
  if (versions.length === 0) return out;
  const rows = await db
    .selectFrom('partner_config_files as f')
    .innerJoin('partner_config_blobs as b', 'b.sha256', 'f.sha256')
    .select(['f.partner_id', 'f.version', 'f.path', 'b.data'])
    .where((eb) =>
      eb.or(
        versions.map((v) => eb.and([eb('f.partner_id', '=', v.partner_id), eb('f.version', '=', v.version)])),
      ),
    )
    .execute();
  for (const r of rows) {
    const key = `${r.partner_id}@${r.version}`;
    if (!out.has(key)) out.set(key, new Map());
    out.get(key)!.set(r.path, new Uint8Array(r.data));
  }
  for (const [key, files] of out) out.set(key, sortedFiles(files));
  return out;
}

/** One version's files, sorted; null when the partner has no such version. */
export async function versionFiles(
  db: Kysely<Database>,
  partnerId: string,
  version: number,
): Promise<Map<string, Uint8Array> | null> {
  const row = await db
    .selectFrom('partner_config_versions')
    .select('version')
    .where('partner_id', '=', partnerId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return null;
  return (
    (await filesOf(db, [{ partner_id: partnerId, version }])).get(`${partnerId}@${version}`) ?? new Map()
  );
}

/** How a live version's file is named in problems. */
const versionLabel = (partnerId: string, version: number) => (file: string) =>
  `partners/${partnerId}/${file} (version ${version})`;

/**
 * The partners of the live versions, reusing `current` ones whose version did not change. Throws
 * PartnerConfigError when a live version does not load (a publish checks first, so only a database
 * edited by hand gets here).
 */
export async function loadLivePartners(
  db: Kysely<Database>,
  current: readonly LoadedPartner[] = [],
  pointers?: Map<string, number>,
): Promise<LoadedPartner[]> {
  const live = pointers ?? (await livePointers(db));
  const kept = new Map(current.map((p) => [p.id, p]));
  const stale = [...live]
    .filter(([id, version]) => kept.get(id)?.version !== version)
    .map(([partner_id, version]) => ({ partner_id, version }));
  const files = await filesOf(db, stale);
  const problems: string[] = [];
  const partners: LoadedPartner[] = [];
  for (const [id, version] of [...live].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const same = kept.get(id);
    if (same && same.version === version) {
      partners.push(same);
      continue;
    }
    const loaded = loadPartnerSource(
      { id, version, files: files.get(`${id}@${version}`) ?? new Map(), label: versionLabel(id, version) },
      problems,
    );
    if (loaded) partners.push(loaded);
  }
  problems.push(...checkPartnerSet(partners, [...live.keys()], 'the live partner configuration versions'));
  if (problems.length > 0) throw new PartnerConfigError(problems, 'the database (partner_config_live)');
  return partners;
}
