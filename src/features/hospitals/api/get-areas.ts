/** GET /api/v1/hospitals/areas: provinces and districts for the pickers (they change rarely). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { hospitalKeys } from './keys';

export const getHospitalAreas = async () => (await callApi('listHospitalAreas', {})).data.provinces;

export const useHospitalAreas = () =>
  useQuery(
    queryOptions({ queryKey: hospitalKeys.areas(), queryFn: getHospitalAreas, staleTime: 10 * 60_000 }),
  );
