/** GET /api/v1/cards: the member's cards grouped by type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const getCards = async () => (await callApi('listCards')).data;

export const getCardsQueryOptions = () => queryOptions({ queryKey: cardKeys.list(), queryFn: getCards });

export const useCards = () => useQuery(getCardsQueryOptions());
