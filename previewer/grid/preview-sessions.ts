/**
 * Read-only preview sessions (issue 14): one per base partner, asked for once and kept until shortly
 * before it expires (previewer/api/partners.ts), so hundreds of frames of one partner share one token.
 * The token goes into each frame's URL fragment (never sent to the server, never in a Referer); guest
 * routes get none.
 */
import { queryClient } from '../api/client';
import { staffKeys } from '../api/keys';
import { type PreviewSession, previewSessionQueryOptions, sessionLifetime } from '../api/partners';

export type { PreviewSession };

/** The partner's preview session, from the cache while it is fresh; null when none can be had. */
export function previewSession(partnerId: string): Promise<PreviewSession | null> {
  return queryClient.fetchQuery(previewSessionQueryOptions(partnerId));
}

/** The session already at hand, without waiting (undefined while it is being asked for). */
export function knownPreviewSession(partnerId: string): PreviewSession | null | undefined {
  const state = queryClient.getQueryState(previewSessionQueryOptions(partnerId).queryKey);
  if (state?.status !== 'success' || state.data === undefined) return undefined;
  return Date.now() - state.dataUpdatedAt < sessionLifetime(state.data, state.dataUpdatedAt)
    ? state.data
    : undefined;
}

/** Forget every session (sign-out). */
export function forgetPreviewSessions(): void {
  queryClient.removeQueries({ queryKey: staffKeys.previewSessions() });
}
