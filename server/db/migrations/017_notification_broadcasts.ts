/**
 * 017: index the broadcasts on their own (issue 22; server/modules/notifications/notification-visibility.ts). A
 * member's feed is their own notifications (notifications_member_idx), their partner's broadcasts and
 * the TPA-wide ones. notifications_partner_idx holds every row of a partner, the members' own
 * included (millions at a TPA's size), so the broadcasts get partial indexes of their own: a feed's
 * three parts each read only their rows, newest first.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index notifications_partner_broadcast_idx on notifications (partner_id, created_at desc)
    where member_id is null and partner_id is not null`.execute(db);
  await sql`create index notifications_everyone_idx on notifications (created_at desc)
    where member_id is null and partner_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notifications_everyone_idx`.execute(db);
  await sql`drop index if exists notifications_partner_broadcast_idx`.execute(db);
}
