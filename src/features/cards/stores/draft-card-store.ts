/**
 * The spec's session store for the self-added card flow (section 3: draftCard, isAddCard, isEditCard;
 * section 4: the add-card and edit-card flags toggle and reset). Persisted to sessionStorage so what
 * the member typed survives a failed save and a reload, and dies with the tab.
 *
 * Images are not kept here: a 10 MB photo does not belong in sessionStorage; they stay in the form's
 * memory and survive a failed save, not a reload.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CardSummary } from '../../../../shared/api/schemas/cards';
import type { Locale } from '../../../../shared/config/routes';
import { authStore } from '../../../lib/auth-store';

export interface DraftCard {
  /** Insurer or bank name, as the member chose or typed it. */
  company: string;
  /** Policy or card number. */
  noCard: string;
  /** Insured name. */
  name_ins: string;
  /** ISO dates (YYYY-MM-DD), as <input type="date"> gives them. */
  startDate: string;
  dueDate: string;
  /** Insurer code when chosen from the insurer list; empty when typed in. */
  ins_code: string;
}

/** Whose card the flow is about: the member's own, or a family member's (insured person id). */
export type CardTarget = { kind: 'self' } | { kind: 'family'; personId: string };

export const EMPTY_DRAFT: DraftCard = {
  company: '',
  noCard: '',
  name_ins: '',
  startDate: '',
  dueDate: '',
  ins_code: '',
};

/** Where editing a card starts: its owner, and its current values in the page's language. */
export function editStartOf(
  card: Pick<
    CardSummary,
    | 'insured_person_id'
    | 'insurer_name'
    | 'card_no'
    | 'insured_name'
    | 'start_date'
    | 'expiry_date'
    | 'ins_code'
  >,
  family: boolean,
  locale: Locale,
): { target: CardTarget; values: DraftCard } {
  return {
    target: family ? { kind: 'family', personId: card.insured_person_id } : { kind: 'self' },
    values: {
      company: card.insurer_name[locale],
      noCard: card.card_no,
      name_ins: card.insured_name,
      startDate: card.start_date,
      dueDate: card.expiry_date,
      ins_code: card.ins_code ?? '',
    },
  };
}

interface DraftCardState {
  draftCard: DraftCard;
  isAddCard: boolean;
  isEditCard: boolean;
  /** The card being edited (edit flow only). */
  cardId: string | null;
  /** The insurer chosen on /insurance-list (the API's insurer id); null when the member types the name. */
  insurerId: string | null;
  target: CardTarget;
  /** Starts adding a card: a fresh draft, optionally with the insurer chosen on /insurance-list. */
  startAdd: (
    target: CardTarget,
    insurer?: Pick<DraftCard, 'company' | 'ins_code'> & { insurerId: string | null },
  ) => void;
  setTarget: (target: CardTarget) => void;
  /** Starts editing an existing card: the draft holds its current values. */
  startEdit: (target: CardTarget, cardId: string, values: DraftCard) => void;
  setDraft: (patch: Partial<DraftCard>) => void;
  /** Switches between adding and editing without losing the draft (the flags are mutually exclusive). */
  toggleMode: () => void;
  /** After a save, on cancel and on logout. */
  reset: () => void;
}

const initial = {
  draftCard: EMPTY_DRAFT,
  isAddCard: false,
  isEditCard: false,
  cardId: null,
  insurerId: null,
  target: { kind: 'self' } as CardTarget,
};

export const DRAFT_CARD_STORAGE_KEY = 'draftCard';

export const useDraftCardStore = create<DraftCardState>()(
  persist(
    (set, get) => ({
      ...initial,
      startAdd: (target, insurer) =>
        set({
          draftCard: {
            ...EMPTY_DRAFT,
            ...(insurer ? { company: insurer.company, ins_code: insurer.ins_code } : {}),
          },
          isAddCard: true,
          isEditCard: false,
          cardId: null,
          insurerId: insurer?.insurerId ?? null,
          target,
        }),
      startEdit: (target, cardId, values) =>
        set({
          draftCard: { ...values },
          isAddCard: false,
          isEditCard: true,
          cardId,
          insurerId: null,
          target,
        }),
      setTarget: (target) => set({ target }),
      setDraft: (patch) => set({ draftCard: { ...get().draftCard, ...patch } }),
      toggleMode: () => {
        const { isAddCard } = get();
        set({ isAddCard: !isAddCard, isEditCard: isAddCard });
      },
      reset: () => set({ ...initial, draftCard: { ...EMPTY_DRAFT } }),
    }),
    {
      name: DRAFT_CARD_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draftCard, isAddCard, isEditCard, cardId, insurerId, target }) => ({
        draftCard,
        isAddCard,
        isEditCard,
        cardId,
        insurerId,
        target,
      }),
    },
  ),
);

// Logout (the token going away) clears the draft: the next person on this phone must not see it.
authStore.subscribe((state, prev) => {
  if (prev.loggedIn && !state.loggedIn) useDraftCardStore.getState().reset();
});
