/** GET /api/v1/use-sessions/{id}: a card display in progress, with the server's clock (after a reload). */
import type { getUseSession as GetUseSessionOp } from '../../../api/contract';
import { callApi } from '../../../lib/api-client';
import { CARD_PATHS } from './keys';

export const getUseSession = async (sessionId: string) =>
  (await callApi<typeof GetUseSessionOp>(CARD_PATHS.getUseSession, { params: { id: sessionId } })).data;
