/**
 * /notification and /notification/{id} against a stubbed API: group tabs with unread counts, unread
 * marks, the bottom bar's badge, opening marks read and leads to the subject, expired says so.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerError, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

const ID = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CLAIM = '11111111-2222-4333-8444-555555555555';

type Notice = DataOf<'getNotification'>;
type Counts = DataOf<'listNotifications'>['counts'];

const item = (over: Partial<Notice> = {}): Notice => ({
  id: ID,
  group: 'claim',
  title: 'Claim approved',
  body: 'Your claim was approved.',
  created_at: '2026-11-20T03:00:00.000Z',
  expires_at: null,
  expired: false,
  read: false,
  link: `/claim-status/${CLAIM}`,
  subject: 'claim',
  ...over,
});
const counts = (claim: number): Counts => ({
  unread: { claim, promotion: 2, general: 0 },
  total_unread: claim + 2,
});

const fetchMock = setUpSignedInMember();

describe('/notification', () => {
  it('shows the groups with unread counts, marks unread items and sets the badge', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/v1/notifications'))
        return answer('listNotifications', { items: [item()], next_cursor: null, counts: counts(1) });
      return answerError('NOT_FOUND');
    });
    await renderApp('/en/notification');
    const entry = await screen.findByTestId('notification-item');
    expect(entry.getAttribute('data-read')).toBe('false');
    expect(entry.textContent).toContain('Unread');
    expect(screen.getByTestId('notification-tab-claim').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('notification-tab-promotion').textContent).toContain('2');
    await waitFor(() => expect(screen.getByTestId('bottom-badge-notification').textContent).toBe('3'));
  });

  it('loads the next page by its cursor as the list nears its end, and shows 99+ past 99', async () => {
    const urls: string[] = [];
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://x');
      if (!url.pathname.startsWith('/api/v1/notifications')) return answerError('NOT_FOUND');
      urls.push(url.search);
      const second = url.searchParams.get('cursor') === 'page-2';
      const items = Array.from({ length: second ? 2 : 8 }, (_, i) =>
        item({
          id: `6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c${second ? 'b' : 'a'}${i}`,
          title: `Notice ${second ? 9 + i : i + 1}`,
        }),
      );
      const many: Counts = { unread: { claim: 100, promotion: 2, general: 0 }, total_unread: 102 };
      return answer('listNotifications', { items, next_cursor: second ? null : 'page-2', counts: many });
    });
    await renderApp('/en/notification');
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(10));
    expect(urls[0]).not.toContain('cursor');
    expect(urls[1]).toContain('cursor=page-2');
    const tab = screen.getByTestId('notification-tab-claim');
    expect(tab.textContent).toContain('99+');
    expect(tab.textContent).toContain('more than 99 unread');
    await waitFor(() => expect(screen.getByTestId('bottom-badge-notification').textContent).toBe('99+'));
  });

  it('shows the empty state of a group', async () => {
    fetchMock.mockResolvedValue(
      answer('listNotifications', { items: [], next_cursor: null, counts: counts(0) }),
    );
    await renderApp('/notification?group=general');
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
  });
});

describe('mark all as read (issue 25)', () => {
  it.each([
    ['/en/notification?group=claim', 'Mark all as read'],
    ['/notification?group=claim', 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด'],
  ])(
    'on %s marks every group, not only the open tab, and is offered while any tab has unread',
    async (path, label) => {
      const bodies: string[] = [];
      let unread = true;
      fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://x');
        if (init?.method === 'PUT' && url.pathname === '/api/v1/notifications/read') {
          bodies.push(String(init.body));
          unread = false;
          return answer('markAllNotificationsRead', {
            counts: { unread: { claim: 0, promotion: 0, general: 0 }, total_unread: 0 },
          });
        }
        if (url.pathname === '/api/v1/notifications')
          return answer('listNotifications', {
            items: [item({ read: true })],
            next_cursor: null,
            // The open tab (claim) has nothing unread; the others do.
            counts: unread
              ? { unread: { claim: 0, promotion: 2, general: 1 }, total_unread: 3 }
              : { unread: { claim: 0, promotion: 0, general: 0 }, total_unread: 0 },
          });
        return answerError('NOT_FOUND');
      });
      await renderApp(path);
      const button = await screen.findByRole('button', { name: label });
      button.click();
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(JSON.parse(bodies[0]!)).toEqual({});
      await waitFor(() => expect(screen.queryByTestId('mark-all-read')).toBeNull());
      await waitFor(() => expect(screen.queryByTestId('bottom-badge-notification')).toBeNull());
    },
  );
});

describe('/notification/{id}', () => {
  it('marks it read as it opens and links to the claim', async () => {
    const calls: string[] = [];
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
      if (url.includes('/read')) return answer('markNotificationRead', { counts: counts(0) });
      return answer('getNotification', item());
    });
    await renderApp(`/en/notification/${ID}`);
    const link = await screen.findByRole('link', { name: 'View claim status' });
    expect(link.getAttribute('href')).toBe(`/en/claim-status/${CLAIM}`);
    await waitFor(() => expect(calls).toContain(`PUT /api/v1/notifications/${ID}/read`));
  });

  it('says an expired notification has expired and does not link to it', async () => {
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).includes('/read')
        ? answer('markNotificationRead', { counts: counts(0) })
        : answer(
            'getNotification',
            item({ expired: true, read: true, link: '/promotion/p14', subject: 'promotion' }),
          ),
    );
    await renderApp(`/notification/${ID}`);
    expect(await screen.findByTestId('notification-expired')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ดูโปรโมชัน' })).toBeNull();
  });
});
