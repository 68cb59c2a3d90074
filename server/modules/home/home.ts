/**
 * The home screen in one answer (GET|POST /api/v2/home): the member's name, unread notifications per
 * group, the theme's banners, highlighted promotions and articles of the partner, and the number of
 * cards the member can see. One statement (issue 22; docs/decisions/070-member-queries-at-scale.md):
 * the unread counts, the card count, the promotions and the articles are four subqueries of one
 * SELECT, built and compiled once per database (compileOnce) and sent as a prepared statement, so a
 * home is one round trip planned once per connection instead of four statements planned each time.
 */
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { HomeData, NotificationGroup } from '../../../shared/api/schemas/home';
import type { Theme } from '../../../shared/generated/types';
import { compileOnce, prepared } from '../../db/database';
import type { Database, Lang, Member } from '../../db/types';
import { visibleCardIds } from '../cards/cards';
import { UNREAD_CAP, unreadNotificationsQuery } from '../notifications/notification-visibility';
import { bangkokDate } from '../../platform/time';

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

/** Placeholders of the home statement (compileOnce): values no caller passes. */
const HOME_PLACEHOLDERS = {
  memberId: '\u0000member_id',
  partnerId: '\u0000partner_id',
  now: new Date(0),
  today: '\u0000today',
};

function homeStatement(db: Kysely<Database>) {
  return compileOnce(HOME_PLACEHOLDERS, ({ memberId, partnerId, now, today }) =>
    db.selectNoFrom((eb) => [
      jsonArrayFrom(unreadNotificationsQuery(db, { id: memberId, partner_id: partnerId }, now)).as('unread'),
      eb
        .selectFrom(visibleCardIds(db, memberId, partnerId).as('v'))
        .select((e) => e.fn.countAll<string>().as('count'))
        .as('card_count'),
      // Only what home shows (decision 069: the bodies were read and thrown away on every home).
      jsonArrayFrom(
        db
          .selectFrom('promotions')
          .select([
            'id',
            'title_th',
            'title_en',
            'summary_th',
            'summary_en',
            'image_url',
            'start_date',
            'end_date',
          ])
          .where((w) => w.or([w('partner_id', '=', partnerId), w('partner_id', 'is', null)]))
          .where('start_date', '<=', today)
          .where('end_date', '>=', today)
          .orderBy('is_highlighted', 'desc')
          // The partner's own offers before the TPA-wide ones, then the ones ending soonest.
          .orderBy((o) => o('partner_id', 'is', null), 'asc')
          .orderBy('end_date', 'asc')
          .orderBy('id', 'asc')
          .limit(HOME_ITEMS),
      ).as('promotions'),
      jsonArrayFrom(
        db
          .selectFrom('articles')
          .select([
            'id',
            'source',
            'title_th',
            'title_en',
            'summary_th',
            'summary_en',
            'image_url',
            'published_at',
          ])
          .where((w) => w.or([w('partner_id', '=', partnerId), w('source', '=', 'tpa')]))
          .where('published_at', '<=', now)
          .orderBy('is_highlighted', 'desc')
          .orderBy('published_at', 'desc')
          .orderBy('id', 'asc')
          .limit(HOME_ITEMS),
      ).as('articles'),
    ]),
  );
}

/** One compiled statement per database (a test may open several). */
const statements = new WeakMap<Kysely<Database>, ReturnType<typeof homeStatement>>();

/** A date or time column as JSON gives it: a string, whatever the driver does with the column itself. */
const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
const timeIso = (value: unknown) => new Date(value as string | Date).toISOString();

export async function getHomeData(
  db: Kysely<Database>,
  { member, theme, lang, now }: HomeInput,
): Promise<HomeData> {
  let statement = statements.get(db);
  if (!statement) {
    statement = homeStatement(db);
    statements.set(db, statement);
  }
  const [row] = (
    await db.executeQuery(
      prepared(
        statement({ memberId: member.id, partnerId: member.partner_id, now, today: bangkokDate(now) }),
      ),
    )
  ).rows;
  if (!row) throw new Error('home: the statement answered no row');
  const pick = <T extends Record<string, unknown>>(r: T, field: string) => r[`${field}_${lang}`] as string;

  const unread: Record<NotificationGroup, number> = { claim: 0, promotion: 0, general: 0 };
  for (const part of row.unread)
    unread[part.category] = Math.min(UNREAD_CAP, unread[part.category] + Number(part.count));

  return {
    lang,
    member: { id: member.id, name: member.name, surname: member.surname },
    notifications: { unread, total_unread: unread.claim + unread.promotion + unread.general },
    banners: themeBanners(theme),
    section_banners: { promotion: theme.banner_promotion, blog: theme.banner_blog },
    promotions: row.promotions.map((p) => ({
      id: p.id,
      title: pick(p, 'title'),
      summary: pick(p, 'summary'),
      image_url: p.image_url,
      start_date: dateText(p.start_date),
      end_date: dateText(p.end_date),
    })),
    articles: row.articles.map((a) => ({
      id: a.id,
      source: a.source,
      title: pick(a, 'title'),
      summary: pick(a, 'summary'),
      image_url: a.image_url,
      published_at: timeIso(a.published_at),
    })),
    cards: { count: Number(row.card_count) },
  };
}
