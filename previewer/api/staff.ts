/** GET /api/staff/me and /api/staff/partners; POST and DELETE /api/staff/session (sign-in, sign-out). */
import './staff-routes';
import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { type BodyOf, callApi } from '../../src/lib/api-client';
import { queryClient } from './client';
import { staffKeys } from './keys';

/** Who is signed in, with their role and permissions. */
export const staffMeQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.me(), queryFn: async () => (await callApi('getStaffMe')).data });

/** The partners this staff member sees. */
export const staffPartnersQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.partners(),
    queryFn: async () => (await callApi('listStaffPartners')).data,
  });

export const useStaffMe = () => useQuery(staffMeQueryOptions());
export const useStaffPartners = () => useQuery(staffPartnersQueryOptions());

export const staffLoginMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'login'],
    mutationFn: async (body: BodyOf<'staffLogin'>) => (await callApi('staffLogin', { body })).data,
  });

/** Signing out forgets every staff answer: the next sign-in may be someone else. */
export const staffLogoutMutation = () =>
  mutationOptions({
    mutationKey: ['staff', 'logout'],
    mutationFn: async () => (await callApi('staffLogout')).data,
    onSettled: () => queryClient.removeQueries(),
  });
