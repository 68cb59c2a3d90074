import type { HttpMethod } from './routes';

/**
 * The staff app's operations (/api/staff, and the service API /api/service): the previewer adds them to
 * its client (previewer/api/staff-routes.ts, addApiRoutes in src/lib/api-client.ts); in a file of their own, so
 * the member app's bundle does not carry them (docs/decisions/003-bundle-budgets.md).
 */
export const STAFF_API_ROUTES = {
  advanceClaim: { method: 'POST', path: '/api/staff/claims/{id}/stage' },
  // The claims workspace (issue 27): docs/decisions/085-claims-workspace.md.
  listStaffClaims: { method: 'GET', path: '/api/staff/claims' },
  getStaffClaim: { method: 'GET', path: '/api/staff/claims/{id}' },
  listStaffClaimReasons: { method: 'GET', path: '/api/staff/claim-reasons' },
  staffLogin: { method: 'POST', path: '/api/staff/session' },
  staffLogout: { method: 'DELETE', path: '/api/staff/session' },
  getStaffMe: { method: 'GET', path: '/api/staff/me' },
  listStaffPartners: { method: 'GET', path: '/api/staff/partners' },
  getStaffPartnerConfig: { method: 'GET', path: '/api/staff/partners/{partner_id}/config' },
  getStaffPartnerExamples: { method: 'GET', path: '/api/staff/partners/{partner_id}/examples' },
  listPartnerDrafts: { method: 'GET', path: '/api/staff/drafts' },
  createPartnerDraft: { method: 'POST', path: '/api/staff/drafts' },
  getPartnerDraft: { method: 'GET', path: '/api/staff/drafts/{id}' },
  updatePartnerDraft: { method: 'PUT', path: '/api/staff/drafts/{id}' },
  getPartnerDraftHistory: { method: 'GET', path: '/api/staff/drafts/{id}/history' },
  uploadPartnerDraftAsset: { method: 'PUT', path: '/api/staff/drafts/{id}/assets/{name}' },
  importPartnerDraft: { method: 'POST', path: '/api/staff/drafts/import' },
  setPartnerDraftArchived: { method: 'PUT', path: '/api/staff/drafts/{id}/archived' },
  revertPartnerDraft: { method: 'POST', path: '/api/staff/drafts/{id}/revert' },
  createPreviewSession: { method: 'POST', path: '/api/staff/preview-sessions' },
  listStaffAccounts: { method: 'GET', path: '/api/staff/accounts' },
  createStaffAccount: { method: 'POST', path: '/api/staff/accounts' },
  updateStaffAccount: { method: 'PATCH', path: '/api/staff/accounts/{id}' },
  listStaffAudit: { method: 'GET', path: '/api/staff/audit' },
  // Partner configuration versions (issue 26): docs/decisions/079-partner-config-versions.md.
  publishDraft: { method: 'POST', path: '/api/staff/drafts/{id}/publish' },
  listPartnerVersions: { method: 'GET', path: '/api/staff/partners/{partner_id}/versions' },
  restorePartnerVersion: {
    method: 'POST',
    path: '/api/staff/partners/{partner_id}/versions/{version}/restore',
  },
  getPartnerDrift: { method: 'GET', path: '/api/staff/partner-drift' },
  postServiceClaimEvent: { method: 'POST', path: '/api/service/v1/claims/{id}/events' },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;
