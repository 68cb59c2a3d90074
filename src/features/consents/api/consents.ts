/** Consent documents and the member's acceptance (PDPA s19): GET /api/v1/consents, …/{type}/current, accept, withdraw. */
import type { z } from 'zod';
import type { ConsentType } from '../../../api/schemas/auth';
import type {
  ConsentDocument,
  ConsentStatusResponseSchema,
  ConsentsResponseSchema,
} from '../../../api/schemas/consents';
import { apiRequest } from '../../../lib/api-client';

export type ConsentsOverview = z.infer<typeof ConsentsResponseSchema>['data'];
export type ConsentStatus = z.infer<typeof ConsentStatusResponseSchema>['data'];

export async function getConsents(): Promise<ConsentsOverview> {
  return (await apiRequest<{ data: ConsentsOverview }>('GET', '/api/v1/consents')).data;
}

export async function getCurrentConsent(type: ConsentType): Promise<ConsentDocument> {
  return (await apiRequest<{ data: ConsentDocument }>('GET', `/api/v1/consents/${type}/current`)).data;
}

export async function acceptConsent(
  type: ConsentType,
  version: number,
  channel: 'web' | 'line',
): Promise<ConsentStatus> {
  return (
    await apiRequest<{ data: ConsentStatus }>('POST', `/api/v1/consents/${type}/accept`, {
      body: { version, channel },
    })
  ).data;
}

export async function withdrawConsent(type: ConsentType): Promise<ConsentStatus> {
  return (await apiRequest<{ data: ConsentStatus }>('POST', `/api/v1/consents/${type}/withdraw`)).data;
}
