/**
 * Hospital and provider search (issue 12, docs/decisions/050-hospital-search.md).
 *
 * The scope is the partner's provider network: hospitals with a coverage row for the partner's
 * insurer code (or, with a card filter, the card's: the use-card picker's GET /api/v1/cards/{id}/
 * hospitals is this search with its card). Everything is decided by the database, the same
 * SQL on PGlite and PostgreSQL:
 * - names: each typed word matches a word of the Thai or English name that contains it or is close to
 *   it (pg_trgm's `<%`, word similarity at least TRIGRAM_WORD_SIMILARITY of server/db/database.ts, set on every connection);
 * - distance: haversine in kilometres from the given point, nearest first, looked for in growing
 *   bounding boxes on (lat, lng); with within_km the box of that radius;
 * - rows: the narrow copies of the networks (migration 014) are filtered and ranked; only the page's
 *   rows are read from `hospitals`;
 * - paging: page and page_size, with the total counted per filters (it does not depend on the point).
 */
import { type CompiledQuery, type Expression, type Kysely, type Selectable, sql } from 'kysely';
import type {
  HospitalAcceptedCard,
  HospitalCoverageLevel,
  HospitalDetail,
  HospitalServiceTag,
  HospitalSummary,
} from '../../../shared/api/schemas/hospitals';
import { HOSPITAL_SERVICE_TAGS } from '../../../shared/api/schemas/hospitals';
import { PREPARED_STATEMENT_MARK } from '../../db/database';
import type { HospitalNetwork } from '../../db/generated/database';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { cardStatus, findVisibleCard, type Viewer, visibleCards } from '../cards/cards';

/**
 * Word similarity a typed word needs with part of a name (pg_trgm's default is 0.6: too strict for
 * Thai). Set for every connection when it opens (server/db/database.ts), so a search is one statement
 * and the trigram indexes serve `<%`.
 */

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.32;
/**
 * Radii (km) tried in turn around a point: the nearest page is looked for in a small box first and
 * the box grows only when it holds less than a page. `null` is the whole network.
 */
const SEARCH_RADII_KM: readonly (number | null)[] = [3, 12, 50, null];
/** A word matching at most this many places is searched through its trigram index, not by area. */
const FEW_MATCHES = 1000;
/** How long a count of matches, or the words matching a typed word, are reused. */
const COUNT_TTL_MS = 5 * 60_000;
const CACHE_SIZE = 2000;

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

/** Haversine distance in kilometres from the point to the network row `n`. */
function distanceKm(lat: number, lng: number) {
  return sql<number>`${EARTH_RADIUS_KM}::float8 * 2 * asin(sqrt(power(sin(radians(n.lat - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(n.lat)) * power(sin(radians(n.lng - ${lng}::float8) / 2), 2)))`;
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

type Point = { lat: number; lng: number };

/** Separators of words in names, as migration 013 splits them (Thai marks are not separators). */
const WORD_SEPARATORS = /[\s,.()/&'"+:;!?-]+/;
const MAX_WORDS = 6;

/** The distinct words of what is typed, lower-cased, at most six. */
export function nameWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(WORD_SEPARATORS).filter(Boolean))].slice(0, MAX_WORDS);
}

/**
 * Answers kept per database for COUNT_TTL_MS (a Map keeps insertion order, so past CACHE_SIZE the
 * oldest entry goes first). Per database, so servers and tests over different databases never share.
 */
class PerDatabaseCache<V> {
  private readonly byDb = new WeakMap<Kysely<Database>, Map<string, { value: V; at: number }>>();

  async get(db: Kysely<Database>, key: string, now: () => number, load: () => Promise<V>): Promise<V> {
    let entries = this.byDb.get(db);
    if (!entries) {
      entries = new Map();
      this.byDb.set(db, entries);
    }
    const hit = entries.get(key);
    if (hit && now() - hit.at < COUNT_TTL_MS) return hit.value;
    const value = await load();
    entries.delete(key);
    entries.set(key, { value, at: now() });
    if (entries.size > CACHE_SIZE) entries.delete(entries.keys().next().value as string);
    return value;
  }

  forget(db: Kysely<Database>) {
    this.byDb.delete(db);
  }
}

/** Words of the names' vocabulary matching a typed word. */
const vocabulary = new PerDatabaseCache<string[]>();
/** Counts of matches per filters (they do not depend on the point). */
const counts = new PerDatabaseCache<number>();

/** Forgets what is cached for `db` (after places are added or renamed). */
export function forgetHospitalCounts(db: Kysely<Database>) {
  counts.forget(db);
  vocabulary.forget(db);
}

/**
 * Planner statistics for every table a search reads, after places are added in bulk (the demo seed,
 * the benchmark's places): PGlite has no autovacuum to gather them, and without them a word search
 * guessed a few hundred rows for an insurer's 50,000 and scanned them all.
 */
export async function analyzeHospitalSearch(db: Kysely<Database>) {
  await sql`analyze hospitals, hospital_coverages, hospital_name_words, name_words, hospital_network, hospital_network_words`.execute(
    db,
  );
}

/** The words of any name that contain `word` or are close to it (`<%`), cached for five minutes. */
function wordsLike(db: Kysely<Database>, word: string, now: () => number): Promise<string[]> {
  return vocabulary.get(db, word, now, async () => {
    const { rows } = await sql<{ word: string }>`
      select word from name_words where word like ${`%${escapeLike(word)}%`}
      union
      select word from name_words where ${word} <% word`.execute(db);
    return rows.map((r) => r.word);
  });
}

/**
 * Hospital search (docs/decisions/050-hospital-search.md, "Figures"):
 * - names: every typed word must match a word of the Thai or English name, one that contains it or is
 *   close to it (pg_trgm word similarity `<%`); the matching words come from the vocabulary of names
 *   (migration 013) and are cached, and the places from the words through a B-tree;
 * - with a point and no limit: the page is looked for within 3 km, then 12 and 50, then everywhere,
 *   stopping at the first radius that holds the whole page (every place beyond it is farther than
 *   every place on the page, so the order is exact); words with few matches skip the radii;
 * - the total does not depend on the point, so it is counted once per filters and reused for five
 *   minutes.
 */
export async function searchHospitals(
  db: Kysely<Database>,
  partnerInsCode: string,
  viewer: Viewer | null,
  input: HospitalSearchInput,
  now: () => number = Date.now,
): Promise<HospitalSearchPage> {
  const insCode = await scopeOf(db, partnerInsCode, viewer, input.card);
  if (!insCode) return { items: [], total: 0, has_more: false };
  const q = normalizeQuery(input.q);
  const point: Point | null =
    input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  const within = point && input.within_km !== undefined ? input.within_km : null;

  const like = `%${escapeLike(q)}%`;
  // Each typed word must match a word of the name: the words of every name that contain it or are
  // close to it (pg_trgm word similarity), looked up once in the vocabulary of names (cached).
  const wordSets: string[][] = [];
  for (const word of nameWords(q)) {
    const matches = await wordsLike(db, word, now);
    if (matches.length === 0) return { items: [], total: 0, has_more: false };
    wordSets.push(matches);
  }

  // The narrow copies of the networks (migration 014): position, type, area and level per place and
  // insurer, so matches are filtered and sorted without reading the places' 1 KB rows. With `byWord`,
  // the rows of `hospital_network_words` whose word matches the first typed word (a place appears
  // once per matching word of its names: grouped before ranking).
  const filtered = (radiusKm: number | null, byWord = false) => {
    // With `byWord`, the first typed word picks the rows; every other typed word is a semi-join.
    const firstWords = byWord ? wordSets[0] : undefined;
    const otherWords = byWord ? wordSets.slice(1) : wordSets;
    let query = db
      .selectFrom(
        sql<HospitalNetwork>`${sql.table(byWord ? 'hospital_network_words' : 'hospital_network')}`.as('n'),
      )
      .where('n.ins_code', '=', insCode);
    if (firstWords) query = query.where(sql<boolean>`n.word = any(${sql.val(firstWords)}::text[])`);
    query = query.where('n.is_active', '=', true);
    for (const words of otherWords) {
      query = query.where(
        'n.hospital_id',
        'in',
        sql<string>`(select hospital_id from hospital_name_words where word = any(${sql.val(words)}::text[]))`,
      );
    }
    if (input.province) query = query.where('n.province_en', '=', input.province);
    if (input.district) query = query.where('n.district_en', '=', input.district);
    if (input.level) query = query.where('n.level', '=', input.level);
    if (input.type) query = query.where('n.type', '=', input.type);
    if (point && radiusKm !== null) {
      const dLat = radiusKm / KM_PER_DEGREE;
      const dLng = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
      query = query
        .where('n.lat', '>=', point.lat - dLat)
        .where('n.lat', '<=', point.lat + dLat)
        .where('n.lng', '>=', point.lng - dLng)
        .where('n.lng', '<=', point.lng + dLng)
        .where(distanceKm(point.lat, point.lng) as Expression<number>, '<=', radiusKm);
    }
    return query;
  };

  const countKey = JSON.stringify([insCode, q, input.province, input.district, input.level, input.type]);
  const countMatches = async (): Promise<number> => {
    const count = async (radiusKm: number | null) => {
      const row = await filtered(radiusKm)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    if (within !== null) return count(within);
    return counts.get(db, countKey, now, () => count(null));
  };

  const offset = (input.page - 1) * input.page_size;
  const total = await countMatches();
  if (total === 0 || offset >= total) return { items: [], total, has_more: false };

  const shown = [
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
  ] as const;
  // Page statements are prepared per connection: the plan of each of the few shapes is kept
  // (PREPARED_STATEMENT_MARK).
  const runPrepared = async <R>(query: { compile(): CompiledQuery<R> }): Promise<R[]> => {
    const compiled = query.compile();
    return (await db.executeQuery({ ...compiled, sql: PREPARED_STATEMENT_MARK + compiled.sql })).rows as R[];
  };

  const pageAt = async (radiusKm: number | null, byWord = false) => {
    if (point) {
      // The page is ranked on a narrow copy; only its rows are then read from `hospitals`.
      const ranked = filtered(radiusKm, byWord)
        .$if(byWord, (qb) => qb.groupBy(['n.hospital_id', 'n.code', 'n.level', 'n.lat', 'n.lng']))
        .select(['n.hospital_id', 'n.code', 'n.level', distanceKm(point.lat, point.lng).as('distance_km')])
        .orderBy('distance_km')
        .orderBy('n.code')
        .limit(input.page_size)
        .offset(offset);
      return runPrepared(
        db
          .selectFrom(ranked.as('p'))
          .innerJoin('hospitals as h', 'h.id', 'p.hospital_id')
          .select(shown)
          .select(['p.level', 'p.distance_km'])
          .orderBy('p.distance_km')
          .orderBy('p.code'),
      );
    }
    let rows = filtered(radiusKm)
      .innerJoin('hospitals as h', 'h.id', 'n.hospital_id')
      .select(shown)
      .select(['n.level', sql<number | null>`null::float8`.as('distance_km')]);
    if (q) {
      const score = sql<number>`case when h.name_th ilike ${like} or h.name_en ilike ${like} then 1 else greatest(word_similarity(${q}, h.name_th), word_similarity(${q}, h.name_en)) end`;
      rows = rows.orderBy(score, 'desc').orderBy('h.type').orderBy('h.name_en').orderBy('h.code');
    } else rows = rows.orderBy('h.type').orderBy('h.name_en').orderBy('h.code');
    return runPrepared(rows.limit(input.page_size).offset(offset));
  };

  let list: Awaited<ReturnType<typeof pageAt>> = [];
  if (!point) list = await pageAt(null);
  else if (within !== null) list = await pageAt(within);
  // Few places match the words: they come from the words' index and are all ranked.
  else if (wordSets.length > 0 && total <= FEW_MATCHES) list = await pageAt(null, true);
  else {
    const wanted = Math.min(input.page_size, total - offset);
    for (const radius of SEARCH_RADII_KM) {
      list = await pageAt(radius);
      if (list.length >= wanted) break;
    }
  }
  return {
    total,
    has_more: offset + list.length < total,
    items: list.map((h) => ({
      ...placeOf(h),
      distance_km: h.distance_km === null ? null : round1(Number(h.distance_km)),
    })),
  };
}

/** A place's row as the search and the detail read it. */
type PlaceRow = Pick<
  Selectable<Database['hospitals']>,
  | 'code'
  | 'type'
  | 'name_th'
  | 'name_en'
  | 'address_th'
  | 'address_en'
  | 'province_th'
  | 'province_en'
  | 'district_th'
  | 'district_en'
  | 'phone'
  | 'lat'
  | 'lng'
> & { level: HospitalCoverageLevel };

/** What every answer about a place says of it: names and address in both languages, where, and its cover. */
function placeOf(h: PlaceRow) {
  return {
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
    ...placeOf(h),
    postcode: h.postcode,
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
