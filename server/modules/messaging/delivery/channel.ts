/**
 * A delivery channel hands one outbox message to its provider. It answers the provider's reference of
 * the accepted message or throws a DeliveryError saying whether trying again may help. Every
 * implementation passes a key derived from the outbox id so the provider drops a repeated request:
 * the worker may deliver a message twice (a crash between delivery and marking), the member gets it
 * once. The reason of an error names the status or the network failure, never the message text.
 */
export interface DeliveryRequest {
  /** The outbox row id. */
  id: number;
  /** SMS: E.164 phone number; LINE: the LINE user id. */
  to: string;
  text: string;
  partnerId: string | null;
}

export interface DeliveryChannel {
  /** Short name for logs: 'dev-outbox', 'sms-gateway', 'line'. */
  readonly name: string;
  deliver(message: DeliveryRequest): Promise<{ ref: string }>;
}

export type DeliveryFailure = 'retryable' | 'permanent';

export class DeliveryError extends Error {
  constructor(
    readonly kind: DeliveryFailure,
    /** Goes to outbox.last_error and the logs: a status or failure name, no message content. */
    readonly reason: string,
  ) {
    super(`${kind} delivery failure: ${reason}`);
    this.name = 'DeliveryError';
  }
}

/** Development and tests: nothing leaves the server; the message stays readable in /api/dev/outbox. */
export class DevOutboxChannel implements DeliveryChannel {
  readonly name = 'dev-outbox';
  async deliver(): Promise<{ ref: string }> {
    return { ref: 'dev-outbox' };
  }
}

/**
 * Production without a provider for this channel: every message is dead-lettered at once, rather than
 * recorded as sent or delivered hours later when an OTP in it has long expired.
 */
export class UnconfiguredChannel implements DeliveryChannel {
  readonly name = 'unconfigured';
  constructor(private readonly setting: string) {}
  async deliver(): Promise<{ ref: string }> {
    throw new DeliveryError('permanent', `no provider configured (${this.setting})`);
  }
}

/** 429 and 5xx may pass on a later try; any other 4xx will not. */
export function failureOfStatus(status: number): DeliveryError {
  const kind = status === 429 || status >= 500 ? 'retryable' : 'permanent';
  return new DeliveryError(kind, `HTTP ${status}`);
}

/** A fetch that failed before an answer (DNS, refused, reset, time-out): the provider may come back. */
export function failureOfNetwork(error: unknown): DeliveryError {
  const name = error instanceof Error ? error.name : 'Error';
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return new DeliveryError('retryable', `network: ${typeof code === 'string' ? code : name}`);
}

/** How long one provider request may take before it counts as a (retryable) failure. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export type Fetch = typeof fetch;

/**
 * POSTs `body` as JSON to a provider with a bearer token and `headers`, within the provider timeout.
 * A network failure (or the timeout) is a retryable DeliveryError; an answer that is not 2xx (nor one
 * of `alsoAccepted`) is the DeliveryError of its status.
 */
export async function postToProvider(
  options: { fetch?: Fetch; timeoutMs?: number },
  url: string,
  token: string,
  headers: Record<string, string>,
  body: unknown,
  alsoAccepted: readonly number[] = [],
): Promise<Response> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw failureOfNetwork(error);
  }
  if (!response.ok && !alsoAccepted.includes(response.status)) throw failureOfStatus(response.status);
  return response;
}
