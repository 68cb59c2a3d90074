/**
 * Hospital and provider search (issue 12, docs/decisions/050-hospital-search.md).
 *
 * The scope is the partner's provider network: hospitals with a coverage row for the partner's
 * insurer code (or, with a card filter, the card's). Everything is decided by the database, the same
 * SQL on PGlite and PostgreSQL:
 * - names: a part of the Thai or English name (ILIKE) or a word close to one (pg_trgm's `<%`, word
 *   similarity at least WORD_SIMILARITY, set for the transaction), both served by trigram GIN indexes;
 * - distance: haversine in kilometres from the given point, nearest first; with within_km a bounding
 *   box on (lat, lng) first, then the exact distance;
 * - paging: page and page_size, with the total from a window count of the same query.
 */
import { type Expression, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
import type {
  HospitalAcceptedCard,
  HospitalCoverageLevel,
  HospitalDetail,
  HospitalServiceTag,
  HospitalSummary,
} from '../../src/api/schemas/hospitals';
import { HOSPITAL_SERVICE_TAGS } from '../../src/api/schemas/hospitals';
import type { Database } from '../db/types';
import { ApiError } from '../http/api-error';
import { cardStatus, findVisibleCard, type Viewer, visibleCards } from './cards';

/** Word similarity a typed word needs with part of a name (pg_trgm's default is 0.6: too strict for Thai). */
export const WORD_SIMILARITY = 0.4;
const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;

export interface HospitalSearchInput {
  q?: string | undefined;
  province?: string | undefined;
  district?: string | undefined;
  level?: HospitalCoverageLevel | undefined;
  type?: 'hospital' | 'clinic' | undefined;
  card?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  within_km?: number | undefined;
  page: number;
  page_size: number;
}

export interface HospitalSearchPage {
  items: HospitalSummary[];
  total: number;
  has_more: boolean;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What is typed, tidied: trimmed, inner spaces collapsed, at most 100 characters. */
export function normalizeQuery(q: string | undefined): string {
  return (q ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
}

function distanceKm(lat: number, lng: number) {
  return sql<number>`${EARTH_RADIUS_KM}::float8 * 2 * asin(sqrt(power(sin(radians(h.lat - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(h.lat)) * power(sin(radians(h.lng - ${lng}::float8) / 2), 2)))`;
}

/** Runs `work` in a transaction where pg_trgm's word-similarity threshold is WORD_SIMILARITY. */
async function withTrigramThreshold<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`.execute(
      trx,
    );
    return work(trx);
  });
}

const round1 = (km: number) => Math.round(km * 10) / 10;

/**
 * The insurer code whose network is searched: the partner's, or with a card filter the card's. A card
 * the member cannot see is 404; a self-added card is accepted nowhere (it is paid first and claimed).
 */
async function scopeOf(
  db: Kysely<Database>,
  partnerInsCode: string,
  viewer: Viewer | null,
  cardId: string | undefined,
): Promise<string | null> {
  if (!cardId) return partnerInsCode;
  if (!viewer) throw new ApiError('AUTH_REQUIRED');
  const card = await findVisibleCard(db, viewer, cardId);
  if (!card) throw new ApiError('NOT_FOUND');
  return card.type === 'self_added' ? null : card.ins_code;
}

export async function searchHospitals(
  db: Kysely<Database>,
  partnerInsCode: string,
  viewer: Viewer | null,
  input: HospitalSearchInput,
): Promise<HospitalSearchPage> {
  const insCode = await scopeOf(db, partnerInsCode, viewer, input.card);
  if (!insCode) return { items: [], total: 0, has_more: false };
  const q = normalizeQuery(input.q);
  const point =
    input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;

  const run = async (trx: Kysely<Database>) => {
    let query = trx
      .selectFrom('hospitals as h')
      .innerJoin('hospital_coverages as c', (join) =>
        join.onRef('c.hospital_id', '=', 'h.id').on('c.ins_code', '=', insCode),
      )
      .where('h.is_active', '=', true);
    if (q) {
      const like = `%${escapeLike(q)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('h.name_th', 'ilike', like),
          eb('h.name_en', 'ilike', like),
          sql<SqlBool>`${q} <% h.name_th`,
          sql<SqlBool>`${q} <% h.name_en`,
        ]),
      );
    }
    if (input.province) query = query.where('h.province_en', '=', input.province);
    if (input.district) query = query.where('h.district_en', '=', input.district);
    if (input.level) query = query.where('c.level', '=', input.level);
    if (input.type) query = query.where('h.type', '=', input.type);
    if (point && input.within_km !== undefined) {
      const dLat = input.within_km / KM_PER_DEGREE;
      const dLng = input.within_km / (KM_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
      query = query
        .where('h.lat', '>=', point.lat - dLat)
        .where('h.lat', '<=', point.lat + dLat)
        .where('h.lng', '>=', point.lng - dLng)
        .where('h.lng', '<=', point.lng + dLng)
        .where(distanceKm(point.lat, point.lng) as Expression<number>, '<=', input.within_km);
    }
    const score = q
      ? sql<number>`greatest(word_similarity(${q}, h.name_th), word_similarity(${q}, h.name_en), case when h.name_th ilike ${`%${escapeLike(q)}%`} or h.name_en ilike ${`%${escapeLike(q)}%`} then 1 else 0 end)`
      : sql<number>`0`;
    let rows = query
      .select([
        'h.code',
        'h.type',
        'h.name_th',
        'h.name_en',
        'h.address_th',
        'h.address_en',
        'h.province_th',
        'h.province_en',
        'h.district_th',
        'h.district_en',
        'h.phone',
        'h.lat',
        'h.lng',
        'c.level',
      ])
      .select(
        point
          ? distanceKm(point.lat, point.lng).as('distance_km')
          : sql<null>`null::float8`.as('distance_km'),
      )
      .select(sql<number>`count(*) over ()`.as('total'));
    if (point) rows = rows.orderBy('distance_km').orderBy('h.code');
    else if (q) rows = rows.orderBy(score, 'desc').orderBy('h.type').orderBy('h.name_en').orderBy('h.code');
    else rows = rows.orderBy('h.type').orderBy('h.name_en').orderBy('h.code');
    return rows
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size)
      .execute();
  };

  const list = q ? await withTrigramThreshold(db, run) : await run(db);
  // A page past the end has no rows to carry the window count: count again, cheaply, only then.
  const total = list.length > 0 ? Number(list[0]!.total) : input.page > 1 ? await countOnly() : 0;
  async function countOnly(): Promise<number> {
    const again = await searchHospitals(db, partnerInsCode, viewer, { ...input, page: 1, page_size: 1 });
    return again.total;
  }
  const offset = (input.page - 1) * input.page_size;
  return {
    total,
    has_more: offset + list.length < total,
    items: list.map((h) => ({
      code: h.code,
      type: h.type,
      name: { th: h.name_th, en: h.name_en },
      address: { th: h.address_th, en: h.address_en },
      province: { th: h.province_th, en: h.province_en },
      district: { th: h.district_th, en: h.district_en },
      phone: h.phone,
      lat: h.lat,
      lng: h.lng,
      coverage_level: h.level,
      distance_km: h.distance_km === null ? null : round1(Number(h.distance_km)),
    })),
  };
}

export interface HospitalArea {
  key: string;
  name: { th: string; en: string };
  count: number;
}

/** Provinces of the partner's network with their districts and how many hospitals each has. */
export async function listHospitalAreas(
  db: Kysely<Database>,
  partnerInsCode: string,
): Promise<(HospitalArea & { districts: HospitalArea[] })[]> {
  const rows = await db
    .selectFrom('hospitals as h')
    .innerJoin('hospital_coverages as c', (join) =>
      join.onRef('c.hospital_id', '=', 'h.id').on('c.ins_code', '=', partnerInsCode),
    )
    .where('h.is_active', '=', true)
    .select(['h.province_en', 'h.province_th', 'h.district_en', 'h.district_th'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['h.province_en', 'h.province_th', 'h.district_en', 'h.district_th'])
    .orderBy('h.province_en')
    .orderBy('h.district_en')
    .execute();
  const provinces = new Map<string, HospitalArea & { districts: HospitalArea[] }>();
  for (const r of rows) {
    let province = provinces.get(r.province_en);
    if (!province) {
      province = {
        key: r.province_en,
        name: { th: r.province_th, en: r.province_en },
        count: 0,
        districts: [],
      };
      provinces.set(r.province_en, province);
    }
    const n = Number(r.n);
    province.count += n;
    const same = province.districts.find((d) => d.key === r.district_en);
    if (same) same.count += n;
    else
      province.districts.push({
        key: r.district_en,
        name: { th: r.district_th, en: r.district_en },
        count: n,
      });
  }
  return [...provinces.values()];
}

interface StoredOpeningHours {
  open24h?: boolean;
  days?: { day: number; open: string; close: string }[];
}

const SERVICE_SET = new Set<string>(HOSPITAL_SERVICE_TAGS);

/** One hospital of the partner's network, with the member's cards it accepts when signed in. */
export async function getHospital(
  db: Kysely<Database>,
  partnerInsCode: string,
  viewer: Viewer | null,
  code: string,
  now: Date,
): Promise<HospitalDetail | null> {
  const h = await db
    .selectFrom('hospitals as h')
    .innerJoin('hospital_coverages as c', (join) =>
      join.onRef('c.hospital_id', '=', 'h.id').on('c.ins_code', '=', partnerInsCode),
    )
    .where('h.code', '=', code)
    .where('h.is_active', '=', true)
    .selectAll('h')
    .select('c.level')
    .executeTakeFirst();
  if (!h) return null;
  const hours = (h.opening_hours ?? {}) as StoredOpeningHours;
  return {
    code: h.code,
    type: h.type,
    name: { th: h.name_th, en: h.name_en },
    address: { th: h.address_th, en: h.address_en },
    province: { th: h.province_th, en: h.province_en },
    district: { th: h.district_th, en: h.district_en },
    postcode: h.postcode,
    phone: h.phone,
    lat: h.lat,
    lng: h.lng,
    coverage_level: h.level,
    distance_km: null,
    opening_hours: {
      open_24h: hours.open24h === true,
      days: (hours.days ?? []).filter((d) => d.day >= 1 && d.day <= 7),
    },
    services: h.services.filter((s): s is HospitalServiceTag => SERVICE_SET.has(s)),
    accepted_cards: viewer ? await acceptedCards(db, viewer, h.id, now) : null,
  };
}

/** The viewer's usable TPA cards (own and family) whose insurer this hospital accepts. */
async function acceptedCards(
  db: Kysely<Database>,
  viewer: Viewer,
  hospitalId: string,
  now: Date,
): Promise<HospitalAcceptedCard[]> {
  const rows = await visibleCards(db, viewer.memberId, viewer.partnerId)
    .innerJoin('hospital_coverages as hc', (join) =>
      join.onRef('hc.ins_code', '=', 'cards.ins_code').on('hc.hospital_id', '=', hospitalId),
    )
    .where('cards.type', '<>', 'self_added')
    .selectAll('cards')
    .select('hc.level')
    .orderBy('cards.expiry_date', 'desc')
    .orderBy('cards.card_no')
    .execute();
  const seen = new Set<string>();
  const out: HospitalAcceptedCard[] = [];
  for (const card of rows) {
    if (seen.has(card.id) || cardStatus(card, now) !== 'active') continue;
    seen.add(card.id);
    out.push({
      card_id: card.id,
      card_no: card.card_no,
      insured_name: card.insured_name,
      insurer_name: { th: card.insurer_name_th, en: card.insurer_name_en },
      plan_name:
        card.plan_name_th && card.plan_name_en ? { th: card.plan_name_th, en: card.plan_name_en } : null,
      coverage_level: card.level,
    });
  }
  return out;
}
