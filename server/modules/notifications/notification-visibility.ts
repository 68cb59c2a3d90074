import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { NotificationGroup } from '../../../shared/api/schemas/home';
import type { Database, Member } from '../../db/types';
import type { Cursor } from '../../platform/cursor';

type Reader = Pick<Member, 'id' | 'partner_id'>;

/**
 * The three parts of a member's feed (issue 22; docs/decisions/070-member-queries-at-scale.md): their
 * own notifications (notifications_member_feed_idx), their partner's broadcasts and the TPA-wide ones
 * (the partial indexes of migrations 017 and 018). One OR across member_id and partner_id made
 * PostgreSQL scan the whole table (5 M rows: 2.5–3.7 s a list); each part reads only its own rows.
 */
/** The member's read row for broadcast `b` (broadcasts have no per-member read flag of their own). */
function readBy(eb: ExpressionBuilder<Database & { b: { id: string } }, 'b'>, member: Reader) {
  return eb
    .selectFrom('notification_reads as r')
    .select('r.notification_id')
    .whereRef('r.notification_id', '=', 'b.id')
    .where('r.member_id', '=', member.id);
}

function feedParts(db: Kysely<Database>, member: Reader, now: Date) {
  const own = db
    .selectFrom('notifications')
    .selectAll()
    .where('member_id', '=', member.id)
    .where((eb) => eb.or([eb('partner_id', '=', member.partner_id), eb('partner_id', 'is', null)]))
    .where('created_at', '<=', now);
  const partner = db
    .selectFrom('notifications')
    .selectAll()
    .where('member_id', 'is', null)
    .where('partner_id', '=', member.partner_id)
    .where('created_at', '<=', now);
  const everyone = db
    .selectFrom('notifications')
    .selectAll()
    .where('member_id', 'is', null)
    .where('partner_id', 'is', null)
    .where('created_at', '<=', now);
  return [own, partner, everyone] as const;
}

/** Every notification the member sees, aliased `notifications` by callers: for one by id, or all of them. */
export function visibleNotifications(db: Kysely<Database>, member: Reader, now: Date) {
  const [own, partner, everyone] = feedParts(db, member, now);
  return own.unionAll(partner).unionAll(everyone);
}

export interface FeedPage {
  group?: NotificationGroup | undefined;
  after?: Cursor | undefined;
  /** Rows wanted from each part: the page size plus one, to know whether more follow. */
  rows: number;
}

/**
 * One page of the feed, newest first: each part reads at most `rows` rows after the cursor from its
 * index, so a page costs the same on the first screen and the hundredth, for a member with 25
 * notifications or 25,000. The caller orders the union and keeps `rows`.
 */
export function feedPage(db: Kysely<Database>, member: Reader, now: Date, { group, after, rows }: FeedPage) {
  const page = (part: ReturnType<typeof feedParts>[number]) => {
    let q = part;
    if (group) q = q.where('category', '=', group);
    if (after) q = q.where(sql<boolean>`(created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    return db
      .selectFrom(q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(rows).as('part'))
      .selectAll();
  };
  const [own, partner, everyone] = feedParts(db, member, now);
  return page(own).unionAll(page(partner)).unionAll(page(everyone));
}

/**
 * The ids of what the member has not read yet, of one group or all (issue 25: "mark all as read"):
 * their own unread rows from the partial index notifications_member_unread_idx (the rows they have
 * read are not in it), and the broadcasts of their partner and of the TPA that have no read row of
 * theirs (the broadcast indexes of migration 018, the read row by its primary key). Nothing the member
 * has already read is touched, so marking all read writes only what changes, whatever the history.
 */
export function unreadFeedIds(
  db: Kysely<Database>,
  member: Reader,
  now: Date,
  group?: NotificationGroup | undefined,
) {
  const [ownPart, partner, everyone] = feedParts(db, member, now);
  // A literal, not a parameter: the partial index's predicate must be visible to the planner.
  let own = ownPart.where(sql<boolean>`not member_read`).clearSelect().select('id');
  if (group) own = own.where('category', '=', group);
  let broadcasts = db
    .selectFrom(partner.unionAll(everyone).as('b'))
    .select('b.id')
    .where((eb) => eb.not(eb.exists(readBy(eb, member))));
  if (group) broadcasts = broadcasts.where('b.category', '=', group);
  return own.unionAll(broadcasts);
}

/** The badge counts up to this many unread a group; the app shows "99+" from there. */
export const UNREAD_CAP = 100;

/**
 * The unread badge per group (unread, not expired), counted up to UNREAD_CAP, so it costs the same for
 * every member whatever they have read or left unread: per group, at most UNREAD_CAP of the member's
 * own unread rows from the partial index notifications_member_unread_idx (rows the member has read
 * are not in it), and their partner's and everyone's broadcasts without a read row (what was
 * broadcast, the same for every member of the partner). One statement; countUnreadNotifications adds
 * the parts and caps the sum.
 */
export function unreadNotificationsQuery(db: Kysely<Database>, member: Reader, now: Date) {
  const unexpired = <Q extends ReturnType<typeof feedParts>[number]>(q: Q) =>
    q.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])) as Q;
  const [ownPart, partner, everyone] = feedParts(db, member, now);
  const own = GROUPS.map((group) =>
    db
      .selectFrom(
        unexpired(
          // A literal, not a parameter: the partial index's predicate must be visible to the planner.
          ownPart.where(sql<boolean>`not member_read`).where('category', '=', group),
        )
          .clearSelect()
          .select('id')
          .limit(UNREAD_CAP)
          .as('own'),
      )
      .select((eb) => [
        sql<NotificationGroup>`${sql.lit(group)}`.as('category'),
        eb.fn.countAll<number>().as('count'),
      ]),
  );
  // The broadcasts in one pass: as many as the partner and the TPA sent, the same for every member.
  const broadcasts = db
    .selectFrom(unexpired(partner).unionAll(unexpired(everyone)).as('b'))
    .where((eb) => eb.not(eb.exists(readBy(eb, member))))
    .select((eb) => ['b.category', eb.fn.countAll<number>().as('count')])
    .groupBy('b.category');
  return own[0]!.unionAll(own[1]!).unionAll(own[2]!).unionAll(broadcasts);
}

const GROUPS = ['claim', 'promotion', 'general'] as const satisfies readonly NotificationGroup[];
