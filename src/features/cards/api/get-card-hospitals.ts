/** GET /api/v1/cards/{id}/hospitals: hospitals that accept a card, by search words and distance. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export interface HospitalSearch {
  q?: string;
  lat?: number;
  lng?: number;
  page_size?: number;
}

export const getCardHospitals = async (cardId: string, query: HospitalSearch) =>
  (await callApi('listCardHospitals', { params: { id: cardId }, query })).data;

export const getCardHospitalsQueryOptions = (cardId: string, query: HospitalSearch) =>
  queryOptions({
    queryKey: cardKeys.hospitals(cardId, query),
    queryFn: () => getCardHospitals(cardId, query),
    placeholderData: keepPreviousData,
  });

export const useCardHospitals = (cardId: string | undefined, query: HospitalSearch) =>
  useQuery({ ...getCardHospitalsQueryOptions(cardId ?? '', query), enabled: Boolean(cardId) });
