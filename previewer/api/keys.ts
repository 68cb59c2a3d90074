/** Query keys of the previewer, in one place so writes invalidate exactly what they change. */
export const staffKeys = {
  all: ['staff'] as const,
  me: () => ['staff', 'me'] as const,
  partners: () => ['staff', 'partners'] as const,
  partnerConfig: (partnerId: string) => ['staff', 'partners', partnerId, 'config'] as const,
  partnerExamples: (partnerId: string) => ['staff', 'partners', partnerId, 'examples'] as const,
  previewSessions: () => ['staff', 'preview-sessions'] as const,
  previewSession: (partnerId: string) => ['staff', 'preview-sessions', partnerId] as const,
};

export const draftKeys = {
  all: ['staff', 'drafts'] as const,
  list: () => ['staff', 'drafts', 'list'] as const,
  detail: (id: string) => ['staff', 'drafts', 'detail', id] as const,
  history: (id: string) => ['staff', 'drafts', 'history', id] as const,
};

export const adminKeys = {
  accounts: () => ['staff-admin', 'accounts'] as const,
  audit: () => ['staff-admin', 'audit'] as const,
};
