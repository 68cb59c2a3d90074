/**
 * POST /api/v1/cards/{id}/use: starts a 5-minute card display for a hospital. The answer carries the
 * server's clock (server_now) so the countdown never depends on the phone's clock.
 */
import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../components/form/idempotency-key';
import { callApi } from '../../../lib/api-client';

export interface StartUseCardInput {
  cardId: string;
  hospitalCode: string;
}

export const startUseCard = async ({ cardId, hospitalCode }: StartUseCardInput, idempotencyKey?: string) =>
  (
    await callApi('useCard', {
      params: { id: cardId },
      body: { hospital_code: hospitalCode },
      idempotencyKey,
    })
  ).data;

/** A retried start after a failure shows the same display rather than replacing it. */
export const useStartUseCard = () => {
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: StartUseCardInput) => startUseCard(input, keys.keyFor(input)),
    onSuccess: () => keys.reset(),
  });
};
