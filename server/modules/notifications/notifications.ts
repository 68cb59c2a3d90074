/**
 * The member's notifications (issue 12). A member sees the notifications addressed to them, to every
 * member of their partner, and to everyone (partner_id and member_id null), once created. Read state
 * is a row per (notification, member) in notification_reads: it belongs to the member, not to a
 * session or device, so it survives signing out and in. Expired notifications stay listed, marked;
 * the unread counts (home badge, tabs) leave them out. Anything the member may not see is 404.
 */
import { type Kysely, sql } from 'kysely';
import type { NotificationGroup } from '../../../shared/api/schemas/home';
import type {
  NotificationItem,
  NotificationSubject,
  UnreadCounts,
} from '../../../shared/api/schemas/notifications';
import { ApiError } from '../../http/api-error';
import type { Database, Lang, Member } from '../../db/types';
import { countUnreadNotifications } from '../home/home';
import { feedPage, unreadFeedIds, visibleNotifications } from './notification-visibility';
import { cursorTime, decodeCursor, pageOf } from '../../platform/cursor';

export type Reader = Pick<Member, 'id' | 'partner_id'>;

/** What a notification's link opens, from its path. */
export function subjectOf(link: string | null): NotificationSubject | null {
  if (!link) return null;
  if (link.startsWith('/claim-status')) return 'claim';
  if (link.startsWith('/coverages/') || link.startsWith('/family-coverages/')) return 'card';
  if (link.startsWith('/promotion')) return 'promotion';
  if (link.startsWith('/article')) return 'article';
  return 'page';
}

export async function unreadCounts(db: Kysely<Database>, member: Reader, now: Date): Promise<UnreadCounts> {
  const unread = await countUnreadNotifications(db, member, now);
  return { unread, total_unread: unread.claim + unread.promotion + unread.general };
}

function selectItems(db: Kysely<Database>, member: Reader, now: Date) {
  return db
    .selectFrom(visibleNotifications(db, member, now).as('notifications'))
    .leftJoin('notification_reads as r', (join) =>
      join.onRef('r.notification_id', '=', 'notifications.id').on('r.member_id', '=', member.id),
    );
}

type Row = {
  id: string;
  category: NotificationGroup;
  title_th: string;
  title_en: string;
  body_th: string;
  body_en: string;
  link: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  read_at: Date | string | null;
};

function toItem(row: Row, lang: Lang, now: Date): NotificationItem {
  const expiresAt = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    id: row.id,
    group: row.category,
    title: lang === 'th' ? row.title_th : row.title_en,
    body: lang === 'th' ? row.body_th : row.body_en,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: expiresAt?.toISOString() ?? null,
    expired: expiresAt !== null && expiresAt <= now,
    read: row.read_at !== null,
    link: row.link,
    subject: subjectOf(row.link),
  };
}

const COLUMNS = [
  'notifications.id',
  'notifications.category',
  'notifications.title_th',
  'notifications.title_en',
  'notifications.body_th',
  'notifications.body_en',
  'notifications.link',
  'notifications.created_at',
  'notifications.expires_at',
  'r.read_at',
] as const;

export async function listNotifications(
  db: Kysely<Database>,
  member: Reader,
  lang: Lang,
  now: Date,
  group: NotificationGroup | undefined,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<{ items: NotificationItem[]; next_cursor: string | null; counts: UnreadCounts }> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await db
    .selectFrom(feedPage(db, member, now, { group, after, rows: limit + 1 }).as('notifications'))
    .leftJoin('notification_reads as r', (join) =>
      join.onRef('r.notification_id', '=', 'notifications.id').on('r.member_id', '=', member.id),
    )
    .select([...COLUMNS, cursorTime('notifications.created_at').as('cursor_at')])
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (row) => ({ at: row.cursor_at, id: row.id }));
  const counts = await unreadCounts(db, member, now);
  return {
    items: page.items.map((row) => toItem(row as Row, lang, now)),
    next_cursor: page.next_cursor,
    counts,
  };
}

export async function getNotification(
  db: Kysely<Database>,
  member: Reader,
  id: string,
  lang: Lang,
  now: Date,
): Promise<NotificationItem> {
  const row = await selectItems(db, member, now)
    .where('notifications.id', '=', id)
    .select(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  return toItem(row as Row, lang, now);
}

export async function markRead(
  db: Kysely<Database>,
  member: Reader,
  id: string,
  now: Date,
): Promise<UnreadCounts> {
  const visible = await db
    .selectFrom(visibleNotifications(db, member, now).as('notifications'))
    .select('notifications.id')
    .where('notifications.id', '=', id)
    .executeTakeFirst();
  if (!visible) throw new ApiError('NOT_FOUND');
  await db
    .insertInto('notification_reads')
    .values({ notification_id: id, member_id: member.id, read_at: now })
    .onConflict((oc) => oc.columns(['notification_id', 'member_id']).doNothing())
    .execute();
  return unreadCounts(db, member, now);
}

/**
 * Marks every notification of the member read (all groups: the tabs are one inbox), or those of one
 * group. One set-based statement that inserts a read row only for what is unread
 * (unreadFeedIds: index-backed), so it costs what the member has left unread, not the size of their
 * history or of the 5 million notifications of a TPA; the mirror trigger of migration 018 clears the
 * member's own rows from the unread index as it goes.
 */
export async function markAllRead(
  db: Kysely<Database>,
  member: Reader,
  group: NotificationGroup | undefined,
  now: Date,
): Promise<UnreadCounts> {
  await db
    .insertInto('notification_reads')
    .columns(['notification_id', 'member_id', 'read_at'])
    .expression(
      db
        .selectFrom(unreadFeedIds(db, member, now, group).as('unread'))
        .select((se) => [
          se.ref('unread.id').as('notification_id'),
          sql<string>`${member.id}::uuid`.as('member_id'),
          sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
        ]),
    )
    .onConflict((oc) => oc.columns(['notification_id', 'member_id']).doNothing())
    .execute();
  return unreadCounts(db, member, now);
}
