/**
 * Preview mode keeps storage and cookies in memory (src/lib/storage.ts, docs/decisions/063): a frame
 * of the previewer neither sees nor overwrites a member's own session in the same browser, and two
 * frames do not share anything. The page's URL says preview before the modules load, as in a frame.
 */
import { describe, expect, it } from 'vitest';

const realLocal = window.localStorage;
const realSession = window.sessionStorage;
const realCookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
const readRealCookie = () => realCookie.get!.call(document) as string;

// A member signed in on this browser before the previewer opened a frame.
realLocal.setItem('auth._token.local', 'Bearer member-token-0123456789');
realLocal.setItem('partner_id', 'siam-life');
realSession.setItem('auth.otp', '{"state":{"register":null}}');
document.cookie = 'auth._token.local=Bearer%20member-token-0123456789; path=/';
window.history.replaceState(null, '', '/en/coverages?wl_preview=1&partner_id=krungsiam-bank');

const storage = await import('./storage');
const { authStore } = await import('./auth-store');

describe('storage in preview mode', () => {
  it('knows it is a preview frame from the URL and names its window so a reload stays one', () => {
    expect(storage.inPreview).toBe(true);
    expect(window.name).toBe(storage.PREVIEW_WINDOW_NAME);
  });

  it("does not see the member's token, partner or OTP state", () => {
    expect(authStore.getState().token).toBeNull();
    expect(storage.local.get('partner_id')).toBeNull();
    expect(storage.session.get('auth.otp')).toBeNull();
    expect(document.cookie).not.toContain('member-token');
  });

  it("writes its own session without touching the member's storage or cookie", () => {
    authStore.getState().setToken('preview-token-abcdefghijklmnop');
    expect(storage.local.get('auth._token.local')).toBe('Bearer preview-token-abcdefghijklmnop');
    expect(document.cookie).toContain('preview-token-abcdefghijklmnop');
    storage.captureUrlCredentials();
    expect(storage.local.get('partner_id')).toBe('krungsiam-bank');
    sessionStorage.setItem('eclaimDraft', '{"draftId":"x"}');

    expect(realLocal.getItem('auth._token.local')).toBe('Bearer member-token-0123456789');
    expect(realLocal.getItem('partner_id')).toBe('siam-life');
    expect(realSession.getItem('eclaimDraft')).toBeNull();
    expect(readRealCookie()).toContain('member-token-0123456789');
    expect(readRealCookie()).not.toContain('preview-token');

    authStore.getState().setToken(null);
    expect(document.cookie).not.toContain('preview-token');
    expect(readRealCookie()).toContain('member-token-0123456789');
  });

  it('gives two frames storage and cookies of their own', () => {
    const frame = () => {
      const win = { document: document.implementation.createHTMLDocument('frame'), name: '' };
      storage.isolateStorage(win as unknown as Window);
      return win as unknown as Window;
    };
    const a = frame();
    const b = frame();
    a.localStorage.setItem('auth._token.local', 'Bearer a');
    a.sessionStorage.setItem('cardOtp', 'a');
    a.document.cookie = 'i18n_redirected=en; max-age=31536000; path=/';
    expect(b.localStorage.getItem('auth._token.local')).toBeNull();
    expect(b.sessionStorage.getItem('cardOtp')).toBeNull();
    expect(b.document.cookie).toBe('');
    expect(a.document.cookie).toBe('i18n_redirected=en');
    expect(a.localStorage.length).toBe(1);
    expect(a.localStorage.key(0)).toBe('auth._token.local');
    a.document.cookie = 'i18n_redirected=; max-age=0; path=/';
    expect(a.document.cookie).toBe('');
  });
});
