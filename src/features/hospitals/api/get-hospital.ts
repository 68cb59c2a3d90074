/** GET /api/v1/hospitals/{code}: one hospital, with the member's accepted cards when signed in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { hospitalKeys } from './keys';

export const getHospital = async (code: string) => (await callApi('getHospital', { params: { code } })).data;

export const getHospitalQueryOptions = (code: string, signedIn: boolean) =>
  queryOptions({ queryKey: hospitalKeys.detail(code, signedIn), queryFn: () => getHospital(code) });

export const useHospital = (code: string, signedIn: boolean) =>
  useQuery(getHospitalQueryOptions(code, signedIn));
