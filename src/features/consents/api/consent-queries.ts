/**
 * The consent documents and the member's acceptance as TanStack queries (issue 24: one way for
 * server state). Apart from consents.ts so /check-page, right after sign-in, does not load TanStack
 * Query (docs/decisions/003-bundle-budgets.md).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentType } from '../../../../shared/api/schemas/auth';
import { useConsentSession } from '../../../lib/consent-session';
import { getConsents, getCurrentConsent, withdrawConsent } from './consents';

export const consentKeys = {
  all: ['consents'] as const,
  overview: () => ['consents', 'overview'] as const,
  current: (type: ConsentType) => ['consents', 'current', type] as const,
  update: (type: ConsentType) => ['consents', 'update', type] as const,
};

/** GET /api/v1/consents: each document with what the member accepted, and what is still pending. */
export const consentsQueryOptions = () =>
  queryOptions({ queryKey: consentKeys.overview(), queryFn: getConsents });

/** GET /api/v1/consents/{type}/current: the document in force, readable by anyone. */
export const currentConsentQueryOptions = (type: ConsentType) =>
  queryOptions({ queryKey: consentKeys.current(type), queryFn: () => getCurrentConsent(type) });

export const useConsents = () => useQuery(consentsQueryOptions());

export const useCurrentConsent = (type: ConsentType) => useQuery(currentConsentQueryOptions(type));

/**
 * What /condition-update and /privacy-update show: the member's entry when there is one, else the
 * document in force; `firstTime` when the member never accepted a version (the wording differs).
 */
export const useConsentUpdate = (type: ConsentType) =>
  useQuery({
    queryKey: consentKeys.update(type),
    queryFn: async () => {
      const entry = (await getConsents())[type];
      const doc = entry?.document ?? (await getCurrentConsent(type));
      return { doc, firstTime: !entry || entry.member.accepted_version === null };
    },
  });

/** Asks for the consents again after an acceptance or a withdrawal. */
export function useRefreshConsents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: consentKeys.all });
}

/** POST /api/v1/consents/{type}/withdraw; the pending documents and the overview follow. */
export function useWithdrawConsent(type: ConsentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawConsent(type),
    onSuccess: (res) => {
      useConsentSession.getState().setPending(res.pending);
      return client.invalidateQueries({ queryKey: consentKeys.all });
    },
  });
}
