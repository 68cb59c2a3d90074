/** Registration with OTP: POST /api/v1/register, /register/otp, /register/otp/resend. */
import { HEADERS } from '../../../../shared/api/headers';
import type {
  OtpChallengeWithPhone,
  RegisterRequest,
  SessionGrant,
} from '../../../../shared/api/schemas/auth';
import { callApi, type ResponseOf } from '../../../lib/api-client';
import { partnerHeaders } from './partner-headers';

export type RegisterStarted = ResponseOf<'register'>['data'];

export async function register(body: RegisterRequest): Promise<RegisterStarted> {
  return (await callApi('register', { body, headers: await partnerHeaders() })).data;
}

/** The partner headers and the register-token of the OTP steps. */
const otpStepHeaders = async (registerToken: string) => ({
  ...(await partnerHeaders()),
  [HEADERS.registerToken]: registerToken,
});

export async function verifyRegisterOtp(registerToken: string, otp: string): Promise<SessionGrant> {
  return (await callApi('verifyRegisterOtp', { body: { otp }, headers: await otpStepHeaders(registerToken) }))
    .data;
}

export async function resendRegisterOtp(
  registerToken: string,
  lang: 'th' | 'en',
): Promise<OtpChallengeWithPhone> {
  return (
    await callApi('resendRegisterOtp', { body: { lang }, headers: await otpStepHeaders(registerToken) })
  ).data;
}
