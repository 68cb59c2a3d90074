/**
 * Registration is a partner call (docs/spec.md section 7: PartnerId, SecretKey and x-api-key headers). The
 * partner's credentials are the ones that arrived in the URL (kept in local storage by boot), else the
 * built-in default partner's (the spec's default credentials), loaded only when needed.
 */
import { HEADERS } from '../../../../shared/api/headers';
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
