/**
 * The partner drafts of the staff API (docs/decisions/062-partner-drafts.md): the list, one draft, its
 * history; starting one (from a partner, a brand kit or an imported folder), saving an edit, uploading
 * an image, archiving or restoring one, reverting one to an earlier version. Each write puts the answered draft in the cache and marks the list and the history stale.
 */
import './staff-routes';
import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerDraft } from '../../shared/api/schemas/staff-drafts';
import { type BodyOf, callApi } from '../../src/lib/api-client';
import { queryClient } from './client';
import { draftKeys } from './keys';

/** The drafts not archived, or (`archived`) only the archived ones. */
export const draftsQueryOptions = (archived = false) =>
  queryOptions({
    queryKey: [...draftKeys.list(), archived ? 'archived' : 'current'],
    queryFn: async () =>
      (await callApi('listPartnerDrafts', archived ? { query: { archived: 'true' } } : {})).data,
  });

/** One draft; opening one asks afresh (`staleTime: 0`): someone may have saved it since. */
export const draftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: draftKeys.detail(id),
    queryFn: async () => (await callApi('getPartnerDraft', { params: { id } })).data,
    staleTime: 0,
  });

export const draftHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: draftKeys.history(id),
    queryFn: async () => (await callApi('getPartnerDraftHistory', { params: { id } })).data,
  });

export const useDrafts = (archived = false) => useQuery(draftsQueryOptions(archived));
export const useDraftHistory = (id: string) => useQuery(draftHistoryQueryOptions(id));

/** Multipart fields: text, or a file with its name. */
function formOf(fields: Record<string, string | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, ...value);
  return form;
}

/** A draft the server answered: cached as that draft, and the list and its history read again. */
function saved(draft: PartnerDraft) {
  queryClient.setQueryData(draftKeys.detail(draft.id), draft);
  void queryClient.invalidateQueries({ queryKey: draftKeys.list() });
  void queryClient.invalidateQueries({ queryKey: draftKeys.history(draft.id) });
}

/** POST /api/staff/drafts: the body's `id` is the create's idempotency key (api/client.ts createIds). */
export const createDraftMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'drafts', 'create'],
    mutationFn: async (body: BodyOf<'createPartnerDraft'>) =>
      (await callApi('createPartnerDraft', { body })).data,
    onSuccess: saved,
  });

/** POST /api/staff/drafts/import: a partner folder as a zip; the form's `id` is the idempotency key. */
export const importDraftMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'drafts', 'import'],
    mutationFn: async ({ id, title, zip }: { id: string; title: string; zip: Uint8Array }) => {
      const archive = new Blob([new Uint8Array(zip)], { type: 'application/zip' });
      const body = formOf({ id, title, archive: [archive, 'partner.zip'] });
      return (await callApi('importPartnerDraft', { body })).data;
    },
    onSuccess: saved,
  });

/** PUT /api/staff/drafts/{id}: an edit made on `body.version` (409 DRAFT_VERSION_CONFLICT otherwise). */
export const saveDraftMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'drafts', 'save'],
    mutationFn: async ({ id, body }: { id: string; body: BodyOf<'updatePartnerDraft'> }) =>
      (await callApi('updatePartnerDraft', { params: { id }, body })).data,
    onSuccess: saved,
  });

/** PUT /api/staff/drafts/{id}/assets/{name}: an image into the draft's assets/. */
export const uploadDraftAssetMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'drafts', 'upload'],
    mutationFn: async ({ id, name, file }: { id: string; name: string; file: Blob }) =>
      (
        await callApi('uploadPartnerDraftAsset', {
          params: { id, name },
          body: formOf({ file: [file, name] }),
        })
      ).data,
    onSuccess: saved,
  });

/** PUT /api/staff/drafts/{id}/archived: out of the default list (kept, with its history), or back. */
export const setDraftArchivedMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'drafts', 'archive'],
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) =>
      (await callApi('setPartnerDraftArchived', { params: { id }, body: { archived } })).data,
    onSuccess: saved,
  });

/** POST /api/staff/drafts/{id}/revert: `to_version`'s content as a new version, made on `version`. */
export const revertDraftMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'drafts', 'revert'],
    mutationFn: async ({ id, version, toVersion }: { id: string; version: number; toVersion: number }) =>
      (await callApi('revertPartnerDraft', { params: { id }, body: { version, to_version: toVersion } }))
        .data,
    onSuccess: saved,
  });
