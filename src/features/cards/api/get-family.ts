/** GET /api/v1/family: family members the member may see, each with their cards. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const getFamily = async () => (await callApi('listFamily')).data;

export const getFamilyQueryOptions = () => queryOptions({ queryKey: cardKeys.family(), queryFn: getFamily });

export const useFamily = () => useQuery(getFamilyQueryOptions());
