/** Consent documents and the member's acceptance (PDPA s19): GET /api/v1/consents, …/{type}/current, accept, withdraw. */
import type { ConsentType } from '../../../../shared/api/schemas/auth';
import type { ConsentDocument } from '../../../../shared/api/schemas/consents';
import { callApi, type ResponseOf } from '../../../lib/api-client';

export type ConsentsOverview = ResponseOf<'listConsents'>['data'];
export type ConsentStatus = ResponseOf<'acceptConsent'>['data'];

export async function getConsents(): Promise<ConsentsOverview> {
  return (await callApi('listConsents')).data;
}

export async function getCurrentConsent(type: ConsentType): Promise<ConsentDocument> {
  return (await callApi('getCurrentConsent', { params: { type } })).data;
}

export async function acceptConsent(
  type: ConsentType,
  version: number,
  channel: 'web' | 'line',
): Promise<ConsentStatus> {
  return (await callApi('acceptConsent', { params: { type }, body: { version, channel } })).data;
}

export async function withdrawConsent(type: ConsentType): Promise<ConsentStatus> {
  return (await callApi('withdrawConsent', { params: { type } })).data;
}
