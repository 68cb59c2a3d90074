/**
 * What happens to the browser's state when a sign-in succeeds or a member signs out. Loaded with a
 * dynamic import from /login (the stores' persistence code stays off the first route).
 */
import type { LoginResponse, SessionGrant } from '../../../shared/api/schemas/auth';
import { authStore, clearBackPath } from '../../lib/auth-store';
import { useConsentSession } from '../../lib/consent-session';
import { useOtpSession } from './stores/otp-session';

/** Stores a session grant: the token, and the consent documents still to accept (for /check-page). */
export function applySessionGrant(grant: SessionGrant) {
  useOtpSession.getState().setRegister(null);
  useConsentSession.getState().setPending(grant.consents);
  authStore.getState().setToken(grant.token);
}

/** A login answer: a session, or the renewal of a member from before the privacy update. */
export function applyLoginResult(result: LoginResponse['data'], now = Date.now()) {
  if ('token' in result) {
    applySessionGrant(result);
    return;
  }
  const r = result.renewal;
  useOtpSession.getState().setRegister({
    purpose: 'renew',
    token: '',
    ref_no: r.ref_no,
    phone: r.phone,
    ttl_minute: r.ttl_minute,
    is_old_user: true,
    sent_at: now,
    resend_at: now + r.resend_after_seconds * 1000,
  });
}

/**
 * Forgets everything of the member in this browser: the token, the session stores (OTP flows,
 * consents, the remembered path) and any cached server data. Used by logout and account deletion.
 */
export async function clearMemberState() {
  authStore.getState().setToken(null);
  useOtpSession.getState().reset();
  useConsentSession.getState().reset();
  clearBackPath();
  // TanStack Query is loaded only with data screens; clear its cache if it is there.
  const { queryClient } = await import('../../lib/query');
  queryClient.clear();
}
