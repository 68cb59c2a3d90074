/**
 * The e-Claim rules (docs/spec.md 5; docs/decisions/059-e-claim.md), in one zod-free module so the
 * server (at submit) and the app (at each step, in the route chunk) check the same things the same way.
 * Each problem is a FieldIssue-like {path, code}: the app translates the code (locales/<lng>/claims.json
 * rules.<code>), the server sends it in CLAIM_INCOMPLETE's details.
 */

export const ATTACHMENT_KIND_LIST = ['receipt', 'medical_certificate', 'bank_book', 'other'] as const;
export type AttachmentKindName = (typeof ATTACHMENT_KIND_LIST)[number];

/** Most files per kind in one claim (docs/decisions/059-e-claim.md says why these figures). */
export const ATTACHMENT_LIMITS: Record<AttachmentKindName, number> = {
  receipt: 10,
  medical_certificate: 5,
  bank_book: 2,
  other: 10,
};
export const ATTACHMENT_MIME_LIST = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** What a file picker offers and what the app checks on selection (the server checks the bytes). */
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const ATTACHMENT_NAME_PATTERN = /\.(jpe?g|png|pdf)$/i;

export const EMAIL_MAX = 100;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits only, at most 9 (under a billion baht), not zero. */
export const AMOUNT_PATTERN = /^[0-9]{1,9}$/;

/** The tus endpoint for claim documents (see shared/api/schemas/claims.ts). */
export const ECLAIM_UPLOAD_PATH = '/api/v1/eclaim/uploads';
export const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

export interface ClaimRuleIssue {
  /** fields.<name> or attachments.<kind>. */
  path: string;
  code:
    | 'required'
    | 'email_invalid'
    | 'email_too_long'
    | 'digits_only'
    | 'amount_zero'
    | 'accident_date_required'
    | 'date_in_future'
    | 'accident_after_admit'
    | 'receipt_required'
    | 'medical_certificate_required'
    | 'bank_book_required';
}

/** The draft's fields as the rules read them (all optional: a draft may be incomplete). */
export interface ClaimRuleFields {
  email?: string | null;
  claim_type?: string | null;
  benefit_type?: string | null;
  admit_type?: string | null;
  admit_date?: string | null;
  accident_date?: string | null;
  symptom_code?: string | null;
  symptom_note?: string | null;
  provider_code?: string | null;
  amount?: string | null;
  for_insured?: boolean | null;
}

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/** Problems with the information step; `today` is the date in Thailand (YYYY-MM-DD). */
export function informationIssues(fields: ClaimRuleFields, today: string): ClaimRuleIssue[] {
  const issues: ClaimRuleIssue[] = [];
  const add = (name: keyof ClaimRuleFields, code: ClaimRuleIssue['code']) =>
    issues.push({ path: `fields.${name}`, code });
  const email = fields.email?.trim() ?? '';
  if (email === '') add('email', 'required');
  else if (email.length > EMAIL_MAX) add('email', 'email_too_long');
  else if (!EMAIL_PATTERN.test(email)) add('email', 'email_invalid');
  if (blank(fields.claim_type)) add('claim_type', 'required');
  if (blank(fields.benefit_type)) add('benefit_type', 'required');
  if (blank(fields.admit_type)) add('admit_type', 'required');
  if (blank(fields.admit_date)) add('admit_date', 'required');
  else if (fields.admit_date! > today) add('admit_date', 'date_in_future');
  if (fields.claim_type === 'accident') {
    if (blank(fields.accident_date)) add('accident_date', 'accident_date_required');
    else if (fields.accident_date! > today) add('accident_date', 'date_in_future');
    else if (!blank(fields.admit_date) && fields.accident_date! > fields.admit_date!)
      add('accident_date', 'accident_after_admit');
  }
  if (blank(fields.symptom_code)) add('symptom_code', 'required');
  else if (fields.symptom_code === 'other' && blank(fields.symptom_note)) add('symptom_note', 'required');
  if (blank(fields.provider_code)) add('provider_code', 'required');
  const amount = fields.amount?.trim() ?? '';
  if (amount === '') add('amount', 'required');
  else if (!AMOUNT_PATTERN.test(amount)) add('amount', 'digits_only');
  else if (Number(amount) === 0) add('amount', 'amount_zero');
  if (fields.for_insured === undefined || fields.for_insured === null) add('for_insured', 'required');
  return issues;
}

/** Problems with the documents: at least one receipt and one certificate; a bank-book page when not for the insured. */
export function attachmentIssues(
  fields: Pick<ClaimRuleFields, 'for_insured'>,
  counts: Partial<Record<AttachmentKindName, number>>,
): ClaimRuleIssue[] {
  const issues: ClaimRuleIssue[] = [];
  if (!counts.receipt) issues.push({ path: 'attachments.receipt', code: 'receipt_required' });
  if (!counts.medical_certificate)
    issues.push({ path: 'attachments.medical_certificate', code: 'medical_certificate_required' });
  if (fields.for_insured === false && !counts.bank_book)
    issues.push({ path: 'attachments.bank_book', code: 'bank_book_required' });
  return issues;
}

export function countByKind(attachments: readonly { kind: AttachmentKindName }[]) {
  const counts: Partial<Record<AttachmentKindName, number>> = {};
  for (const a of attachments) counts[a.kind] = (counts[a.kind] ?? 0) + 1;
  return counts;
}
