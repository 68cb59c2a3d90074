/**
 * Pure helpers of the claims workspace (issue 27): the queue's filters in the address bar, how long a
 * claim has waited in words, and the staff (English) names of stages, claim types, benefits and
 * documents. The member's own words stay in locales/; staff screens are in English.
 */
import type { LIMIT_PERIODS } from '../../shared/api/schemas/cards';
import type { AttachmentKind, BenefitType, ClaimStage, ClaimType } from '../../shared/api/schemas/claims';

export const STAGE_LABELS: Record<ClaimStage, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  documents_requested: 'Documents requested',
  approved: 'Approved',
  partly_approved: 'Partly approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  sick: 'Illness',
  accident: 'Accident',
  other: 'Other',
};

export const BENEFIT_LABELS: Record<BenefitType, string> = {
  opd: 'Outpatient (OPD)',
  ipd: 'Inpatient (IPD)',
  dental: 'Dental',
  accident_emergency: 'Accident and emergency',
  maternity: 'Maternity',
  health_checkup: 'Health check-up',
};

export const KIND_LABELS: Record<AttachmentKind, string> = {
  receipt: 'Receipt',
  medical_certificate: 'Medical certificate',
  bank_book: 'Bank book page',
  other: 'Other document',
};

export const PERIOD_LABELS: Record<(typeof LIMIT_PERIODS)[number], string> = {
  per_day: 'a day',
  per_visit: 'a visit',
  per_admission: 'an admission',
  per_year: 'a policy year',
  per_accident: 'an accident',
};

/** "waiting 3 d 4 h", "waiting 5 h 12 min", "waiting 7 min" (under a minute: "waiting < 1 min"). */
export function waitedText(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `waiting ${days} d ${hours} h`;
  if (hours > 0) return `waiting ${hours} h ${mins} min`;
  return minutes > 0 ? `waiting ${mins} min` : 'waiting < 1 min';
}

// --- The queue's filters and the open claim, in the address bar beside the previewer's view ---

/** The address bar's parameters of the claims section (none is one of view/view-state.ts's). */
export const CLAIM_PARAMS = [
  'partner',
  'stage',
  'type',
  'waited',
  'min',
  'max',
  'awaiting',
  'claim',
] as const;

/** The stage choices of the queue: the open ones (the API's default), one stage, or the closed ones. */
export const STAGE_CHOICES = {
  open: { label: 'Open (not yet paid or rejected)', stages: undefined },
  submitted: { label: STAGE_LABELS.submitted, stages: 'submitted' },
  under_review: { label: STAGE_LABELS.under_review, stages: 'under_review' },
  documents_requested: { label: STAGE_LABELS.documents_requested, stages: 'documents_requested' },
  approved: { label: 'Approved or partly approved (to pay)', stages: 'approved,partly_approved' },
  closed: { label: 'Closed (paid or rejected)', stages: 'paid,rejected' },
} as const;
export type StageChoice = keyof typeof STAGE_CHOICES;

/** How long a claim has waited at least: hours, as the API's waited_hours. */
export const WAITED_CHOICES = {
  any: 'Any time',
  '24': 'More than 1 day',
  '72': 'More than 3 days',
  '168': 'More than 7 days',
} as const;
export type WaitedChoice = keyof typeof WAITED_CHOICES;

export interface QueueFilters {
  partner: string;
  stage: StageChoice;
  type: ClaimType | '';
  waited: WaitedChoice;
  /** As typed: whole baht, or '' for no bound. */
  min: string;
  max: string;
  awaiting: boolean;
}

export const NO_FILTERS: QueueFilters = {
  partner: '',
  stage: 'open',
  type: '',
  waited: 'any',
  min: '',
  max: '',
  awaiting: false,
};

const AMOUNT = /^\d{1,9}$/;
const pick = <T extends string, F extends string>(
  value: string | null,
  choices: Record<T, unknown>,
  fallback: F,
): T | F => (value !== null && Object.hasOwn(choices, value) ? (value as T) : fallback);

/** The filters and the open claim a query string names (anything unusable is dropped). */
export function readClaimParams(search: string): { filters: QueueFilters; claim: string | null } {
  const q = new URLSearchParams(search);
  const claim = q.get('claim');
  return {
    filters: {
      partner: /^[a-z0-9-]{1,64}$/.test(q.get('partner') ?? '') ? (q.get('partner') as string) : '',
      stage: pick(q.get('stage'), STAGE_CHOICES, 'open'),
      type: pick(q.get('type'), CLAIM_TYPE_LABELS, ''),
      waited: pick(q.get('waited'), WAITED_CHOICES, 'any'),
      min: AMOUNT.test(q.get('min') ?? '') ? (q.get('min') as string) : '',
      max: AMOUNT.test(q.get('max') ?? '') ? (q.get('max') as string) : '',
      awaiting: q.get('awaiting') === '1',
    },
    claim: claim && /^[0-9a-f-]{36}$/i.test(claim) ? claim.toLowerCase() : null,
  };
}

/** `search` with the claims parameters replaced by these filters and open claim (defaults leave none). */
export function writeClaimParams(search: string, filters: QueueFilters, claim: string | null): string {
  const q = new URLSearchParams(search);
  for (const name of CLAIM_PARAMS) q.delete(name);
  if (filters.partner) q.set('partner', filters.partner);
  if (filters.stage !== 'open') q.set('stage', filters.stage);
  if (filters.type) q.set('type', filters.type);
  if (filters.waited !== 'any') q.set('waited', filters.waited);
  if (AMOUNT.test(filters.min)) q.set('min', filters.min);
  if (AMOUNT.test(filters.max)) q.set('max', filters.max);
  if (filters.awaiting) q.set('awaiting', '1');
  if (claim) q.set('claim', claim);
  return q.toString();
}

/** True when the amount bounds are both set and nothing can match. */
export const amountRangeEmpty = (f: QueueFilters) =>
  AMOUNT.test(f.min) && AMOUNT.test(f.max) && Number(f.min) > Number(f.max);

/** The API's query for these filters. */
export function queueQuery(f: QueueFilters) {
  return {
    partner_id: f.partner || undefined,
    stage: STAGE_CHOICES[f.stage].stages,
    claim_type: f.type || undefined,
    waited_hours: f.waited === 'any' ? undefined : Number(f.waited),
    amount_min: AMOUNT.test(f.min) ? Number(f.min) : undefined,
    amount_max: AMOUNT.test(f.max) ? Number(f.max) : undefined,
    awaiting_review: f.awaiting ? ('true' as const) : undefined,
  };
}
