/**
 * Notifications (issue 12): who sees which (own, partner-wide, everyone; never another member's or
 * partner's), newest first with paging, read state per member that outlives the session, mark one
 * and mark all (per group), expired ones listed but not counted, and the subject each links to.
 */
import { type Insertable, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { memberWithSession, type TestMember } from '../../testing/card-fixtures';
import { fileTestServer } from '../../testing/server';

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

type Item = { id: string; read: boolean; expired: boolean; subject: string | null; link: string | null };
const ids = (body: { data: { items: Item[] } }) => body.data.items.map((n) => n.id);

describe('notifications', () => {
  let me: TestMember;
  let colleague: TestMember;
  let outsider: TestMember;
  const n: Record<string, string> = {};

  beforeAll(async () => {
    me = await memberWithSession(server, 'default');
    colleague = await memberWithSession(server, 'default');
    outsider = await memberWithSession(server, 'siam-life');
    n.everyone = await notify({ partner_id: null, category: 'general' });
    n.partner = await notify({ partner_id: 'default', category: 'promotion', link: '/promotion/abc' });
    n.mine = await notify({
      partner_id: 'default',
      member_id: me.id,
      category: 'claim',
      link: '/claim-status/00000000-0000-4000-8000-000000000001',
    });
    n.card = await notify({ partner_id: 'default', member_id: me.id, link: '/coverages/xyz' });
    n.colleagues = await notify({ partner_id: 'default', member_id: colleague.id, category: 'claim' });
    n.otherPartner = await notify({ partner_id: 'siam-life', category: 'promotion' });
    n.expired = await notify({
      partner_id: null,
      expires_at: new Date('2026-11-20T00:00:00Z'),
      link: '/article/a',
    });
    n.future = await notify({ partner_id: null, created_at: new Date('2026-12-01T00:00:00Z') });
  });

  it("lists the member's own, the partner's and everyone's, newest first, and nobody else's", async () => {
    const mine = await call(me, 'GET', '/api/v1/notifications?lang=en');
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual([n.expired, n.card, n.mine, n.partner, n.everyone]);
    expect(mine.body.data.next_cursor).toBeNull();

    expect(ids((await call(colleague, 'GET', '/api/v1/notifications')).body)).toEqual([
      n.expired,
      n.colleagues,
      n.partner,
      n.everyone,
    ]);
    expect(ids((await call(outsider, 'GET', '/api/v1/notifications')).body)).toEqual([
      n.expired,
      n.otherPartner,
      n.everyone,
    ]);
  });

  it('marks expired ones, names the subject of each link, and counts only unread, unexpired ones', async () => {
    const { body } = await call(me, 'GET', '/api/v1/notifications?lang=th');
    const byId = new Map<string, Item>(body.data.items.map((item: Item) => [item.id, item]));
    expect(byId.get(n.expired!)).toMatchObject({ expired: true, subject: 'article' });
    expect(byId.get(n.mine!)).toMatchObject({ expired: false, subject: 'claim' });
    expect(byId.get(n.card!)?.subject).toBe('card');
    expect(byId.get(n.partner!)?.subject).toBe('promotion');
    expect(byId.get(n.everyone!)?.subject).toBeNull();
    expect(body.data.counts).toEqual({ unread: { claim: 1, promotion: 1, general: 2 }, total_unread: 4 });
  });

  it('filters by group and pages by cursor', async () => {
    expect(ids((await call(me, 'GET', '/api/v1/notifications?group=claim')).body)).toEqual([n.mine]);
    const page1 = await call(me, 'GET', '/api/v1/notifications?limit=2');
    expect(ids(page1.body)).toEqual([n.expired, n.card]);
    const page2 = await call(
      me,
      'GET',
      `/api/v1/notifications?limit=2&cursor=${page1.body.data.next_cursor}`,
    );
    expect(ids(page2.body)).toEqual([n.mine, n.partner]);
    const page3 = await call(
      me,
      'GET',
      `/api/v1/notifications?limit=2&cursor=${page2.body.data.next_cursor}`,
    );
    expect(ids(page3.body)).toEqual([n.everyone]);
    expect(page3.body.data.next_cursor).toBeNull();
  });

  it("opens one of the member's notifications without marking it read, and hides others'", async () => {
    const one = await call(me, 'GET', `/api/v1/notifications/${n.mine}?lang=en`);
    expect(one.body.data).toMatchObject({
      id: n.mine,
      title: expect.stringMatching(/^Notice /),
      read: false,
    });
    for (const id of [n.colleagues, n.otherPartner, n.future]) {
      const hidden = await call(me, 'GET', `/api/v1/notifications/${id}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.error.code).toBe('NOT_FOUND');
      expect((await call(me, 'PUT', `/api/v1/notifications/${id}/read`)).status).toBe(404);
    }
  });

  it('keeps read state per member, across a new sign-in, and repeating a mark changes nothing', async () => {
    const marked = await call(me, 'PUT', `/api/v1/notifications/${n.partner}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.data.counts.total_unread).toBe(3);
    expect(
      (await call(me, 'PUT', `/api/v1/notifications/${n.partner}/read`)).body.data.counts.total_unread,
    ).toBe(3);

    // The colleague still has it unread: the partner-wide notification is one row, read state is theirs.
    const theirs = await call(colleague, 'GET', `/api/v1/notifications/${n.partner}`);
    expect(theirs.body.data.read).toBe(false);

    // A new session of the same member sees it read.
    const { token } = await server.app.ctx.sessions.issue(me.id);
    const again = { ...me, headers: { ...me.headers, authorization: `Bearer ${token}` } };
    const detail = await call(again, 'GET', `/api/v1/notifications/${n.partner}`);
    expect(detail.body.data.read).toBe(true);
    const home = await call(again, 'GET', '/api/v2/home');
    expect(home.body.data.notifications.total_unread).toBe(3);
  });

  it('marks all of one group, then all, for this member only', async () => {
    const claims = await call(me, 'PUT', '/api/v1/notifications/read', { group: 'claim' });
    expect(claims.body.data.counts).toEqual({
      unread: { claim: 0, promotion: 0, general: 2 },
      total_unread: 2,
    });
    const all = await call(me, 'PUT', '/api/v1/notifications/read', {});
    expect(all.body.data.counts.total_unread).toBe(0);
    const list = await call(me, 'GET', '/api/v1/notifications');
    expect(list.body.data.items.every((item: Item) => item.read)).toBe(true);

    const colleagueCounts = (await call(colleague, 'GET', '/api/v1/notifications')).body.data.counts;
    expect(colleagueCounts).toEqual({ unread: { claim: 1, promotion: 1, general: 1 }, total_unread: 3 });
  });

  it('refuses a body with unknown fields and needs a member', async () => {
    expect((await call(me, 'PUT', '/api/v1/notifications/read', { group: 'claim', all: true })).status).toBe(
      400,
    );
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('notification pages at any size (keyset, issue 22)', () => {
  it('walks a long feed with equal times without repeating or skipping, whatever arrives on top', async () => {
    const reader = await memberWithSession(server, 'siam-life');
    // 45 of the member's own, in groups of three sharing one time to the microsecond.
    const made: string[] = [];
    for (let i = 0; i < 45; i++)
      made.push(
        await notify({
          partner_id: 'siam-life',
          member_id: reader.id,
          category: 'general',
          created_at:
            sql`timestamptz '2026-10-01 00:00:00.123456+00' + ${`${Math.floor(i / 3)} minutes`}::interval` as unknown as Date,
        }),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v1/notifications?group=general&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await call(reader, 'GET', url);
      expect(page.status).toBe(200);
      seen.push(...ids(page.body));
      cursor = page.body.data.next_cursor;
      pages += 1;
      // A notification arriving on top while the member scrolls does not move the pages below.
      if (pages === 2) await notify({ partner_id: 'siam-life', member_id: reader.id, category: 'general' });
    } while (cursor && pages < 50);
    const own = seen.filter((id) => made.includes(id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(own.sort()).toEqual([...made].sort());
  });

  it('answers a cursor it did not give with a 400 naming it, never a 5xx', async () => {
    const reader = await memberWithSession(server, 'siam-life');
    for (const bad of [
      'x',
      Buffer.from('2026-01-01T00:00:00Z~nope').toString('base64url'),
      'a'.repeat(201),
      '%00',
    ]) {
      const { status, body } = await call(reader, 'GET', `/api/v1/notifications?cursor=${bad}`);
      expect(status, bad).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(body.error.details)).toContain('cursor');
    }
  });
});
