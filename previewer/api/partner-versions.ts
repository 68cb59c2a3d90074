/**
 * Going live (issue 26; docs/decisions/079-partner-config-versions.md): a partner's configuration
 * versions, the drift between the live configurations and the partners/ folder, publishing a draft
 * and restoring an earlier version. Each write marks the versions, the drift, the drafts and the staff
 * partner list stale (a first publish adds a partner).
 */
import './staff-routes';
import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_VERSION_EXPORT_PATH } from '../../shared/api/schemas/partner-versions';
import { DraftProblemSchema } from '../../shared/api/schemas/staff-drafts';
import { ApiRequestError, buildPath, callApi } from '../../src/lib/api-client';
import { queryClient } from './client';
import { draftKeys, staffKeys } from './keys';

const versionKeys = {
  all: ['staff', 'partner-versions'] as const,
  list: (partnerId: string) => ['staff', 'partner-versions', partnerId] as const,
  drift: () => ['staff', 'partner-versions', 'drift'] as const,
};

export const partnerVersionsQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: versionKeys.list(partnerId),
    queryFn: async () => (await callApi('listPartnerVersions', { params: { partner_id: partnerId } })).data,
    staleTime: 0,
  });

export const partnerDriftQueryOptions = () =>
  queryOptions({
    queryKey: versionKeys.drift(),
    queryFn: async () => (await callApi('getPartnerDrift')).data,
    staleTime: 0,
  });

export const usePartnerVersions = (partnerId: string | null) =>
  useQuery({ ...partnerVersionsQueryOptions(partnerId ?? ''), enabled: Boolean(partnerId) });
export const usePartnerDrift = () => useQuery(partnerDriftQueryOptions());

/** After a publish or a restore: what is live, where it drifts, and the partners and drafts. */
function changed() {
  void queryClient.invalidateQueries({ queryKey: versionKeys.all });
  void queryClient.invalidateQueries({ queryKey: staffKeys.partners() });
  void queryClient.invalidateQueries({ queryKey: draftKeys.all });
}

/** POST /api/staff/drafts/{id}/publish: the version reviewed; the same again answers the same version. */
export const publishDraftMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'partner-versions', 'publish'],
    mutationFn: async ({ id, version }: { id: string; version: number }) =>
      (await callApi('publishDraft', { params: { id }, body: { version } })).data,
    onSuccess: changed,
  });

/** POST /api/staff/partners/{partner_id}/versions/{version}/restore: that version live again. */
export const restoreVersionMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'partner-versions', 'restore'],
    mutationFn: async ({ partnerId, version }: { partnerId: string; version: number }) =>
      (await callApi('restorePartnerVersion', { params: { partner_id: partnerId, version } })).data,
    onSuccess: changed,
  });

/** Where a version's partner folder downloads as a zip (staff cookie, same origin). */
export const versionExportHref = (partnerId: string, version: number) =>
  buildPath(PARTNER_VERSION_EXPORT_PATH, { partner_id: partnerId, version });

/** The problems a refused publish names (422 DRAFT_PUBLISH_INVALID's details.problems), if any. */
export function publishProblems(error: unknown) {
  if (!(error instanceof ApiRequestError) || error.code !== 'DRAFT_PUBLISH_INVALID') return [];
  const parsed = DraftProblemSchema.array().safeParse((error.details as { problems?: unknown })?.problems);
  return parsed.success ? parsed.data : [];
}
