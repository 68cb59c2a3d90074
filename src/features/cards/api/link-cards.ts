/** POST /api/v1/cards/link: confirms the OTP; the found policies join the member's (or family's) list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const linkCards = async (body: BodyOf<'linkCards'>) => (await callApi('linkCards', { body })).data;

export const useLinkCards = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: linkCards,
    onSuccess: () => qc.invalidateQueries({ queryKey: cardKeys.all }),
  });
};
