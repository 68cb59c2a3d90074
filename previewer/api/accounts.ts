/**
 * Staff accounts and the audit trail (issue 21; docs/decisions/067-staff-roles-and-audit.md): the
 * accounts an admin manages, the trail a page at a time, and creating or changing an account (which
 * reads the list and the trail again: the change is a new entry).
 */
import './staff-routes';
import { infiniteQueryOptions, mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { type BodyOf, callApi, type QueryOf } from '../../src/lib/api-client';
import { queryClient } from './client';
import { adminKeys } from './keys';

/** Lists are read again after each change; a little staleness is fine between. */
const STALE_MS = 15_000;
const AUDIT_PAGE_SIZE = 50;

export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.accounts(),
    queryFn: async () => (await callApi('listStaffAccounts')).data,
    staleTime: STALE_MS,
  });

/** The accounts this admin manages (the staff list, and the audit trail's person filter). */
export const useStaffAccounts = (enabled = true) => useQuery({ ...staffAccountsQueryOptions(), enabled });

export type AuditFilter = Omit<NonNullable<QueryOf<'listStaffAudit'>>, 'before' | 'limit'>;

/** The audit trail under a filter, newest first, a page at a time (the API's next_before). */
export const auditTrailQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.audit(), filter],
    queryFn: async ({ pageParam }) =>
      (await callApi('listStaffAudit', { query: { ...filter, before: pageParam, limit: AUDIT_PAGE_SIZE } }))
        .data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: STALE_MS,
  });

const changed = () => {
  void queryClient.invalidateQueries({ queryKey: adminKeys.accounts() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
};

/** POST /api/staff/accounts: the body's `id` is the create's idempotency key (api/client.ts createIds). */
export const createStaffAccountMutation = () =>
  mutationOptions({
    mutationKey: ['staff-admin', 'create'],
    mutationFn: async (body: BodyOf<'createStaffAccount'>) =>
      (await callApi('createStaffAccount', { body })).data,
    onSuccess: changed,
  });

export const updateStaffAccountMutation = () =>
  mutationOptions({
    mutationKey: ['staff-admin', 'update'],
    mutationFn: async ({ id, body }: { id: string; body: BodyOf<'updateStaffAccount'> }) =>
      (await callApi('updateStaffAccount', { params: { id }, body })).data,
    onSuccess: changed,
  });
