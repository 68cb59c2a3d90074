/** POST /api/v1/cards/search: policies held at the TPA under a national id (own or a family member's). */
import { useMutation } from '@tanstack/react-query';
import { type BodyOf, callApi } from '../../../lib/api-client';

export type SearchCardsInput = BodyOf<'searchCards'>;

export const searchCards = async (body: SearchCardsInput) => (await callApi('searchCards', { body })).data;

export const useSearchCards = () => useMutation({ mutationFn: searchCards });
