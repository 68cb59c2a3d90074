/**
 * POST /api/v1/cards/{id}/use: starts a 5-minute card display for a hospital. The answer carries the
 * server's clock (server_now) so the countdown never depends on the phone's clock.
 */
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const startUseCard = async ({ cardId, hospitalCode }: { cardId: string; hospitalCode: string }) =>
  (
    await callApi('useCard', {
      params: { id: cardId },
      body: { hospital_code: hospitalCode },
    })
  ).data;

export const useStartUseCard = () => useMutation({ mutationFn: startUseCard });
