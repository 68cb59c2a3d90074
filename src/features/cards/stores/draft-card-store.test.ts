import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { DRAFT_CARD_STORAGE_KEY, EMPTY_DRAFT, useDraftCardStore } from './draft-card-store';

const values = {
  company: 'เมืองไทยประกันชีวิต',
  noCard: 'MTL-5512-0087',
  name_ins: 'กัญญารัตน์ ศรีสุข',
  startDate: '2026-01-01',
  dueDate: '2026-12-31',
  ins_code: 'MTL',
};

const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_CARD_STORAGE_KEY) ?? 'null')?.state;

afterEach(() => {
  useDraftCardStore.getState().reset();
  authStore.getState().setToken(null);
});

describe('draftCard store', () => {
  it('starts adding with a fresh draft and the chosen insurer, isAddCard set', () => {
    useDraftCardStore.getState().setDraft({ noCard: 'left over' });
    useDraftCardStore
      .getState()
      .startAdd({ kind: 'self' }, { company: 'AIA', ins_code: 'AIA', insurerId: 'ins-aia' });
    const st = useDraftCardStore.getState();
    expect(st.draftCard).toEqual({ ...EMPTY_DRAFT, company: 'AIA', ins_code: 'AIA' });
    expect(st.isAddCard).toBe(true);
    expect(st.isEditCard).toBe(false);
    expect(st.cardId).toBeNull();
    expect(st.insurerId).toBe('ins-aia');
  });

  it('starts editing with the card values, isEditCard set, and remembers the family target', () => {
    useDraftCardStore.getState().startEdit({ kind: 'family', personId: 'p-1' }, 'card-9', values);
    const st = useDraftCardStore.getState();
    expect(st.draftCard).toEqual(values);
    expect(st.isEditCard).toBe(true);
    expect(st.isAddCard).toBe(false);
    expect(st.cardId).toBe('card-9');
    expect(st.target).toEqual({ kind: 'family', personId: 'p-1' });
  });

  it('keeps what was typed, field by field, in sessionStorage (survives a reload)', () => {
    useDraftCardStore.getState().startAdd({ kind: 'self' });
    useDraftCardStore.getState().setDraft({ noCard: 'X-1' });
    useDraftCardStore.getState().setDraft({ name_ins: 'Somchai' });
    expect(useDraftCardStore.getState().draftCard).toMatchObject({ noCard: 'X-1', name_ins: 'Somchai' });
    expect(stored()).toMatchObject({ isAddCard: true, draftCard: { noCard: 'X-1', name_ins: 'Somchai' } });
  });

  it('toggles between add and edit without losing the draft', () => {
    useDraftCardStore.getState().startAdd({ kind: 'self' });
    useDraftCardStore.getState().setDraft({ noCard: 'X-1' });
    useDraftCardStore.getState().toggleMode();
    expect(useDraftCardStore.getState()).toMatchObject({ isAddCard: false, isEditCard: true });
    useDraftCardStore.getState().toggleMode();
    expect(useDraftCardStore.getState()).toMatchObject({ isAddCard: true, isEditCard: false });
    expect(useDraftCardStore.getState().draftCard.noCard).toBe('X-1');
  });

  it('resets the draft and both flags (after save and on cancel)', () => {
    useDraftCardStore.getState().startEdit({ kind: 'self' }, 'card-1', values);
    useDraftCardStore.getState().reset();
    const st = useDraftCardStore.getState();
    expect(st.draftCard).toEqual(EMPTY_DRAFT);
    expect(st.isAddCard).toBe(false);
    expect(st.isEditCard).toBe(false);
    expect(st.cardId).toBeNull();
    expect(stored()).toMatchObject({ isAddCard: false, isEditCard: false, draftCard: EMPTY_DRAFT });
  });

  it('resets on logout', () => {
    authStore.getState().setToken('t'.repeat(32));
    useDraftCardStore.getState().startEdit({ kind: 'self' }, 'card-1', values);
    authStore.getState().setToken(null);
    expect(useDraftCardStore.getState().draftCard).toEqual(EMPTY_DRAFT);
    expect(useDraftCardStore.getState().isEditCard).toBe(false);
  });
});
