/**
 * Partner drafts (issue 14; docs/decisions/062-partner-drafts.md): staff start a draft from a partner
 * or a brand kit, save edits with optimistic versions and a history of who changed what, and the
 * server checks every state with the very validator of `npm run validate:partners` (its in-memory core,
 * shared/engine/partner/validate-config.ts, on the draft's files), so the previewer and CI never disagree.
 * A draft's keys stay on the server: the API answers partner.json without secret_key and api_key,
 * and only a role with partners.secrets (admins) exports them; anyone else's export holds placeholders
 * (shared/engine/partner/key-placeholders.ts). Staff see and change only the drafts of the partners they
 * serve (server/modules/staff/staff-scope.ts), and every write is also a row of the audit trail
 * (server/modules/staff/staff-audit.ts), in the same transaction.
 */
import { extname } from 'node:path';
import { type Selectable, sql, type Transaction } from 'kysely';
import sharp from 'sharp';
import {
  DRAFT_ASSET_MAX_BYTES,
  type DRAFT_ASSET_TYPES,
  DRAFT_ASSET_NAME_PATTERN,
  type DraftContent,
  PARTNER_ID_PATTERN,
  type PartnerDraft,
} from '../../../shared/api/schemas/staff-drafts';
import { roleHas } from '../../../shared/api/staff-roles';
import { partnerFolderFromKit } from '../../../shared/engine/partner/folder';
import { isPlaceholderKey, placeholderKeys } from '../../../shared/engine/partner/key-placeholders';
import {
  checkSvg,
  checkUniqueness,
  inspectPartnerFiles,
  type PartnerIdentity,
} from '../../../shared/engine/partner/validate-config';
import type { AppContext } from '../../context';
import type { PartnerDrafts } from '../../db/generated/database';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { readPartnerZip } from './partner-zip';
import { partnerJsonText } from './schema-order';
import type { StaffAccount } from './staff';
import { actorOf, recordAudit, type StaffWriter } from './staff-audit';
import { requirePartnerInScope, requireRecordInScope } from './staff-scope';

/** Who is writing, for the history, the scope and the audit trail. */
export type DraftWriter = StaffWriter;

type AssetContentType = (typeof DRAFT_ASSET_TYPES)[number];
const CONTENT_TYPES: Record<string, AssetContentType> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
const ASSET_NAME = DRAFT_ASSET_NAME_PATTERN;
const MAX_CHANGES = 200;

export interface DraftAsset {
  name: string;
  content_type: AssetContentType;
  data: Buffer;
}

type DraftRow = Selectable<PartnerDrafts>;

export type CreateDraftInput =
  | { kind: 'partner'; partner_id: string; ins_code?: string | undefined }
  | { kind: 'brand_kit'; ins_code: string; name: { th: string; en: string }; colors: string[] };

/**
 * The names of assets/ that the configuration uses: every "/partners/<id>/assets/<name>" a value of
 * partner.json, theme.json or menu-tiles.json holds (theme images, tile icons, banners, logos), so an
 * image that nothing names (a brand kit's wordmark beside an uploaded logo) is not exported.
 */
export function usedAssetNames(content: DraftContent): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const name = /^\/partners\/[^/]+\/assets\/([^?#]+)/.exec(value)?.[1];
      if (name) used.add(name);
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v);
  };
  visit(content);
  return used;
}

/**
 * The files of a draft as a partner folder: what export zips, what publishing takes and what the
 * validator reads. Only the images the configuration uses; the JSON in the schemas' key order
 * (server/modules/staff/schema-order.ts), so the same draft always gives the same bytes.
 */
export function draftFolderFiles(
  content: DraftContent,
  keys: { secret_key: string; api_key: string },
  assets: readonly DraftAsset[],
): Record<string, Buffer> {
  const { secret_key: _s, api_key: _a, ...publicPartner } = content.partner as Record<string, unknown>;
  const partner = {
    $schema: '../../schemas/partner.schema.json',
    ...publicPartner,
    secret_key: keys.secret_key,
    api_key: keys.api_key,
  };
  const files: Record<string, Buffer> = {
    'partner.json': Buffer.from(partnerJsonText('partner.json', partner)),
    'theme.json': Buffer.from(partnerJsonText('theme.json', content.theme)),
    'menu-tiles.json': Buffer.from(partnerJsonText('menu-tiles.json', content.menu_tiles)),
  };
  const used = usedAssetNames(content);
  for (const a of assets) if (used.has(a.name)) files[`assets/${a.name}`] = a.data;
  return files;
}

/**
 * What validate:partners says about these files as partners/<partnerId>/ (file names relative to the
 * folder): the same in-memory checks the script runs on a folder read from disk, and, as it does
 * across folders, that partner_id, ins_code and the keys are not another partner's (`others`: the
 * partners the server runs, except the one this draft replaces), so a copy that kept its original's
 * insurer code is told so here, not first in CI.
 */
export function checkDraftFiles(
  partnerId: string,
  files: Record<string, Uint8Array>,
  others: PartnerIdentity[] = [],
) {
  const report = inspectPartnerFiles({ folder: partnerId, label: '', files, isDefault: false });
  return [
    ...report.problems,
    ...checkUniqueness(
      [report.identity],
      others.filter((o) => o.partner_id !== partnerId),
    ),
  ];
}

/** The running partners as the validator compares folders. */
function runningPartners(app: AppContext): PartnerIdentity[] {
  return app.partners.all.map(({ partner }) => ({
    dir: `partners/${partner.partner_id}`,
    file: `partners/${partner.partner_id}/partner.json`,
    partner_id: partner.partner_id,
    ins_code: partner.ins_code,
    secret_key: partner.secret_key,
    api_key: partner.api_key,
  }));
}

/** Leaf-level differences between two JSON values, as JSON pointers (at most MAX_CHANGES). */
export function diffJson(
  before: unknown,
  after: unknown,
  pointer = '',
  out: Array<{ pointer: string; from: unknown; to: unknown }> = [],
) {
  if (out.length >= MAX_CHANGES) return out;
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObj(before) && isObj(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const k of keys)
      diffJson(before[k], after[k], `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
    return out;
  }
  if (JSON.stringify(before) !== JSON.stringify(after))
    out.push({ pointer: pointer || '/', from: before ?? null, to: after ?? null });
  return out;
}

/** The images of a running partner's live version (its assets/, one level deep). */
function partnerAssets(files: ReadonlyMap<string, Uint8Array>): DraftAsset[] {
  return [...files]
    .filter(([path]) => path.startsWith('assets/') && ASSET_NAME.test(path.slice('assets/'.length)))
    .map(([path, data]) => {
      const name = path.slice('assets/'.length);
      return { name, content_type: CONTENT_TYPES[extname(name)]!, data: Buffer.from(data) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A theme's image paths moved from one partner folder to another. */
function movePaths(value: unknown, from: string, to: string): unknown {
  if (from === to) return value;
  return JSON.parse(
    JSON.stringify(value).replaceAll(`"/partners/${from}/assets/`, `"/partners/${to}/assets/`),
  );
}

async function staffNames(app: AppContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; email: string }>();
  const rows = await app.db
    .selectFrom('staff_accounts')
    .select(['id', 'name', 'email'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

const iso = (d: Date | string) => new Date(d).toISOString();

async function summaryOf(app: AppContext, rows: DraftRow[]) {
  const names = await staffNames(app, [...new Set(rows.map((r) => r.created_by))]);
  return rows.map((r) => ({
    id: r.id,
    partner_id: r.partner_id,
    base_partner_id: r.base_partner_id,
    title: r.title,
    version: r.version,
    created_by: names.get(r.created_by) ?? { name: '', email: '' },
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    archived_at: r.archived_at ? iso(r.archived_at) : null,
  }));
}

async function loadAssets(app: AppContext, id: string): Promise<DraftAsset[]> {
  return app.db
    .selectFrom('partner_draft_assets')
    .select(['name', 'content_type', 'data'])
    .where('draft_id', '=', id)
    .orderBy('name')
    .execute() as Promise<DraftAsset[]>;
}

async function answer(app: AppContext, row: DraftRow): Promise<PartnerDraft> {
  const [summary] = await summaryOf(app, [row]);
  const assets = await loadAssets(app, row.id);
  const content = row.content as DraftContent;
  const problems = checkDraftFiles(
    row.partner_id,
    draftFolderFiles(content, row, assets),
    runningPartners(app),
  );
  return {
    ...summary!,
    content,
    assets: assets.map((a) => ({ name: a.name, content_type: a.content_type, bytes: a.data.length })),
    problems,
  };
}

export async function listDrafts(
  app: AppContext,
  staff: Pick<StaffAccount, 'partner_ids'>,
  { archived = false }: { archived?: boolean } = {},
) {
  let query = app.db
    .selectFrom('partner_drafts')
    .selectAll()
    .where('archived_at', archived ? 'is not' : 'is', null);
  if (staff.partner_ids !== null) query = query.where('partner_id', 'in', staff.partner_ids);
  const rows = await query.orderBy('updated_at', 'desc').limit(200).execute();
  return summaryOf(app, rows);
}

/** The draft row of this id, if any (whatever the staff member's scope). */
const draftOfId = (app: AppContext, id: string) =>
  app.db.selectFrom('partner_drafts').selectAll().where('id', '=', id).executeTakeFirst();

/** A draft of a partner the staff member serves (404 for another's, as for none). */
async function findRow(
  app: AppContext,
  id: string,
  staff: Pick<StaffAccount, 'partner_ids'>,
): Promise<DraftRow> {
  const row = await draftOfId(app, id);
  if (!row) throw new ApiError('NOT_FOUND');
  requireRecordInScope(staff, row.partner_id);
  return row;
}

/**
 * The draft an edit or a revert writes to: locked for the transaction, in the writer's scope, not
 * archived, and still at the version the writer saw.
 */
async function lockDraftForEdit(
  trx: Transaction<Database>,
  staff: Pick<StaffAccount, 'partner_ids'>,
  id: string,
  version: number,
): Promise<DraftRow> {
  const row = await trx
    .selectFrom('partner_drafts')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  requireRecordInScope(staff, row.partner_id);
  if (row.archived_at) throw new ApiError('DRAFT_ARCHIVED');
  if (row.version !== version) throw new ApiError('DRAFT_VERSION_CONFLICT');
  return row;
}

export async function getDraft(
  app: AppContext,
  id: string,
  staff: Pick<StaffAccount, 'partner_ids'>,
): Promise<PartnerDraft> {
  return answer(app, await findRow(app, id, staff));
}

/**
 * One row of a draft's history: who saved which version when, what changed, and the whole content
 * as it is after this version (migration 022), so any version can be reverted to.
 */
function recordChange(
  trx: Transaction<Database>,
  change: {
    draftId: string;
    version: number;
    staff: StaffAccount;
    now: Date;
    summary: string;
    changes: ReadonlyArray<{ pointer: string; from: unknown; to: unknown }>;
    content: unknown;
  },
) {
  return trx
    .insertInto('partner_draft_changes')
    .values({
      draft_id: change.draftId,
      version: change.version,
      staff_id: change.staff.id,
      changed_at: change.now,
      summary: change.summary,
      changes: JSON.stringify(change.changes),
      content: JSON.stringify(change.content),
    })
    .execute();
}

/** A new draft at version 1 with its images and its first history row, in one transaction. */
async function insertDraft(
  app: AppContext,
  writer: DraftWriter,
  operation: 'draft.create' | 'draft.import',
  draft: {
    id: string;
    partnerId: string;
    base: string | null;
    title: string;
    content: DraftContent;
    keys: { secret_key: string; api_key: string };
    assets: readonly DraftAsset[];
    summary: string;
  },
) {
  const { staff } = writer;
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('partner_drafts')
      .values({
        id: draft.id,
        partner_id: draft.partnerId,
        base_partner_id: draft.base,
        title: draft.title,
        content: JSON.stringify(draft.content),
        version: 1,
        secret_key: draft.keys.secret_key,
        api_key: draft.keys.api_key,
        created_by: staff.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (draft.assets.length)
      await trx
        .insertInto('partner_draft_assets')
        .values(
          draft.assets.map((a) => ({
            draft_id: draft.id,
            name: a.name,
            content_type: a.content_type,
            data: new Uint8Array(a.data),
          })),
        )
        .execute();
    await recordChange(trx, {
      draftId: draft.id,
      version: 1,
      staff,
      now,
      summary: draft.summary,
      changes: [],
      content: draft.content,
    });
    await recordAudit(trx, {
      actor: actorOf(staff),
      partnerId: draft.partnerId,
      operation,
      target: draft.id,
      before: null,
      after: {
        partner_id: draft.partnerId,
        base_partner_id: draft.base,
        title: draft.title,
        version: 1,
        assets: draft.assets.map((a) => a.name),
        summary: draft.summary,
      },
      requestId: writer.requestId,
      at: now,
    });
  });
}

export async function createDraft(
  app: AppContext,
  writer: DraftWriter,
  body: { id: string; partner_id: string; title: string; from: CreateDraftInput },
): Promise<PartnerDraft> {
  const { staff } = writer;
  requirePartnerInScope(staff, body.partner_id);
  if (body.from.kind === 'partner') requirePartnerInScope(staff, body.from.partner_id);
  const existing = await draftOfId(app, body.id);
  if (existing) {
    // A retry of the same create answers the draft it made; any other use of the id is refused.
    const same =
      existing.created_by === staff.id &&
      existing.partner_id === body.partner_id &&
      existing.title === body.title;
    if (!same) throw new ApiError('DRAFT_ID_TAKEN');
    return answer(app, existing);
  }
  let content: DraftContent;
  let keys: { secret_key: string; api_key: string };
  let assets: DraftAsset[];
  let base: string | null = null;
  if (body.from.kind === 'partner') {
    const loaded = app.partners.byId(body.from.partner_id);
    if (!loaded) throw new ApiError('NOT_FOUND');
    base = loaded.id;
    const { secret_key, api_key, ...publicPartner } = loaded.partner;
    const insCode = body.from.ins_code ?? loaded.partner.ins_code;
    content = {
      partner: { ...publicPartner, partner_id: body.partner_id, ins_code: insCode },
      theme: {
        ...(movePaths(loaded.theme, loaded.id, body.partner_id) as Record<string, unknown>),
        ins_code: insCode,
      },
      menu_tiles: loaded.tiles as unknown as Record<string, unknown>,
    };
    // The same partner keeps its keys; a copy under another id gets fresh ones below.
    const fresh = partnerFolderFromKit({
      partnerId: body.partner_id,
      insCode: loaded.partner.ins_code,
      name: loaded.partner.name.en,
      nameTh: loaded.partner.name.th,
      colors: [loaded.theme.main_color_1],
    });
    const freshPartner = JSON.parse(fresh['partner.json']!) as { secret_key: string; api_key: string };
    keys = body.partner_id === loaded.id ? { secret_key, api_key } : freshPartner;
    assets = partnerAssets(loaded.files);
  } else {
    const files = partnerFolderFromKit({
      partnerId: body.partner_id,
      insCode: body.from.ins_code,
      name: body.from.name.en,
      nameTh: body.from.name.th,
      colors: body.from.colors,
    });
    const { secret_key, api_key, ...publicPartner } = JSON.parse(files['partner.json']!) as Record<
      string,
      unknown
    >;
    keys = { secret_key: secret_key as string, api_key: api_key as string };
    content = {
      partner: publicPartner,
      theme: JSON.parse(files['theme.json']!),
      menu_tiles: JSON.parse(files['menu-tiles.json']!),
    };
    assets = Object.entries(files)
      .filter(([path]) => path.startsWith('assets/'))
      .map(([path, text]) => ({
        name: path.slice(7),
        content_type: 'image/svg+xml',
        data: Buffer.from(text),
      }));
  }
  await insertDraft(app, writer, 'draft.create', {
    id: body.id,
    partnerId: body.partner_id,
    base,
    title: body.title,
    content,
    keys,
    assets,
    summary:
      body.from.kind === 'partner' ? `Started from ${body.from.partner_id}` : 'Started from a brand kit',
  });
  return getDraft(app, body.id, staff);
}

export async function updateDraft(
  app: AppContext,
  writer: DraftWriter,
  id: string,
  body: { version: number; content: DraftContent; summary?: string },
): Promise<PartnerDraft> {
  const { staff } = writer;
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const row = await lockDraftForEdit(trx, staff, id, body.version);
    // partner.json's keys never travel through the API: whatever an edit sends for them is dropped.
    const { secret_key: _s, api_key: _a, ...publicPartner } = body.content.partner;
    const content = { ...body.content, partner: { ...publicPartner, partner_id: row.partner_id } };
    const changes = diffJson(row.content, content);
    const version = row.version + 1;
    await trx
      .updateTable('partner_drafts')
      .set({ content: JSON.stringify(content), version, updated_at: now })
      .where('id', '=', id)
      .execute();
    const summary = body.summary || `${changes.length} change${changes.length === 1 ? '' : 's'}`;
    await recordChange(trx, { draftId: id, version, staff, now, summary, changes, content });
    await recordAudit(trx, {
      actor: actorOf(staff),
      partnerId: row.partner_id,
      operation: 'draft.save',
      target: id,
      before: { version: row.version, values: Object.fromEntries(changes.map((c) => [c.pointer, c.from])) },
      after: { version, values: Object.fromEntries(changes.map((c) => [c.pointer, c.to])), summary },
      requestId: writer.requestId,
      at: now,
    });
  });
  return getDraft(app, id, staff);
}

export async function draftHistory(app: AppContext, id: string, staff: Pick<StaffAccount, 'partner_ids'>) {
  await findRow(app, id, staff);
  const rows = await app.db
    .selectFrom('partner_draft_changes')
    .selectAll()
    .where('draft_id', '=', id)
    .orderBy('version', 'desc')
    .execute();
  const names = await staffNames(app, [...new Set(rows.map((r) => r.staff_id))]);
  return rows.map((r) => ({
    version: r.version,
    staff: names.get(r.staff_id) ?? { name: '', email: '' },
    changed_at: iso(r.changed_at),
    summary: r.summary,
    changes: r.changes as Array<{ pointer: string; from: unknown; to: unknown }>,
  }));
}

/** Archives a draft (out of the default list, kept with its history) or restores it; audited. */
export async function setDraftArchived(
  app: AppContext,
  writer: DraftWriter,
  id: string,
  archived: boolean,
): Promise<PartnerDraft> {
  const { staff } = writer;
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('partner_drafts')
      .select(['partner_id', 'archived_at', 'version'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND');
    requireRecordInScope(staff, row.partner_id);
    // Archiving an archived draft (or restoring one that is not) changes nothing and audits nothing.
    if ((row.archived_at !== null) === archived) return;
    await trx
      .updateTable('partner_drafts')
      .set({ archived_at: archived ? now : null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actor: actorOf(staff),
      partnerId: row.partner_id,
      operation: archived ? 'draft.archive' : 'draft.unarchive',
      target: id,
      before: { version: row.version, archived_at: row.archived_at ? iso(row.archived_at) : null },
      after: { version: row.version, archived_at: archived ? iso(now) : null },
      requestId: writer.requestId,
      at: now,
    });
  });
  return getDraft(app, id, staff);
}

type ChangeRow = { version: number; changes: unknown; content: unknown };

/** Sets (or, for null, removes) the value at a JSON pointer of a copy's tree; false when it cannot. */
function setPointer(root: Record<string, unknown>, pointer: string, value: unknown): boolean {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (keys.length === 0) return false;
  let at: unknown = root;
  for (const key of keys.slice(0, -1)) {
    if (!at || typeof at !== 'object') return false;
    const container = at as Record<string, unknown>;
    container[key] ??= {};
    at = container[key];
  }
  if (!at || typeof at !== 'object') return false;
  const last = keys.at(-1)!;
  if (value !== null) (at as Record<string, unknown>)[last] = value;
  else if (Array.isArray(at)) at.length = Math.min(at.length, Number(last));
  else delete (at as Record<string, unknown>)[last];
  return true;
}

/**
 * The content of a draft at `version`: its snapshot (kept since migration 022), or, for an older
 * version, the nearest later snapshot walked back through each later version's recorded changes (their
 * `from` values). A version cannot be rebuilt when a change between was cut at MAX_CHANGES entries.
 * `rows` are the draft's history rows, newest first.
 */
export function contentAtVersion(rows: readonly ChangeRow[], version: number): DraftContent | null {
  const target = rows.find((r) => r.version === version);
  if (!target) return null;
  if (target.content) return target.content as DraftContent;
  const later = rows.filter((r) => r.version > version).sort((a, b) => a.version - b.version);
  const anchorAt = later.findIndex((r) => r.content);
  if (anchorAt < 0) return null;
  const content = structuredClone(later[anchorAt]!.content) as Record<string, unknown>;
  for (const row of later.slice(0, anchorAt + 1).reverse()) {
    const changes = (row.changes ?? []) as Array<{ pointer: string; from: unknown }>;
    if (changes.length >= MAX_CHANGES) return null;
    for (const c of changes) {
      if (c.pointer.startsWith('/assets/')) continue;
      if (!setPointer(content, c.pointer, c.from)) return null;
    }
  }
  return content as DraftContent;
}

/**
 * Makes an earlier version's content the draft's again, as a new version whose history row says
 * "Reverted to version N" (so the revert can be undone the same way). Images stay as they are: the
 * export ships only those the reverted content names. Audited.
 */
export async function revertDraft(
  app: AppContext,
  writer: DraftWriter,
  id: string,
  body: { version: number; to_version: number },
): Promise<PartnerDraft> {
  const { staff } = writer;
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const row = await lockDraftForEdit(trx, staff, id, body.version);
    if (body.to_version >= row.version)
      throw new ApiError('VALIDATION_FAILED', {
        details: [
          {
            path: 'body.to_version',
            code: 'too_big',
            message: `Choose a version before the current one (${row.version}).`,
          },
        ],
      });
    const rows = await trx
      .selectFrom('partner_draft_changes')
      .select(['version', 'changes', 'content'])
      .where('draft_id', '=', id)
      .where('version', '>=', body.to_version)
      .orderBy('version', 'desc')
      .execute();
    if (!rows.some((r) => r.version === body.to_version)) throw new ApiError('NOT_FOUND');
    const restored = contentAtVersion(rows, body.to_version);
    if (!restored) throw new ApiError('DRAFT_VERSION_UNAVAILABLE');
    const content = {
      ...restored,
      partner: { ...restored.partner, partner_id: row.partner_id },
    };
    const changes = diffJson(row.content, content);
    const version = row.version + 1;
    await trx
      .updateTable('partner_drafts')
      .set({ content: JSON.stringify(content), version, updated_at: now })
      .where('id', '=', id)
      .execute();
    const summary = `Reverted to version ${body.to_version}`;
    await recordChange(trx, { draftId: id, version, staff, now, summary, changes, content });
    await recordAudit(trx, {
      actor: actorOf(staff),
      partnerId: row.partner_id,
      operation: 'draft.revert',
      target: id,
      before: { version: row.version, values: Object.fromEntries(changes.map((c) => [c.pointer, c.from])) },
      after: {
        version,
        to_version: body.to_version,
        values: Object.fromEntries(changes.map((c) => [c.pointer, c.to])),
        summary,
      },
      requestId: writer.requestId,
      at: now,
    });
  });
  return getDraft(app, id, staff);
}

/**
 * The draft's folder for the export zip. Its keys only for a role with partners.secrets (admins),
 * which is then a row of the audit trail; anyone else's export holds the placeholders that
 * `validate:partners --exported` accepts (shared/engine/partner/key-placeholders.ts).
 */
export async function draftExportFiles(app: AppContext, writer: DraftWriter, id: string) {
  const { staff } = writer;
  const row = await findRow(app, id, staff);
  const withKeys = roleHas(staff.role, 'partners.secrets');
  const keys = withKeys ? row : placeholderKeys(row.partner_id);
  if (withKeys)
    await recordAudit(app.db, {
      actor: actorOf(staff),
      partnerId: row.partner_id,
      operation: 'draft.export_with_keys',
      target: id,
      before: null,
      after: { version: row.version, live_partner: app.partners.byId(row.partner_id) !== undefined },
      requestId: writer.requestId,
      at: app.now(),
    });
  return {
    partnerId: row.partner_id,
    withKeys,
    files: draftFolderFiles(row.content as DraftContent, keys, await loadAssets(app, id)),
  };
}

// ---------------------------------------------------------------------------------------------
// Images: uploads and imports go through one check (the type from the bytes, SVGs through the
// validator's SVG check, raster images decoded and re-encoded with sharp).

/** Pixels a draft image may have (a banner at 3× is far below it). */
const ASSET_MAX_PIXELS = 4096 * 4096;
const ENDINGS: Record<AssetContentType, RegExp> = {
  'image/svg+xml': /\.svg$/,
  'image/png': /\.png$/,
  'image/jpeg': /\.jpe?g$/,
  'image/webp': /\.webp$/,
};

/** The image type the bytes say they are: PNG, JPEG and WebP by magic numbers, SVG by its text. */
export function sniffAsset(bytes: Uint8Array): AssetContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Before the <svg> root only an XML declaration, comments, a DOCTYPE (refused later) and space.
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg\b/i.test(text)
    ? 'image/svg+xml'
    : null;
}

type AssetCheck = { ok: true; asset: DraftAsset } | { ok: false; message: string };

/** Checks one image for a draft's assets/ and answers what may be stored (re-encoded for raster images). */
export async function checkDraftAsset(name: string, bytes: Uint8Array): Promise<AssetCheck> {
  if (!ASSET_NAME.test(name))
    return {
      ok: false,
      message: `"${name}" is not an image name a partner folder may hold; use 1–64 lower-case letters, digits, dots, dashes or underscores ending in .svg, .png, .jpg, .jpeg or .webp`,
    };
  if (bytes.length === 0) return { ok: false, message: `${name} is empty` };
  if (bytes.length > DRAFT_ASSET_MAX_BYTES)
    return {
      ok: false,
      message: `${name} is ${Math.ceil(bytes.length / 1024)} KB; images may be at most ${DRAFT_ASSET_MAX_BYTES / 1024} KB (compress or resize it)`,
    };
  const type = sniffAsset(bytes);
  if (!type)
    return { ok: false, message: `${name} is not an SVG, PNG, JPEG or WebP image (judged by its bytes)` };
  if (!ENDINGS[type].test(name))
    return {
      ok: false,
      message: `${name}'s bytes are ${type}, but its name says otherwise; rename it to end in ${type === 'image/jpeg' ? '.jpg' : `.${type.slice(6).replace('+xml', '')}`}`,
    };
  if (type === 'image/svg+xml') {
    const found = checkSvg(new TextDecoder().decode(bytes));
    if (found.length)
      return { ok: false, message: found.map((f) => `${name}:${f.line}: ${f.message}`).join('; ') };
    return { ok: true, asset: { name, content_type: type, data: Buffer.from(bytes) } };
  }
  const format = type.slice(6);
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== format)
      return {
        ok: false,
        message: `${name} cannot be read as ${format} (it looks like ${meta.format ?? 'nothing known'})`,
      };
    if (!meta.width || !meta.height || meta.width * meta.height > ASSET_MAX_PIXELS)
      return {
        ok: false,
        message: `${name} is ${meta.width}×${meta.height} pixels; at most ${ASSET_MAX_PIXELS} pixels`,
      };
    // Decoded and re-encoded: whatever rides after the image or in its metadata is not kept.
    const pipeline = sharp(bytes, { failOn: 'truncated', limitInputPixels: ASSET_MAX_PIXELS });
    const encoded =
      format === 'png'
        ? pipeline.png()
        : format === 'webp'
          ? pipeline.webp({ quality: 90 })
          : pipeline.rotate().jpeg({ quality: 90 });
    const data = await encoded.toBuffer();
    if (data.length > DRAFT_ASSET_MAX_BYTES)
      return {
        ok: false,
        message: `${name} is over ${DRAFT_ASSET_MAX_BYTES / 1024} KB once re-encoded; resize it`,
      };
    return { ok: true, asset: { name, content_type: type, data } };
  } catch {
    return {
      ok: false,
      message: `${name} cannot be decoded as ${format}; it is damaged or not really an image`,
    };
  }
}

/** Adds or replaces one image of a draft; a new version with the change in the history. */
export async function putDraftAsset(
  app: AppContext,
  writer: DraftWriter,
  id: string,
  name: string,
  bytes: Uint8Array,
): Promise<PartnerDraft> {
  const { staff } = writer;
  const draft = await findRow(app, id, staff);
  if (draft.archived_at) throw new ApiError('DRAFT_ARCHIVED');
  const checked = await checkDraftAsset(name, bytes);
  if (!checked.ok)
    throw new ApiError('DRAFT_ASSET_INVALID', {
      details: [{ path: 'file', code: 'invalid_format', message: checked.message }],
    });
  const { asset } = checked;
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('partner_drafts')
      .select(['version', 'content'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const before = await trx
      .selectFrom('partner_draft_assets')
      .select(['content_type', sql<number>`octet_length(data)`.as('bytes')])
      .where('draft_id', '=', id)
      .where('name', '=', name)
      .executeTakeFirst();
    await trx
      .insertInto('partner_draft_assets')
      .values({ draft_id: id, name, content_type: asset.content_type, data: new Uint8Array(asset.data) })
      .onConflict((oc) =>
        oc
          .columns(['draft_id', 'name'])
          .doUpdateSet({ content_type: asset.content_type, data: new Uint8Array(asset.data) }),
      )
      .execute();
    const version = row.version + 1;
    await trx.updateTable('partner_drafts').set({ version, updated_at: now }).where('id', '=', id).execute();
    const from = before ? { content_type: before.content_type, bytes: Number(before.bytes) } : null;
    const to = { content_type: asset.content_type, bytes: asset.data.length };
    await recordChange(trx, {
      draftId: id,
      version,
      staff,
      now,
      summary: `${before ? 'Replaced' : 'Uploaded'} image assets/${name}`,
      changes: [{ pointer: `/assets/${name}`, from, to }],
      content: row.content,
    });
    await recordAudit(trx, {
      actor: actorOf(staff),
      partnerId: draft.partner_id,
      operation: 'draft.asset',
      target: `${id}/assets/${name}`,
      before: { version: row.version, asset: from },
      after: { version, asset: to },
      requestId: writer.requestId,
      at: now,
    });
  });
  return getDraft(app, id, staff);
}

/** One image of a draft, for staff (the previewer's fields and frames). */
export async function readDraftAsset(
  app: AppContext,
  staff: Pick<StaffAccount, 'partner_ids'>,
  id: string,
  name: string,
): Promise<DraftAsset> {
  await findRow(app, id, staff);
  const asset = await app.db
    .selectFrom('partner_draft_assets')
    .select(['name', 'content_type', 'data'])
    .where('draft_id', '=', id)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!asset) throw new ApiError('NOT_FOUND');
  return { ...asset, data: Buffer.from(asset.data) } as DraftAsset;
}

// ---------------------------------------------------------------------------------------------
// Import of a partner folder zip.

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const importError = (message: string) =>
  new ApiError('DRAFT_IMPORT_INVALID', { details: [{ path: 'archive', code: 'invalid_format', message }] });

/**
 * The files of a partner folder zip, relative to the folder (one top folder, or none, in the zip),
 * unpacked within the caps of server/modules/staff/partner-zip.ts (docs/decisions/065-bounded-zip-import.md).
 */
export function unpackPartnerZip(zip: Uint8Array): {
  folder: string | null;
  files: Record<string, Uint8Array>;
} {
  return readPartnerZip(zip);
}

export async function importDraft(
  app: AppContext,
  writer: DraftWriter,
  body: { id: string; title: string; zip: Uint8Array },
): Promise<PartnerDraft> {
  const { staff } = writer;
  const existing = await draftOfId(app, body.id);
  if (existing) {
    if (existing.created_by === staff.id && existing.title === body.title) return answer(app, existing);
    throw new ApiError('DRAFT_ID_TAKEN');
  }
  const { folder, files } = unpackPartnerZip(body.zip);
  const json = (name: string) => {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(files[name]));
    } catch (error) {
      throw importError(`${name} is not valid JSON (${(error as Error).message}); fix the syntax`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw importError(`${name} must hold a JSON object`);
    return value as Record<string, unknown>;
  };
  const partner = json('partner.json');
  const theme = json('theme.json');
  const tiles = json('menu-tiles.json');
  const partnerId = [partner.partner_id, folder].find(
    (v): v is string => typeof v === 'string' && PARTNER_ID_PATTERN.test(v),
  );
  if (!partnerId)
    throw importError(
      'partner.json has no valid partner_id (2–40 lower-case letters, digits and dashes) and the folder name is none either',
    );
  requirePartnerInScope(staff, partnerId);
  const assets: DraftAsset[] = [];
  for (const [path, data] of Object.entries(files)) {
    if (!path.startsWith('assets/')) continue;
    const checked = await checkDraftAsset(path.slice('assets/'.length), data);
    if (!checked.ok) throw importError(`assets/: ${checked.message}`);
    assets.push(checked.asset);
  }
  const { secret_key, api_key, ...publicPartner } = partner;
  const fresh = JSON.parse(
    partnerFolderFromKit({
      partnerId,
      insCode: 'IMP',
      name: 'Imported',
      nameTh: 'นำเข้า',
      colors: ['#0B5FA5'],
    })['partner.json']!,
  ) as { secret_key: string; api_key: string };
  // An export's placeholders (or no keys) take the live partner's keys back, or fresh ones for a new one.
  const live = app.partners.byId(partnerId)?.partner;
  const keep = (value: unknown, fallback: string) =>
    typeof value === 'string' && KEY_PATTERN.test(value) && !isPlaceholderKey(value) ? value : fallback;
  const keys = {
    secret_key: keep(secret_key, live?.secret_key ?? fresh.secret_key),
    api_key: keep(api_key, live?.api_key ?? fresh.api_key),
  };
  const content: DraftContent = {
    partner: { ...publicPartner, partner_id: partnerId },
    theme,
    menu_tiles: tiles,
  };
  await insertDraft(app, writer, 'draft.import', {
    id: body.id,
    partnerId,
    base: app.partners.byId(partnerId) ? partnerId : null,
    title: body.title,
    content,
    keys,
    assets,
    summary: `Imported ${folder ? `${folder}/` : 'a partner folder'} (${Object.keys(files).length} files)`,
  });
  return getDraft(app, body.id, staff);
}
