/** GET /api/v1/use-sessions/{id}: a card display in progress, with the server's clock (after a reload). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const getUseSession = async (sessionId: string) =>
  (await callApi('getUseSession', { params: { id: sessionId } })).data;

/** Always asked afresh (the server's clock and the session's state are what matter) and not kept. */
export const getUseSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: cardKeys.useSession(sessionId),
    queryFn: () => getUseSession(sessionId),
    staleTime: 0,
    gcTime: 0,
  });

/** The display in progress that this tab remembered, if any (null: nothing to ask for). */
export const useUseSession = (sessionId: string | null) =>
  useQuery({ ...getUseSessionQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
