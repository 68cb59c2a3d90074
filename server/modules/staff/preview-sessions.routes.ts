/**
 * POST /api/staff/preview-sessions (staff with partners.read, for a partner they serve): a read-only session of a partner's demo
 * member for the previewer's frames (docs/decisions/063-preview-mode.md).
 */
import type { FastifyInstance } from 'fastify';
import { createPreviewSession } from '../../../shared/api/contract';
import { ApiError } from '../../http/api-error';
import { staffRoute } from '../../http/route';
import { startPreviewSession } from './preview-sessions';
import { requirePartnerInScope } from './staff-scope';

export async function previewSessionRoutes(app: FastifyInstance): Promise<void> {
  staffRoute(app, createPreviewSession, async ({ body, staff, app }) => {
    const partner = app.partners.byId(body.partner_id);
    if (!partner) throw new ApiError('NOT_FOUND');
    requirePartnerInScope(staff.staff, partner.id);
    const grant = await startPreviewSession(app, partner, staff.staff.id);
    if (!grant) throw new ApiError('PREVIEW_MEMBER_NOT_FOUND');
    return {
      data: {
        partner_id: partner.id,
        token: grant.token,
        expires_at: grant.expiresAt.toISOString(),
        member: {
          username: grant.member.username,
          display_name: `${grant.member.name} ${grant.member.surname}`.trim(),
        },
      },
    };
  });
}
