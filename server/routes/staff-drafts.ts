/**
 * Partner drafts for the previewer (issue 14; docs/decisions/062-partner-drafts.md). Viewers read
 * drafts and their history; editors create, save and export them. The export is a zip of the
 * partner folder (partner.json with the draft's keys, theme.json, menu-tiles.json, assets/) that
 * `npm run validate:partners` accepts unchanged once unpacked into partners/.
 */
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import {
  createPartnerDraft,
  getPartnerDraft,
  getPartnerDraftHistory,
  listPartnerDrafts,
  updatePartnerDraft,
} from '../../src/api/contract';
import { DraftParamsSchema } from '../../src/api/schemas/staff-drafts';
import { ApiError } from '../http/api-error';
import { STAFF_COOKIE, staffRoute } from '../http/route';
import * as drafts from '../services/partner-drafts';
import { authenticateStaff, roleAllows } from '../services/staff';

export async function staffDraftRoutes(app: FastifyInstance): Promise<void> {
  staffRoute(app, listPartnerDrafts, async ({ app }) => ({ data: await drafts.listDrafts(app) }));

  staffRoute(app, createPartnerDraft, async ({ body, staff, app }) => ({
    data: await drafts.createDraft(app, staff.staff, body),
  }));

  staffRoute(app, getPartnerDraft, async ({ params, app }) => ({
    data: await drafts.getDraft(app, params.id),
  }));

  staffRoute(app, updatePartnerDraft, async ({ params, body, staff, app }) => ({
    data: await drafts.updateDraft(app, staff.staff, params.id, body),
  }));

  staffRoute(app, getPartnerDraftHistory, async ({ params, app }) => ({
    data: await drafts.draftHistory(app, params.id),
  }));

  // A zip, not JSON: outside the contract's operations, with the same staff cookie and editor role.
  app.get<{ Params: { id: string } }>('/api/staff/drafts/:id/export', async (request, reply) => {
    const ctx = app.ctx;
    const token = request.cookies?.[STAFF_COOKIE];
    const staff = token ? await authenticateStaff(ctx, token) : null;
    if (!staff) throw new ApiError('STAFF_AUTH_REQUIRED');
    if (!roleAllows(staff.staff.role, 'editor')) throw new ApiError('STAFF_FORBIDDEN');
    const params = DraftParamsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('NOT_FOUND');
    const { partnerId, files } = await drafts.draftExportFiles(ctx, params.data.id);
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
