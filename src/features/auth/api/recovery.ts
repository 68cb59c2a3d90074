/** Recovery: forgotten username, forgotten password, and the renewal of members from before the privacy update. */
import type { OtpChallenge } from '../../../api/schemas/auth';
import type { LocalizedText } from '../../../lib/api-client';
import { apiRequest } from '../../../lib/api-client';

type Lang = 'th' | 'en';

/** POST /api/v1/recovery/username: the same answer whether or not an account matches. */
export async function recoverUsername(mobile: string, lang: Lang): Promise<LocalizedText> {
  const res = await apiRequest<{ data: { accepted: true; message: LocalizedText } }>(
    'POST',
    '/api/v1/recovery/username',
    { body: { mobile, lang } },
  );
  return res.data.message;
}

/** POST /api/v1/recovery/password: an OTP goes to the registered phone if the account exists. */
export async function recoverPassword(username: string, lang: Lang) {
  return (
    await apiRequest<{ data: OtpChallenge & { is_old_user: false } }>('POST', '/api/v1/recovery/password', {
      body: { username, lang },
    })
  ).data;
}

/** POST /api/v1/recovery/password/resend */
export async function resendRecoveryOtp(refNo: string, lang: Lang): Promise<OtpChallenge> {
  return (
    await apiRequest<{ data: OtpChallenge }>('POST', '/api/v1/recovery/password/resend', {
      body: { ref_no: refNo, lang },
    })
  ).data;
}

/** POST /api/v1/recovery/password/verify: the code proves the phone; the answer is a single-use reset token. */
export async function verifyRecoveryOtp(refNo: string, otp: string) {
  return (
    await apiRequest<{ data: { reset_token: string; expires_at: string } }>(
      'POST',
      '/api/v1/recovery/password/verify',
      { body: { ref_no: refNo, otp } },
    )
  ).data;
}

/** POST /api/v1/recovery/password/reset: every session ends; the member logs in with the new password. */
export async function resetPassword(body: {
  reset_token: string;
  password: string;
  password_confirmation: string;
}) {
  await apiRequest('POST', '/api/v1/recovery/password/reset', { body });
}
