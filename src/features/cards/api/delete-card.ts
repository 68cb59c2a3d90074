/** DELETE /api/v1/cards/{id}: removes a self-added card. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const deleteCard = async (id: string) => (await callApi('deleteCard', { params: { id } })).data;

export const useDeleteCard = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_data, id) => {
      qc.removeQueries({ queryKey: cardKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
};
