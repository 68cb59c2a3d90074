/**
 * GET /api/v1/hospitals, page after page for the virtual list: the next page is asked for when the
 * list nears the end of what it has (docs/decisions/050-hospital-search.md).
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { HospitalSearchQuery } from '../../../api/schemas/hospitals';
import { callApi } from '../../../lib/api-client';
import { hospitalKeys } from './keys';

export type HospitalFilters = Omit<HospitalSearchQuery, 'page' | 'page_size'>;

export const HOSPITAL_PAGE_SIZE = 30;

export const searchHospitals = async (filters: HospitalFilters, page: number) =>
  (await callApi('searchHospitals', { query: { ...filters, page, page_size: HOSPITAL_PAGE_SIZE } })).data;

export const searchHospitalsQueryOptions = (filters: HospitalFilters, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: hospitalKeys.search(filters, signedIn),
    queryFn: ({ pageParam }) => searchHospitals(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useHospitalSearch = (filters: HospitalFilters, signedIn: boolean) =>
  useInfiniteQuery(searchHospitalsQueryOptions(filters, signedIn));
