/** Telemed Mart calls (shared/api/contract.ts: listTelemedCards … cancelTelemedCode), typed from the contract. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../components/form/idempotency-key';
import { callApi, type QueryOf } from '../../../lib/api-client';

export const telemedKeys = {
  all: ['telemed'] as const,
  cards: () => ['telemed', 'cards'] as const,
  providers: (query: object) => ['telemed', 'providers', query] as const,
  provider: (code: string, cards: string) => ['telemed', 'provider', code, cards] as const,
  coverage: (code: string, cards: string) => ['telemed', 'coverage', code, cards] as const,
  preview: (code: string, cards: string) => ['telemed', 'preview', code, cards] as const,
  code: (id: string) => ['telemed', 'code', id] as const,
};

const joined = (ids: readonly string[]) => ids.join(',');

export const useTelemedCards = () =>
  useQuery({
    queryKey: telemedKeys.cards(),
    queryFn: async () => (await callApi('listTelemedCards', {})).data,
  });

export const useTelemedProviders = (query: QueryOf<'listTelemedProviders'>) =>
  useQuery({
    queryKey: telemedKeys.providers(query),
    queryFn: async () => (await callApi('listTelemedProviders', { query })).data,
    placeholderData: keepPreviousData,
  });

export const useTelemedProvider = (code: string, cards: readonly string[]) =>
  useQuery({
    queryKey: telemedKeys.provider(code, joined(cards)),
    queryFn: async () =>
      (
        await callApi('getTelemedProvider', {
          params: { code },
          query: cards.length > 0 ? { cards: joined(cards) } : {},
        })
      ).data,
  });

export const useTelemedCoverage = (code: string, cards: readonly string[]) =>
  useQuery({
    queryKey: telemedKeys.coverage(code, joined(cards)),
    queryFn: async () =>
      (await callApi('getTelemedCoverage', { params: { code }, query: { cards: joined(cards) } })).data,
    enabled: cards.length > 0,
  });

export const useTelemedPreview = (code: string, cards: readonly string[]) =>
  useQuery({
    queryKey: telemedKeys.preview(code, joined(cards)),
    queryFn: async () =>
      (await callApi('previewTelemed', { params: { code }, query: { cards: joined(cards) } })).data,
    enabled: cards.length > 0,
  });

export const useTelemedCode = (id: string) =>
  useQuery({
    queryKey: telemedKeys.code(id),
    queryFn: async () => (await callApi('getTelemedCode', { params: { id } })).data,
    // The screen counts down by itself; a refetch on focus would restart the countdown from the server.
    refetchOnWindowFocus: false,
  });

export interface IssueInput {
  provider_code: string;
  card_ids: string[];
  share_mobile: boolean;
}

/** A retried request after a failure gets the same code instead of a second one. */
export const useIssueTelemedCode = () => {
  const keys = useIdempotencyKey();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: IssueInput) =>
      (
        await callApi('issueTelemedCode', {
          body: { ...input, consent: true },
          idempotencyKey: keys.keyFor(input),
        })
      ).data,
    onSuccess: (code) => {
      keys.reset();
      client.setQueryData(telemedKeys.code(code.id), code);
    },
  });
};

export const useCancelTelemedCode = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await callApi('cancelTelemedCode', { params: { id } })).data,
    onSuccess: (code) => client.setQueryData(telemedKeys.code(code.id), code),
  });
};
