/** Registration with OTP: POST /api/v1/register, /register/otp, /register/otp/resend. */
import type { z } from 'zod';
import type {
  OtpChallengeWithPhone,
  RegisterRequest,
  RegisterStartedSchema,
  SessionGrant,
} from '../../../api/schemas/auth';
import { HEADERS } from '../../../api/headers';
import { partnerHeaders } from './partner-headers';
import { apiRequest } from '../../../lib/api-client';

export type RegisterStarted = z.infer<typeof RegisterStartedSchema>;

export async function register(body: RegisterRequest): Promise<RegisterStarted> {
  return (
    await apiRequest<{ data: RegisterStarted }>('POST', '/api/v1/register', {
      body,
      headers: await partnerHeaders(),
    })
  ).data;
}

export async function verifyRegisterOtp(registerToken: string, otp: string): Promise<SessionGrant> {
  return (
    await apiRequest<{ data: SessionGrant }>('POST', '/api/v1/register/otp', {
      body: { otp },
      headers: { ...(await partnerHeaders()), [HEADERS.registerToken]: registerToken },
    })
  ).data;
}

export async function resendRegisterOtp(
  registerToken: string,
  lang: 'th' | 'en',
): Promise<OtpChallengeWithPhone> {
  return (
    await apiRequest<{ data: OtpChallengeWithPhone }>('POST', '/api/v1/register/otp/resend', {
      body: { lang },
      headers: { ...(await partnerHeaders()), [HEADERS.registerToken]: registerToken },
    })
  ).data;
}
