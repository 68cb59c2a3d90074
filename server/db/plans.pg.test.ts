/**
 * Query plans at a TPA's size (issue 22, deliverable 2; first part: the notification feed). On
 * PostgreSQL only: the table is grown until the planner prefers indexes (20,000 members with 25
 * notifications each, 300 broadcasts per partner, 40 % read), then every notification query a member
 * makes runs under EXPLAIN (FORMAT JSON) and the test fails on a sequential scan of a growing table.
 * It runs in the server-pg project only (vitest.config.ts: *.pg.test.ts), which .ci/run starts.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countUnreadNotifications, unreadNotificationsQuery } from '../services/home';
import { visibleNotifications } from '../services/notification-visibility';
import { createTestDatabase, type TestDatabase, testDbMode } from '../testing/db';
import { migrateToLatest } from './migrate';
import { syncPartners } from './sync-partners';
import { loadPartners } from '../partners/loader';

/** Tables that grow with members and their history: never read whole by a member's request. */
const GROWING = new Set(['notifications', 'notification_reads', 'members']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

/**
 * Every row the plan touched: what each node passed on (times its loops) and what its filters threw
 * away. A plan whose cost grows with the table (a scan of all of a partner's rows filtered down to
 * one member's) shows here even where the planner avoids a sequential scan.
 */
function rowsTouched(node: PlanNode): number {
  const own =
    (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) +
    (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1) +
    (node['Rows Removed by Index Recheck'] ?? 0) +
    (node['Rows Removed by Join Filter'] ?? 0);
  return own + (node.Plans ?? []).reduce((n, child) => n + rowsTouched(child), 0);
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && GROWING.has(node['Relation Name']))
    found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

if (testDbMode() === 'postgres') {
  describe('member queries at a TPA size use indexes (PostgreSQL)', () => {
    let database: TestDatabase;
    let member: { id: string; partner_id: string };
    const now = new Date('2026-11-26T05:00:00Z');
    /** One member's feed: 25 own, 300 of the partner, 50 for everyone. */
    const FEED = 375;

    beforeAll(async () => {
      database = await createTestDatabase();
      const db = database.db;
      await migrateToLatest(db);
      await syncPartners(db, loadPartners('partners'));
      await sql`insert into members (partner_id, name, surname, is_sso, external_id)
        select (array['default', 'siam-life', 'krungsiam-bank'])[1 + g % 3], 'Member', 'No ' || g, true, 'plan-' || g
        from generate_series(1, 20000) g`.execute(db);
      await sql`insert into notifications (partner_id, member_id, category, title_th, title_en, body_th, body_en, created_at)
        select m.partner_id, m.id, (array['claim', 'promotion', 'general'])[1 + n % 3], 'แจ้งเตือน', 'Notice', 'ข้อความ', 'Text',
          timestamptz '2026-11-25' - (n || ' hours')::interval
        from members m cross join generate_series(1, 25) n`.execute(db);
      await sql`insert into notifications (partner_id, member_id, category, title_th, title_en, body_th, body_en, created_at)
        select p.id, null, 'promotion', 'ข่าว', 'News', 'ข้อความ', 'Text', timestamptz '2026-11-25' - (n || ' hours')::interval
        from partners p cross join generate_series(1, 300) n`.execute(db);
      await sql`insert into notifications (partner_id, member_id, category, title_th, title_en, body_th, body_en, created_at)
        select null, null, 'general', 'ประกาศ', 'Notice', 'ข้อความ', 'Text', timestamptz '2026-11-25' - (n || ' hours')::interval
        from generate_series(1, 50) n`.execute(db);
      await sql`insert into notification_reads (notification_id, member_id, read_at)
        select id, member_id, created_at from notifications where member_id is not null and random() < 0.4`.execute(
        db,
      );
      await sql`analyze`.execute(db);
      member = await db
        .selectFrom('members')
        .select(['id', 'partner_id'])
        .where('partner_id', '=', 'siam-life')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
    }, 300_000);
    afterAll(() => database?.destroy());

    /** The plan PostgreSQL picks for a compiled query, run (ANALYZE) with its parameters on a client of its own. */
    const explain = async (compiled: { sql: string; parameters: readonly unknown[] }) => {
      const client = new pg.Client({ connectionString: database.url! });
      await client.connect();
      try {
        const result = await client.query(`explain (analyze, format json) ${compiled.sql}`, [
          ...compiled.parameters,
        ]);
        return (result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
      } finally {
        await client.end();
      }
    };

    it('reads a page of the feed, its total and a notification by index', async () => {
      const db = database.db;
      const feed = () => db.selectFrom(visibleNotifications(db, member, now).as('n'));
      const page = feed().selectAll().orderBy('n.created_at', 'desc').limit(20).compile();
      const total = feed()
        .select((eb) => eb.fn.countAll().as('total'))
        .compile();
      const one = feed().selectAll().where('n.id', '=', '00000000-0000-0000-0000-000000000000').compile();
      for (const [name, compiled] of Object.entries({ page, total, one })) {
        const plan = await explain(compiled);
        console.info(`plan ${name}: ${rowsTouched(plan)} rows touched for a feed of ${FEED}`);
        expect(seqScans(plan), `${name}: ${JSON.stringify(plan).slice(0, 400)}`).toEqual([]);
        // The feed is 375 rows; 500,000 are in the table. A plan within 10× the feed reads by index.
        expect(rowsTouched(plan), `${name} touches rows of other members`).toBeLessThan(FEED * 10);
      }
      // And it is the member's feed: 25 own + 300 of the partner + 50 for everyone.
      const { total: count } = await feed()
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(FEED);
    });

    it('counts the unread badge by index', async () => {
      const db = database.db;
      const counts = await countUnreadNotifications(db, member, now);
      expect(counts.claim + counts.promotion + counts.general).toBeGreaterThan(300);
      const compiled = unreadNotificationsQuery(db, member, now).compile();
      const plan = await explain(compiled);
      expect(seqScans(plan)).toEqual([]);
      expect(rowsTouched(plan), 'the badge touches rows of other members').toBeLessThan(FEED * 10);
    });
  });
}
