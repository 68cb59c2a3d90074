/** POST /api/v1/cards/{id}/benefits and PUT /api/v1/cards/{id}/benefits/{benefitId}: a benefit line. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../components/form/idempotency-key';
import { type BodyOf, callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export interface SaveBenefitInput {
  cardId: string;
  benefitId: string | null;
  body: BodyOf<'createBenefit'>;
}

export async function saveBenefit({ cardId, benefitId, body }: SaveBenefitInput, idempotencyKey?: string) {
  const saved = benefitId
    ? await callApi('updateBenefit', { params: { id: cardId, benefitId }, body })
    : await callApi('createBenefit', { params: { id: cardId }, body, idempotencyKey });
  return saved.data;
}

export const useSaveBenefit = () => {
  const qc = useQueryClient();
  // One key per added line: a retry of the same line after a failure reuses it.
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: SaveBenefitInput) => saveBenefit(input, keys.keyFor(input)),
    onSuccess: (_d, { cardId }) => {
      keys.reset();
      return qc.invalidateQueries({ queryKey: cardKeys.detail(cardId) });
    },
  });
};
