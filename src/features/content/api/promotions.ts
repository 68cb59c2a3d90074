/** GET /api/v1/promotions and /api/v1/promotions/{id}: the partner's promotions. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/config/routes';
import { callApi } from '../../../lib/api-client';
import { CONTENT_PAGE_SIZE, contentKeys, nextPage } from './keys';

export const usePromotions = (lang: Locale) =>
  useInfiniteQuery({
    queryKey: contentKeys.promotions(lang),
    queryFn: async ({ pageParam }) =>
      (await callApi('listPromotions', { query: { lang, page: pageParam, page_size: CONTENT_PAGE_SIZE } }))
        .data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const usePromotion = (id: string | undefined, lang: Locale) =>
  useQuery({
    queryKey: contentKeys.promotion(id ?? '', lang),
    queryFn: async () => (await callApi('getPromotion', { params: { id: id! }, query: { lang } })).data,
    enabled: Boolean(id),
  });
