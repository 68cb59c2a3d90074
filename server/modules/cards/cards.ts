/**
 * Which cards a member may see, as one reusable query: the member's own TPA cards, the TPA cards of
 * family members they are allowed to view, and the cards they typed in themselves, all within the
 * member's own partner. Every card endpoint starts from this, so no query can forget a rule and leak
 * another member's card (docs/decisions/040-card-visibility.md).
 */
import type { Kysely, Selectable } from 'kysely';
import type {
  CardGroups,
  CardStatus,
  CardSummary,
  CoverageBenefit,
  ClaimHistoryItem,
} from '../../../shared/api/schemas/cards';
import { CARD_IMAGE_PATH } from '../../../shared/api/contract';
import type { BenefitType, CardsTable, Database, LimitPeriod } from '../../db/types';
import { bangkokDate } from '../../platform/time';
import type { AuthenticatedMember } from '../accounts/sessions';

/** Who is asking: a member id and the partner they belong to. */
export interface Viewer {
  memberId: string;
  partnerId: string;
}

/** The viewer a signed-in member's request acts as. */
export const viewerOf = (auth: AuthenticatedMember): Viewer => ({
  memberId: auth.member.id,
  partnerId: auth.member.partner_id,
});

/**
 * The ids of the cards a member may see, as three index-backed parts (issue 22): the cards they typed
 * in (cards_owner_idx), the TPA cards of the insured person who is the member (insured_persons.member_id
 * is unique, then cards_insured_idx), and the TPA cards of family members linked with can_view
 * (family_links' unique (member_id, insured_person_id), then cards_insured_idx). One OR across the
 * cards–insured_persons join made PostgreSQL scan both tables whole (600,000 cards, 400,000 persons).
 */
export function visibleCardIds(db: Kysely<Database>, memberId: string, partnerId?: string) {
  const own = db.selectFrom('cards').select('cards.id').where('cards.owner_member_id', '=', memberId);
  const insured = db
    .selectFrom('insured_persons')
    .innerJoin('cards', 'cards.insured_person_id', 'insured_persons.id')
    .select('cards.id')
    .where('insured_persons.member_id', '=', memberId)
    .where('cards.type', '<>', 'self_added');
  const family = db
    .selectFrom('family_links')
    .innerJoin('cards', 'cards.insured_person_id', 'family_links.insured_person_id')
    .select('cards.id')
    .where('family_links.member_id', '=', memberId)
    .where('family_links.can_view', '=', true)
    .where('cards.type', '<>', 'self_added');
  // A member never sees another partner's data, whatever the links say.
  const scoped = <Q extends typeof own>(q: Q) =>
    partnerId === undefined ? q : (q.where('cards.partner_id', '=', partnerId) as Q);
  return scoped(own)
    .union(scoped(insured as typeof own))
    .union(scoped(family as typeof own));
}

export function visibleCards(db: Kysely<Database>, memberId: string, partnerId?: string) {
  return db
    .selectFrom('cards')
    .innerJoin('insured_persons', 'insured_persons.id', 'cards.insured_person_id')
    .where('cards.id', 'in', visibleCardIds(db, memberId, partnerId));
}

export async function countVisibleCards(
  db: Kysely<Database>,
  memberId: string,
  partnerId?: string,
): Promise<number> {
  const row = await db
    .selectFrom(visibleCardIds(db, memberId, partnerId).as('v'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type CardRow = Selectable<CardsTable>;

/** Active, expired or upcoming from the card's dates and today's date in Thailand. */
export function cardStatus(card: Pick<CardRow, 'start_date' | 'expiry_date'>, now: Date): CardStatus {
  const today = bangkokDate(now);
  if (today < card.start_date) return 'upcoming';
  if (today > card.expiry_date) return 'expired';
  return 'active';
}

export function cardImageUrl(cardId: string, side: 'front' | 'back'): string {
  return CARD_IMAGE_PATH.replace('{id}', cardId).replace('{side}', side);
}

/** A text in both languages, or null when either is missing. */
export const localized = (th: string | null, en: string | null) => (th && en ? { th, en } : null);

/** Where a claim was treated: the network hospital's name, else the provider the member typed. */
export const providerName = (r: {
  hospital_name_th: string | null;
  hospital_name_en: string | null;
  provider_name_th: string | null;
  provider_name_en: string | null;
}) =>
  localized(r.hospital_name_th, r.hospital_name_en) ??
  localized(r.provider_name_th ?? r.provider_name_en, r.provider_name_en);

export function toCardSummary(card: CardRow, viewer: Viewer, now: Date): CardSummary {
  const status = cardStatus(card, now);
  const selfAdded = card.type === 'self_added';
  return {
    id: card.id,
    type: card.type,
    insured_person_id: card.insured_person_id,
    insurer_name: { th: card.insurer_name_th, en: card.insurer_name_en },
    ins_code: card.ins_code,
    card_no: card.card_no,
    certificate_no: card.certificate_no,
    insured_name: card.insured_name,
    plan_name: localized(card.plan_name_th, card.plan_name_en),
    policyholder: localized(card.policyholder_th, card.policyholder_en),
    start_date: card.start_date,
    expiry_date: card.expiry_date,
    status,
    front_image_url: card.front_image_sha256 ? cardImageUrl(card.id, 'front') : null,
    back_image_url: card.back_image_sha256 ? cardImageUrl(card.id, 'back') : null,
    editable: selfAdded && card.owner_member_id === viewer.memberId,
    usable: !selfAdded && status === 'active',
  };
}

const STATUS_ORDER: Record<CardStatus, number> = { active: 0, upcoming: 1, expired: 2 };

/** Active first, then upcoming, then expired; within each, the latest expiry first. */
export function groupCards(cards: CardSummary[]): CardGroups {
  const sorted = [...cards].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      b.expiry_date.localeCompare(a.expiry_date) ||
      a.card_no.localeCompare(b.card_no),
  );
  return {
    group: sorted.filter((c) => c.type === 'group'),
    individual: sorted.filter((c) => c.type === 'individual'),
    self_added: sorted.filter((c) => c.type === 'self_added'),
  };
}

/** Cards the viewer may see, optionally only those of some insured persons. */
export async function listVisibleCards(
  db: Kysely<Database>,
  viewer: Viewer,
  now: Date,
  filter: { insuredPersonIds?: readonly string[]; ownPerson?: boolean } = {},
): Promise<CardSummary[]> {
  let query = visibleCards(db, viewer.memberId, viewer.partnerId).selectAll('cards');
  if (filter.ownPerson) query = query.where('insured_persons.member_id', '=', viewer.memberId);
  if (filter.insuredPersonIds) {
    if (filter.insuredPersonIds.length === 0) return [];
    query = query.where('cards.insured_person_id', 'in', filter.insuredPersonIds);
  }
  const rows = await query.execute();
  return rows.map((row) => toCardSummary(row, viewer, now));
}

/** The member's own cards (GET /api/v1/cards): those of the insured person that is the member. */
export async function listOwnCards(db: Kysely<Database>, viewer: Viewer, now: Date): Promise<CardGroups> {
  return groupCards(await listVisibleCards(db, viewer, now, { ownPerson: true }));
}

/** A card the viewer may see, or null (which the routes answer as 404, like a missing id). */
export async function findVisibleCard(
  db: Kysely<Database>,
  viewer: Viewer,
  cardId: string,
): Promise<CardRow | null> {
  const row = await visibleCards(db, viewer.memberId, viewer.partnerId)
    .selectAll('cards')
    .where('cards.id', '=', cardId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Which coverage line a claim is charged to. Claims carry a benefit type (opd, ipd …) and benefit
 * lines are text, so a claim is charged to the first line whose text names its type, in Thai or
 * English. Lines a member typed in that match nothing simply show no usage.
 */
const BENEFIT_TEXT: Record<BenefitType, RegExp> = {
  opd: /outpatient|ผู้ป่วยนอก/i,
  ipd: /inpatient|ผู้ป่วยใน/i,
  dental: /dental|ทันตกรรม/i,
  accident_emergency: /accident|emergency|อุบัติเหตุ|ฉุกเฉิน/i,
  maternity: /maternity|คลอด/i,
  health_checkup: /check-?up|ตรวจสุขภาพ/i,
};

export function benefitLineFor(
  type: BenefitType,
  lines: readonly { benefit_th: string; benefit_en: string }[],
): number {
  const pattern = BENEFIT_TEXT[type];
  return lines.findIndex((line) => pattern.test(line.benefit_en) || pattern.test(line.benefit_th));
}

const money = (value: string | null): number | null => (value === null ? null : Number(value));
/** Rounded to satang: summing decimals as floats must not show 1499.9999999. */
const satang = (n: number) => Math.round(n * 100) / 100;

/** YYYY-MM-DD plus whole years; 29 February becomes 28 February in a year without it. */
function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}
const dayBefore = (date: string) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * The policy year of a card that holds a date (docs/decisions: a per-year limit renews on each
 * anniversary of the card's start date): from the anniversary on or before the date to the day before
 * the next one, never past the card's expiry. A date outside the card's cover reads as the nearest
 * policy year (the first before cover starts, the last after it ends).
 */
export function policyYear(
  card: Pick<CardRow, 'start_date' | 'expiry_date'>,
  date: string,
): { start: string; end: string } {
  const at = date < card.start_date ? card.start_date : date > card.expiry_date ? card.expiry_date : date;
  let years = Number(at.slice(0, 4)) - Number(card.start_date.slice(0, 4));
  if (addYears(card.start_date, years) > at) years -= 1;
  const start = addYears(card.start_date, years);
  const next = dayBefore(addYears(card.start_date, years + 1));
  return { start, end: next < card.expiry_date ? next : card.expiry_date };
}

/** An approved claim as the benefit meters and the limit check read it. */
interface ChargedClaim {
  id: string;
  benefit_type: BenefitType;
  approved_amount: string | null;
  currency: string;
  admission_date: string;
  accident_date: string | null;
}

/**
 * Benefit lines with what their period lets the member read from the approved claims charged to them
 * (issue 25). Only a per-year limit is a budget that claims use up: its meter sums the approved
 * claims admitted in the current policy year. A per-visit, per-admission, per-accident or per-day
 * limit (or a line without a period) renews with each claim: nothing is summed against it; the member
 * sees how many claims were approved and the largest.
 */
export async function listBenefits(
  db: Kysely<Database>,
  card: Pick<CardRow, 'id' | 'start_date' | 'expiry_date'>,
  now: Date,
): Promise<CoverageBenefit[]> {
  const [lines, claims] = await Promise.all([
    db
      .selectFrom('coverage_benefits')
      .selectAll()
      .where('card_id', '=', card.id)
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('claims')
      .select(['id', 'benefit_type', 'approved_amount', 'currency', 'admission_date', 'accident_date'])
      .where('card_id', '=', card.id)
      .where('status', '=', 'approved')
      .execute(),
  ]);
  const year = policyYear(card, bangkokDate(now));
  return lines.map((line, index) => {
    const charged = (claims as ChargedClaim[]).filter(
      (c) => c.currency === line.currency && benefitLineFor(c.benefit_type, lines) === index,
    );
    const perYear = line.limit_period === 'per_year';
    const counted = perYear
      ? charged.filter((c) => c.admission_date >= year.start && c.admission_date <= year.end)
      : charged;
    const amounts = counted.map((c) => Number(c.approved_amount ?? 0));
    return {
      id: line.id,
      benefit: { th: line.benefit_th, en: line.benefit_en },
      limit_period: line.limit_period,
      max_limit: money(line.max_limit),
      medical_fee: money(line.medical_fee),
      room_price: money(line.room_price),
      surgery_fee: money(line.surgery_fee),
      medicine_fee: money(line.medicine_fee),
      currency: line.currency,
      used_amount: perYear && amounts.length > 0 ? satang(amounts.reduce((a, b) => a + b, 0)) : null,
      largest_amount: !perYear && amounts.length > 0 ? satang(Math.max(...amounts)) : null,
      claim_count: amounts.length,
      period_start: perYear ? year.start : null,
      period_end: perYear ? year.end : null,
    };
  });
}

/** The lines besides the inpatient one that pay for a hospital stay (words matched, like BENEFIT_TEXT). */
const STAY_TEXT = {
  room: /room|ค่าห้อง/i,
  surgery: /surgery|ผ่าตัด/i,
};

/** What a benefit line allows one claim: its limit, its period, and what is left of it for this claim. */
interface BenefitCap {
  /** The line's name; an inpatient claim's names every line that pays for the stay, joined by " + ". */
  benefit: { th: string; en: string };
  period: LimitPeriod | null;
  /** The line's limit (an inpatient claim's: with the stay's other lines, room and board for each night). */
  limit: number;
  /** The most this claim may be approved at: the limit less what other claims used of the same period. */
  available: number;
}

/**
 * The limit an approval of a claim must stay within, from the benefit line it is charged to
 * (benefitLineFor): per visit, per admission or a line without a period, the limit itself; per day,
 * the limit times the days in hospital (at least one); per accident, the limit less the other approved
 * claims for the same accident; per year, the limit less the other approved claims admitted in the
 * same policy year. An inpatient claim adds the plan's room-and-board (per night) and surgery (per
 * admission) lines. Null when no line with a limit in the claim's currency covers it.
 */
export async function benefitCapFor(
  db: Kysely<Database>,
  claim: {
    id: string;
    card_id: string;
    benefit_type: BenefitType;
    currency: 'THB' | 'USD';
    admission_date: string;
    discharge_date: string | null;
    accident_date: string | null;
  },
): Promise<BenefitCap | null> {
  const [card, lines] = await Promise.all([
    db
      .selectFrom('cards')
      .select(['start_date', 'expiry_date'])
      .where('id', '=', claim.card_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('coverage_benefits')
      .selectAll()
      .where('card_id', '=', claim.card_id)
      .orderBy('position')
      .orderBy('created_at')
      .execute(),
  ]);
  const index = benefitLineFor(claim.benefit_type, lines);
  const line = lines[index];
  if (!line || line.max_limit === null || line.currency !== claim.currency) return null;
  const limit = Number(line.max_limit);
  const benefit = { th: line.benefit_th, en: line.benefit_en };
  const period = line.limit_period;
  const others = async (where: (c: ChargedClaim) => boolean) => {
    const rows = (await db
      .selectFrom('claims')
      .select(['id', 'benefit_type', 'approved_amount', 'currency', 'admission_date', 'accident_date'])
      .where('card_id', '=', claim.card_id)
      .where('status', '=', 'approved')
      .where('id', '<>', claim.id)
      .where('currency', '=', claim.currency)
      .execute()) as ChargedClaim[];
    return rows
      .filter((c) => benefitLineFor(c.benefit_type, lines) === index && where(c))
      .reduce((sum, c) => sum + Number(c.approved_amount ?? 0), 0);
  };
  const days = Math.max(
    1,
    claim.discharge_date
      ? Math.round(
          (Date.parse(`${claim.discharge_date}T00:00:00Z`) -
            Date.parse(`${claim.admission_date}T00:00:00Z`)) /
            86_400_000,
        )
      : 0,
  );
  let available = limit;
  if (period === 'per_day') {
    available = limit * days;
  } else if (period === 'per_accident' && claim.accident_date) {
    available = limit - (await others((c) => c.accident_date === claim.accident_date));
  } else if (period === 'per_year') {
    const year = policyYear(card, claim.admission_date);
    available = limit - (await others((c) => c.admission_date >= year.start && c.admission_date <= year.end));
  }
  // A hospital stay is also paid from the plan's room-and-board (a day's limit for each night) and
  // surgery lines, which no claim type names: an inpatient approval may reach all of them together.
  available = Math.max(0, available);
  let total = limit;
  const names = [benefit];
  if (claim.benefit_type === 'ipd')
    lines.forEach((other, i) => {
      if (i === index || other.max_limit === null || other.currency !== claim.currency) return;
      const text = `${other.benefit_en} ${other.benefit_th}`;
      const extra =
        other.limit_period === 'per_day' && STAY_TEXT.room.test(text)
          ? Number(other.max_limit) * days
          : other.limit_period === 'per_admission' && STAY_TEXT.surgery.test(text)
            ? Number(other.max_limit)
            : 0;
      if (extra === 0) return;
      total += extra;
      available += extra;
      names.push({ th: other.benefit_th, en: other.benefit_en });
    });
  return {
    benefit: { th: names.map((n) => n.th).join(' + '), en: names.map((n) => n.en).join(' + ') },
    // Lines of different periods together have no one period.
    period: names.length > 1 ? null : period,
    limit: satang(total),
    available: Math.max(0, satang(available)),
  };
}

/** How many of a card's claims its detail shows; claim status pages through all of them. */
export const CARD_CLAIM_HISTORY = 10;

/** The card's latest claims by claims_card_idx (card_id, admission_date desc), one more to know if others follow. */
export async function listClaimHistory(
  db: Kysely<Database>,
  cardId: string,
): Promise<{ claims: ClaimHistoryItem[]; more: boolean }> {
  const rows = await db
    .selectFrom('claims')
    .leftJoin('hospitals', 'hospitals.id', 'claims.hospital_id')
    .select([
      'claims.id',
      'claims.claim_no',
      'claims.admission_date',
      'claims.amount',
      'claims.approved_amount',
      'claims.paid_amount',
      'claims.currency',
      'claims.status',
      'claims.stage',
      'claims.benefit_type',
      'claims.provider_name_th',
      'claims.provider_name_en',
      'hospitals.name_th as hospital_name_th',
      'hospitals.name_en as hospital_name_en',
    ])
    .where('claims.card_id', '=', cardId)
    .orderBy('claims.admission_date', 'desc')
    .orderBy('claims.submitted_at', 'desc')
    .limit(CARD_CLAIM_HISTORY + 1)
    .execute();
  const claims = rows.slice(0, CARD_CLAIM_HISTORY).map((r) => ({
    id: r.id,
    claim_no: r.claim_no,
    admission_date: r.admission_date,
    amount: Number(r.amount),
    approved_amount: money(r.approved_amount),
    paid_amount: money(r.paid_amount),
    currency: r.currency,
    status: r.status,
    // A claim without a stage (a hospital bill, one from before e-Claim) reads as its status's step.
    stage: r.stage ?? (r.status === 'in_process' ? 'under_review' : r.status),
    benefit_type: r.benefit_type,
    provider_name: providerName(r),
  }));
  return { claims, more: rows.length > CARD_CLAIM_HISTORY };
}
