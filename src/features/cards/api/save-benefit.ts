/** POST /api/v1/cards/{id}/benefits and PUT /api/v1/cards/{id}/benefits/{benefitId}: a benefit line. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createBenefit, updateBenefit } from '../../../api/contract';
import { type BodyOf, callApi } from '../../../lib/api-client';
import { CARD_PATHS, cardKeys } from './keys';

export interface SaveBenefitInput {
  cardId: string;
  benefitId: string | null;
  body: BodyOf<typeof createBenefit>;
}

export async function saveBenefit({ cardId, benefitId, body }: SaveBenefitInput) {
  if (benefitId) {
    return (
      await callApi<typeof updateBenefit>(CARD_PATHS.updateBenefit, {
        params: { id: cardId, benefitId },
        body,
      })
    ).data;
  }
  return (await callApi<typeof createBenefit>(CARD_PATHS.createBenefit, { params: { id: cardId }, body }))
    .data;
}

export const useSaveBenefit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBenefit,
    onSuccess: (_d, { cardId }) => qc.invalidateQueries({ queryKey: cardKeys.detail(cardId) }),
  });
};
