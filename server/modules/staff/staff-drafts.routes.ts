/**
 * Partner drafts for the previewer (issue 14; docs/decisions/062-partner-drafts.md). Roles with
 * drafts.read see drafts and their history; drafts.write creates, saves, imports, exports, archives and reverts them
 * (shared/api/staff-roles.ts), each within the account's partner scope. The export is a zip of the partner
 * folder (partner.json, theme.json, menu-tiles.json, assets/); its partner.json holds the draft's keys
 * only for a role with partners.secrets, placeholders otherwise, which `npm run validate:partners --
 * --exported` accepts (docs/decisions/067-staff-roles-and-audit.md).
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import {
  createPartnerDraft,
  getPartnerDraft,
  getPartnerDraftHistory,
  importPartnerDraft,
  listPartnerDrafts,
  revertPartnerDraft,
  setPartnerDraftArchived,
  updatePartnerDraft,
  uploadPartnerDraftAsset,
} from '../../../shared/api/contract';
import {
  DRAFT_ASSET_MAX_BYTES,
  DRAFT_IMPORT_MAX_BYTES,
  DraftAssetParamsSchema,
  DraftImportFormSchema,
  DraftParamsSchema,
} from '../../../shared/api/schemas/staff-drafts';
import { ApiError } from '../../http/api-error';
import { issuesOf, staffRoute } from '../../http/route';
import { authorizeStaff, staffWriter } from '../../http/staff-auth';
import { type MultipartSpec, readMultipartForm, registerUploads } from '../../http/uploads';
import * as drafts from './partner-drafts';

const ASSET_FORM: MultipartSpec = {
  fileFields: new Set(['file']),
  textFields: new Set(),
  maxFileBytes: DRAFT_ASSET_MAX_BYTES,
  maxFiles: 1,
  maxFields: 0,
  maxFieldBytes: 100,
  maxParts: 2,
  tooManyError: 'DRAFT_ASSET_INVALID',
};

const IMPORT_FORM: MultipartSpec = {
  fileFields: new Set(['archive']),
  textFields: new Set(['id', 'title']),
  maxFileBytes: DRAFT_IMPORT_MAX_BYTES,
  maxFiles: 1,
  maxFields: 4,
  maxFieldBytes: 1000,
  maxParts: 6,
  tooManyError: 'DRAFT_IMPORT_INVALID',
};

/** The one file part of a form, read whole (uploads here are at most a few MB). */
async function onlyFile(files: { field: string; path: string }[], field: string): Promise<Uint8Array> {
  const file = files.find((f) => f.field === field);
  if (!file)
    throw new ApiError('VALIDATION_FAILED', {
      details: [{ path: field, code: 'invalid_type', message: `Send the file as the form part "${field}".` }],
    });
  return new Uint8Array(await readFile(file.path));
}

export async function staffDraftRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);

  staffRoute(app, listPartnerDrafts, async ({ query, staff, app }) => ({
    data: await drafts.listDrafts(app, staff.staff, { archived: query.archived === 'true' }),
  }));

  staffRoute(app, createPartnerDraft, async ({ body, staff, app, request }) => ({
    data: await drafts.createDraft(app, staffWriter(staff, request), body),
  }));

  staffRoute(app, getPartnerDraft, async ({ params, staff, app }) => ({
    data: await drafts.getDraft(app, params.id, staff.staff),
  }));

  staffRoute(app, updatePartnerDraft, async ({ params, body, staff, app, request }) => ({
    data: await drafts.updateDraft(app, staffWriter(staff, request), params.id, body),
  }));

  staffRoute(app, getPartnerDraftHistory, async ({ params, staff, app }) => ({
    data: await drafts.draftHistory(app, params.id, staff.staff),
  }));

  staffRoute(app, setPartnerDraftArchived, async ({ params, body, staff, app, request }) => ({
    data: await drafts.setDraftArchived(app, staffWriter(staff, request), params.id, body.archived),
  }));

  staffRoute(app, revertPartnerDraft, async ({ params, body, staff, app, request }) => ({
    data: await drafts.revertDraft(app, staffWriter(staff, request), params.id, body),
  }));

  // Images: multipart, one file part; the service sniffs, checks and re-encodes.
  staffRoute(app, uploadPartnerDraftAsset, async ({ params, staff, app, request }) => {
    const form = await readMultipartForm(request, ASSET_FORM);
    const bytes = await onlyFile(form.files, 'file');
    return {
      data: await drafts.putDraftAsset(app, staffWriter(staff, request), params.id, params.name, bytes),
    };
  });

  staffRoute(app, importPartnerDraft, async ({ staff, app, request }) => {
    const form = await readMultipartForm(request, IMPORT_FORM);
    const fields = DraftImportFormSchema.omit({ archive: true }).safeParse(form.fields);
    if (!fields.success) throw new ApiError('VALIDATION_FAILED', { details: issuesOf('body', fields.error) });
    const zip = await onlyFile(form.files, 'archive');
    return { data: await drafts.importDraft(app, staffWriter(staff, request), { ...fields.data, zip }) };
  });

  // A draft's image, for staff: the previewer's image fields and its frames (same origin, so an
  // <img> there sends the staff cookie). Binary, outside the contract's operations; viewers may read.
  app.get<{ Params: { id: string; name: string } }>(
    '/api/staff/drafts/:id/assets/:name',
    async (request, reply) => {
      const staff = await authorizeStaff(app.ctx, request, 'drafts.read');
      const params = DraftAssetParamsSchema.safeParse(request.params);
      if (!params.success) throw new ApiError('NOT_FOUND');
      const asset = await drafts.readDraftAsset(app.ctx, staff.staff, params.data.id, params.data.name);
      return (
        reply
          .header('content-type', asset.content_type)
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own runs nothing and loads nothing, whatever it holds.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
          )
          .header('cache-control', 'private, no-cache')
          .send(asset.data)
      );
    },
  );

  // A zip, not JSON: outside the contract's operations, with the same staff cookie and drafts.write.
  app.get<{ Params: { id: string } }>('/api/staff/drafts/:id/export', async (request, reply) => {
    const ctx = app.ctx;
    const staff = await authorizeStaff(ctx, request, 'drafts.write');
    const params = DraftParamsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('NOT_FOUND');
    const { partnerId, files } = await drafts.draftExportFiles(
      ctx,
      staffWriter(staff, request),
      params.data.id,
    );
    const zip = zipSync(
      Object.fromEntries(
        Object.entries(files).map(([path, data]) => [`${partnerId}/${path}`, new Uint8Array(data)]),
      ),
      { level: 6, mtime: new Date('2026-01-01T00:00:00Z') },
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${partnerId}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });
}
