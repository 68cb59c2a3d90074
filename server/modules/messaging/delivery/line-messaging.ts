/**
 * LINE push messages: POST <LINE_API_BASE>/v2/bot/message/push with the channel access token
 * (LINE_CHANNEL_ACCESS_TOKEN; partner.json has no per-partner token) and `X-Line-Retry-Key`, a UUID
 * derived from the outbox id. LINE runs a request with a given retry key once and answers 409 to any
 * repeat of an accepted one (developers.line.biz/en/docs/messaging-api/retrying-api-request), so a
 * 409 here means "already sent": success. 429, 5xx and network failures are retried; other 4xx are
 * permanent (a blocked account, a bad user id).
 */
import { createHash } from 'node:crypto';
import { type DeliveryChannel, type DeliveryRequest, type Fetch, postToProvider } from './channel';

/** A version-5-shaped UUID from SHA-256 of the outbox id: the same message always gets the same key. */
export function lineRetryKey(id: number): string {
  const b = createHash('sha256').update(`wl-member outbox ${id}`).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export class LineMessagingChannel implements DeliveryChannel {
  readonly name = 'line';
  constructor(
    private readonly options: {
      apiBase: string;
      channelAccessToken: string;
      fetch?: Fetch;
      timeoutMs?: number;
    },
  ) {}

  async deliver(message: DeliveryRequest): Promise<{ ref: string }> {
    const retryKey = lineRetryKey(message.id);
    const response = await postToProvider(
      this.options,
      `${this.options.apiBase}/v2/bot/message/push`,
      this.options.channelAccessToken,
      { 'x-line-retry-key': retryKey },
      { to: message.to, messages: [{ type: 'text', text: message.text }] },
      [409],
    );
    // 409 with our retry key: an earlier request with this key was accepted.
    if (response.status === 409)
      return { ref: response.headers.get('x-line-accepted-request-id') ?? `line-retry-${retryKey}` };
    return { ref: response.headers.get('x-line-request-id') ?? `line-retry-${retryKey}` };
  }
}
