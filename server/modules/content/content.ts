/**
 * Promotions and articles (issue 12). Visibility is decided here, once, for lists and details alike:
 * a partner sees its own promotions and the TPA-wide ones (partner_id null), the TPA's articles and
 * its own. A promotion is listed from its start date to its end date (Thailand time); after that its
 * detail still answers, marked expired, so a link from an old notification explains itself. Anything
 * the partner may not see answers 404, the same as an id that never existed.
 */
import type { Kysely } from 'kysely';
import type { ArticleDetail, PromotionDetail } from '../../../shared/api/schemas/content';
import type { HomeData } from '../../../shared/api/schemas/home';
import { ApiError } from '../../http/api-error';
import type { Database, Lang } from '../../db/types';
import { bangkokDate } from '../../platform/time';

export interface Paging {
  page: number;
  page_size: number;
}

export interface PageOf<T> extends Paging {
  items: T[];
  total: number;
}

type Localized<K extends string> = Record<`${K}_th` | `${K}_en`, string>;
const pick = <K extends string>(row: Localized<K>, field: K, lang: Lang): string =>
  row[`${field}_${lang}` as `${K}_th`];

function visiblePromotions(db: Kysely<Database>, partnerId: string) {
  return db
    .selectFrom('promotions')
    .where((eb) => eb.or([eb('partner_id', '=', partnerId), eb('partner_id', 'is', null)]));
}

/** The rows of page `page` (from 1) of `page_size` of an ordered list. */
const rowsOfPage = <Q extends { limit(n: number): Q; offset(n: number): Q }>(query: Q, paging: Paging) =>
  query.limit(paging.page_size).offset((paging.page - 1) * paging.page_size);

/** A page of a list: its items, where it is, and how many the whole list holds. */
const pageAnswer = <T>(items: T[], paging: Paging, total: string | number | bigint): PageOf<T> => ({
  items,
  page: paging.page,
  page_size: paging.page_size,
  total: Number(total),
});

export async function listPromotions(
  db: Kysely<Database>,
  partnerId: string,
  lang: Lang,
  now: Date,
  { page, page_size }: Paging,
): Promise<PageOf<HomeData['promotions'][number]>> {
  const today = bangkokDate(now);
  const running = visiblePromotions(db, partnerId)
    .where('start_date', '<=', today)
    .where('end_date', '>=', today);
  const { total } = await running
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const ordered = running
    .selectAll()
    .orderBy((eb) => eb('partner_id', 'is', null), 'asc')
    .orderBy('end_date', 'asc')
    .orderBy('id', 'asc');
  const rows = await rowsOfPage(ordered, { page, page_size }).execute();
  const items = rows.map((p) => ({
    id: p.id,
    title: pick(p, 'title', lang),
    summary: pick(p, 'summary', lang),
    image_url: p.image_url,
    start_date: p.start_date,
    end_date: p.end_date,
  }));
  return pageAnswer(items, { page, page_size }, total);
}

export async function getPromotion(
  db: Kysely<Database>,
  partnerId: string,
  id: string,
  lang: Lang,
  now: Date,
): Promise<PromotionDetail> {
  const today = bangkokDate(now);
  const p = await visiblePromotions(db, partnerId)
    .where('id', '=', id)
    .where('start_date', '<=', today)
    .selectAll()
    .executeTakeFirst();
  if (!p) throw new ApiError('NOT_FOUND');
  const hospital = p.hospital_id
    ? await db
        .selectFrom('hospitals')
        .select(['id', 'name_th', 'name_en', 'phone'])
        .where('id', '=', p.hospital_id)
        .executeTakeFirst()
    : undefined;
  return {
    id: p.id,
    category: p.category,
    title: pick(p, 'title', lang),
    summary: pick(p, 'summary', lang),
    body: pick(p, 'body', lang),
    terms: pick(p, 'terms', lang),
    image_url: p.image_url,
    start_date: p.start_date,
    end_date: p.end_date,
    status: p.end_date < today ? 'expired' : 'current',
    hospital: hospital
      ? { id: hospital.id, name: pick(hospital, 'name', lang), phone: hospital.phone }
      : null,
  };
}

function visibleArticles(db: Kysely<Database>, partnerId: string, now: Date) {
  return db
    .selectFrom('articles')
    .where((eb) => eb.or([eb('partner_id', '=', partnerId), eb('source', '=', 'tpa')]))
    .where('published_at', '<=', now);
}

export async function listArticles(
  db: Kysely<Database>,
  partnerId: string,
  lang: Lang,
  now: Date,
  source: 'tpa' | 'partner',
  { page, page_size }: Paging,
): Promise<PageOf<HomeData['articles'][number]>> {
  const query = visibleArticles(db, partnerId, now).where('source', '=', source);
  const { total } = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const ordered = query.selectAll().orderBy('published_at', 'desc').orderBy('id', 'asc');
  const rows = await rowsOfPage(ordered, { page, page_size }).execute();
  const items = rows.map((a) => ({
    id: a.id,
    source: a.source,
    title: pick(a, 'title', lang),
    summary: pick(a, 'summary', lang),
    image_url: a.image_url,
    published_at: new Date(a.published_at).toISOString(),
  }));
  return pageAnswer(items, { page, page_size }, total);
}

export async function getArticle(
  db: Kysely<Database>,
  partnerId: string,
  id: string,
  lang: Lang,
  now: Date,
): Promise<ArticleDetail> {
  const a = await visibleArticles(db, partnerId, now).where('id', '=', id).selectAll().executeTakeFirst();
  if (!a) throw new ApiError('NOT_FOUND');
  return {
    id: a.id,
    source: a.source,
    title: pick(a, 'title', lang),
    summary: pick(a, 'summary', lang),
    body: pick(a, 'body', lang),
    image_url: a.image_url,
    published_at: new Date(a.published_at).toISOString(),
    reading_minutes: a.reading_minutes,
    tags: a.tags,
  };
}
