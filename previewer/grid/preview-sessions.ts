/**
 * Read-only preview sessions (issue 14): one per base partner, asked for once and kept until shortly
 * before it expires, so hundreds of frames of one partner share one token. The token goes into each
 * frame's URL fragment (never sent to the server, never in a Referer); guest routes get none.
 */
import { callApi } from '../../src/lib/api-client';

export interface PreviewSession {
  token: string;
  expiresAt: number;
}

/** Renew this long before expiry, so a frame never starts with a token about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;

const cache = new Map<string, Promise<PreviewSession | null>>();
const settled = new Map<string, PreviewSession | null>();

async function create(partnerId: string): Promise<PreviewSession | null> {
  try {
    const answer = await callApi('createPreviewSession', { body: { partner_id: partnerId } });
    return { token: answer.data.token, expiresAt: Date.parse(answer.data.expires_at) };
  } catch {
    // No session (the partner has no demo member, or the server refused): signed-out frames.
    return null;
  }
}

const fresh = (s: PreviewSession | null | undefined) =>
  s !== undefined && (s === null || s.expiresAt - RENEW_BEFORE_MS > Date.now());

/** The partner's preview session, from the cache while it is fresh; null when none can be had. */
export function previewSession(partnerId: string): Promise<PreviewSession | null> {
  const known = settled.get(partnerId);
  const pending = cache.get(partnerId);
  if (pending && (known === undefined ? true : fresh(known))) return pending;
  const next = create(partnerId).then((s) => {
    settled.set(partnerId, s);
    // A refusal is retried after a minute rather than never.
    if (s === null) setTimeout(() => cache.delete(partnerId), 60_000);
    return s;
  });
  cache.set(partnerId, next);
  settled.delete(partnerId);
  return next;
}

/** The session already at hand, without waiting (undefined while it is being asked for). */
export function knownPreviewSession(partnerId: string): PreviewSession | null | undefined {
  const s = settled.get(partnerId);
  return fresh(s) ? s : undefined;
}

/** Forget every session (sign-out). */
export function forgetPreviewSessions(): void {
  cache.clear();
  settled.clear();
}
