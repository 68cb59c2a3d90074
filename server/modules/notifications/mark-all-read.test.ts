/**
 * "Mark all as read" (issue 25): every group at once (the tabs are one inbox), the member's own
 * notifications and the broadcasts alike, for this member only; one statement that writes a read row
 * only for what was unread (at a TPA's 5 million notifications it costs what is unread, not the
 * history), its own part read from the partial unread index.
 */
import { CompiledQuery, type Insertable, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { memberWithSession, type TestMember } from '../../testing/card-fixtures';
import { fileTestServer } from '../../testing/server';
import { unreadFeedIds } from './notification-visibility';

const server = fileTestServer({ at: '2026-11-22T03:00:00Z' });
const { db } = server;

async function call(member: TestMember, method: 'GET' | 'PUT', url: string, body?: object) {
  const response = await server.app.inject({
    method,
    url,
    headers: member.headers,
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

let seq = 0;
async function notify(values: Partial<Insertable<Database['notifications']>>) {
  seq += 1;
  return (
    await db()
      .insertInto('notifications')
      .values({
        category: 'general',
        title_th: `แจ้งเตือน ${seq}`,
        title_en: `Notice ${seq}`,
        body_th: 'รายละเอียด',
        body_en: 'Details',
        created_at: new Date(Date.UTC(2026, 10, 1, 0, seq)),
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const readRows = async (memberId: string) =>
  Number(
    (
      await db()
        .selectFrom('notification_reads')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('mark all as read', () => {
  let me: TestMember;
  let colleague: TestMember;
  let alreadyRead: string;
  let scheduled: string;

  beforeAll(async () => {
    me = await memberWithSession(server, 'default');
    colleague = await memberWithSession(server, 'default');
    for (const category of ['claim', 'promotion', 'general'] as const) {
      await notify({ partner_id: 'default', member_id: me.id, category });
      await notify({ partner_id: 'default', member_id: me.id, category });
      await notify({ partner_id: 'default', category });
      await notify({ partner_id: null, category });
      await notify({ partner_id: 'default', member_id: colleague.id, category });
    }
    alreadyRead = await notify({ partner_id: 'default', member_id: me.id, category: 'claim' });
    scheduled = await notify({
      partner_id: null,
      category: 'general',
      created_at: new Date('2026-12-01T00:00:00Z'),
    });
  });

  it('clears every tab with the body the app sends, writing a row only for what was unread', async () => {
    expect((await call(me, 'PUT', `/api/v1/notifications/${alreadyRead}/read`)).status).toBe(200);
    const before = await call(me, 'GET', '/api/v1/notifications?group=promotion');
    expect(before.body.data.counts).toEqual({
      unread: { claim: 4, promotion: 4, general: 4 },
      total_unread: 12,
    });
    const rowsBefore = await readRows(me.id);

    const all = await call(me, 'PUT', '/api/v1/notifications/read', {});
    expect(all.status).toBe(200);
    expect(all.body.data.counts).toEqual({ unread: { claim: 0, promotion: 0, general: 0 }, total_unread: 0 });
    expect(await readRows(me.id)).toBe(rowsBefore + 12);

    for (const group of ['claim', 'promotion', 'general']) {
      const list = await call(me, 'GET', `/api/v1/notifications?group=${group}`);
      expect(list.body.data.items.length).toBeGreaterThan(0);
      expect(list.body.data.items.every((item: { read: boolean }) => item.read)).toBe(true);
    }
    const home = await call(me, 'GET', '/api/v2/home');
    expect(home.body.data.notifications.total_unread).toBe(0);

    // Again: nothing is unread, nothing is written.
    await call(me, 'PUT', '/api/v1/notifications/read', {});
    expect(await readRows(me.id)).toBe(rowsBefore + 12);

    // Another member of the partner keeps theirs unread.
    const theirs = (await call(colleague, 'GET', '/api/v1/notifications')).body.data.counts;
    expect(theirs).toEqual({ unread: { claim: 3, promotion: 3, general: 3 }, total_unread: 9 });
    expect(scheduled).toBeTruthy();
  });

  it("reads a heavy member's own unread rows from the partial unread index, not their history", async () => {
    const heavy = await memberWithSession(server, 'default');
    // 3,000 notifications already read and 3 unread: the statement reads the 3, not the 3,000.
    await sql`insert into notifications
        (partner_id, member_id, category, title_th, title_en, body_th, body_en, created_at, member_read)
      select 'default', ${heavy.id}::uuid, 'claim', 'อ่านแล้ว', 'Read', 'รายละเอียด', 'Details',
        timestamptz '2026-01-01' + g.i * interval '1 minute', true
      from generate_series(1, 3000) as g(i)`.execute(db());
    for (let i = 0; i < 3; i++)
      await notify({ partner_id: 'default', member_id: heavy.id, category: 'claim' });
    await db().executeQuery(CompiledQuery.raw('analyze notifications'));
    const compiled = unreadFeedIds(db(), { id: heavy.id, partner_id: 'default' }, new Date()).compile();
    const plan = await db().executeQuery(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const text = JSON.stringify(plan.rows);
    expect(text).toContain('notifications_member_unread_idx');
    expect(text).not.toMatch(
      /"Seq Scan","Parent Relationship":"[^"]*","Parallel Aware":false,"Async Capable":false,"Relation Name":"notifications"/,
    );

    const marked = await call(heavy, 'PUT', '/api/v1/notifications/read', {});
    expect(marked.body.data.counts.unread.claim).toBe(0);
    // The 3 unread and the 6 broadcasts above (unread by this member): nothing of the 3,000.
    expect(await readRows(heavy.id)).toBe(3 + 6);
  });
});
