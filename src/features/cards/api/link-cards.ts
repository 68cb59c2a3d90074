/** POST /api/v1/cards/link: confirms the OTP; the found policies join the member's (or family's) list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../components/form/idempotency-key';
import { type BodyOf, callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const linkCards = async (body: BodyOf<'linkCards'>, idempotencyKey?: string) =>
  (await callApi('linkCards', { body, idempotencyKey })).data;

export const useLinkCards = () => {
  const qc = useQueryClient();
  // A retry of the same code after a lost answer gets the link's answer, not "code already used".
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: BodyOf<'linkCards'>) => linkCards(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.reset();
      return qc.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
};
