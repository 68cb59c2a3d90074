/**
 * In a previewer frame (read-only preview session) opening a notification does not try to mark it
 * read: staff opened nothing, so no write is sent and none is refused (docs/decisions/063-preview-mode.md).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, type DataOf } from '../../../testing/answers';
import { renderApp } from '../../../testing/render-app';
import { setUpSignedInMember } from '../../../testing/signed-in-member';

vi.mock('../../../lib/storage', async (original) => ({
  ...(await original<typeof import('../../../lib/storage')>()),
  inPreview: true,
}));

const ID = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const notice: DataOf<'getNotification'> = {
  id: ID,
  group: 'general',
  title: 'Welcome',
  body: 'Thank you for joining.',
  created_at: '2026-11-20T03:00:00.000Z',
  expires_at: null,
  expired: false,
  read: false,
  link: null,
  subject: null,
};

const fetchMock = setUpSignedInMember();

describe('/notification/{id} in a previewer frame', () => {
  it('shows an unread notification without sending the mark-read write', async () => {
    const calls: string[] = [];
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`);
      return answer('getNotification', notice);
    });
    await renderApp(`/en/notification/${ID}`);
    expect(await screen.findByTestId('notification-detail')).toBeTruthy();
    expect(screen.getByText('Thank you for joining.')).toBeTruthy();
    // Past the render in which the screen would have sent it.
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toContain(`GET /api/v1/notifications/${ID}`);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });
});
