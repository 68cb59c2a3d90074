/** POST /api/v1/cards/search: policies held at the TPA under a national id (own or a family member's). */
import { useMutation } from '@tanstack/react-query';
import type { searchCards as SearchCardsOp } from '../../../api/contract';
import { type BodyOf, callApi } from '../../../lib/api-client';
import { CARD_PATHS } from './keys';

export type SearchCardsInput = BodyOf<typeof SearchCardsOp>;

export const searchCards = async (body: SearchCardsInput) =>
  (await callApi<typeof SearchCardsOp>(CARD_PATHS.searchCards, { body })).data;

export const useSearchCards = () => useMutation({ mutationFn: searchCards });
