/**
 * The browser's minimal copy of the e-Claim in progress (docs/decisions/059-e-claim.md): which draft
 * and which step, so a reload lands where the member was before the server answers. Everything else
 * lives on the server. sessionStorage, wiped at sign-out (src/lib/auth-store.ts MEMBER_SESSION_KEYS).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DraftStep } from '../../../../shared/api/schemas/claims';
import { authStore } from '../../../lib/auth-store';

export const ECLAIM_STORAGE_KEY = 'eclaimDraft';

interface EclaimState {
  draftId: string | null;
  step: DraftStep;
  remember: (draftId: string, step: DraftStep) => void;
  reset: () => void;
}

export const useEclaimStore = create<EclaimState>()(
  persist(
    (set) => ({
      draftId: null,
      step: 'information',
      remember: (draftId, step) => set({ draftId, step }),
      reset: () => set({ draftId: null, step: 'information' }),
    }),
    {
      name: ECLAIM_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draftId, step }) => ({ draftId, step }),
    },
  ),
);

authStore.subscribe((state, prev) => {
  if (prev.loggedIn && !state.loggedIn) useEclaimStore.getState().reset();
});
