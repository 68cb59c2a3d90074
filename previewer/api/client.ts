/**
 * The previewer's server state: the member app's one TanStack Query client (src/lib/query.tsx: no
 * retries, no refetch on focus), mounted once at the root (main.tsx). Components read through
 * `useQuery` with the queryOptions of previewer/api/*; code outside React (the draft store's autosave,
 * the frames' preview sessions, sign-in) runs the same options through `queryClient.fetchQuery` and
 * `runMutation`, so every call shares the one cache and its invalidations.
 */
import { MutationObserver, type MutationOptions } from '@tanstack/react-query';
import { idempotencyKeys } from '../../src/components/form/idempotency-key';
import { queryClient } from '../../src/lib/query';

export { queryClient };

/** Runs a mutation outside React (its onSuccess invalidations included) and answers its data. */
export function runMutation<TData, TVariables>(
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver<TData, Error, TVariables>(queryClient, options).mutate(variables);
}

/** 32 hex digits as a version-4 UUID (the staff API's creates take the new record's id as a UUID). */
export function asUuid(hex: string): string {
  const h = `${hex.slice(0, 12)}4${hex.slice(13, 16)}${((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 32)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The ids of a form's creates: a staff create carries the new record's id, and the same id again
 * answers the same record, so the id is the idempotency key (docs/decisions/029-idempotency-keys.md).
 * The same values again (a retry after a failure) reuse the last attempt's id; `reset()` after a
 * success starts a new action.
 */
export function createIds() {
  const keys = idempotencyKeys();
  return { idFor: (values: unknown) => asUuid(keys.keyFor(values)), reset: () => keys.reset() };
}
