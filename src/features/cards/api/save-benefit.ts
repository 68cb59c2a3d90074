/** POST /api/v1/cards/{id}/benefits and PUT /api/v1/cards/{id}/benefits/{benefitId}: a benefit line. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export interface SaveBenefitInput {
  cardId: string;
  benefitId: string | null;
  body: BodyOf<'createBenefit'>;
}

export async function saveBenefit({ cardId, benefitId, body }: SaveBenefitInput) {
  const saved = benefitId
    ? await callApi('updateBenefit', { params: { id: cardId, benefitId }, body })
    : await callApi('createBenefit', { params: { id: cardId }, body });
  return saved.data;
}

export const useSaveBenefit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBenefit,
    onSuccess: (_d, { cardId }) => qc.invalidateQueries({ queryKey: cardKeys.detail(cardId) }),
  });
};
