/**
 * Links to a claim's documents in a claim event (docs/decisions/086-webhooks.md): the attachment id,
 * an expiry (unix seconds) and an HMAC-SHA256 of both, so the link works without any other
 * credential until it expires and no one can make a link to another document or stretch the expiry.
 * The key is derived from OUTBOX_KEY (the server's one required secret), so nothing new to keep.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOCUMENT_LINK_PATH = '/api/service/v1/documents/{id}';

export class DocumentLinks {
  private readonly key: Buffer;

  constructor(
    outboxKey: Uint8Array,
    private readonly origin: string,
    readonly ttlSeconds: number,
  ) {
    this.key = createHmac('sha256', outboxKey).update('webhook-document-links/v1').digest();
  }

  private signature(id: string, expires: number) {
    return createHmac('sha256', this.key).update(`${id}.${expires}`).digest('base64url');
  }

  /** A link to the attachment that works until now + ttlSeconds. */
  link(id: string, now: Date): { url: string; expires_at: string } {
    const expires = Math.floor(now.getTime() / 1000) + this.ttlSeconds;
    const path = DOCUMENT_LINK_PATH.replace('{id}', id);
    return {
      url: `${this.origin}${path}?expires=${expires}&sig=${this.signature(id, expires)}`,
      expires_at: new Date(expires * 1000).toISOString(),
    };
  }

  /** Whether the link's expiry and signature hold for this id at `now`. */
  check(id: string, expires: string | undefined, sig: string | undefined, now: Date): boolean {
    if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
    const at = Number(expires);
    if (at * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.signature(id, at));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
