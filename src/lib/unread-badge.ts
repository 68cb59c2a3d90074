/**
 * The member's unread notification count, as the bottom bar's notification tab shows it. Screens that
 * learn the count from the server (home, the notification screens) set it; it is cleared on sign-out
 * so the next member never sees the last one's count.
 */
import { create } from 'zustand';
import { authStore } from './auth-store';

interface UnreadBadge {
  /** Unread, unexpired notifications; null until a screen has asked the server. */
  count: number | null;
  setCount: (count: number | null) => void;
}

export const useUnreadBadge = create<UnreadBadge>()((set) => ({
  count: null,
  setCount: (count) => set({ count }),
}));

authStore.subscribe((state, prev) => {
  if (prev.loggedIn && !state.loggedIn) useUnreadBadge.getState().setCount(null);
});
