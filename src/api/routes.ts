/**
 * Every operation of the API by operationId: its method and path, defined once. No zod and no other
 * import, so the app can load it on any route (docs/decisions/003-bundle-budgets.md): the contract
 * (src/api/contract.ts) takes each operation's method and path from here, and the app's callApi
 * (src/lib/api-client.ts) finds the route of an operation here. The contract checks at type level that
 * it defines exactly these operations (docs/decisions/025-typed-api-route-table.md).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const API_ROUTES = {
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
  listCardHospitals: { method: 'GET', path: '/api/v1/cards/{id}/hospitals' },
  useCard: { method: 'POST', path: '/api/v1/cards/{id}/use' },
  getUseSession: { method: 'GET', path: '/api/v1/use-sessions/{id}' },
  endUseSession: { method: 'POST', path: '/api/v1/use-sessions/{id}/end' },
  verifyUseCode: { method: 'GET', path: '/api/v1/use-sessions/verify' },
  verifyUseQr: { method: 'POST', path: '/api/v1/use-sessions/verify' },
  staffLogin: { method: 'POST', path: '/api/staff/session' },
  staffLogout: { method: 'DELETE', path: '/api/staff/session' },
  getStaffMe: { method: 'GET', path: '/api/staff/me' },
  listStaffPartners: { method: 'GET', path: '/api/staff/partners' },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;

export type OperationId = keyof typeof API_ROUTES;
