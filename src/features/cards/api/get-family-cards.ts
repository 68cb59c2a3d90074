/** GET /api/v1/family/{personId}/cards: one family member and their cards grouped by type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listFamilyCards } from '../../../api/contract';
import { callApi } from '../../../lib/api-client';
import { CARD_PATHS, cardKeys } from './keys';

export const getFamilyCards = async (personId: string) =>
  (await callApi<typeof listFamilyCards>(CARD_PATHS.listFamilyCards, { params: { personId } })).data;

export const getFamilyCardsQueryOptions = (personId: string) =>
  queryOptions({ queryKey: cardKeys.familyMember(personId), queryFn: () => getFamilyCards(personId) });

export const useFamilyCards = (personId: string | undefined) =>
  useQuery({ ...getFamilyCardsQueryOptions(personId ?? ''), enabled: Boolean(personId) });
