/**
 * What the staff API says about a partner for the previews: its public configuration (compare mode),
 * its demo records (real ids for routes that take one), and a read-only preview session of its demo
 * member for the frames (docs/decisions/063-preview-mode.md).
 */
import './staff-routes';
import { queryOptions } from '@tanstack/react-query';
import type { RoutePattern } from '../../shared/config/routes';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import { callApi } from '../../src/lib/api-client';
import { staffKeys } from './keys';

export type Examples = Partial<Record<RoutePattern, string>>;

/** A partner's configuration and demo records do not change while the previewer is open. */
export const partnerConfigQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: staffKeys.partnerConfig(partnerId),
    queryFn: async () =>
      (await callApi('getStaffPartnerConfig', { params: { partner_id: partnerId } }))
        .data as unknown as PreviewConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const partnerExamplesQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: staffKeys.partnerExamples(partnerId),
    queryFn: async () =>
      (await callApi('getStaffPartnerExamples', { params: { partner_id: partnerId } })).data as Examples,
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface PreviewSession {
  token: string;
  expiresAt: number;
}

/** Renew this long before expiry, so a frame never starts with a token about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** A refusal is asked again after a minute rather than never. */
const RETRY_REFUSED_MS = 60_000;

/** How long after it was had a session (or a refusal, null) is used before asking again. */
export const sessionLifetime = (session: PreviewSession | null | undefined, at: number) =>
  session ? Math.max(0, session.expiresAt - RENEW_BEFORE_MS - at) : RETRY_REFUSED_MS;

/**
 * The partner's preview session: one for hundreds of frames, kept until shortly before it expires;
 * null when none can be had (the partner has no demo member, or the server refused: signed-out frames).
 */
export const previewSessionQueryOptions = (partnerId: string) =>
  queryOptions({
    queryKey: staffKeys.previewSession(partnerId),
    queryFn: async (): Promise<PreviewSession | null> => {
      try {
        const answer = await callApi('createPreviewSession', { body: { partner_id: partnerId } });
        return { token: answer.data.token, expiresAt: Date.parse(answer.data.expires_at) };
      } catch {
        return null;
      }
    },
    staleTime: (query) => sessionLifetime(query.state.data, query.state.dataUpdatedAt),
    gcTime: Number.POSITIVE_INFINITY,
  });
