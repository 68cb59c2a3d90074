/** GET /api/v1/pages and /api/v1/pages/{type}: the partner's help pages. */
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../shared/config/routes';
import { callApi } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const useHelpPages = (lang: Locale) =>
  useQuery({
    queryKey: contentKeys.pages(lang),
    queryFn: async () => (await callApi('listHelpPages', { query: { lang } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHelpPage = (type: string, lang: Locale) =>
  useQuery({
    queryKey: contentKeys.page(type, lang),
    queryFn: async () => (await callApi('getHelpPage', { params: { type }, query: { lang } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
