/**
 * Telemed Mart (issue 13, docs/decisions/056-telemed-mart.md): the cards a member may use for a video
 * consultation, providers with their hours in Bangkok time, what the chosen cards cover at a provider,
 * and the consultation code — issued and timed by the server like the use-card session
 * (docs/decisions/041-use-card-code-and-signing.md): single use, cancellable, signed QR, checked by
 * the provider with its own key, answering only what the member agreed to share.
 */
import { createHash } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type {
  TelemedBenefit,
  TelemedCard,
  TelemedCode,
  TelemedCodeStatus,
  TelemedKind,
  TelemedProviderDetail,
  TelemedProviderSummary,
  TelemedQuote,
  TelemedVerification,
} from '../../../shared/api/schemas/telemed';
import { TELEMED_CODE_MINUTES } from '../../../shared/api/schemas/telemed';
import type { Database } from '../../db/types';
import type { TelemedProviders } from '../../db/generated/database';
import { ApiError } from '../../http/api-error';
import { type CardRow, cardStatus, visibleCards, type Viewer } from '../cards/cards';
import { sign, signingKey, verifySignature } from '../cards/cards-signing';
import { type Holiday, holidayMap, hoursAt, upcomingHolidays } from './telemed-hours';
import { endActiveCode, issueActiveCode, normalizeUseCode } from '../cards/use-card';

export const TELEMED_CODE_MS = TELEMED_CODE_MINUTES * 60_000;
const QR_PREFIX = 'TCTM1';

export interface TelemedDeps {
  db: Kysely<Database>;
  now: Date;
  partner: { id: string; insCode: string; secret: string; cardLimit: 2 | 3 };
}

const money = (value: string | number | null) => (value === null ? 0 : Number(value));
const round2 = (n: number) => Math.round(n * 100) / 100;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// --- Holidays and benefits ---

export async function loadHolidays(db: Kysely<Database>): Promise<Holiday[]> {
  const rows = await db.selectFrom('telemed_holidays').selectAll().orderBy('date').execute();
  return rows.map((r) => ({ date: r.date, name: { th: r.name_th, en: r.name_en } }));
}

/** Consultations used with a card since its policy year began (accepted codes only). */
async function visitsUsed(db: Kysely<Database>, card: Pick<CardRow, 'id' | 'start_date'>): Promise<number> {
  const row = await db
    .selectFrom('telemed_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'used')
    .where(sql<boolean>`${card.id}::uuid = any(card_ids)`)
    .where('issued_at', '>=', new Date(`${card.start_date}T00:00:00+07:00`))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function benefitOf(db: Kysely<Database>, card: CardRow): Promise<TelemedBenefit | null> {
  if (card.type === 'self_added' || !card.ins_code) return null;
  const rule = await db
    .selectFrom('telemed_coverage_rules')
    .selectAll()
    .where('ins_code', '=', card.ins_code)
    .where('card_type', '=', card.type)
    .executeTakeFirst();
  if (!rule) return null;
  const used = await visitsUsed(db, card);
  return {
    per_visit_limit: money(rule.per_visit_limit),
    visits_per_year: rule.visits_per_year,
    visits_used: used,
    visits_remaining: Math.max(0, rule.visits_per_year - used),
    copay_percent: rule.copay_percent,
    medicine_delivery_limit: money(rule.medicine_delivery_limit),
  };
}

interface ChosenCard {
  row: CardRow;
  isSelf: boolean;
  benefit: TelemedBenefit | null;
}

function toTelemedCard(card: ChosenCard & { benefit: TelemedBenefit }): TelemedCard {
  const { row } = card;
  return {
    id: row.id,
    type: row.type as 'group' | 'individual',
    card_no: row.card_no,
    insured_person_id: row.insured_person_id,
    insured_name: row.insured_name,
    is_self: card.isSelf,
    insurer_name: { th: row.insurer_name_th, en: row.insurer_name_en },
    plan_name: row.plan_name_th && row.plan_name_en ? { th: row.plan_name_th, en: row.plan_name_en } : null,
    ins_code: row.ins_code!,
    expiry_date: row.expiry_date,
    benefit: card.benefit,
  };
}

/** Cards in force of the member and the family they may view, with a telemedicine benefit. */
export async function listTelemedCards(deps: TelemedDeps, viewer: Viewer): Promise<TelemedCard[]> {
  const rows = await visibleCards(deps.db, viewer.memberId, viewer.partnerId)
    .selectAll('cards')
    .select('insured_persons.member_id as person_member_id')
    .where('cards.type', '<>', 'self_added')
    .execute();
  const out: (TelemedCard & { order: number })[] = [];
  for (const { person_member_id, ...row } of rows) {
    if (cardStatus(row, deps.now) !== 'active') continue;
    const benefit = await benefitOf(deps.db, row);
    if (!benefit) continue;
    const isSelf = person_member_id === viewer.memberId;
    out.push({ ...toTelemedCard({ row, isSelf, benefit }), order: isSelf ? 0 : 1 });
  }
  return out
    .sort(
      (a, b) =>
        a.order - b.order ||
        a.insured_name.localeCompare(b.insured_name) ||
        b.expiry_date.localeCompare(a.expiry_date) ||
        a.card_no.localeCompare(b.card_no),
    )
    .map(({ order: _order, ...card }) => card);
}

/** "a,b,c" or a list: the chosen cards, checked (limit, visible, in force, one person), in order. */
export async function resolveChosenCards(
  deps: TelemedDeps,
  viewer: Viewer,
  ids: string | readonly string[] | undefined,
): Promise<ChosenCard[]> {
  const list = (typeof ids === 'string' ? ids.split(',') : (ids ?? [])).map((id) => id.trim().toLowerCase());
  if (list.length === 0) return [];
  if (list.length > deps.partner.cardLimit) throw new ApiError('TELEMED_TOO_MANY_CARDS');
  if (new Set(list).size !== list.length)
    throw new ApiError('VALIDATION_FAILED', {
      details: [{ path: 'cards', code: 'duplicate', message: 'A card is chosen twice.' }],
    });
  const rows = await visibleCards(deps.db, viewer.memberId, viewer.partnerId)
    .selectAll('cards')
    .select('insured_persons.member_id as person_member_id')
    .where('cards.id', 'in', list)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chosen: ChosenCard[] = [];
  for (const id of list) {
    const found = byId.get(id);
    // Another member's card answers like a card that does not exist.
    if (!found || found.type === 'self_added') throw new ApiError('NOT_FOUND');
    const { person_member_id, ...row } = found;
    if (cardStatus(row, deps.now) !== 'active') throw new ApiError('CARD_EXPIRED');
    chosen.push({
      row,
      isSelf: person_member_id === viewer.memberId,
      benefit: await benefitOf(deps.db, row),
    });
  }
  if (new Set(chosen.map((c) => c.row.insured_person_id)).size > 1) throw new ApiError('TELEMED_CARDS_MIXED');
  return chosen;
}

// --- Providers ---

type ProviderRow = Selectable<TelemedProviders>;

function accepts(provider: ProviderRow, card: ChosenCard): boolean {
  return Boolean(card.row.ins_code && provider.covered_ins_codes.includes(card.row.ins_code) && card.benefit);
}

function toSummary(
  provider: ProviderRow,
  chosen: readonly ChosenCard[],
  holidays: ReadonlyMap<string, { th: string; en: string }>,
  now: Date,
): TelemedProviderSummary {
  const hours = hoursAt(provider, now, holidays);
  return {
    code: provider.code,
    kind: provider.kind as TelemedKind,
    name: { th: provider.name_th, en: provider.name_en },
    specialty: { th: provider.specialty_th, en: provider.specialty_en },
    logo_url: provider.logo_url,
    consultation_fee: money(provider.consultation_fee),
    languages: provider.languages,
    rating: provider.rating === null ? null : Number(provider.rating),
    rating_count: provider.rating_count,
    medicine_delivery: provider.medicine_delivery,
    hours: {
      open_24h: provider.open_24h,
      week: provider.working_hours.map((w) => ({ day: w.day, open: w.open, close: w.close })),
      holiday:
        provider.holiday_open && provider.holiday_close
          ? { open: provider.holiday_open, close: provider.holiday_close }
          : null,
      open_now: hours.open_now,
      closes_at: hours.closes_at?.toISOString() ?? null,
      next_open_at: hours.next_open_at?.toISOString() ?? null,
      today_holiday: hours.today_holiday,
    },
    covered_by: chosen.filter((c) => accepts(provider, c)).map((c) => c.row.id),
  };
}

/** The partner's active providers (a provider serves the partners listed in covered_ins_codes). */
function providersOf(deps: TelemedDeps) {
  return deps.db
    .selectFrom('telemed_providers')
    .selectAll()
    .where('is_active', '=', true)
    .where(sql<boolean>`${deps.partner.insCode} = any(covered_ins_codes)`);
}

export interface ProviderSearch {
  q?: string | undefined;
  kind?: TelemedKind | undefined;
  language?: string | undefined;
  open_now?: 'true' | 'false' | undefined;
  covered_by?: string | undefined;
}

export async function listProviders(
  deps: TelemedDeps,
  chosen: readonly ChosenCard[],
  search: ProviderSearch,
): Promise<TelemedProviderSummary[]> {
  let query = providersOf(deps);
  if (search.kind) query = query.where('kind', '=', search.kind);
  if (search.language) query = query.where(sql<boolean>`${search.language} = any(languages)`);
  for (const word of (search.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    const like = `%${escapeLike(word)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('name_th', 'ilike', like),
        eb('name_en', 'ilike', like),
        eb('specialty_th', 'ilike', like),
        eb('specialty_en', 'ilike', like),
        eb(sql<string>`array_to_string(services_th || services_en, ' ')`, 'ilike', like),
      ]),
    );
  }
  const [rows, holidays] = await Promise.all([query.orderBy('code').execute(), loadHolidays(deps.db)]);
  const map = holidayMap(holidays);
  let items = rows.map((row) => toSummary(row, chosen, map, deps.now));
  if (search.open_now === 'true') items = items.filter((p) => p.hours.open_now);
  if (search.covered_by) items = items.filter((p) => p.covered_by.includes(search.covered_by!));
  // Open first, then the providers that accept the most chosen cards, then by rating.
  return items.sort(
    (a, b) =>
      Number(b.hours.open_now) - Number(a.hours.open_now) ||
      b.covered_by.length - a.covered_by.length ||
      (b.rating ?? 0) - (a.rating ?? 0) ||
      a.code.localeCompare(b.code),
  );
}

async function findProvider(deps: TelemedDeps, code: string): Promise<ProviderRow> {
  const row = await providersOf(deps).where('code', '=', code.trim().toLowerCase()).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function getProvider(
  deps: TelemedDeps,
  chosen: readonly ChosenCard[],
  code: string,
): Promise<TelemedProviderDetail> {
  const [row, holidays] = await Promise.all([findProvider(deps, code), loadHolidays(deps.db)]);
  return {
    ...toSummary(row, chosen, holidayMap(holidays), deps.now),
    description: { th: row.description_th, en: row.description_en },
    services: { th: row.services_th, en: row.services_en },
    channels: row.channels as ('video' | 'voice' | 'chat')[],
    upcoming_holidays: row.open_24h ? [] : upcomingHolidays(holidays, deps.now),
  };
}

// --- Coverage ---

/** The cards pay in order, each up to its per-visit limit of what is left, less its co-payment. */
export function quoteFor(provider: ProviderRow, chosen: readonly ChosenCard[]): TelemedQuote {
  const fee = money(provider.consultation_fee);
  let left = fee;
  let medicine = 0;
  const cards = chosen.map((card) => {
    const benefit: TelemedBenefit = card.benefit ?? {
      per_visit_limit: 0,
      visits_per_year: 0,
      visits_used: 0,
      visits_remaining: 0,
      copay_percent: 0,
      medicine_delivery_limit: 0,
    };
    const accepted = accepts(provider, card) && benefit.visits_remaining > 0;
    let pays = 0;
    let copay = 0;
    if (accepted) {
      const covered = Math.min(left, benefit.per_visit_limit);
      copay = round2((covered * benefit.copay_percent) / 100);
      pays = round2(covered - copay);
      left = round2(left - pays);
      medicine = Math.max(medicine, benefit.medicine_delivery_limit);
    }
    return {
      card_id: card.row.id,
      card_no: card.row.card_no,
      insurer_name: { th: card.row.insurer_name_th, en: card.row.insurer_name_en },
      accepted,
      benefit,
      pays,
      copay,
    };
  });
  return {
    fee,
    cards,
    covered: round2(fee - left),
    member_pays: left,
    medicine_delivery_limit: provider.medicine_delivery ? medicine : 0,
  };
}

export async function coverageAt(deps: TelemedDeps, chosen: readonly ChosenCard[], code: string) {
  const [row, holidays] = await Promise.all([findProvider(deps, code), loadHolidays(deps.db)]);
  return { provider: toSummary(row, chosen, holidayMap(holidays), deps.now), quote: quoteFor(row, chosen) };
}

// --- What is shared ---

async function sharedDetails(db: Kysely<Database>, viewer: Viewer, personId: string, shareMobile: boolean) {
  const [person, member] = await Promise.all([
    db
      .selectFrom('insured_persons')
      .select(['name', 'surname', 'birth_date', 'gender'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('members').select('mobile').where('id', '=', viewer.memberId).executeTakeFirstOrThrow(),
  ]);
  return {
    shared: {
      patient_name: `${person.name} ${person.surname}`.trim(),
      birth_date: person.birth_date,
      gender: person.gender,
      mobile: shareMobile ? member.mobile : null,
    },
    mobile: member.mobile,
  };
}

export async function preview(
  deps: TelemedDeps,
  viewer: Viewer,
  chosen: readonly ChosenCard[],
  code: string,
) {
  if (chosen.length === 0) throw new ApiError('NOT_FOUND');
  const { provider, quote } = await coverageAt(deps, chosen, code);
  const { shared, mobile } = await sharedDetails(deps.db, viewer, chosen[0]!.row.insured_person_id, false);
  return { provider, quote, shared, member_mobile: mobile };
}

// --- Codes ---

export function telemedQrPayload(partnerSecret: string, codeId: string, expiresAt: Date): string {
  const body = `${QR_PREFIX}.${codeId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${sign(signingKey(partnerSecret, 'telemed-qr'), body)}`;
}

function readTelemedQr(partnerSecret: string, payload: string): string | null {
  const parts = payload.trim().split('.');
  if (parts.length !== 4 || parts[0] !== QR_PREFIX) return null;
  const [prefix, id, exp, signature] = parts as [string, string, string, string];
  if (!/^[0-9a-f-]{36}$/.test(id) || !/^\d{1,12}$/.test(exp)) return null;
  return verifySignature(signingKey(partnerSecret, 'telemed-qr'), `${prefix}.${id}.${exp}`, signature)
    ? id
    : null;
}

type CodeRow = Selectable<Database['telemed_codes']>;

function statusAt(row: Pick<CodeRow, 'status' | 'expires_at'>, now: Date): TelemedCodeStatus {
  if (row.status === 'active' && row.expires_at.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** The code's cards as chosen cards again (they may have expired since; the quote is as of now). */
async function cardsOfCode(db: Kysely<Database>, row: CodeRow): Promise<ChosenCard[]> {
  const cards = await db.selectFrom('cards').selectAll().where('id', 'in', row.card_ids).execute();
  const byId = new Map(cards.map((c) => [c.id, c]));
  const out: ChosenCard[] = [];
  for (const id of row.card_ids) {
    const card = byId.get(id);
    if (!card) continue;
    out.push({ row: card, isSelf: false, benefit: await benefitOf(db, card) });
  }
  return out;
}

async function toTelemedCode(deps: TelemedDeps, row: CodeRow, viewer: Viewer): Promise<TelemedCode> {
  const provider = await deps.db
    .selectFrom('telemed_providers')
    .selectAll()
    .where('id', '=', row.provider_id)
    .executeTakeFirstOrThrow();
  const chosen = await cardsOfCode(deps.db, row);
  const { shared } = await sharedDetails(deps.db, viewer, row.insured_person_id, row.share_mobile);
  return {
    id: row.id,
    status: statusAt(row, deps.now),
    code: row.code,
    qr_payload: telemedQrPayload(deps.partner.secret, row.id, row.expires_at),
    issued_at: row.issued_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    server_now: deps.now.toISOString(),
    provider: { code: provider.code, name: { th: provider.name_th, en: provider.name_en } },
    quote: quoteFor(provider, chosen),
    shared,
  };
}

export async function issueCode(
  deps: TelemedDeps,
  viewer: Viewer,
  input: { provider_code: string; card_ids: readonly string[]; share_mobile: boolean },
): Promise<TelemedCode> {
  const { db, now } = deps;
  const chosen = await resolveChosenCards(deps, viewer, input.card_ids);
  const provider = await findProvider(deps, input.provider_code);
  const hours = hoursAt(provider, now, holidayMap(await loadHolidays(db)));
  if (!hours.open_now)
    throw new ApiError('TELEMED_OUTSIDE_HOURS', {
      details: { next_open_at: hours.next_open_at?.toISOString() ?? null },
    });
  const quote = quoteFor(provider, chosen);
  if (!quote.cards.some((c) => c.accepted)) throw new ApiError('TELEMED_NOT_COVERED');
  const expiresAt = new Date(now.getTime() + TELEMED_CODE_MS);
  // One code at a time: a new one cancels the member's other active codes.
  const id = await issueActiveCode(db, 'telemed_codes', viewer.memberId, now, (code) => ({
    member_id: viewer.memberId,
    partner_id: viewer.partnerId,
    provider_id: provider.id,
    insured_person_id: chosen[0]!.row.insured_person_id,
    card_ids: chosen.map((c) => c.row.id),
    code,
    status: 'active',
    share_mobile: input.share_mobile,
    consented_at: now,
    issued_at: now,
    expires_at: expiresAt,
  }));
  return (await getCode(deps, viewer, id))!;
}

export async function getCode(deps: TelemedDeps, viewer: Viewer, id: string): Promise<TelemedCode | null> {
  const row = await deps.db
    .selectFrom('telemed_codes')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', viewer.memberId)
    .where('partner_id', '=', viewer.partnerId)
    .executeTakeFirst();
  return row ? toTelemedCode(deps, row, viewer) : null;
}

export async function cancelCode(deps: TelemedDeps, viewer: Viewer, id: string): Promise<TelemedCode | null> {
  const current = await getCode(deps, viewer, id);
  if (!current) return null;
  await endActiveCode(deps.db, 'telemed_codes', id, current, { status: 'cancelled', at: deps.now });
  return getCode(deps, viewer, id);
}

// --- Provider side ---

export const hashProviderKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

export interface AuthenticatedProvider {
  providerId: string;
  partnerId: string;
}

/** The provider and partner a key belongs to, or null (unknown, revoked or inactive provider). */
export async function authenticateProviderKey(
  db: Kysely<Database>,
  key: string | undefined,
): Promise<AuthenticatedProvider | null> {
  if (!key || key.length > 200) return null;
  const row = await db
    .selectFrom('telemed_provider_keys as k')
    .innerJoin('telemed_providers as p', 'p.id', 'k.provider_id')
    .select(['k.provider_id', 'k.partner_id'])
    .where('k.key_hash', '=', hashProviderKey(key))
    .where('k.revoked_at', 'is', null)
    .where('p.is_active', '=', true)
    .executeTakeFirst();
  return row ? { providerId: row.provider_id, partnerId: row.partner_id } : null;
}

export async function verifyCode(
  db: Kysely<Database>,
  provider: AuthenticatedProvider,
  partnerSecret: string,
  input: string,
  now: Date,
  accept: boolean,
): Promise<TelemedVerification> {
  const qrId = readTelemedQr(partnerSecret, input);
  const normalized = normalizeUseCode(input);
  if (!qrId && !/^[A-Z0-9]{6,16}$/.test(normalized)) return { valid: false, reason: 'unknown' };
  let query = db
    .selectFrom('telemed_codes')
    .selectAll()
    .where('provider_id', '=', provider.providerId)
    .where('partner_id', '=', provider.partnerId);
  query = qrId ? query.where('id', '=', qrId) : query.where('code', '=', normalized);
  const row = await query.orderBy('issued_at', 'desc').limit(1).executeTakeFirst();
  if (!row) return { valid: false, reason: 'unknown' };
  const status = statusAt(row, now);
  if (status !== 'active') return { valid: false, reason: status };
  const providerRow = await db
    .selectFrom('telemed_providers')
    .selectAll()
    .where('id', '=', row.provider_id)
    .executeTakeFirstOrThrow();
  const viewer = { memberId: row.member_id, partnerId: row.partner_id };
  const chosen = await cardsOfCode(db, row);
  const quote = quoteFor(providerRow, chosen);
  const { shared } = await sharedDetails(db, viewer, row.insured_person_id, row.share_mobile);
  const byId = new Map(chosen.map((c) => [c.row.id, c.row]));
  // The quote is taken before accepting: the accepted code then counts as a visit used.
  if (accept) {
    const updated = await db
      .updateTable('telemed_codes')
      .set({ status: 'used', ended_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    // Two accepts at once: only one turns the code.
    if (Number(updated.numUpdatedRows) === 0) return { valid: false, reason: 'used' };
  }
  return {
    valid: true,
    code_id: row.id,
    expires_at: row.expires_at.toISOString(),
    patient: shared,
    cards: quote.cards
      .filter((c) => c.accepted)
      .map((c) => {
        const card = byId.get(c.card_id)!;
        return {
          card_no: card.card_no,
          insurer_name: c.insurer_name,
          plan_name:
            card.plan_name_th && card.plan_name_en ? { th: card.plan_name_th, en: card.plan_name_en } : null,
          expiry_date: card.expiry_date,
          pays: c.pays,
          copay: c.copay,
        };
      }),
    fee: quote.fee,
    covered: quote.covered,
    member_pays: quote.member_pays,
    medicine_delivery_limit: quote.medicine_delivery_limit,
  };
}
