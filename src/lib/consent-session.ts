/**
 * The spec's consent slots of the session store (section 3): for the terms ("condition") and the
 * privacy policy, the document version id, isForce (the app is blocked until it is accepted) and
 * isAgree (the member accepted it). Filled from the sign-in answer and from 403 CONSENT_REQUIRED,
 * read by /check-page; persisted to sessionStorage so a reload keeps the member on the update screen.
 * Part of the session store beside src/lib/auth-store.ts: sign-in (the auth feature) fills it and the
 * consent screens read it, and features never import each other (docs/decisions/004).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface ConsentSlot {
  id: number;
  isForce: boolean;
  isAgree: boolean;
}

export type ConsentKind = 'terms' | 'privacy';

interface ConsentSessionState {
  condition: ConsentSlot | null;
  privacy: ConsentSlot | null;
  /** Records what the server says is still to accept (replacing earlier knowledge). */
  setPending: (pending: readonly { type: ConsentKind; version: number; is_force: boolean }[]) => void;
  markAgreed: (type: ConsentKind) => void;
  /** Marks a document as needing acceptance when all we know is the 403 (version unknown). */
  markRequired: (type: ConsentKind) => void;
  reset: () => void;
}

const slotOf = (type: ConsentKind) => (type === 'terms' ? 'condition' : 'privacy');

export const useConsentSession = create<ConsentSessionState>()(
  persist(
    (set, get) => ({
      condition: null,
      privacy: null,
      setPending: (pending) => {
        const next: Pick<ConsentSessionState, 'condition' | 'privacy'> = { condition: null, privacy: null };
        for (const p of pending)
          next[slotOf(p.type)] = { id: p.version, isForce: p.is_force, isAgree: false };
        set(next);
      },
      markAgreed: (type) => {
        const slot = get()[slotOf(type)];
        set({ [slotOf(type)]: slot ? { ...slot, isAgree: true } : null });
      },
      markRequired: (type) => {
        const slot = get()[slotOf(type)];
        set({ [slotOf(type)]: { id: slot?.id ?? 0, isForce: true, isAgree: false } });
      },
      reset: () => set({ condition: null, privacy: null }),
    }),
    {
      name: 'auth.consent',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (st) => ({ condition: st.condition, privacy: st.privacy }),
    },
  ),
);

/** The documents still to accept, as /check-page needs them. */
export function pendingConsentSteps(st: { condition: ConsentSlot | null; privacy: ConsentSlot | null }) {
  const out: { type: ConsentKind; is_force: boolean }[] = [];
  if (st.condition && !st.condition.isAgree) out.push({ type: 'terms', is_force: st.condition.isForce });
  if (st.privacy && !st.privacy.isAgree) out.push({ type: 'privacy', is_force: st.privacy.isForce });
  return out;
}
