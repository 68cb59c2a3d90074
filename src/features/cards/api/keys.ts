/** Query keys of the cards feature, in one place so mutations invalidate exactly what they change. */
export const cardKeys = {
  all: ['cards'] as const,
  list: () => ['cards', 'list'] as const,
  detail: (id: string) => ['cards', 'detail', id] as const,
  hospitals: (id: string, params: object) => ['cards', 'hospitals', id, params] as const,
  insurers: () => ['cards', 'insurers'] as const,
  family: () => ['cards', 'family'] as const,
  familyMember: (personId: string) => ['cards', 'family', personId] as const,
};

/**
 * The API paths this feature calls. The contract (src/api/contract.ts) is imported as types only: its
 * zod schemas would cost more than a route chunk's budget. api-paths.test.ts checks these against it.
 */
export const CARD_PATHS = {
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
} as const;

/** Multipart field names of the card form (src/api/schemas/cards.ts CARD_FORM_FIELDS). */
export const CARD_FORM_FIELDS = {
  insurerId: 'insurer_id',
  insurerName: 'insurer_name',
  cardNo: 'card_no',
  insuredName: 'insured_name',
  startDate: 'start_date',
  expiryDate: 'expiry_date',
  frontImage: 'front_image',
  backImage: 'back_image',
} as const;
