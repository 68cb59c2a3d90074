import type { SessionGrant } from '../../../../shared/api/schemas/auth';
import { callApi } from '../../../lib/api-client';

/** POST /api/v1/sso: exchanges a partner-signed hand-off token for a member session. */
export async function loginWithSso(token: string): Promise<SessionGrant> {
  return (await callApi('ssoLogin', { body: { token } })).data;
}
