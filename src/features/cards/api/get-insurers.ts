/** GET /api/v1/insurers: the insurers and banks a member can choose for a self-added card. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './keys';

export const getInsurers = async () => (await callApi('listInsurers')).data;

export const getInsurersQueryOptions = () =>
  queryOptions({ queryKey: cardKeys.insurers(), queryFn: getInsurers, staleTime: 10 * 60_000 });

export const useInsurers = () => useQuery(getInsurersQueryOptions());
