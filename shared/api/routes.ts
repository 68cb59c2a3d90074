/**
 * Every member (and public) operation of the API by operationId: its method and path, defined once;
 * the staff operations are in shared/api/staff-routes.ts and both together in shared/api/all-routes.ts.
 * No zod and no other import, so the app can load it on any route (docs/decisions/003-bundle-budgets.md):
 * the contract (shared/api/contract.ts) takes each operation's method and path from all-routes, and the
 * app's callApi (src/lib/api-client.ts) finds the route of an operation here. The contract checks at
 * type level that it defines exactly these operations (docs/decisions/025-typed-api-route-table.md).
 */
import type { STAFF_API_ROUTES } from './staff-routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The member app's operations (and the public ones): the only routes the member app's bundle carries. */
export const MEMBER_API_ROUTES = {
  getPartnerInfo: { method: 'GET', path: '/api/v1/partner-info' },
  getTheme: { method: 'GET', path: '/api/v1/theme/{ins_code}' },
  getLanguageSetting: { method: 'GET', path: '/api/v1/language-setting' },
  getHome: { method: 'GET', path: '/api/v2/home' },
  postHome: { method: 'POST', path: '/api/v2/home' },
  getDevOutbox: { method: 'GET', path: '/api/dev/outbox' },
  login: { method: 'POST', path: '/api/v1/auth/login' },
  logout: { method: 'POST', path: '/api/v1/auth/logout' },
  register: { method: 'POST', path: '/api/v1/register' },
  verifyRegisterOtp: { method: 'POST', path: '/api/v1/register/otp' },
  resendRegisterOtp: { method: 'POST', path: '/api/v1/register/otp/resend' },
  recoverUsername: { method: 'POST', path: '/api/v1/recovery/username' },
  recoverPassword: { method: 'POST', path: '/api/v1/recovery/password' },
  resendRecoveryOtp: { method: 'POST', path: '/api/v1/recovery/password/resend' },
  verifyRecoveryOtp: { method: 'POST', path: '/api/v1/recovery/password/verify' },
  resetPassword: { method: 'POST', path: '/api/v1/recovery/password/reset' },
  getMe: { method: 'GET', path: '/api/v1/me' },
  updateMe: { method: 'PATCH', path: '/api/v1/me' },
  changePassword: { method: 'PUT', path: '/api/v1/me/password' },
  exportMyData: { method: 'GET', path: '/api/v1/me/export' },
  getDeletionPolicy: { method: 'GET', path: '/api/v1/me/delete' },
  requestDeleteOtp: { method: 'POST', path: '/api/v1/me/delete/otp' },
  deleteAccount: { method: 'POST', path: '/api/v1/me/delete' },
  listConsents: { method: 'GET', path: '/api/v1/consents' },
  getCurrentConsent: { method: 'GET', path: '/api/v1/consents/{type}/current' },
  acceptConsent: { method: 'POST', path: '/api/v1/consents/{type}/accept' },
  withdrawConsent: { method: 'POST', path: '/api/v1/consents/{type}/withdraw' },
  ssoLogin: { method: 'POST', path: '/api/v1/sso' },
  lineLogin: { method: 'POST', path: '/api/v1/line/login' },
  linkLine: { method: 'POST', path: '/api/v1/line/link' },
  unlinkLine: { method: 'DELETE', path: '/api/v1/line/link' },
  listCards: { method: 'GET', path: '/api/v1/cards' },
  getCard: { method: 'GET', path: '/api/v1/cards/{id}' },
  searchCards: { method: 'POST', path: '/api/v1/cards/search' },
  sendCardSearchOtp: { method: 'POST', path: '/api/v1/cards/search/otp' },
  linkCards: { method: 'POST', path: '/api/v1/cards/link' },
  listInsurers: { method: 'GET', path: '/api/v1/insurers' },
  createCard: { method: 'POST', path: '/api/v1/cards' },
  updateCard: { method: 'PUT', path: '/api/v1/cards/{id}' },
  deleteCard: { method: 'DELETE', path: '/api/v1/cards/{id}' },
  createBenefit: { method: 'POST', path: '/api/v1/cards/{id}/benefits' },
  updateBenefit: { method: 'PUT', path: '/api/v1/cards/{id}/benefits/{benefitId}' },
  deleteBenefit: { method: 'DELETE', path: '/api/v1/cards/{id}/benefits/{benefitId}' },
  listFamily: { method: 'GET', path: '/api/v1/family' },
  listFamilyCards: { method: 'GET', path: '/api/v1/family/{personId}/cards' },
  createFamilyCard: { method: 'POST', path: '/api/v1/family/{personId}/cards' },
  removeFamilyMember: { method: 'DELETE', path: '/api/v1/family/{personId}' },
  listCardHospitals: { method: 'GET', path: '/api/v1/cards/{id}/hospitals' },
  useCard: { method: 'POST', path: '/api/v1/cards/{id}/use' },
  getUseSession: { method: 'GET', path: '/api/v1/use-sessions/{id}' },
  endUseSession: { method: 'POST', path: '/api/v1/use-sessions/{id}/end' },
  verifyUseCode: { method: 'GET', path: '/api/v1/use-sessions/verify' },
  verifyUseQr: { method: 'POST', path: '/api/v1/use-sessions/verify' },
  listTelemedCards: { method: 'GET', path: '/api/v1/telemed/cards' },
  listTelemedProviders: { method: 'GET', path: '/api/v1/telemed/providers' },
  getTelemedProvider: { method: 'GET', path: '/api/v1/telemed/providers/{code}' },
  getTelemedCoverage: { method: 'GET', path: '/api/v1/telemed/providers/{code}/coverage' },
  previewTelemed: { method: 'GET', path: '/api/v1/telemed/providers/{code}/preview' },
  issueTelemedCode: { method: 'POST', path: '/api/v1/telemed/codes' },
  getTelemedCode: { method: 'GET', path: '/api/v1/telemed/codes/{id}' },
  cancelTelemedCode: { method: 'POST', path: '/api/v1/telemed/codes/{id}/cancel' },
  verifyTelemedCode: { method: 'POST', path: '/api/v1/telemed/provider/verify' },
  acceptTelemedCode: { method: 'POST', path: '/api/v1/telemed/provider/accept' },
  listClaims: { method: 'GET', path: '/api/v1/claims' },
  getClaim: { method: 'GET', path: '/api/v1/claims/{id}' },
  attachClaimDocument: { method: 'POST', path: '/api/v1/claims/{id}/documents' },
  getEclaimDraft: { method: 'GET', path: '/api/v1/eclaim/draft' },
  saveEclaimDraft: { method: 'PUT', path: '/api/v1/eclaim/draft' },
  discardEclaimDraft: { method: 'DELETE', path: '/api/v1/eclaim/draft' },
  attachEclaimUpload: { method: 'POST', path: '/api/v1/eclaim/draft/attachments' },
  deleteEclaimAttachment: { method: 'DELETE', path: '/api/v1/eclaim/draft/attachments/{id}' },
  submitEclaim: { method: 'POST', path: '/api/v1/eclaim/submit' },
  searchHospitals: { method: 'GET', path: '/api/v1/hospitals' },
  listHospitalAreas: { method: 'GET', path: '/api/v1/hospitals/areas' },
  getHospital: { method: 'GET', path: '/api/v1/hospitals/{code}' },
  getPartnerBoot: { method: 'GET', path: '/api/v1/partner-boot' },
  listPromotions: { method: 'GET', path: '/api/v1/promotions' },
  getPromotion: { method: 'GET', path: '/api/v1/promotions/{id}' },
  listArticles: { method: 'GET', path: '/api/v1/articles' },
  getArticle: { method: 'GET', path: '/api/v1/articles/{id}' },
  listHelpPages: { method: 'GET', path: '/api/v1/pages' },
  getHelpPage: { method: 'GET', path: '/api/v1/pages/{type}' },
  listNotifications: { method: 'GET', path: '/api/v1/notifications' },
  getNotification: { method: 'GET', path: '/api/v1/notifications/{id}' },
  markNotificationRead: { method: 'PUT', path: '/api/v1/notifications/{id}/read' },
  markAllNotificationsRead: { method: 'PUT', path: '/api/v1/notifications/read' },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;

/** Every operation's route, by operationId (the values: shared/api/all-routes.ts). */
export type ApiRoutes = typeof MEMBER_API_ROUTES & typeof STAFF_API_ROUTES;

export type OperationId = keyof ApiRoutes;

/**
 * Sent back on the member API's answers: the live configuration version of the caller's partner
 * (docs/decisions/079-partner-config-versions.md). Here, zod-free, because the app reads it on every
 * answer (src/lib/api-client.ts).
 */
export const PARTNER_VERSION_HEADER = 'x-partner-version';
