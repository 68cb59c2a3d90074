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
      // The screen showing the card is still mounted while the app leaves it: asking for the card
      // again would only earn a 404 (issue 10). Its cache entry is marked stale without a refetch, so
      // a later visit asks the server (and shows "not found"); everything else about cards reloads.
      const detail = cardKeys.detail(id);
      void qc.invalidateQueries({ queryKey: detail, exact: true, refetchType: 'none' });
      return qc.invalidateQueries({
        queryKey: cardKeys.all,
        predicate: (query) =>
          !(query.queryKey.length === detail.length && query.queryKey.every((k, i) => k === detail[i])),
      });
    },
  });
};
