/**
 * LINE start-up, loaded only for partners with a LIFF id (a dynamic import from src/app/main.tsx, so
 * the non-LINE path carries none of it). Order matters: liff.init() must settle before the router
 * starts, so a liff.state deep link is restored first and the router sees the final URL.
 */
import type { Liff } from '@line/liff';
import { lineStore } from '../../lib/line-store';
import { resolveLiffState } from './gate';

export interface StartLineOptions {
  liffId: string;
  /** Loads the SDK; tests pass one with the mock plugin installed. */
  loadLiff?: () => Promise<Liff>;
  /** Extra init options (tests: `{ mock: true }`). */
  initExtra?: Record<string, unknown>;
  /** Whether a member session already exists (then no LINE login is attempted). */
  loggedIn: () => boolean;
  /** Exchanges a LINE ID token for a member session on our server; returns the session token or null. */
  exchangeIdToken: (idToken: string) => Promise<string | null>;
  /** Stores the session token. */
  setToken: (token: string) => void;
  loc?: Location;
  hist?: History;
}

const loadRealLiff = async () => (await import('@line/liff')).default;

/**
 * Initialises LIFF and records the chat-app flags. Never throws: a LIFF failure leaves
 * lineIsReady false and the app usable where the gate allows it.
 */
export async function startLine(opts: StartLineOptions): Promise<void> {
  const loc = opts.loc ?? window.location;
  const hist = opts.hist ?? window.history;
  let liff: Liff | null = null;
  try {
    liff = await (opts.loadLiff ?? loadRealLiff)();
    await liff.init({ liffId: opts.liffId, ...opts.initExtra } as Parameters<Liff['init']>[0]);
    lineStore.getState().set({ lineIsReady: true, lineIsClient: liff.isInClient() });
  } catch {
    // The SDK could not load or init (offline, blocked, wrong id): the flags stay false.
    lineStore.getState().set({ lineIsReady: false, lineIsClient: false });
  }

  const target = resolveLiffState(loc.href);
  if (target !== null) hist.replaceState(hist.state, '', target);

  if (!liff || !lineStore.getState().lineIsClient || opts.loggedIn()) return;
  try {
    // Inside LINE: sign in with the ID token, which our server verifies with LINE (never a
    // client-sent user id). A LINE account not linked to a member simply stays signed out.
    const idToken = liff.getIDToken();
    if (!idToken) return;
    lineStore.getState().set({ lineUserId: liff.getDecodedIDToken()?.sub ?? null });
    const token = await opts.exchangeIdToken(idToken);
    if (token) opts.setToken(token);
  } catch {
    // A failed exchange leaves the member signed out; they can still log in with a password.
  }
}
