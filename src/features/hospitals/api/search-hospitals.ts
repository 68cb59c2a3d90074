/**
 * GET /api/v1/hospitals, page after page for the virtual list: the next page is asked for when the
 * list nears the end of what it has (docs/decisions/050-hospital-search.md). The use-card picker
 * (/hospital-list?card=…) runs the same search for its one card through GET /api/v1/cards/{id}/
 * hospitals, which takes the same filters and answers the same pages.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { HospitalSearchQuery } from '../../../../shared/api/schemas/hospitals';
import { callApi } from '../../../lib/api-client';
import { hospitalKeys } from './keys';

export type HospitalFilters = Omit<HospitalSearchQuery, 'page' | 'page_size'>;

export const HOSPITAL_PAGE_SIZE = 30;

export const searchHospitals = async (filters: HospitalFilters, page: number) =>
  (await callApi('searchHospitals', { query: { ...filters, page, page_size: HOSPITAL_PAGE_SIZE } })).data;

/** The places that accept one card (the use-card picker): the card is in the path, not a filter. */
export const searchCardHospitals = async (cardId: string, filters: HospitalFilters, page: number) => {
  const { card: _card, ...query } = filters;
  return (
    await callApi('listCardHospitals', {
      params: { id: cardId },
      query: { ...query, page, page_size: HOSPITAL_PAGE_SIZE },
    })
  ).data;
};

/**
 * The search's pages. With `forCard` (the use-card picker), the places that accept that card; the
 * filters' own card is then not used.
 */
export const searchHospitalsQueryOptions = (filters: HospitalFilters, signedIn: boolean, forCard?: string) =>
  infiniteQueryOptions({
    queryKey: forCard ? hospitalKeys.forCard(forCard, filters) : hospitalKeys.search(filters, signedIn),
    queryFn: ({ pageParam }) =>
      forCard ? searchCardHospitals(forCard, filters, pageParam) : searchHospitals(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useHospitalSearch = (filters: HospitalFilters, signedIn: boolean, forCard?: string) =>
  useInfiniteQuery(searchHospitalsQueryOptions(filters, signedIn, forCard));
