/**
 * Partner drafts (issue 14; docs/decisions/062-partner-drafts.md): staff start a draft from a partner
 * or a brand kit, save edits with optimistic versions and a history of who changed what, and the
 * server checks every state with the very validator of `npm run validate:partners` (the draft is
 * written to a temporary partner folder and inspected there), so the previewer and CI never disagree.
 * A draft's keys stay on the server: the API answers partner.json without secret_key and api_key.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Selectable } from 'kysely';
import { validatePartnerFolder } from '../../scripts/validate-partners';
import type { DraftContent, PartnerDraft } from '../../src/api/schemas/staff-drafts';
import { partnerFolderFromKit } from '../../src/engine/partner/folder';
import type { AppContext } from '../context';
import type { PartnerDrafts } from '../db/generated/database';
import { ApiError } from '../http/api-error';
import type { StaffAccount } from './staff';

type AssetContentType = 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/webp';
const CONTENT_TYPES: Record<string, AssetContentType> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
const ASSET_NAME = /^[a-z0-9][a-z0-9._-]{0,63}\.(svg|png|jpg|jpeg|webp)$/;
const MAX_CHANGES = 200;

export interface DraftAsset {
  name: string;
  content_type: AssetContentType;
  data: Buffer;
}

type DraftRow = Selectable<PartnerDrafts>;

export type CreateDraftInput =
  | { kind: 'partner'; partner_id: string }
  | { kind: 'brand_kit'; ins_code: string; name: { th: string; en: string }; colors: string[] };

/** The files of a draft as a partner folder: what export zips and what the validator reads. */
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
  const json = (v: unknown) => Buffer.from(`${JSON.stringify(v, null, 2)}\n`);
  const files: Record<string, Buffer> = {
    'partner.json': json(partner),
    'theme.json': json(content.theme),
    'menu-tiles.json': json(content.menu_tiles),
  };
  for (const a of assets) files[`assets/${a.name}`] = a.data;
  return files;
}

/** What validate:partners says about these files as partners/<partnerId>/ (file names relative to the folder). */
export function checkDraftFiles(partnerId: string, files: Record<string, Buffer>) {
  const root = mkdtempSync(join(tmpdir(), 'wl-draft-'));
  try {
    const dir = join(root, partnerId);
    for (const [path, data] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), data);
    }
    return validatePartnerFolder(dir).map((p) => ({
      ...p,
      file: p.file.includes(`${partnerId}/`)
        ? p.file.slice(p.file.indexOf(`${partnerId}/`) + partnerId.length + 1)
        : p.file,
    }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
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

function readAssets(dir: string): DraftAsset[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => ASSET_NAME.test(n) && statSync(join(dir, n)).isFile())
    .map((name) => ({
      name,
      content_type: CONTENT_TYPES[extname(name)]!,
      data: readFileSync(join(dir, name)),
    }));
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
  const problems = checkDraftFiles(row.partner_id, draftFolderFiles(content, row, assets));
  return {
    ...summary!,
    content,
    assets: assets.map((a) => ({ name: a.name, content_type: a.content_type, bytes: a.data.length })),
    problems,
  };
}

export async function listDrafts(app: AppContext) {
  const rows = await app.db
    .selectFrom('partner_drafts')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .limit(200)
    .execute();
  return summaryOf(app, rows);
}

async function findRow(app: AppContext, id: string): Promise<DraftRow> {
  const row = await app.db.selectFrom('partner_drafts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function getDraft(app: AppContext, id: string): Promise<PartnerDraft> {
  return answer(app, await findRow(app, id));
}

export async function createDraft(
  app: AppContext,
  staff: StaffAccount,
  body: { id: string; partner_id: string; title: string; from: CreateDraftInput },
): Promise<PartnerDraft> {
  const existing = await app.db
    .selectFrom('partner_drafts')
    .selectAll()
    .where('id', '=', body.id)
    .executeTakeFirst();
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
    content = {
      partner: { ...publicPartner, partner_id: body.partner_id },
      theme: movePaths(loaded.theme, loaded.id, body.partner_id) as Record<string, unknown>,
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
    assets = readAssets(loaded.assetsDir);
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
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('partner_drafts')
      .values({
        id: body.id,
        partner_id: body.partner_id,
        base_partner_id: base,
        title: body.title,
        content: JSON.stringify(content),
        version: 1,
        secret_key: keys.secret_key,
        api_key: keys.api_key,
        created_by: staff.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (assets.length)
      await trx
        .insertInto('partner_draft_assets')
        .values(
          assets.map((a) => ({
            draft_id: body.id,
            name: a.name,
            content_type: a.content_type,
            data: new Uint8Array(a.data),
          })),
        )
        .execute();
    await trx
      .insertInto('partner_draft_changes')
      .values({
        draft_id: body.id,
        version: 1,
        staff_id: staff.id,
        changed_at: now,
        summary:
          body.from.kind === 'partner' ? `Started from ${body.from.partner_id}` : 'Started from a brand kit',
        changes: JSON.stringify([]),
      })
      .execute();
  });
  return getDraft(app, body.id);
}

export async function updateDraft(
  app: AppContext,
  staff: StaffAccount,
  id: string,
  body: { version: number; content: DraftContent; summary?: string },
): Promise<PartnerDraft> {
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('partner_drafts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.version !== body.version) throw new ApiError('DRAFT_VERSION_CONFLICT');
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
    await trx
      .insertInto('partner_draft_changes')
      .values({
        draft_id: id,
        version,
        staff_id: staff.id,
        changed_at: now,
        summary: body.summary || `${changes.length} change${changes.length === 1 ? '' : 's'}`,
        changes: JSON.stringify(changes),
      })
      .execute();
  });
  return getDraft(app, id);
}

export async function draftHistory(app: AppContext, id: string) {
  await findRow(app, id);
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

/** The draft's folder, keys included, for the export zip (editors only). */
export async function draftExportFiles(app: AppContext, id: string) {
  const row = await findRow(app, id);
  return {
    partnerId: row.partner_id,
    files: draftFolderFiles(row.content as DraftContent, row, await loadAssets(app, id)),
  };
}
