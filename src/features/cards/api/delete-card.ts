/** DELETE /api/v1/cards/{id}: removes a self-added card. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { deleteCard as DeleteCardOp } from '../../../api/contract';
import { callApi } from '../../../lib/api-client';
import { CARD_PATHS, cardKeys } from './keys';

export const deleteCard = async (id: string) =>
  (await callApi<typeof DeleteCardOp>(CARD_PATHS.deleteCard, { params: { id } })).data;

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
