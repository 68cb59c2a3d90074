/**
 * POST /api/v1/cards, POST /api/v1/family/{personId}/cards and PUT /api/v1/cards/{id}: a self-added
 * card as multipart form data (fields and the two images). On edit, a side without a new file keeps
 * its image.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../components/form/idempotency-key';
import { callApi } from '../../../lib/api-client';
import type { CardTarget, DraftCard } from '../stores/draft-card-store';
import { CARD_FORM_FIELDS as F, cardKeys } from './keys';

export interface SaveCardInput {
  target: CardTarget;
  /** Set when editing. */
  cardId: string | null;
  draft: DraftCard;
  /** The insurer chosen on /insurance-list (its id), or null when the member typed the name. */
  insurerId: string | null;
  front: File | null;
  back: File | null;
}

export function toCardFormData({ draft, insurerId, front, back }: SaveCardInput): FormData {
  const form = new FormData();
  if (insurerId) form.set(F.insurerId, insurerId);
  form.set(F.insurerName, draft.company.trim());
  form.set(F.cardNo, draft.noCard.trim());
  form.set(F.insuredName, draft.name_ins.trim());
  form.set(F.startDate, draft.startDate);
  form.set(F.expiryDate, draft.dueDate);
  if (front) form.set(F.frontImage, front, front.name);
  if (back) form.set(F.backImage, back, back.name);
  return form;
}

/** `idempotencyKey`: the add's key (an edit needs none: sending it twice changes nothing more). */
export async function saveCard(input: SaveCardInput, idempotencyKey?: string) {
  const body = toCardFormData(input);
  const { cardId, target } = input;
  const saved = cardId
    ? await callApi('updateCard', { params: { id: cardId }, body })
    : target.kind === 'family'
      ? await callApi('createFamilyCard', { params: { personId: target.personId }, body, idempotencyKey })
      : await callApi('createCard', { body, idempotencyKey });
  return saved.data;
}

export const useSaveCard = () => {
  const qc = useQueryClient();
  // One key per add: a retry of the same card after a failure reuses it (no second card).
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: SaveCardInput) => saveCard(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.reset();
      return qc.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
};
