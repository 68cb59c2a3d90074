/**
 * Logging: pino, JSON lines. Secrets never reach a log line (docs/security.md: the spec lets partner_id,
 * secret_key and token travel in URLs, so the request URL itself must be cleaned):
 * - request lines carry method, a redacted URL and the client address, never headers or bodies;
 * - sensitive query-string values are replaced by [REDACTED];
 * - redact paths catch passwords, OTPs, tokens, secrets, API keys and cookies wherever a log call
 *   passes a header or body object;
 * - errors are serialised from an allow-list of fields (database errors carry their bound parameters).
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from './config';

export const REDACTED = '[REDACTED]';

/** Query parameter and field names whose values are secret (case-insensitive, anywhere in the name). */
const SENSITIVE_NAME = /pass(?:word|wd)?|token|secret|otp|api[_-]?key|authorization|cookie|session/i;

export function isSensitiveName(name: string): boolean {
  return SENSITIVE_NAME.test(name);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The URL with the values of sensitive query parameters replaced by [REDACTED]. Other parameters are
 * kept byte for byte, so logs still show what was asked. Names are matched after decoding, so
 * `secret%5Fkey=` is caught too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = hash === -1 ? url.slice(q + 1) : url.slice(q + 1, hash);
  const redacted = query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      if (!isSensitiveName(safeDecode(name))) return part;
      return `${name}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}`;
}

/** Paths pino blanks out wherever they appear in a log object (defence in depth). */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers.secretkey',
  'req.headers["register-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  'headers.secretkey',
  'headers["register-token"]',
  ...[
    'password',
    'current_password',
    'new_password',
    'confirm_password',
    'password_hash',
    'otp',
    'otp_code',
    'code_hash',
    'token',
    'token_hash',
    'access_token',
    'id_token',
    'register_token',
    'secret_key',
    'api_key',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: unknown;
}

/** Error fields worth logging; everything else (bound SQL parameters, request bodies) is left out. */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as ErrorLike;
  const out: Record<string, unknown> = {
    type: e.name ?? err.constructor?.name,
    message: e.message,
    stack: e.stack,
  };
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  if (e.constraint !== undefined) out.constraint = e.constraint;
  if (e.table !== undefined) out.table = e.table;
  if (e.cause !== undefined && e.cause !== err) out.cause = serializeError(e.cause);
  return out;
}

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: RequestLike) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}

/** The server's logger; pass a destination to capture lines (tests) instead of writing to stdout. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
