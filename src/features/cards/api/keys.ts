import type { CARD_FORM_FIELDS as ContractFormFields } from '../../../../shared/api/schemas/cards';

/** Query keys of the cards feature, in one place so mutations invalidate exactly what they change. */
export const cardKeys = {
  all: ['cards'] as const,
  list: () => ['cards', 'list'] as const,
  detail: (id: string) => ['cards', 'detail', id] as const,
  insurers: () => ['cards', 'insurers'] as const,
  family: () => ['cards', 'family'] as const,
  familyMember: (personId: string) => ['cards', 'family', personId] as const,
  /** Outside ['cards']: saving a card must not ask again for a card display in progress. */
  useSession: (sessionId: string) => ['use-sessions', sessionId] as const,
};

/**
 * Multipart field names of the card form, checked against the contract's at compile time (a type
 * import: the contract's schemas module would bring zod into the route chunk).
 */
export const CARD_FORM_FIELDS = {
  insurerId: 'insurer_id',
  insurerName: 'insurer_name',
  cardNo: 'card_no',
  insuredName: 'insured_name',
  startDate: 'start_date',
  expiryDate: 'expiry_date',
  frontImage: 'front_image',
  backImage: 'back_image',
} as const satisfies typeof ContractFormFields;
