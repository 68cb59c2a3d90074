/** DELETE /api/v1/family/{personId}: removes a linked family member from My Family. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const removeFamilyMember = async (personId: string) =>
  (await callApi('removeFamilyMember', { params: { personId } })).data;

export const useRemoveFamilyMember = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    // Their cards leave My Family, and the cards added for them are gone: every card list reloads.
    onSuccess: () => qc.invalidateQueries({ queryKey: cardKeys.all }),
  });
};
