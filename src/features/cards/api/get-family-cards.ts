/** GET /api/v1/family/{personId}/cards: one family member and their cards grouped by type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const getFamilyCards = async (personId: string) =>
  (await callApi('listFamilyCards', { params: { personId } })).data;

export const getFamilyCardsQueryOptions = (personId: string) =>
  queryOptions({ queryKey: cardKeys.familyMember(personId), queryFn: () => getFamilyCards(personId) });

export const useFamilyCards = (personId: string | undefined) =>
  useQuery({ ...getFamilyCardsQueryOptions(personId ?? ''), enabled: Boolean(personId) });
