/**
 * The cards chosen for Telemed Mart, in order (card 1 pays first), and the last consultation code:
 * kept in sessionStorage so a reload keeps the choice, and cleared at sign-out.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { authStore } from '../../../lib/auth-store';

export const TELEMED_CHOICE_STORAGE_KEY = 'telemedChoice';

interface Store {
  cardIds: string[];
  codeId: string | null;
  /** Sets card `step` (1-based); later choices are dropped (they were made after this one). */
  choose: (step: number, cardId: string) => void;
  /** Keeps only the first `count` cards. */
  keep: (count: number) => void;
  setCode: (id: string | null) => void;
  clear: () => void;
}

export const useTelemedChoice = create<Store>()(
  persist(
    (set) => ({
      cardIds: [],
      codeId: null,
      choose: (step, cardId) =>
        set((s) =>
          s.cardIds[step - 1] === cardId ? s : { cardIds: [...s.cardIds.slice(0, step - 1), cardId] },
        ),
      keep: (count) => set((s) => ({ cardIds: s.cardIds.slice(0, count) })),
      setCode: (codeId) => set({ codeId }),
      clear: () => set({ cardIds: [], codeId: null }),
    }),
    { name: TELEMED_CHOICE_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);

authStore.subscribe((state, prev) => {
  if (prev.loggedIn && !state.loggedIn) useTelemedChoice.getState().clear();
});
