/** GET /api/v1/articles and /api/v1/articles/{id}: the TPA's and the partner's articles. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/config/routes';
import { callApi } from '../../../lib/api-client';
import { CONTENT_PAGE_SIZE, contentKeys, nextPage } from './keys';

export type ArticleSource = 'tpa' | 'partner';

export const useArticles = (lang: Locale, source: ArticleSource) =>
  useInfiniteQuery({
    queryKey: contentKeys.articles(lang, source),
    queryFn: async ({ pageParam }) =>
      (
        await callApi('listArticles', {
          query: { lang, source, page: pageParam, page_size: CONTENT_PAGE_SIZE },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useArticle = (id: string | undefined, lang: Locale) =>
  useQuery({
    queryKey: contentKeys.article(id ?? '', lang),
    queryFn: async () => (await callApi('getArticle', { params: { id: id! }, query: { lang } })).data,
    enabled: Boolean(id),
  });
