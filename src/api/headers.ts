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
  /** e-Claim submissions: one key per intended submission, so retries create exactly one claim. */
  idempotencyKey: 'Idempotency-Key',
  /** Sent back on every error: quote it to support so they can find the log line. */
  correlationId: 'x-correlation-id',
} as const;

export type HeaderName = (typeof HEADERS)[keyof typeof HEADERS];

/** The lower-case form under which Node exposes an incoming header. */
export function headerKey(name: HeaderName): string {
  return name.toLowerCase();
}

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
