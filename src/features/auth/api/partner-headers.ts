/**
 * Registration is a partner call (docs/spec.md section 7: PartnerId, SecretKey and x-api-key headers). The
 * partner's credentials are the ones that arrived in the URL (kept in local storage by boot), else the
 * built-in default partner's (the spec's default credentials), loaded only when needed.
 */
import { HEADERS } from '../../../../shared/api/headers';
import { ApiRequestError, callApi } from '../../../lib/api-client';
import { usePartnerStore } from '../../../lib/partner-store';
import { local, STORAGE_KEYS } from '../../../lib/storage';

export async function partnerHeaders(): Promise<Record<string, string>> {
  const partnerId = local.get(STORAGE_KEYS.partnerId) ?? usePartnerStore.getState().partner.partner_id;
  let secret = local.get(STORAGE_KEYS.secretKey);
  if (!secret) {
    const defaults = (await import('../../../../partners/default/partner.json')).default;
    if (defaults.partner_id === partnerId) secret = defaults.secret_key;
  }
  return secret
    ? { [HEADERS.partnerId]: partnerId, [HEADERS.secretKey]: secret }
    : { [HEADERS.partnerId]: partnerId };
}

/**
 * Whether the partner link the app was opened with carries credentials the server accepts (issue 25:
 * a link with ?partner_id= but no or a wrong secret_key is told so on the first screen, not when
 * registration fails at its last step). 'ok' without a link (the built-in default partner), 'invalid'
 * when the link has no secret or the server refuses the pair (GET /api/v1/partner-info, the spec's
 * start-up call, which does not say which of the two was wrong), 'unknown' when the server could not
 * be asked (offline): then nothing is said.
 */
export async function partnerLinkStatus(): Promise<'ok' | 'invalid' | 'unknown'> {
  if (!local.get(STORAGE_KEYS.partnerId)) return 'ok';
  const headers = await partnerHeaders();
  const partnerId = headers[HEADERS.partnerId];
  const secret = headers[HEADERS.secretKey];
  if (!secret) return 'invalid';
  try {
    await callApi('getPartnerInfo', { query: { partner_id: partnerId, secret_key: secret } });
    return 'ok';
  } catch (e) {
    return e instanceof ApiRequestError && e.code === 'PARTNER_CREDENTIALS_INVALID' ? 'invalid' : 'unknown';
  }
}
