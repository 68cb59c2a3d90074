/**
 * Partner configuration versions (issue 26; docs/decisions/079-partner-config-versions.md): publishers
 * publish drafts and restore versions (drafts.publish); staff who read drafts list versions, read the
 * drift report and export a version as a zip (outside the JSON contract, like the draft export). The
 * member app's getPartnerBoot is here too: it answers what a publish changes, with its version.
 */
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import {
  getPartnerBoot,
  getPartnerDrift,
  listPartnerVersions,
  publishDraft,
  restorePartnerVersion,
} from '../../../shared/api/contract';
import { PartnerVersionParamsSchema } from '../../../shared/api/schemas/partner-versions';
import { ApiError } from '../../http/api-error';
import { publicRoute, staffRoute } from '../../http/route';
import { authorizeStaff, staffWriter } from '../../http/staff-auth';
import * as versions from './partner-versions';

export async function partnerVersionRoutes(app: FastifyInstance): Promise<void> {
  staffRoute(app, publishDraft, async ({ params, body, staff, app, request }) => ({
    data: await versions.publishDraft(app, staffWriter(staff, request), params.id, body.version),
  }));

  staffRoute(app, listPartnerVersions, async ({ params, staff, app }) => ({
    data: await versions.listVersions(app, staff.staff, params.partner_id),
  }));

  staffRoute(app, restorePartnerVersion, async ({ params, staff, app, request }) => ({
    data: await versions.restoreVersion(app, staffWriter(staff, request), params.partner_id, params.version),
  }));

  staffRoute(app, getPartnerDrift, async ({ staff, app }) => ({
    data: await versions.partnerDrift(app, staff.staff),
  }));

  publicRoute(app, getPartnerBoot, ({ partner }) => ({ data: partner.boot, version: partner.version }));

  // A zip, not JSON: outside the contract's operations, with the staff cookie and drafts.read.
  app.get('/api/staff/partners/:partner_id/versions/:version/export', async (request, reply) => {
    const ctx = app.ctx;
    const staff = await authorizeStaff(ctx, request, 'drafts.read');
    const params = PartnerVersionParamsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('NOT_FOUND');
    const { partner_id: partnerId, version } = params.data;
    const { files } = await versions.exportVersionFiles(ctx, staffWriter(staff, request), partnerId, version);
    const zip = zipSync(
      Object.fromEntries([...files].map(([path, data]) => [`${partnerId}/${path}`, data])),
      { level: 6, mtime: new Date('2026-01-01T00:00:00Z') },
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${partnerId}-v${version}.zip"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(zip));
  });
}
