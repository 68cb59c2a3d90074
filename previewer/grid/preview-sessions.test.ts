/**
 * One preview session per partner for all its frames: asked for once (concurrent frames share the
 * request), at hand without waiting once answered, renewed shortly before it expires; a refusal means
 * signed-out frames; sign-out forgets them all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerError } from '../../src/testing/answers';
import { forgetPreviewSessions, knownPreviewSession, previewSession, refusalOf } from './preview-sessions';

describe('preview sessions', () => {
  let posts: string[];
  let expiresIn: number;
  beforeEach(() => {
    posts = [];
    expiresIn = 2 * 60 * 60_000;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const partner = JSON.parse(String(init.body)).partner_id as string;
        posts.push(partner);
        if (partner === 'no-demo') return answerError('PREVIEW_MEMBER_NOT_FOUND');
        return answer('createPreviewSession', {
          partner_id: partner,
          token: `t${posts.length}`,
          expires_at: new Date(Date.now() + expiresIn).toISOString(),
          member: { username: 'demo', display_name: 'Demo Member' },
        });
      }),
    );
  });
  afterEach(() => {
    forgetPreviewSessions();
    vi.unstubAllGlobals();
  });

  it('asks once per partner and then answers from the cache', async () => {
    expect(knownPreviewSession('siam-life')).toBeUndefined();
    const [a, b] = await Promise.all([previewSession('siam-life'), previewSession('siam-life')]);
    expect(a).toEqual(b);
    expect(a?.token).toBe('t1');
    expect(await previewSession('siam-life')).toEqual(a);
    expect(knownPreviewSession('siam-life')).toEqual(a);
    expect(posts).toEqual(['siam-life']);
    forgetPreviewSessions();
    expect(knownPreviewSession('siam-life')).toBeUndefined();
  });

  it('renews a session about to expire', async () => {
    expiresIn = 60_000;
    const first = await previewSession('siam-life');
    expect(knownPreviewSession('siam-life')).toBeUndefined();
    const next = await previewSession('siam-life');
    expect(next?.token).not.toBe(first?.token);
    expect(posts).toHaveLength(2);
  });

  it('keeps who the session shows', async () => {
    expect((await previewSession('siam-life'))?.member).toBe('Demo Member');
    expect(refusalOf('siam-life')).toBeNull();
  });

  it('answers null when the partner has no session to give, and keeps why', async () => {
    expect(await previewSession('no-demo')).toBeNull();
    expect(refusalOf('no-demo')).toMatch(/no demo member/i);
    expect(knownPreviewSession('no-demo')).toBeNull();
    expect(await previewSession('no-demo')).toBeNull();
    expect(posts).toEqual(['no-demo']);
  });
});
