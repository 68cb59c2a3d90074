/**
 * GET /api/v1/cards, for the card filter: the member's cards a hospital could accept (TPA cards that
 * are active now), own first. Only asked for when signed in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { hospitalKeys } from './keys';

export const getUsableCards = async () => {
  const groups = (await callApi('listCards', {})).data;
  return [...groups.group, ...groups.individual].filter((c) => c.usable);
};

export const useUsableCards = (enabled: boolean) =>
  useQuery({ ...queryOptions({ queryKey: hospitalKeys.myCards(), queryFn: getUsableCards }), enabled });
