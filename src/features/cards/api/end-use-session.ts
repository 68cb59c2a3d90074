/** POST /api/v1/use-sessions/{id}/end: done or cancel; idempotent on the server. */
import { useMutation } from '@tanstack/react-query';
import type { endUseSession as EndUseSessionOp } from '../../../api/contract';
import { callApi } from '../../../lib/api-client';
import { CARD_PATHS } from './keys';

export const endUseSession = async ({
  sessionId,
  reason,
}: {
  sessionId: string;
  reason: 'done' | 'cancel';
}) =>
  (
    await callApi<typeof EndUseSessionOp>(CARD_PATHS.endUseSession, {
      params: { id: sessionId },
      body: { reason },
    })
  ).data;

export const useEndUseSession = () => useMutation({ mutationFn: endUseSession });
