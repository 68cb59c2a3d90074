import { ApiRequestError, callApi } from '../../../lib/api-client';
import { useConsentSession } from '../../../lib/consent-session';

/**
 * POST /api/v1/line/login with the LIFF ID token (verified by the server). Returns the session token,
 * or null when the LINE account is not linked to a member (they log in with a password instead).
 */
export async function loginWithLine(idToken: string): Promise<string | null> {
  try {
    const grant = (await callApi('lineLogin', { body: { id_token: idToken } })).data;
    useConsentSession.getState().setPending(grant.consents);
    return grant.token;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return null;
    throw error;
  }
}
