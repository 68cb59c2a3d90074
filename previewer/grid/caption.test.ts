/**
 * A frame's caption tells its real state: not loaded yet, asking for the session, loading, signed in as
 * the demo member, signed out because the route is a guest route, the session refused and why, and a
 * redirect to another screen.
 */
import { describe, expect, it } from 'vitest';
import { type CaptionInput, frameCaption } from './caption';

const input = (over: Partial<CaptionInput>): CaptionInput => ({
  access: 'protected',
  mounted: true,
  session: { member: 'Kanyarat Srisuk' },
  refusal: null,
  shown: { path: '/en/coverages', signedIn: true },
  expectedPath: '/en/coverages',
  ...over,
});

describe('frameCaption', () => {
  it('says a frame far from the viewport is not loaded yet, never that it is signed out', () => {
    for (const session of [undefined, null, { member: 'X' }])
      expect(frameCaption(input({ mounted: false, session, shown: null }))).toEqual({
        status: 'not-loaded',
        text: 'not loaded yet (loads when scrolled near)',
        redirectedTo: null,
      });
  });

  it('says it is starting the session, then loading, until the frame says it is ready', () => {
    expect(frameCaption(input({ session: undefined, shown: null })).status).toBe('starting-session');
    expect(frameCaption(input({ shown: null })).text).toBe('loading…');
    // A guest route does not wait for a session.
    expect(frameCaption(input({ access: 'guest', session: null, shown: null })).status).toBe('loading');
  });

  it('names the demo member a signed-in frame shows', () => {
    expect(frameCaption(input({}))).toEqual({
      status: 'signed-in',
      text: 'signed in as Kanyarat Srisuk',
      redirectedTo: null,
    });
    expect(frameCaption(input({ session: {} })).text).toBe('signed in as the demo member');
  });

  it('says a guest route is signed out because it is a guest route', () => {
    const c = frameCaption(
      input({
        access: 'guest',
        session: null,
        shown: { path: '/login', signedIn: false },
        expectedPath: '/login',
      }),
    );
    expect(c).toEqual({ status: 'guest', text: 'signed out: a guest route', redirectedTo: null });
  });

  it('says why the preview session was refused, and where the frame went instead', () => {
    const c = frameCaption(
      input({
        session: null,
        refusal: 'This partner has no demo member to preview with. Seed the demo data first.',
        shown: { path: '/en/login', signedIn: false },
      }),
    );
    expect(c.status).toBe('refused');
    expect(c.text).toBe(
      'signed out: preview session refused (This partner has no demo member to preview with. Seed the demo data first.) · shows /en/login',
    );
    expect(c.redirectedTo).toBe('/en/login');
    expect(frameCaption(input({ session: null, refusal: null })).text).toBe(
      'signed out: preview session refused (no reason given)',
    );
  });

  it('says when the frame dropped the session it was given', () => {
    expect(frameCaption(input({ shown: { path: '/en/coverages', signedIn: false } })).status).toBe(
      'signed-out',
    );
  });

  it('names a redirect, but not an encoded or trailing-slash spelling of the same path', () => {
    const c = frameCaption(
      input({ shown: { path: '/en/telemed-policy-1', signedIn: true }, expectedPath: '/en/telemed' }),
    );
    expect(c.text).toBe('signed in as Kanyarat Srisuk · shows /en/telemed-policy-1');
    expect(
      frameCaption(input({ shown: { path: '/en/coverages/', signedIn: true } })).redirectedTo,
    ).toBeNull();
    expect(
      frameCaption(input({ shown: { path: '/search%20x', signedIn: true }, expectedPath: '/search x' }))
        .redirectedTo,
    ).toBeNull();
  });
});
