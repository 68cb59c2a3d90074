/**
 * The signed-in member's account as TanStack queries (issue 24: one way for server state): the
 * profile (/setting, /edit-profile) and what deletion erases and keeps (/delete-account). Apart from
 * account.ts so the sign-in and OTP screens, which call account operations, do not load TanStack
 * Query (docs/decisions/003-bundle-budgets.md).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../../shared/api/schemas/account';
import { getDeletionPolicy, getProfile, updateProfile } from './account';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  deletionPolicy: () => ['account', 'deletion-policy'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });

export const deletionPolicyQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.deletionPolicy(), queryFn: getDeletionPolicy });

export const useProfile = () => useQuery(profileQueryOptions());

export const useDeletionPolicy = () => useQuery(deletionPolicyQueryOptions());

/** PATCH /api/v1/me; the saved profile replaces the one the screens show. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => updateProfile(body),
    onSuccess: (profile) => client.setQueryData(accountKeys.profile(), profile),
  });
}
