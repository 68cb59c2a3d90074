/** GET /api/v1/cards: the member's cards grouped by type. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listCards } from '../../../api/contract';
import { callApi } from '../../../lib/api-client';
import { CARD_PATHS, cardKeys } from './keys';

export const getCards = async () => (await callApi<typeof listCards>(CARD_PATHS.listCards)).data;

export const getCardsQueryOptions = () => queryOptions({ queryKey: cardKeys.list(), queryFn: getCards });

export const useCards = () => useQuery(getCardsQueryOptions());
