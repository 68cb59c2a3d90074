/** GET /api/v1/cards/{id}: one card with its benefits (and how much is used) and claim history. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const getCard = async (id: string) => (await callApi('getCard', { params: { id } })).data;

export const getCardQueryOptions = (id: string) =>
  queryOptions({ queryKey: cardKeys.detail(id), queryFn: () => getCard(id) });

export const useCard = (id: string | undefined) =>
  useQuery({ ...getCardQueryOptions(id ?? ''), enabled: Boolean(id) });
