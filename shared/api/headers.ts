/**
 * Header names of the spec's call table (section 7), declared once for client and server.
 * HTTP header names are case-insensitive; these are the spellings the client sends. Node lower-cases
 * incoming names, so the server reads `headerKey(HEADERS.x)`.
 */
export const HEADERS = {
  /** Identifies the partner on every call. Public: it grants no member data by itself. */
  apiKey: 'x-api-key',
  /** Member bearer token: `Authorization: Bearer <token>`. */
  authorization: 'Authorization',
  /** Partner calls and registration: the partner id ... */
  partnerId: 'PartnerId',
  /** ... and the partner's secret key. */
  secretKey: 'SecretKey',
  /** OTP registration: the token returned when the registration OTP was requested. */
  registerToken: 'register-token',
  /**
   * Creates (operations marked `idempotent` in the contract): one key per user action, reused on
   * retry, so a retry after a lost answer creates nothing twice (docs/decisions/029-idempotency-keys.md).
   */
  idempotencyKey: 'Idempotency-Key',
  /** Sent back, as `true`, when an answer is the stored answer to an earlier request with the same key. */
  idempotentReplayed: 'Idempotent-Replayed',
  /** Sent back on every error: quote it to support so they can find the log line. */
  correlationId: 'x-correlation-id',
  /**
   * On every answer: the request's id, the one in its log lines and in `error.request_id`. Taken from
   * the request only when a trusted proxy (TRUST_PROXY) sent it; otherwise made by the server.
   */
  requestId: 'X-Request-Id',
} as const;

export type HeaderName = (typeof HEADERS)[keyof typeof HEADERS];

/** The lower-case form under which Node exposes an incoming header. */
export function headerKey(name: HeaderName): string {
  return name.toLowerCase();
}

/** An Idempotency-Key value: 16–128 letters, digits, `_` or `-` (a UUID passes). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The token type the spec names (section 9). */
export const TOKEN_TYPE = 'Bearer';

/** `Authorization` value for a member token. */
export function bearer(token: string): string {
  return `${TOKEN_TYPE} ${token}`;
}

/** The token of an `Authorization: Bearer …` value, or null when the value is absent or malformed. */
export function parseBearer(value: string | undefined | null): string | null {
  if (!value) return null;
  const match = /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)[ \t]*$/i.exec(value);
  return match ? match[1]! : null;
}
