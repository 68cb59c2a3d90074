/** The signed-in member's own account: profile, password, data export, deletion. */
import type { Profile, ProfileUpdate } from '../../../../shared/api/schemas/account';
import type { OtpChallengeWithPhone } from '../../../../shared/api/schemas/auth';
import { callApi, type ResponseOf } from '../../../lib/api-client';

type Lang = 'th' | 'en';

export async function getProfile(): Promise<Profile> {
  return (await callApi('getMe')).data;
}

export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return (await callApi('updateMe', { body })).data;
}

export async function changePassword(body: {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
  lang: Lang;
}) {
  return (await callApi('changePassword', { body })).data;
}

/** GET /api/v1/me/export: the member's data as JSON (PDPA s30/31), returned as text to save as a file. */
export async function exportMyData(): Promise<unknown> {
  return (await callApi('exportMyData')).data;
}

export type DeletionPolicy = ResponseOf<'getDeletionPolicy'>['data'];
export type DeleteAccountResult = ResponseOf<'deleteAccount'>['data'];

export async function getDeletionPolicy(): Promise<DeletionPolicy> {
  return (await callApi('getDeletionPolicy')).data;
}

export async function requestDeleteOtp(lang: Lang): Promise<OtpChallengeWithPhone> {
  return (await callApi('requestDeleteOtp', { body: { lang } })).data;
}

export async function deleteAccount(refNo: string, otp: string): Promise<DeleteAccountResult> {
  return (await callApi('deleteAccount', { body: { ref_no: refNo, otp } })).data;
}
