import type { Kysely } from 'kysely';
import type { Database, Member } from '../db/types';

type Reader = Pick<Member, 'id' | 'partner_id'>;

/**
 * The notifications a member sees, as three index-backed parts in one UNION ALL (issue 22): their own
 * (notifications_member_idx), their partner's broadcasts and the TPA-wide ones (the partial indexes of
 * migration 017). One OR across member_id and partner_id made PostgreSQL scan the whole table (5 M rows:
 * 2.5–3.7 s a list); each part here reads only its own rows, newest first, so a page is a merge of three
 * index scans. Aliased `notifications`, with every column, for the queries below.
 */
export function visibleNotifications(db: Kysely<Database>, member: Reader, now: Date) {
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
  return own.unionAll(partner).unionAll(everyone);
}
