/**
 * The spec's chat-app flags (section 3, session store): lineIsReady (liff.init() settled
 * successfully), lineUserId (the LINE user id from the verified ID token's claims, for display and
 * support only: the server never trusts a user id sent by the client), lineIsClient (running inside
 * LINE's LIFF browser). A vanilla store so start-up code can write it before React renders. Part of
 * the session store beside src/lib/auth-store.ts: the line feature writes it and the consent screens
 * read it (the channel of an acceptance), and features never import each other (docs/decisions/004).
 */
import { createStore } from 'zustand/vanilla';

export interface LineState {
  lineIsReady: boolean;
  lineUserId: string | null;
  lineIsClient: boolean;
  set: (patch: Partial<Omit<LineState, 'set'>>) => void;
}

export const lineStore = createStore<LineState>((set) => ({
  lineIsReady: false,
  lineUserId: null,
  lineIsClient: false,
  set: (patch) => set(patch),
}));
