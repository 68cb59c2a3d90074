/** POST /api/v1/use-sessions/{id}/end: done or cancel; idempotent on the server. */
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const endUseSession = async ({
  sessionId,
  reason,
}: {
  sessionId: string;
  reason: 'done' | 'cancel';
}) =>
  (
    await callApi('endUseSession', {
      params: { id: sessionId },
      body: { reason },
    })
  ).data;

export const useEndUseSession = () => useMutation({ mutationFn: endUseSession });
