/** Query keys of the claims feature, in one place so mutations invalidate exactly what they change. */
export const claimKeys = {
  all: ['claims'] as const,
  list: (filter: object) => ['claims', 'list', filter] as const,
  detail: (id: string) => ['claims', 'detail', id] as const,
  draft: () => ['claims', 'draft'] as const,
};
