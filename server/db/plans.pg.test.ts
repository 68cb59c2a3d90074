/**
 * Query plans at a TPA's size (issue 22, deliverable 2; docs/decisions/070-member-queries-at-scale.md).
 * On PostgreSQL only (the server-pg project runs *.pg.test.ts; .ci/run starts it): the member tables
 * are grown until the planner prefers indexes (20,000 members, each with a family member, 3 cards,
 * 5 claims with history and 25 notifications; 300 broadcasts per partner; 40 % read), plus one heavy
 * member (1,000 claims, 3,000 notifications). Then every GET a member can make (the contract's list,
 * checked here) is sent to the real server as the heavy member; every SELECT it ran is run again under
 * EXPLAIN (ANALYZE, FORMAT JSON), and the test fails on a sequential scan of a growing table or on a
 * plan that touches more rows than a page (what a member's history would make it).
 */
import { randomUUID } from 'node:crypto';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/api/contract';
import { createTestDatabase, type TestDatabase, testDbMode } from '../testing/db';
import { createPgPool } from './database';
import { startTestServer, type TestServer } from '../testing/server';
import type { Database } from './types';

/** Tables that grow with members and their history: a member's request never reads one whole. */
const GROWING = new Set([
  'members',
  'insured_persons',
  'family_links',
  'cards',
  'claims',
  'claim_status_history',
  'notifications',
  'notification_reads',
  'sessions',
  'member_consents',
]);

/**
 * The most rows one member's query may read. A page is 20 rows from each part or card; the unread
 * badge reads at most 100 of the member's unread rows a group, and the broadcasts once with a
 * read-state probe each (350 here: the partner's and everyone's, the same for every member). The
 * heavy member's 1,000 claims or 3,000 notifications read whole are far above it.
 */
const ROWS_PER_QUERY = 1_200;

/** Reads all of the member's data by design (a PDPA download they ask for): index-backed, not paged. */
const WHOLE_HISTORY = new Set(['exportMyData']);

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
 * Every row the plan read from a table or an index: what each scan passed on and what its filters
 * threw away, times its loops, and what join filters threw away. A plan whose cost grows with the
 * table (all of a partner's rows filtered down to one member's) shows here even without a sequential
 * scan. Nodes above the scans (sorts, appends, aggregates) pass the same rows on and are not counted.
 */
function rowsTouched(node: PlanNode): number {
  const loops = node['Actual Loops'] ?? 1;
  // A bitmap index scan's entries are counted by the heap scan above it (its rows and its filter).
  const scan =
    /Scan$/.test(node['Node Type']) && !['Subquery Scan', 'Bitmap Index Scan'].includes(node['Node Type']);
  const own =
    (scan ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops : 0) +
    (node['Rows Removed by Index Recheck'] ?? 0) +
    (node['Rows Removed by Join Filter'] ?? 0);
  return own + (node.Plans ?? []).reduce((n, child) => n + rowsTouched(child), 0);
}

/** The plan in one line: each node with its table or index and the rows it passed on. */
function outline(node: PlanNode & { 'Index Name'?: string }): string {
  const name = node['Index Name'] ?? node['Relation Name'];
  const own = `${node['Node Type']}${name ? ` ${name}` : ''} ${node['Actual Rows'] ?? 0}×${node['Actual Loops'] ?? 1}`;
  const children = (node.Plans ?? []).map(outline);
  return children.length > 0 ? `${own} (${children.join(', ')})` : own;
}

/** Growing tables that hold too few rows here for a plan on them to mean anything (filled in beforeAll). */
const SMALL = new Set<string>();

function seqScans(node: PlanNode, found: string[] = []): string[] {
  const table = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && table && GROWING.has(table) && !SMALL.has(table)) found.push(table);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

if (testDbMode() === 'postgres') {
  describe('member queries at a TPA size use indexes (PostgreSQL)', () => {
    let database: TestDatabase;
    let server: TestServer;
    let heavy: { id: string; partner_id: string };
    let headers: Record<string, string>;
    /** What the server's database ran, in order; reset before each request. */
    const ran: CompiledQuery[] = [];
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const base = await createTestDatabase();
      await base.close();
      // The app's pool (its type parsers and settings), under a Kysely that records what it runs.
      const pool = createPgPool(base.url!, 5);
      const db = new Kysely<Database>({
        dialect: new PostgresDialect({ pool }),
        log: (event) => {
          if (event.level === 'query') ran.push(event.query);
        },
      });
      database = { ...base, db, backgroundDb: db, close: () => db.destroy() };
      database.destroy = async () => {
        await db.destroy().catch(() => {});
        await base.destroy();
      };
      // The server migrates and loads the partners; the rows are grown next, with SQL.
      server = await startTestServer({ database, now: () => new Date('2026-11-26T05:00:00Z') });
      await grow(db);
      const sizes = await sql<{ relname: string; n: number }>`select relname, n_live_tup::int as n
        from pg_stat_user_tables`.execute(db);
      for (const { relname, n } of sizes.rows) if (GROWING.has(relname) && n < 5_000) SMALL.add(relname);
      console.info(
        `growing tables left small by this test (a scan of them is not judged): ${[...SMALL].join(', ') || 'none'}`,
      );
      heavy = await db
        .selectFrom('members')
        .select(['id', 'partner_id'])
        .where('external_id', '=', 'plan-heavy')
        .executeTakeFirstOrThrow();
      const { token } = await server.app.ctx.sessions.issue(heavy.id);
      headers = {
        authorization: `Bearer ${token}`,
        'x-api-key': server.app.ctx.partners.byId(heavy.partner_id)!.partner.api_key,
      };
      const first = (table: 'cards' | 'notifications', column: 'id') =>
        db
          .selectFrom(table)
          .select(column)
          .where((eb) =>
            table === 'cards'
              ? eb(
                  'insured_person_id',
                  'in',
                  eb.selectFrom('insured_persons').select('id').where('member_id', '=', heavy.id),
                )
              : eb('member_id', '=', heavy.id),
          )
          .limit(1)
          .executeTakeFirstOrThrow();
      ids.card = (await first('cards', 'id')).id;
      ids.claim = (
        await db
          .selectFrom('claims')
          .select('id')
          .where('card_id', '=', ids.card)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id;
      ids.notification = (await first('notifications', 'id')).id;
      ids.family = (
        await db
          .selectFrom('family_links')
          .select('insured_person_id')
          .where('member_id', '=', heavy.id)
          .executeTakeFirstOrThrow()
      ).insured_person_id;
    }, 600_000);
    afterAll(async () => {
      await server?.close();
      await database?.destroy();
    });

    /** Sends a member GET and returns the SELECTs it ran. */
    const request = async (url: string) => {
      ran.length = 0;
      const response = await server.app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.body, queries: ran.filter(isSelect) };
    };
    const isSelect = (q: CompiledQuery) => /^\s*(\/\*[^*]*\*\/\s*)?(select|with)\b/i.test(q.sql);

    /** The plan PostgreSQL picks for a query, run (ANALYZE) with its parameters on a client of its own. */
    const explain = async (query: CompiledQuery) => {
      const client = new pg.Client({ connectionString: database.url! });
      await client.connect();
      try {
        const result = await client.query(`explain (analyze, format json) ${query.sql}`, [
          ...query.parameters,
        ]);
        return (result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan;
      } finally {
        await client.end();
      }
    };

    it('plans every member GET of the contract by index, a page at a time, for the heaviest member', async () => {
      const none = randomUUID();
      // Every GET a signed-in member makes, with the heavy member's own ids; other ids answer 404
      // after the same lookups. The list is checked against the contract below.
      const urls: Record<string, string[]> = {
        getHome: ['/api/v2/home'],
        getMe: ['/api/v1/me'],
        exportMyData: ['/api/v1/me/export'],
        getDeletionPolicy: ['/api/v1/me/delete'],
        listConsents: ['/api/v1/consents'],
        listCards: ['/api/v1/cards'],
        getCard: [`/api/v1/cards/${ids.card}`],
        listInsurers: ['/api/v1/insurers'],
        listFamily: ['/api/v1/family'],
        listFamilyCards: [`/api/v1/family/${ids.family}/cards`],
        listCardHospitals: [`/api/v1/cards/${ids.card}/hospitals?lat=13.75&lng=100.5`],
        getUseSession: [`/api/v1/use-sessions/${none}`],
        listClaims: [
          '/api/v1/claims',
          '/api/v1/claims?status=rejected',
          `/api/v1/claims?person=${ids.family}`,
        ],
        getClaim: [`/api/v1/claims/${ids.claim}`],
        getEclaimDraft: ['/api/v1/eclaim/draft'],
        listNotifications: ['/api/v1/notifications', '/api/v1/notifications?group=general'],
        getNotification: [`/api/v1/notifications/${ids.notification}`],
        listTelemedCards: ['/api/v1/telemed/cards'],
        listTelemedProviders: ['/api/v1/telemed/providers'],
        getTelemedProvider: ['/api/v1/telemed/providers/NOPE'],
        getTelemedCoverage: [`/api/v1/telemed/providers/NOPE/coverage?cards=${ids.card}`],
        previewTelemed: [`/api/v1/telemed/providers/NOPE/preview?cards=${ids.card}`],
        getTelemedCode: [`/api/v1/telemed/codes/${none}`],
      };
      const memberGets = OPERATIONS.filter(
        (op) => op.method === 'GET' && (op.auth as { member?: boolean }).member === true,
      ).map((op) => op.operationId);
      expect(Object.keys(urls).sort(), 'a member GET without a plan check').toEqual([...memberGets].sort());

      // The second page of the long lists, after the first page's cursor.
      for (const list of ['/api/v1/claims', '/api/v1/notifications']) {
        const first = await request(list);
        expect(first.status, first.body).toBe(200);
        const cursor = JSON.parse(first.body).data.next_cursor as string;
        expect(cursor, `${list} has a second page for the heavy member`).toBeTruthy();
        urls[list.endsWith('claims') ? 'listClaims' : 'listNotifications']!.push(`${list}?cursor=${cursor}`);
      }

      const report: string[] = [];
      const failures: string[] = [];
      for (const [operation, list] of Object.entries(urls)) {
        for (const url of list) {
          const { status, queries } = await request(url);
          if (status >= 500 || status === 401 || status === 403) failures.push(`${url}: answered ${status}`);
          let most = 0;
          for (const query of queries) {
            const plan = await explain(query);
            const scans = seqScans(plan);
            const touched = rowsTouched(plan);
            most = Math.max(most, touched);
            const what = `${url}: ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}`;
            if (scans.length > 0) failures.push(`${what} — sequential scan of ${scans.join(', ')}`);
            if (!WHOLE_HISTORY.has(operation) && touched > ROWS_PER_QUERY)
              failures.push(`${what} — touches ${touched} rows: ${outline(plan)}`);
          }
          report.push(`${url} → ${status}, ${queries.length} selects, at most ${most} rows touched`);
        }
      }
      console.info(`plans at TPA size for the heavy member:\n${report.join('\n')}`);
      expect(failures).toEqual([]);
    });

    it('answers the heavy member a page, not their history', async () => {
      const claims = JSON.parse((await request('/api/v1/claims')).body).data;
      expect(claims.claims).toHaveLength(20);
      const feed = JSON.parse((await request('/api/v1/notifications')).body).data;
      expect(feed.items).toHaveLength(20);
      // The badge counts up to 100 a group (the app shows 99+): the heavy member has more unread in each.
      expect(feed.counts.unread).toEqual({ claim: 100, promotion: 100, general: 100 });
      expect(feed.counts.total_unread).toBe(300);
    });
  });
}

/** The member tables at a size where PostgreSQL prefers indexes: set-based SQL, a few seconds. */
async function grow(db: Kysely<Database>) {
  const run = (statement: ReturnType<typeof sql>) => statement.execute(db);
  await run(sql`insert into members (partner_id, name, surname, is_sso, external_id)
    select (array['default', 'siam-life', 'krungsiam-bank'])[1 + g % 3], 'Member', 'No ' || g, true, 'plan-' || g
    from generate_series(1, 20000) g`);
  await run(sql`insert into members (partner_id, name, surname, is_sso, external_id)
    values ('siam-life', 'Heavy', 'Member', true, 'plan-heavy')`);
  // A session each (the lookup every request makes), and the partner's consents accepted.
  await run(sql`insert into sessions (member_id, token_hash, expires_at)
    select id, encode(sha256(id::text::bytea), 'hex'), timestamptz '2027-01-01' from members where external_id like 'plan-%'`);
  await run(sql`insert into member_consents (member_id, document_id, channel, accepted_at)
    select m.id, d.id, 'web', timestamptz '2026-01-01' from members m
    join consent_documents d on d.partner_id = m.partner_id or d.partner_id is null
    where m.external_id like 'plan-%'`);
  // The member as an insured person, and one family member each, linked with can_view.
  await run(sql`insert into insured_persons (partner_id, member_id, name, surname)
    select partner_id, id, name, surname from members where external_id like 'plan-%'`);
  await run(sql`insert into insured_persons (partner_id, name, surname, national_id)
    select m.partner_id, 'Family', m.external_id, null from members m where m.external_id like 'plan-%'`);
  await run(sql`insert into family_links (member_id, insured_person_id, relation, can_view)
    select m.id, p.id, 'spouse', true from members m
    join insured_persons p on p.member_id is null and p.surname = m.external_id and p.partner_id = m.partner_id
    where m.external_id like 'plan-%'`);
  // Three cards a member: their own group and individual cards and the family member's group card.
  await run(sql`insert into cards (partner_id, insured_person_id, type, card_no, insured_name, ins_code,
      insurer_name_th, insurer_name_en, start_date, expiry_date)
    select p.partner_id, p.id, t.type, 'PLAN-' || left(p.id::text, 8) || '-' || t.type, p.name, 'TPA',
      'ประกัน', 'Insurance', date '2026-01-01', date '2026-12-31'
    from insured_persons p join members m on m.id = p.member_id
    cross join (values ('group'), ('individual')) t(type)
    where m.external_id like 'plan-%'`);
  await run(sql`insert into cards (partner_id, insured_person_id, type, card_no, insured_name, ins_code,
      insurer_name_th, insurer_name_en, start_date, expiry_date)
    select p.partner_id, p.id, 'group', 'PLAN-' || left(p.id::text, 8) || '-family', p.name, 'TPA',
      'ประกัน', 'Insurance', date '2026-01-01', date '2026-12-31'
    from insured_persons p where p.member_id is null and p.surname like 'plan-%'`);
  // Claims: 5 a card of every member's own group card, 1,000 for the heavy member over their cards.
  const claims = (cards: ReturnType<typeof sql>, per: number) =>
    run(sql`insert into claims (partner_id, card_id, claim_no, source, claim_type, benefit_type,
        admission_date, provider_name_en, amount, status, approved_amount, submitted_at, status_updated_at)
      select c.partner_id, c.id, 'PC-' || left(c.id::text, 13) || '-' || n, 'hospital', 'sick', 'opd',
        date '2026-01-01' + (n % 300), 'Clinic', 1000,
        (array['in_process', 'approved', 'rejected'])[1 + n % 3],
        case when n % 3 = 1 then 900 end,
        timestamptz '2026-01-01' + (n || ' hours')::interval, timestamptz '2026-01-02' + (n || ' hours')::interval
      from (${cards}) c cross join generate_series(1, ${per}) n`);
  await claims(
    sql`select cards.id, cards.partner_id from cards join insured_persons p on p.id = cards.insured_person_id
      join members m on m.id = p.member_id where cards.type = 'group' and m.external_id <> 'plan-heavy'`,
    5,
  );
  await claims(
    sql`select cards.id, cards.partner_id from cards join family_links f on f.insured_person_id = cards.insured_person_id
      join members m on m.id = f.member_id where m.external_id = 'plan-heavy'
      union all
      select cards.id, cards.partner_id from cards join insured_persons p on p.id = cards.insured_person_id
      join members m on m.id = p.member_id where m.external_id = 'plan-heavy'`,
    334,
  );
  await run(sql`insert into claim_status_history (claim_id, status, changed_at)
    select id, status, status_updated_at from claims`);
  // 25 notifications a member, 3,000 for the heavy one; broadcasts; 40 % of the own ones read.
  const notifications = (who: ReturnType<typeof sql>, per: number) =>
    run(sql`insert into notifications (partner_id, member_id, category, title_th, title_en, body_th, body_en, created_at, expires_at)
      select m.partner_id, m.id, (array['claim', 'promotion', 'general'])[1 + n % 3], 'แจ้งเตือน', 'Notice', 'ข้อความ', 'Text',
        timestamptz '2026-11-25' - (n || ' hours')::interval,
        case when n % 5 = 0 then timestamptz '2026-11-25' - (n || ' hours')::interval + interval '30 days' end
      from members m cross join generate_series(1, ${per}) n where ${who}`);
  await notifications(sql`m.external_id like 'plan-%' and m.external_id <> 'plan-heavy'`, 25);
  await notifications(sql`m.external_id = 'plan-heavy'`, 3000);
  await run(sql`insert into notifications (partner_id, member_id, category, title_th, title_en, body_th, body_en, created_at)
    select p.id, null, 'promotion', 'ข่าว', 'News', 'ข้อความ', 'Text', timestamptz '2026-11-25' - (n || ' hours')::interval
    from partners p cross join generate_series(1, 300) n`);
  await run(sql`insert into notifications (partner_id, member_id, category, title_th, title_en, body_th, body_en, created_at)
    select null, null, 'general', 'ประกาศ', 'Notice', 'ข้อความ', 'Text', timestamptz '2026-11-25' - (n || ' hours')::interval
    from generate_series(1, 50) n`);
  await run(sql`insert into notification_reads (notification_id, member_id, read_at)
    select id, member_id, created_at from notifications where member_id is not null and random() < 0.4`);
  await run(sql`insert into notification_reads (notification_id, member_id, read_at)
    select n.id, m.id, n.created_at from notifications n
    join members m on m.external_id = 'plan-heavy' and n.member_id is null and random() < 0.4`);
  await run(sql`vacuum analyze`);
}
