/**
 * e-Claim and claim status endpoints (issue 11; docs/decisions/059-e-claim.md): the member's and
 * family's claims with their timeline, the server-side draft, documents attached from finished tus
 * uploads (server/modules/claims/claim-uploads.routes.ts), the idempotent submit, and the operator's stage moves.
 */
import type { FastifyInstance } from 'fastify';
import {
  advanceClaim,
  attachClaimDocument,
  attachEclaimUpload,
  deleteEclaimAttachment,
  discardEclaimDraft,
  getClaim,
  getEclaimDraft,
  getStaffClaim,
  listClaims,
  listStaffClaimReasons,
  listStaffClaims,
  saveEclaimDraft,
  submitEclaim,
} from '../../../shared/api/contract';
import { ApiError } from '../../http/api-error';
import { memberRoute, staffRoute } from '../../http/route';
import { authorizeStaff } from '../../http/staff-auth';
import { StaffClaimDocumentParamsSchema } from '../../../shared/api/schemas/staff-claims';
import * as claims from './claims';
import * as drafts from './claims-draft';
import { attachToClaim, attachToDraft } from './claims-uploads';
import { roleHas } from '../staff/staff';
import { actorOf } from '../staff/staff-audit';
import { requirePartnerInScope } from '../staff/staff-scope';
import * as workspace from './staff-claims';
import { viewerOf } from '../cards/cards';
import { claimUploadRoutes, createUploads } from './claim-uploads.routes';

export async function claimRoutes(app: FastifyInstance): Promise<void> {
  const uploads = createUploads(app.ctx);
  await claimUploadRoutes(app, uploads);

  memberRoute(app, listClaims, async ({ query, auth, app }) => ({
    data: await claims.listClaims(app.db, viewerOf(auth), query),
  }));

  memberRoute(app, getClaim, async ({ params, auth, app }) => {
    const claim = await claims.getClaimDetail(app.db, viewerOf(auth), params.id);
    if (!claim) throw new ApiError('NOT_FOUND');
    return { data: claim };
  });

  memberRoute(app, attachClaimDocument, async ({ params, body, auth, app }) => {
    const viewer = viewerOf(auth);
    const claim = await claims.getClaimDetail(app.db, viewer, params.id);
    if (!claim) throw new ApiError('NOT_FOUND');
    if (claim.stage !== 'documents_requested') throw new ApiError('CLAIM_DOCUMENTS_NOT_REQUESTED');
    await claims.openRequestForAnswer(app.db, claim, body.kind, app.now());
    const deps = { db: app.db, blobs: app.blobs, uploads, now: app.now };
    await attachToClaim(deps, auth.member.id, claim.id, body.upload_id, body.kind);
    return { data: (await claims.getClaimDetail(app.db, viewer, claim.id))! };
  });

  memberRoute(app, getEclaimDraft, async ({ auth, app }) => ({
    data: await drafts.getDraft(app.db, viewerOf(auth)),
  }));

  memberRoute(app, saveEclaimDraft, async ({ body, auth, app }) => ({
    data: await drafts.saveDraft(app, viewerOf(auth), body),
  }));

  memberRoute(app, discardEclaimDraft, async ({ auth, app }) => {
    await drafts.discardDraft(app.db, viewerOf(auth));
    return { data: null };
  });

  memberRoute(app, attachEclaimUpload, async ({ body, auth, app }) => {
    const viewer = viewerOf(auth);
    const draft = await drafts.draftRow(app.db, viewer.memberId);
    if (!draft) throw new ApiError('NOT_FOUND');
    const deps = { db: app.db, blobs: app.blobs, uploads, now: app.now };
    const row = await attachToDraft(deps, auth.member.id, draft.id, body.upload_id, body.kind);
    return { data: { attachment: claims.toAttachment(row), draft: await drafts.getDraft(app.db, viewer) } };
  });

  memberRoute(app, deleteEclaimAttachment, async ({ params, auth, app }) => {
    if (!(await drafts.deleteDraftAttachment(app.db, viewerOf(auth), params.id, app.now())))
      throw new ApiError('NOT_FOUND');
    return { data: { id: params.id, deleted: true as const } };
  });

  // Idempotent (JSON): memberRoute runs this in the key's transaction, so the claim, its history,
  // its documents and the key commit together, and a retry with the same key replays this answer.
  memberRoute(app, submitEclaim, async ({ body, auth, app }) => {
    const viewer = viewerOf(auth);
    const id = await drafts.submitDraft(app, viewer, body);
    const claim = await claims.getClaimSummary(app.db, viewer, id);
    if (!claim) throw new Error('The claim just submitted is not visible to its member.');
    return { data: { claim } };
  });

  // Claims officers (and admins) within their partner scope; the rules and the audit row are the service's.
  staffRoute(app, advanceClaim, async ({ params, body, staff, app, request }) => ({
    data: await claims.advanceClaim(app, params.id, body, {
      actor: actorOf(staff.staff),
      partnerIds: staff.staff.partner_ids,
      canOverride: roleHas(staff.staff.role, 'claims.override'),
      requestId: String(request.id),
    }),
  }));

  // The claims workspace (issue 27): the queue, one claim, the reason catalogues.
  staffRoute(app, listStaffClaims, async ({ query, staff, app }) => {
    if (query.partner_id) requirePartnerInScope(staff.staff, query.partner_id);
    return { data: await workspace.listStaffClaims(app.db, staff.staff.partner_ids, query, app.now()) };
  });

  staffRoute(app, getStaffClaim, async ({ params, staff, app }) => {
    const claim = await workspace.getStaffClaim(app, staff.staff.partner_ids, params.id);
    if (!claim) throw new ApiError('NOT_FOUND');
    return { data: claim };
  });

  staffRoute(app, listStaffClaimReasons, () => ({ data: workspace.claimReasons() }));

  // A claim's document for the officer to read in the page: binary, outside the contract's operations
  // (like a draft's image, server/modules/staff/staff-drafts.routes.ts), with the claims.move session.
  // The type is the one the bytes were checked as at attach; the answer runs nothing, is never framed
  // by another site and never cached.
  app.get<{ Params: { id: string; doc: string } }>(
    '/api/staff/claims/:id/documents/:doc/content',
    async (request, reply) => {
      const staff = await authorizeStaff(app.ctx, request, 'claims.move');
      const params = StaffClaimDocumentParamsSchema.safeParse(request.params);
      if (!params.success) throw new ApiError('NOT_FOUND');
      const doc = await workspace.readClaimDocument(
        app.ctx,
        staff.staff.partner_ids,
        params.data.id,
        params.data.doc,
      );
      if (!doc) throw new ApiError('NOT_FOUND');
      const ascii = doc.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', doc.mime)
        .header(
          'content-disposition',
          `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.filename)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
        )
        .header('cache-control', 'private, no-store')
        .header('cross-origin-resource-policy', 'same-origin')
        .send(Buffer.from(doc.bytes));
    },
  );
}
