/**
 * Logging: pino, JSON lines. Secrets never reach a log line (docs/security.md: the spec lets partner_id,
 * secret_key and token travel in URLs, so the request URL itself must be cleaned):
 * - request lines carry method, a redacted URL and the client address, never headers or bodies;
 * - sensitive query-string values are replaced by [REDACTED];
 * - redactLogObject blanks passwords, OTPs, tokens, secrets, API keys and cookies wherever a log call
 *   passes a header or body object;
 * - one line per request, when it is answered (RequestLogController): method, redacted URL, client
 *   address, status and time; the "incoming request" line is written at debug level only.
 * - errors are serialised from an allow-list of fields (database errors carry their bound parameters).
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from './config';

export const REDACTED = '[REDACTED]';

/** Query parameter and field names whose values are secret (case-insensitive, anywhere in the name). */
const SENSITIVE_NAME = /pass(?:word|wd)?|token|secret|otp|api[_-]?key|authorization|cookie|session/i;

export function isSensitiveName(name: string): boolean {
  return SENSITIVE_NAME.test(name);
}

/**
 * One level of percent-decoding that never throws: each run of %XX escapes is decoded on its own, a run
 * that is not valid UTF-8 byte by byte, so one broken escape cannot hide the rest of a value.
 */
function decodeOnce(text: string): string {
  return text.replace(/\+/g, ' ').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  });
}

/** Decoding is repeated at most this often (double and deeper encodings, nested redirects). */
const MAX_DEPTH = 6;

function fullyDecoded(text: string): string {
  let current = text;
  for (let i = 0; i < MAX_DEPTH; i++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Separators of query parameters: `&` and `;` (so `&amp;name=` splits into `amp` and `name=`). */
const SEPARATOR = /([&;])/;

function redactQuery(query: string, depth: number): string {
  return query
    .split(SEPARATOR)
    .map((part, i) => (i % 2 === 1 ? part : redactPair(part, depth)))
    .join('');
}

function redactPair(part: string, depth: number): string {
  const eq = part.indexOf('=');
  if (eq === -1) {
    // `secret_key%3Dabc`: a whole pair, encoded.
    const inner = redactValue(part, depth);
    if (inner !== part) return inner;
    return isSensitiveName(fullyDecoded(part)) ? `${part}=${REDACTED}` : part;
  }
  const name = part.slice(0, eq);
  if (isSensitiveName(fullyDecoded(name))) return `${name}=${REDACTED}`;
  return `${name}=${redactValue(part.slice(eq + 1), depth)}`;
}

/**
 * A parameter's value, which may itself be a URL or a query string (a redirect target), encoded once or
 * more. Unchanged, byte for byte, unless a secret is inside; then the redacted value is encoded again as
 * deep as it was, with the marker left readable.
 */
function redactValue(value: string, depth: number): string {
  if (depth >= MAX_DEPTH) return value;
  // Structure at this level first, so each nested level is decoded (and encoded again) only once.
  const q = value.search(/[?;]/);
  if (q !== -1) return value.slice(0, q + 1) + redactQuery(value.slice(q + 1), depth + 1);
  if (value.includes('=')) return redactQuery(value, depth + 1);
  const decoded = decodeOnce(value);
  if (decoded === value) return value;
  const inner = redactValue(decoded, depth + 1);
  if (inner === decoded) return value;
  return encodeURIComponent(inner).split(encodeURIComponent(REDACTED)).join(REDACTED);
}

/** What redactUrl looks at: a query string (`?`, `;`), a fragment, or anything decodeOnce changes. */
const NEEDS_REDACTION = /[?;#%+]/;

/**
 * The URL with the values of sensitive query parameters replaced by [REDACTED], in every form a
 * query string takes: `&` or `;` separators, HTML-escaped `&amp;`, any letter case, percent-encoded
 * names, and inside (nested, once or doubly encoded) redirect parameters. Other parameters are kept
 * byte for byte, so logs still show what was asked; the fragment is dropped.
 */
export function redactUrl(url: string): string {
  // Nothing to decode, no query string, no fragment: nothing to redact (most request URLs).
  if (!NEEDS_REDACTION.test(url)) return url;
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const q = withoutHash.search(/[?;]/);
  const path = q === -1 ? withoutHash : withoutHash.slice(0, q);
  // An encoded `?` in the path (`/x%3Fsecret_key%3D…`) is a query string too, for whoever decodes it.
  const safePath = decodeOnce(path) === path ? path : redactValue(path, 0);
  if (q === -1) return safePath;
  return `${safePath}${withoutHash[q]}${redactQuery(withoutHash.slice(q + 1), 0)}`;
}

/**
 * Secrets in free text (error messages and stacks quote URLs and bodies): every token that looks like
 * a URL or a query string goes through the same redaction.
 */
export function redactText(text: string): string {
  return text.replace(/[^\s'"<>()]*(?:=|%3d)[^\s'"<>()]*/gi, (token) =>
    /[?;]/.test(token) ? redactUrl(token) : redactQuery(token, 0),
  );
}

/** Fields that hold a URL: their query strings are redacted, the rest stays readable. */
export const URL_FIELDS: readonly string[] = [
  'url',
  'originalUrl',
  'redirect',
  'redirect_url',
  'location',
  'referer',
  'referrer',
  'href',
];

/** Fields whose values are blanked out wherever a log call passes them (defence in depth). */
export const SECRET_FIELDS: readonly string[] = [
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
];

/** Header names blanked out in any `headers` object a log call passes (any letter case). */
export const SECRET_HEADERS: readonly string[] = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'secretkey',
  'register-token',
];

const URL_FIELD_SET = new Set(URL_FIELDS);
const SECRET_FIELD_SET = new Set(SECRET_FIELDS);
const SECRET_HEADER_SET = new Set(SECRET_HEADERS);

/**
 * Keys of a log object whose values pino passes through a serializer of ours (loggerOptions): the
 * serializer decides what is written (a redacted URL, an allow-list of error fields), so the request
 * and reply objects Fastify passes are never walked here.
 */
const SERIALIZED_KEYS = new Set(['req', 'res', 'err']);

/** Nesting the redaction reaches: `field`, `*.field` and `*.*.field`. */
const REDACT_DEPTH = 3;

/**
 * Secrets out of an object a log call passes (docs/security.md), as pino's path redaction did with
 * `field`, `*.field` and `*.*.field` for each of SECRET_FIELDS and URL_FIELDS and `headers.<name>`,
 * `req.headers.<name>` for the secret headers, but in one walk of the first three levels instead of
 * one per path (pino 10's @pinojs/redact cost ~0.1 ms a request line: decision 069):
 * - a secret field's value becomes [REDACTED], whatever it is;
 * - a URL field's string value keeps its non-secret parts (redactUrl); any other value is walked on;
 * - a secret header of any `headers` object in reach becomes [REDACTED] (any letter case);
 * - the values of req, res and err at the top are left to their serializers.
 * Copy on write: the caller's objects are never changed; an object with nothing to hide is returned
 * as it is. Binary data (Buffers, typed arrays) holds no fields and is not walked.
 */
export function redactLogObject<T>(value: T, depth = 0, inHeaders = false): T {
  if (typeof value !== 'object' || value === null || depth >= REDACT_DEPTH || ArrayBuffer.isView(value))
    return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(source)) {
    const field = source[key];
    if (field === undefined || (depth === 0 && SERIALIZED_KEYS.has(key))) continue;
    let next: unknown;
    if (SECRET_FIELD_SET.has(key) || (inHeaders && SECRET_HEADER_SET.has(key.toLowerCase()))) next = REDACTED;
    else if (URL_FIELD_SET.has(key) && typeof field === 'string') next = redactUrl(field);
    else next = redactLogObject(field, depth + 1, key === 'headers');
    if (next === field) continue;
    copy ??= Array.isArray(source) ? ([...source] as unknown as Record<string, unknown>) : { ...source };
    copy[key] = next;
  }
  return (copy ?? value) as T;
}

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
    message: typeof e.message === 'string' ? redactText(e.message) : e.message,
    stack: typeof e.stack === 'string' ? redactText(e.stack) : e.stack,
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
    // Every log object goes through redactLogObject (pino's own `redact` option did the same job path
    // by path, at many times the cost); child bindings too, through createLogger's child().
    formatters: { log: (object) => redactLogObject(object) },
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

/**
 * The server's logger; pass a destination to capture lines (tests) instead of writing to stdout.
 * pino runs formatters.log on what each log call passes, but not on a child logger's bindings: every
 * child (Fastify's one per request, `{reqId}`) is made through a child() that redacts them first. It is
 * set on the root, so children of children inherit it.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const logger = destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
  const child = logger.child;
  logger.child = function redactedChild(this: Logger, bindings, options) {
    return child.call(this, redactLogObject(bindings), options);
  } as Logger['child'];
  return logger;
}

/**
 * Fastify's request lines, one per request instead of two (decision 069): written when the answer
 * has gone, with everything the "incoming request" line had (method, redacted URL, client address)
 * and the status and time. The incoming line is still there at debug level (LOG_LEVEL=debug), for
 * following a request that never answers.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
