/** GET /api/v1/use-sessions/{id}: a card display in progress, with the server's clock (after a reload). */
import { callApi } from '../../../lib/api-client';

export const getUseSession = async (sessionId: string) =>
  (await callApi('getUseSession', { params: { id: sessionId } })).data;
