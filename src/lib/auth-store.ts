/**
 * The sign-in state (spec: auth cookie and storage prefix "auth.", token type Bearer). A vanilla
 * zustand store so route loaders can read it outside React.
 */
import { createStore } from 'zustand/vanilla';
import { local, session } from './storage';

export const AUTH_PREFIX = 'auth.';
export const TOKEN_KEY = `${AUTH_PREFIX}_token.local`;
export const TOKEN_TYPE = 'Bearer';
/** Session-store key of the path a signed-out visitor wanted (restored after login). */
export const BACK_PATH_KEY = 'backPath';

export interface AuthState {
  token: string | null;
  loggedIn: boolean;
  setToken: (token: string | null) => void;
  /**
   * Bumped whenever the server answers 403 CONSENT_REQUIRED (a forced consent update is pending);
   * the app start-up watches it and sends the member to /check-page, which opens the update screen.
   */
  consentRequired: number;
  signalConsentRequired: () => void;
}

function readToken(): string | null {
  const raw = local.get(TOKEN_KEY);
  return raw?.startsWith(`${TOKEN_TYPE} `) ? raw.slice(TOKEN_TYPE.length + 1) : null;
}

function writeToken(token: string | null) {
  if (token) {
    local.set(TOKEN_KEY, `${TOKEN_TYPE} ${token}`);
    document.cookie = `${TOKEN_KEY}=${encodeURIComponent(`${TOKEN_TYPE} ${token}`)}; path=/; samesite=lax${
      location.protocol === 'https:' ? '; secure' : ''
    }`;
  } else {
    local.remove(TOKEN_KEY);
    document.cookie = `${TOKEN_KEY}=; max-age=0; path=/`;
  }
}

/**
 * sessionStorage keys that hold one member's work in progress (the cards flows' draftCard and card
 * OTP state). Signing out wipes them here, at the one place every sign-out passes, even when the
 * screens that own them were never loaded in this tab.
 */
export const MEMBER_SESSION_KEYS = ['draftCard', 'cardOtp', 'eclaimDraft', 'eclaimUploads'] as const;

/**
 * The localStorage copy of the member's cards kept for offline use (src/lib/query.tsx): deleted at
 * every sign-out or change of member, even when the query module was never loaded in this tab.
 */
export const OFFLINE_CACHE_KEY = 'wl.offline-cards';

export const authStore = createStore<AuthState>((set, get) => {
  const token = readToken();
  return {
    token,
    loggedIn: token !== null,
    consentRequired: 0,
    signalConsentRequired: () => set({ consentRequired: get().consentRequired + 1 }),
    setToken: (next) => {
      writeToken(next);
      if (next !== get().token) local.remove(OFFLINE_CACHE_KEY);
      if (next === null) for (const key of MEMBER_SESSION_KEYS) session.remove(key);
      set({ token: next, loggedIn: next !== null });
    },
  };
});

export const rememberBackPath = (path: string) => session.set(BACK_PATH_KEY, path);
export const readBackPath = () => session.get(BACK_PATH_KEY);
export const clearBackPath = () => session.remove(BACK_PATH_KEY);
