/**
 * The claims feature's calls, typed from the contract: claim status (list, detail, requested
 * documents) and the e-Claim draft (save as the member goes, attach, remove, submit with an
 * Idempotency-Key so a retry or a double tap creates one claim).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../components/form/idempotency-key';
import { type BodyOf, callApi, type QueryOf } from '../../../lib/api-client';
import type { ClaimDetail } from '../../../../shared/api/schemas/claims';
import { useLocale } from '../../../lib/locale';
import { claimKeys } from './keys';

export const CLAIM_PAGE_SIZE = 20;

/** The claim list, a keyset page at a time (docs/decisions/070-member-queries-at-scale.md). */
export const useClaims = (filter: Omit<QueryOf<'listClaims'>, 'cursor' | 'limit'>) =>
  useInfiniteQuery({
    queryKey: claimKeys.list(filter),
    queryFn: async ({ pageParam }) =>
      (
        await callApi('listClaims', {
          query: { ...filter, limit: CLAIM_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        })
      ).data,
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** How often an open claim's page asks for its stage while the page is visible (a move shows within seconds). */
export const CLAIM_REFRESH_MS = 5_000;

/** A claim that moves no more: its page stops asking. */
const isFinalStage = (stage: ClaimDetail['stage']) => stage === 'paid' || stage === 'rejected';

export const useClaim = (id: string) =>
  useQuery({
    queryKey: claimKeys.detail(id),
    queryFn: async () => (await callApi('getClaim', { params: { id } })).data,
    // An officer's move shows without a reload; a hidden page or a closed claim asks nothing.
    refetchInterval: (query) => {
      const claim = query.state.data;
      return claim && isFinalStage(claim.stage) ? false : CLAIM_REFRESH_MS;
    },
    refetchIntervalInBackground: false,
  });

export const useDraft = () =>
  useQuery({
    queryKey: claimKeys.draft(),
    queryFn: async () => (await callApi('getEclaimDraft')).data,
    // The draft is the member's work: never thrown away for being old.
    staleTime: 0,
  });

export function useSaveDraft() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'saveEclaimDraft'>) => (await callApi('saveEclaimDraft', { body })).data,
    onSuccess: (draft) => qc.setQueryData(claimKeys.draft(), draft),
  });
}

export function useAttachUpload() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'attachEclaimUpload'>) =>
      (await callApi('attachEclaimUpload', { body })).data,
    onSuccess: (answer) => qc.setQueryData(claimKeys.draft(), answer.draft),
  });
}

export function useDeleteAttachment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callApi('deleteEclaimAttachment', { params: { id } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: claimKeys.draft() }),
  });
}

export function useAttachClaimDocument(claimId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'attachClaimDocument'>) =>
      (await callApi('attachClaimDocument', { params: { id: claimId }, body })).data,
    onSuccess: (claim) => {
      qc.setQueryData(claimKeys.detail(claimId), claim);
      // The list's badge says "documents received" once the last requested document is in.
      return qc.invalidateQueries({ queryKey: [...claimKeys.all, 'list'] });
    },
  });
}

export function useSubmitClaim() {
  const qc = useQueryClient();
  const lang = useLocale();
  // One key per submission: a retry after a lost answer replays the claim instead of making another.
  const keys = useIdempotencyKey();
  return useMutation({
    // The claim remembers the app's language: its LINE messages go to the member in it.
    mutationFn: async (body: BodyOf<'submitEclaim'>) =>
      (await callApi('submitEclaim', { body: { ...body, lang }, idempotencyKey: keys.keyFor(body) })).data,
    onSuccess: () => {
      keys.reset();
      qc.setQueryData(claimKeys.draft(), null);
      return qc.invalidateQueries({ queryKey: claimKeys.all });
    },
  });
}
