/**
 * SMS through an HTTP gateway: POST SMS_GATEWAY_URL with a JSON body { to, text, reference }, bearer
 * SMS_GATEWAY_TOKEN, and `Idempotency-Key: outbox-<id>` so the gateway drops a repeated request. A
 * 2xx is accepted (the gateway's `id` or `message_id` becomes the reference); 429, 5xx and network
 * failures are retried; any other 4xx is permanent.
 */
import { type DeliveryChannel, type DeliveryRequest, type Fetch, postToProvider } from './channel';

export const smsIdempotencyKey = (id: number) => `outbox-${id}`;

export class HttpSmsGateway implements DeliveryChannel {
  readonly name = 'sms-gateway';
  constructor(private readonly options: { url: string; token: string; fetch?: Fetch; timeoutMs?: number }) {}

  async deliver(message: DeliveryRequest): Promise<{ ref: string }> {
    const key = smsIdempotencyKey(message.id);
    const response = await postToProvider(
      this.options,
      this.options.url,
      this.options.token,
      { 'idempotency-key': key },
      { to: message.to, text: message.text, reference: key },
    );
    const answer = (await response.json().catch(() => null)) as { id?: unknown; message_id?: unknown } | null;
    const ref = answer?.id ?? answer?.message_id;
    return { ref: typeof ref === 'string' && ref.length > 0 && ref.length <= 200 ? ref : key };
  }
}
