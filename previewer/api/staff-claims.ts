/**
 * The claims workspace (issue 27; docs/decisions/085-claims-workspace.md): the queue a page at a time
 * (the API's keyset cursor), one claim, the reason catalogues, a document's bytes for the in-page
 * viewer, and the one move (advanceClaim), which reads the queue and the claim again.
 */
import './staff-routes';
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type BodyOf, callApi, fetchAuthed, type QueryOf } from '../../src/lib/api-client';
import { queryClient } from './client';

const claimKeys = {
  all: ['staff-claims'] as const,
  queue: (filter: QueueFilter) => ['staff-claims', 'queue', filter] as const,
  detail: (id: string) => ['staff-claims', 'detail', id] as const,
  document: (url: string) => ['staff-claims', 'document', url] as const,
  reasons: () => ['staff-claims', 'reasons'] as const,
};

const QUEUE_PAGE_SIZE = 25;
/** The queue and a claim are read again now and then: members add documents while an officer looks. */
const STALE_MS = 10_000;

export type QueueFilter = Omit<NonNullable<QueryOf<'listStaffClaims'>>, 'cursor' | 'limit'>;

export const claimQueueQueryOptions = (filter: QueueFilter) =>
  infiniteQueryOptions({
    queryKey: claimKeys.queue(filter),
    queryFn: async ({ pageParam }) =>
      (await callApi('listStaffClaims', { query: { ...filter, cursor: pageParam, limit: QUEUE_PAGE_SIZE } }))
        .data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: STALE_MS,
  });

export const staffClaimQueryOptions = (id: string) =>
  queryOptions({
    queryKey: claimKeys.detail(id),
    queryFn: async () => (await callApi('getStaffClaim', { params: { id } })).data,
    staleTime: STALE_MS,
    // A claim left open shows a document the member adds without a reload.
    refetchInterval: 15_000,
  });

export const claimReasonsQueryOptions = () =>
  queryOptions({
    queryKey: claimKeys.reasons(),
    queryFn: async () => (await callApi('listStaffClaimReasons')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A document's bytes from its content_url (the staff session's cookie goes with it). */
export const claimDocumentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: claimKeys.document(url),
    queryFn: async ({ signal }) => {
      const res = await fetchAuthed(url, { signal });
      if (!res.ok) throw new ApiRequestError(res.status, 'UNEXPECTED_RESPONSE', null);
      return res.blob();
    },
    // A stored document never changes: its bytes are kept while the claim is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });

/** POST /api/staff/claims/{id}/stage: the one move of a claim. */
export const advanceClaimMutation = (id: string) =>
  mutationOptions({
    mutationKey: ['staff-claims', 'advance', id],
    mutationFn: async (body: BodyOf<'advanceClaim'>) =>
      (await callApi('advanceClaim', { params: { id }, body })).data,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: claimKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['staff-claims', 'queue'] });
    },
  });
