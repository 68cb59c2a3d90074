/** Recovery: forgotten username, forgotten password, and the renewal of members from before the privacy update. */
import type { OtpChallenge } from '../../../../shared/api/schemas/auth';
import { type BodyOf, callApi, type LocalizedText } from '../../../lib/api-client';

type Lang = 'th' | 'en';

/** POST /api/v1/recovery/username: the same answer whether or not an account matches. */
export async function recoverUsername(mobile: string, lang: Lang): Promise<LocalizedText> {
  return (await callApi('recoverUsername', { body: { mobile, lang } })).data.message;
}

/** POST /api/v1/recovery/password: an OTP goes to the registered phone if the account exists. */
export async function recoverPassword(username: string, lang: Lang) {
  return (await callApi('recoverPassword', { body: { username, lang } })).data;
}

/** POST /api/v1/recovery/password/resend */
export async function resendRecoveryOtp(refNo: string, lang: Lang): Promise<OtpChallenge> {
  return (await callApi('resendRecoveryOtp', { body: { ref_no: refNo, lang } })).data;
}

/** POST /api/v1/recovery/password/verify: the code proves the phone; the answer is a single-use reset token. */
export async function verifyRecoveryOtp(refNo: string, otp: string) {
  return (await callApi('verifyRecoveryOtp', { body: { ref_no: refNo, otp } })).data;
}

/** POST /api/v1/recovery/password/reset: every session ends; the member logs in with the new password. */
export async function resetPassword(body: BodyOf<'resetPassword'>) {
  await callApi('resetPassword', { body });
}
