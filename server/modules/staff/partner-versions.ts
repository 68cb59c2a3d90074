/**
 * Publishing partner configurations (issue 26; docs/decisions/079-partner-config-versions.md): a
 * publisher who neither started a draft nor saved any of its changes approves it (four eyes); it is
 * checked with the very validator of `npm run validate:partners` against the running partners, stored
 * as a new version of the partner's folder (server/partners/config-store.ts), made live, mirrored into
 * the partners table, and served by this process at once and by every other within
 * PARTNER_RELOAD_SECONDS. Any version can be restored in one step; the drift report compares the live
 * versions with the partners/ folder on disk; a version exports as the folder's files byte for byte.
 * Every write is audited in its transaction.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PartnerVersion, PARTNER_DRIFT_STATUSES } from '../../../shared/api/schemas/partner-versions';
import type { DraftContent } from '../../../shared/api/schemas/staff-drafts';
import { roleHas } from '../../../shared/api/staff-roles';
import { placeholderKeys } from '../../../shared/engine/partner/key-placeholders';
import type { Problem } from '../../../shared/engine/partner/validate-config';
import type { AppContext } from '../../context';
import { upsertPartnerRow } from '../../db/sync-partners';
import { ApiError } from '../../http/api-error';
import { insertLiveVersion, livePointers, lockVersions, versionFiles } from '../../partners/config-store';
import {
  diffFiles,
  type FileDifference,
  type FolderFiles,
  readFolderFiles,
} from '../../partners/folder-files';
import { checkPartnerSet, loadPartnerSource } from '../../partners/loader';
import { checkDraftFiles, draftFolderFiles } from './partner-drafts';
import type { StaffAccount } from './staff';
import { actorOf, recordAudit, type StaffWriter } from './staff-audit';
import { inScope, requirePartnerInScope, requireRecordInScope } from './staff-scope';

const iso = (value: Date | string) => new Date(value).toISOString();

interface Published {
  partner_id: string;
  version: number;
  published_at: string;
}

/** The running partners as the validator compares folders (all but the one being published). */
function otherPartners(app: AppContext, partnerId: string) {
  return app.partners.all
    .filter(({ id }) => id !== partnerId)
    .map(({ partner }) => ({
      dir: `partners/${partner.partner_id}`,
      file: `partners/${partner.partner_id}/partner.json`,
      partner_id: partner.partner_id,
      ins_code: partner.ins_code,
      secret_key: partner.secret_key,
      api_key: partner.api_key,
    }));
}

/**
 * What the server would refuse in these files as partner `partnerId`: validate:partners' rules (the
 * same core CI runs) and the server's own load (server/partners/loader.ts) beside the running partners.
 */
function problemsOf(app: AppContext, partnerId: string, files: FolderFiles): Problem[] {
  const problems: Problem[] = checkDraftFiles(
    partnerId,
    Object.fromEntries(files),
    otherPartners(app, partnerId),
  );
  if (problems.length > 0) return problems;
  const serverProblems: string[] = [];
  const loaded = loadPartnerSource({ id: partnerId, files, version: 0, label: (f) => f }, serverProblems);
  if (loaded) {
    const set = [...app.partners.all.filter((p) => p.id !== partnerId), loaded];
    serverProblems.push(
      ...checkPartnerSet(
        set,
        set.map((p) => p.id),
        'partners',
      ),
    );
  }
  return serverProblems.map((message) => ({ file: message.split(' ')[0] ?? '', message }));
}

async function draftRow(app: AppContext, id: string, staff: Pick<StaffAccount, 'partner_ids'>) {
  const row = await app.db.selectFrom('partner_drafts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  requireRecordInScope(staff, row.partner_id);
  return row;
}

/** The published version a draft version made, when it was published before (a retry). */
async function publishedFrom(app: AppContext, draftId: string, draftVersion: number) {
  return app.db
    .selectFrom('partner_config_versions')
    .select(['partner_id', 'version', 'published_at'])
    .where('draft_id', '=', draftId)
    .where('draft_version', '=', draftVersion)
    .executeTakeFirst();
}

/**
 * The draft's folder as it goes live: its three files and images, and the help pages (pages/) of the
 * partner's live version, which a draft does not edit.
 */
async function draftFiles(
  app: AppContext,
  row: { id: string; partner_id: string; content: unknown; secret_key: string; api_key: string },
) {
  const assets = await app.db
    .selectFrom('partner_draft_assets')
    .select(['name', 'content_type', 'data'])
    .where('draft_id', '=', row.id)
    .orderBy('name')
    .execute();
  const files = new Map<string, Uint8Array>(
    Object.entries(
      draftFolderFiles(
        row.content as DraftContent,
        row,
        assets.map((a) => ({ name: a.name, content_type: a.content_type, data: Buffer.from(a.data) })),
      ),
    ),
  );
  const live = app.partners.byId(row.partner_id);
  for (const [path, bytes] of live?.files ?? [])
    if (path.startsWith('pages/') && !files.has(path)) files.set(path, bytes);
  return files;
}

export async function publishDraft(
  app: AppContext,
  writer: StaffWriter,
  draftId: string,
  draftVersion: number,
): Promise<Published> {
  const { staff } = writer;
  const row = await draftRow(app, draftId, staff);
  requirePartnerInScope(staff, row.partner_id);
  const earlier = await publishedFrom(app, draftId, draftVersion);
  if (earlier)
    return {
      partner_id: earlier.partner_id,
      version: earlier.version,
      published_at: iso(earlier.published_at),
    };
  const authors = await app.db
    .selectFrom('partner_draft_changes')
    .select('staff_id')
    .distinct()
    .where('draft_id', '=', draftId)
    .execute();
  if (row.created_by === staff.id || authors.some((a) => a.staff_id === staff.id))
    throw new ApiError('DRAFT_PUBLISH_OWN_DRAFT');
  if (row.archived_at) throw new ApiError('DRAFT_ARCHIVED');
  if (row.version !== draftVersion)
    throw new ApiError('DRAFT_VERSION_CONFLICT', { details: { current_version: row.version } });
  const files = await draftFiles(app, row);
  const problems = problemsOf(app, row.partner_id, files);
  if (problems.length > 0) throw new ApiError('DRAFT_PUBLISH_INVALID', { details: { problems } });
  const partner = loadPartnerSource({ id: row.partner_id, files, version: 0, label: (f) => f }, [])!.partner;

  const at = app.now();
  const made = await app.db.transaction().execute(async (trx) => {
    await lockVersions(trx);
    // Saved in between, or published by someone else in between: the same answers as above.
    const again = await trx
      .selectFrom('partner_drafts')
      .select('version')
      .where('id', '=', draftId)
      .executeTakeFirstOrThrow();
    if (again.version !== draftVersion)
      throw new ApiError('DRAFT_VERSION_CONFLICT', { details: { current_version: again.version } });
    const twice = await trx
      .selectFrom('partner_config_versions')
      .select(['version', 'published_at'])
      .where('draft_id', '=', draftId)
      .where('draft_version', '=', draftVersion)
      .executeTakeFirst();
    if (twice) return { version: twice.version, published_at: new Date(twice.published_at), fresh: false };
    const stored = await insertLiveVersion(trx, {
      partnerId: row.partner_id,
      source: 'draft',
      files,
      draftId,
      draftVersion,
      publishedBy: staff.id,
      at,
    });
    await upsertPartnerRow(trx, partner);
    await recordAudit(trx, {
      actor: actorOf(staff),
      partnerId: row.partner_id,
      operation: 'partner.publish',
      target: draftId,
      before: { live_version: app.partners.byId(row.partner_id)?.version ?? null },
      after: { live_version: stored.version, draft_version: draftVersion, content_hash: stored.content_hash },
      requestId: writer.requestId,
      at,
    });
    return { ...stored, fresh: true };
  });
  if (made.fresh) await app.partners.reload();
  return { partner_id: row.partner_id, version: made.version, published_at: iso(made.published_at) };
}

export async function restoreVersion(
  app: AppContext,
  writer: StaffWriter,
  partnerId: string,
  version: number,
): Promise<Published> {
  const { staff } = writer;
  requirePartnerInScope(staff, partnerId);
  const files = await versionFiles(app.db, partnerId, version);
  if (!files) throw new ApiError('NOT_FOUND');
  const problems: string[] = [];
  const loaded = loadPartnerSource({ id: partnerId, files, version: 0, label: (f) => f }, problems);
  if (loaded) {
    const set = [...app.partners.all.filter((p) => p.id !== partnerId), loaded];
    problems.push(
      ...checkPartnerSet(
        set,
        set.map((p) => p.id),
        'partners',
      ),
    );
  }
  if (!loaded || problems.length > 0)
    throw new ApiError('DRAFT_PUBLISH_INVALID', {
      details: { problems: problems.map((message) => ({ file: message.split(' ')[0] ?? '', message })) },
    });
  const at = app.now();
  const made = await app.db.transaction().execute(async (trx) => {
    await lockVersions(trx);
    const stored = await insertLiveVersion(trx, {
      partnerId,
      source: 'restore',
      files,
      restoredFrom: version,
      publishedBy: staff.id,
      at,
    });
    await upsertPartnerRow(trx, loaded.partner);
    await recordAudit(trx, {
      actor: actorOf(staff),
      partnerId,
      operation: 'partner.restore',
      target: `${partnerId}@${version}`,
      before: { live_version: app.partners.byId(partnerId)?.version ?? null },
      after: { live_version: stored.version, restored_from: version, content_hash: stored.content_hash },
      requestId: writer.requestId,
      at,
    });
    return stored;
  });
  await app.partners.reload();
  return { partner_id: partnerId, version: made.version, published_at: iso(made.published_at) };
}

export async function listVersions(
  app: AppContext,
  staff: Pick<StaffAccount, 'partner_ids'>,
  partnerId: string,
) {
  requirePartnerInScope(staff, partnerId);
  const rows = await app.db
    .selectFrom('partner_config_versions as v')
    .leftJoin('staff_accounts as s', 's.id', 'v.published_by')
    .select([
      'v.version',
      'v.source',
      'v.draft_id',
      'v.draft_version',
      'v.restored_from',
      'v.published_at',
      'v.content_hash',
      's.name as staff_name',
      's.email as staff_email',
    ])
    .where('v.partner_id', '=', partnerId)
    .orderBy('v.version', 'desc')
    .execute();
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
  const paths = await app.db
    .selectFrom('partner_config_files')
    .select(['version', 'path'])
    .where('partner_id', '=', partnerId)
    .orderBy('path')
    .execute();
  const live = (await livePointers(app.db)).get(partnerId) ?? null;
  const versions: PartnerVersion[] = rows.map((r) => ({
    version: r.version,
    source: r.source,
    draft_id: r.draft_id,
    draft_version: r.draft_version,
    restored_from: r.restored_from,
    published_by: r.staff_email ? { name: r.staff_name ?? '', email: r.staff_email } : null,
    published_at: iso(r.published_at),
    content_hash: r.content_hash,
    files: paths.filter((p) => p.version === r.version).map((p) => p.path),
    live: r.version === live,
  }));
  return { partner_id: partnerId, live_version: live, versions };
}

type DriftStatus = (typeof PARTNER_DRIFT_STATUSES)[number];

/** The partner folders on disk now, by id (a folder that cannot be read counts as absent). */
function folderFilesOnDisk(partnersDir: string): Map<string, FolderFiles> {
  const out = new Map<string, FolderFiles>();
  if (!existsSync(partnersDir) || !statSync(partnersDir).isDirectory()) return out;
  for (const entry of readdirSync(partnersDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    out.set(entry.name, readFolderFiles(join(partnersDir, entry.name), entry.name, []));
  }
  return out;
}

export async function partnerDrift(app: AppContext, staff: Pick<StaffAccount, 'partner_ids'>) {
  const live = await livePointers(app.db);
  const folders = folderFilesOnDisk(app.config.partnersDir);
  const ids = [...new Set([...live.keys(), ...folders.keys()])].filter((id) => inScope(staff, id)).sort();
  const out: {
    partner_id: string;
    status: DriftStatus;
    live_version: number | null;
    files: FileDifference[];
  }[] = [];
  for (const id of ids) {
    const version = live.get(id) ?? null;
    const folder = folders.get(id);
    if (version === null) {
      const files = [...(folder?.keys() ?? [])].map((path) => ({ path, difference: 'only_folder' as const }));
      out.push({ partner_id: id, status: 'folder_only', live_version: null, files });
      continue;
    }
    const liveFiles = (await versionFiles(app.db, id, version)) ?? new Map();
    if (!folder) {
      const files = [...liveFiles.keys()].map((path) => ({ path, difference: 'only_live' as const }));
      out.push({ partner_id: id, status: 'db_only', live_version: version, files });
      continue;
    }
    const files = diffFiles(liveFiles, folder);
    out.push({
      partner_id: id,
      status: files.length === 0 ? 'in_sync' : 'changed_since_deploy',
      live_version: version,
      files,
    });
  }
  return out;
}

/** A JSON string value swapped for another in a file's text, nothing else touched. */
function swapValue(text: string, from: string, to: string): string {
  return text.split(JSON.stringify(from)).join(JSON.stringify(to));
}

/**
 * A version's files byte for byte; without partners.secrets the keys in partner.json are swapped for
 * the export placeholders (shared/engine/partner/key-placeholders.ts), as the draft export does. An
 * export with the keys is audited.
 */
export async function exportVersionFiles(
  app: AppContext,
  writer: StaffWriter,
  partnerId: string,
  version: number,
) {
  const { staff } = writer;
  requirePartnerInScope(staff, partnerId);
  const files = await versionFiles(app.db, partnerId, version);
  if (!files) throw new ApiError('NOT_FOUND');
  const withKeys = roleHas(staff.role, 'partners.secrets');
  const partnerJson = files.get('partner.json');
  if (!withKeys && partnerJson) {
    let text = Buffer.from(partnerJson).toString('utf8');
    try {
      const parsed = JSON.parse(text) as { secret_key?: unknown; api_key?: unknown };
      const placeholders = placeholderKeys(partnerId);
      if (typeof parsed.secret_key === 'string')
        text = swapValue(text, parsed.secret_key, placeholders.secret_key);
      if (typeof parsed.api_key === 'string') text = swapValue(text, parsed.api_key, placeholders.api_key);
    } catch {
      // A stored version always parses (it was validated); nothing to swap otherwise.
    }
    files.set('partner.json', new Uint8Array(Buffer.from(text, 'utf8')));
  }
  if (withKeys)
    await recordAudit(app.db, {
      actor: actorOf(staff),
      partnerId,
      operation: 'partner.export_with_keys',
      target: `${partnerId}@${version}`,
      before: null,
      after: { version },
      requestId: writer.requestId,
      at: app.now(),
    });
  return { files, withKeys };
}
