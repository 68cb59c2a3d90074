/** DELETE /api/v1/cards/{id}/benefits/{benefitId}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const deleteBenefit = async ({ cardId, benefitId }: { cardId: string; benefitId: string }) =>
  (await callApi('deleteBenefit', { params: { id: cardId, benefitId } })).data;

export const useDeleteBenefit = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBenefit,
    onSuccess: (_d, { cardId }) => qc.invalidateQueries({ queryKey: cardKeys.detail(cardId) }),
  });
};
