/**
 * 018: a member's lists at a TPA's size (issue 22; docs/decisions/070-member-queries-at-scale.md).
 *
 * - Keyset paging: the feed's three parts and the claim list read newest first by (time, id), so a page
 *   after a cursor is one index range, whatever the member's history. The feed indexes gain the id;
 *   the claims get (card_id, status_updated_at, id), with and without the status filter.
 * - The unread badge: notifications.member_read mirrors notification_reads for a member's own
 *   notifications (a trigger keeps it, whoever writes the reads), and a partial index holds only the
 *   unread ones, so counting them reads the unread rows and nothing the member has read.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`alter table notifications add column member_read boolean not null default false`,
    sql`update notifications n set member_read = true from notification_reads r
      where r.notification_id = n.id and r.member_id = n.member_id`,
    sql`create function notification_reads_mirror() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update notifications set member_read = true
            where id = new.notification_id and member_id = new.member_id and not member_read;
          return new;
        end if;
        update notifications set member_read = false
          where id = old.notification_id and member_id = old.member_id and member_read;
        return old;
      end $$`,
    sql`create trigger notification_reads_mirror after insert or delete on notification_reads
      for each row execute function notification_reads_mirror()`,
    sql`create index notifications_member_unread_idx on notifications (member_id, category, expires_at)
      include (created_at, partner_id) where member_id is not null and not member_read`,
    sql`drop index if exists notifications_member_idx`,
    sql`create index notifications_member_feed_idx on notifications (member_id, created_at desc, id desc)
      where member_id is not null`,
    sql`drop index if exists notifications_partner_broadcast_idx`,
    sql`create index notifications_partner_broadcast_idx on notifications (partner_id, created_at desc, id desc)
      where member_id is null and partner_id is not null`,
    sql`drop index if exists notifications_everyone_idx`,
    sql`create index notifications_everyone_idx on notifications (created_at desc, id desc)
      where member_id is null and partner_id is null`,
    // The export lists every session of the member, revoked ones too: sessions_member_idx holds live ones.
    sql`create index sessions_member_created_idx on sessions (member_id, created_at)`,
    sql`create index claims_card_updated_idx on claims (card_id, status_updated_at desc, id desc)`,
    sql`create index claims_card_status_updated_idx on claims (card_id, status, status_updated_at desc, id desc)`,
  ])
    await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`drop index if exists claims_card_status_updated_idx`,
    sql`drop index if exists sessions_member_created_idx`,
    sql`drop index if exists claims_card_updated_idx`,
    sql`drop index if exists notifications_everyone_idx`,
    sql`create index notifications_everyone_idx on notifications (created_at desc)
      where member_id is null and partner_id is null`,
    sql`drop index if exists notifications_partner_broadcast_idx`,
    sql`create index notifications_partner_broadcast_idx on notifications (partner_id, created_at desc)
      where member_id is null and partner_id is not null`,
    sql`drop index if exists notifications_member_feed_idx`,
    sql`create index notifications_member_idx on notifications (member_id, created_at desc) where member_id is not null`,
    sql`drop index if exists notifications_member_unread_idx`,
    sql`drop trigger if exists notification_reads_mirror on notification_reads`,
    sql`drop function if exists notification_reads_mirror()`,
    sql`alter table notifications drop column if exists member_read`,
  ])
    await statement.execute(db);
}
