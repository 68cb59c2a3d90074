/**
 * The home screen in one answer (GET|POST /api/v2/home): the member's name, unread notifications per
 * group, the theme's banners, highlighted promotions and articles of the partner, and the number of
 * cards the member can see. The queries run one after another: PGlite has one connection anyway, and
 * on PostgreSQL five small indexed queries cost less than the round trips saved by a pool fan-out.
 */
import type { Kysely } from 'kysely';
import type { HomeData, NotificationGroup } from '../../src/api/schemas/home';
import type { Theme } from '../../src/generated/types';
import type { Database, Lang, Member } from '../db/types';
import { countVisibleCards } from './cards';
import { UNREAD_CAP, unreadNotificationsQuery } from './notification-visibility';
import { bangkokDate } from './time';

/** How many promotions and articles the home screen shows. */
export const HOME_ITEMS = 5;

export function themeBanners(theme: Theme): HomeData['banners'] {
  const banners: HomeData['banners'] = [];
  if (theme.banner_url_1_status === 1)
    banners.push({ slot: 'banner_1', image: theme.banner_id_1, url: theme.banner_url_1 ?? '' });
  if (theme.banner_url_2_status === 1)
    banners.push({ slot: 'banner_2', image: theme.banner_id_2, url: theme.banner_url_2 ?? '' });
  return banners;
}

export async function countUnreadNotifications(
  db: Kysely<Database>,
  member: Pick<Member, 'id' | 'partner_id'>,
  now: Date,
): Promise<Record<NotificationGroup, number>> {
  const rows = await unreadNotificationsQuery(db, member, now).execute();
  const unread: Record<NotificationGroup, number> = { claim: 0, promotion: 0, general: 0 };
  for (const row of rows)
    unread[row.category] = Math.min(UNREAD_CAP, unread[row.category] + Number(row.count));
  return unread;
}

export interface HomeInput {
  member: Member;
  theme: Theme;
  lang: Lang;
  now: Date;
}

export async function getHomeData(
  db: Kysely<Database>,
  { member, theme, lang, now }: HomeInput,
): Promise<HomeData> {
  const today = bangkokDate(now);
  const pick = <T extends Record<string, unknown>>(row: T, field: string) =>
    row[`${field}_${lang}`] as string;

  const unread = await countUnreadNotifications(db, member, now);

  // Only what home shows (decision 069: the bodies were read and thrown away on every home).
  const promotions = await db
    .selectFrom('promotions')
    .select(['id', 'title_th', 'title_en', 'summary_th', 'summary_en', 'image_url', 'start_date', 'end_date'])
    .where((eb) => eb.or([eb('partner_id', '=', member.partner_id), eb('partner_id', 'is', null)]))
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .orderBy('is_highlighted', 'desc')
    // The partner's own offers before the TPA-wide ones, then the ones ending soonest.
    .orderBy((eb) => eb('partner_id', 'is', null), 'asc')
    .orderBy('end_date', 'asc')
    .orderBy('id', 'asc')
    .limit(HOME_ITEMS)
    .execute();

  const articles = await db
    .selectFrom('articles')
    .select(['id', 'source', 'title_th', 'title_en', 'summary_th', 'summary_en', 'image_url', 'published_at'])
    .where((eb) => eb.or([eb('partner_id', '=', member.partner_id), eb('source', '=', 'tpa')]))
    .where('published_at', '<=', now)
    .orderBy('is_highlighted', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'asc')
    .limit(HOME_ITEMS)
    .execute();

  const cardCount = await countVisibleCards(db, member.id, member.partner_id);

  return {
    lang,
    member: { id: member.id, name: member.name, surname: member.surname },
    notifications: { unread, total_unread: unread.claim + unread.promotion + unread.general },
    banners: themeBanners(theme),
    section_banners: { promotion: theme.banner_promotion, blog: theme.banner_blog },
    promotions: promotions.map((p) => ({
      id: p.id,
      title: pick(p, 'title'),
      summary: pick(p, 'summary'),
      image_url: p.image_url,
      start_date: p.start_date,
      end_date: p.end_date,
    })),
    articles: articles.map((a) => ({
      id: a.id,
      source: a.source,
      title: pick(a, 'title'),
      summary: pick(a, 'summary'),
      image_url: a.image_url,
      published_at: a.published_at.toISOString(),
    })),
    cards: { count: cardCount },
  };
}
