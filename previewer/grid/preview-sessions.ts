/**
 * Read-only preview sessions (issue 14): one per base partner, asked for once and kept until shortly
 * before it expires (previewer/api/partners.ts), so hundreds of frames of one partner share one token.
 * The token goes into each frame's URL fragment (never sent to the server, never in a Referer); guest
 * routes get none. The grid keeps who the session shows and, when the server refused one, why: the
 * frames' captions say so (caption.ts).
 */
import '../api/staff-routes';
import { queryClient } from '../api/client';
import { staffKeys } from '../api/keys';
import { type PreviewSession, previewSessionQueryOptions, sessionLifetime } from '../api/partners';
import { ApiRequestError, callApi } from '../../src/lib/api-client';

/** A session and the demo member it shows. */
export interface GridSession extends PreviewSession {
  /** The demo member's display name. */
  member?: string;
}

/** Why the server gave no session, per partner (until one is given). */
const refusals = new Map<string, string>();

function reasonOf(error: unknown): string {
  if (error instanceof ApiRequestError)
    return error.messageIn('en') ?? `${error.code} (${error.status || 'no answer'})`;
  return error instanceof Error ? error.message : 'no answer';
}

/** The query of previewer/api/partners.ts, answered the same way, keeping the member and the refusal. */
const gridSessionOptions = (partnerId: string) => ({
  ...previewSessionQueryOptions(partnerId),
  queryFn: async (): Promise<GridSession | null> => {
    try {
      const answer = await callApi('createPreviewSession', { body: { partner_id: partnerId } });
      refusals.delete(partnerId);
      return {
        token: answer.data.token,
        expiresAt: Date.parse(answer.data.expires_at),
        member: answer.data.member.display_name,
      };
    } catch (error) {
      refusals.set(partnerId, reasonOf(error));
      return null;
    }
  },
});

/** The partner's preview session, from the cache while it is fresh; null when none can be had. */
export function previewSession(partnerId: string): Promise<GridSession | null> {
  return queryClient.fetchQuery(gridSessionOptions(partnerId));
}

/** Why the partner's last request for a session was refused (null: it was not). */
export const refusalOf = (partnerId: string): string | null => refusals.get(partnerId) ?? null;

/** The session already at hand, without waiting (undefined while it is being asked for). */
export function knownPreviewSession(partnerId: string): GridSession | null | undefined {
  const state = queryClient.getQueryState<GridSession | null>(previewSessionQueryOptions(partnerId).queryKey);
  if (state?.status !== 'success' || state.data === undefined) return undefined;
  return Date.now() - state.dataUpdatedAt < sessionLifetime(state.data, state.dataUpdatedAt)
    ? state.data
    : undefined;
}

/** Forget every session (sign-out). */
export function forgetPreviewSessions(): void {
  refusals.clear();
  queryClient.removeQueries({ queryKey: staffKeys.previewSessions() });
}
