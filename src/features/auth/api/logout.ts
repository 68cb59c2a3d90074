import { callApi } from '../../../lib/api-client';

/** POST /api/v1/auth/logout: ends this session on the server. */
export async function logout(): Promise<void> {
  await callApi('logout');
}
