import type { SessionGrant } from '../../../api/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/sso: exchanges a partner-signed hand-off token for a member session. */
export async function loginWithSso(token: string): Promise<SessionGrant> {
  return (await apiRequest<{ data: SessionGrant }>('POST', '/api/v1/sso', { body: { token } })).data;
}
