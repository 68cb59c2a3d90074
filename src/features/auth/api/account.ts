/** The signed-in member's own account: profile, password, data export, deletion. */
import type { z } from 'zod';
import type {
  DeleteAccountResponseSchema,
  DeletionPolicyResponseSchema,
  Profile,
  ProfileUpdate,
} from '../../../api/schemas/account';
import type { OtpChallengeWithPhone } from '../../../api/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

type Lang = 'th' | 'en';

export async function getProfile(): Promise<Profile> {
  return (await apiRequest<{ data: Profile }>('GET', '/api/v1/me')).data;
}

export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return (await apiRequest<{ data: Profile }>('PATCH', '/api/v1/me', { body })).data;
}

export async function changePassword(body: {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
  lang: Lang;
}) {
  return (
    await apiRequest<{ data: { password_changed: true; other_sessions_ended: number } }>(
      'PUT',
      '/api/v1/me/password',
      { body },
    )
  ).data;
}

/** GET /api/v1/me/export: the member's data as JSON (PDPA s30/31), returned as text to save as a file. */
export async function exportMyData(): Promise<unknown> {
  return (await apiRequest<{ data: unknown }>('GET', '/api/v1/me/export')).data;
}

export type DeletionPolicy = z.infer<typeof DeletionPolicyResponseSchema>['data'];
export type DeleteAccountResult = z.infer<typeof DeleteAccountResponseSchema>['data'];

export async function getDeletionPolicy(): Promise<DeletionPolicy> {
  return (await apiRequest<{ data: DeletionPolicy }>('GET', '/api/v1/me/delete')).data;
}

export async function requestDeleteOtp(lang: Lang): Promise<OtpChallengeWithPhone> {
  return (
    await apiRequest<{ data: OtpChallengeWithPhone }>('POST', '/api/v1/me/delete/otp', { body: { lang } })
  ).data;
}

export async function deleteAccount(refNo: string, otp: string): Promise<DeleteAccountResult> {
  return (
    await apiRequest<{ data: DeleteAccountResult }>('POST', '/api/v1/me/delete', {
      body: { ref_no: refNo, otp },
    })
  ).data;
}
