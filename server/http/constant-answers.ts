/**
 * Answers that depend only on the URL and the partner of the call (the contract's `constant`
 * operations: theme, partner info, language setting) are computed once per URL and partner key, then
 * served from memory: serialized once, compressed once per encoding (brotli at its best, gzip), with
 * an ETag so a browser that has the answer gets 304 and no body (issue 10, deliverable 4; the bench is
 * `npm run bench:api`). Partner config changes only when the registry reloads a published version
 * (docs/decisions/079-partner-config-versions.md), and the key then carries its new generation
 * (server/http/route.ts), so nothing here goes stale; the cache is bounded all the same (URLs are
 * chosen by callers, and old generations age out).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ConstantAnswer {
  etag: string;
  identity: Buffer;
  /** Absent for answers under 1 KiB, which go out as they are (as for every other answer). */
  br?: Buffer;
  gzip?: Buffer;
}

/** The size from which answers are compressed (the same as @fastify/compress's threshold in server/app.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/** Distinct URLs kept per process; past this the oldest entry goes (callers choose URLs). */
export const CONSTANT_CACHE_LIMIT = 500;

export function makeConstantAnswer(body: unknown): ConstantAnswer {
  const identity = Buffer.from(JSON.stringify(body), 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  if (identity.length < COMPRESS_FROM_BYTES) return { etag, identity };
  return {
    etag,
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export class ConstantAnswers {
  readonly #entries = new Map<string, ConstantAnswer>();

  get(key: string): ConstantAnswer | undefined {
    return this.#entries.get(key);
  }

  set(key: string, answer: ConstantAnswer): void {
    if (this.#entries.size >= CONSTANT_CACHE_LIMIT) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, answer);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The cache key of a call: its URL and the partner key it names (x-api-key decides the partner). */
export function constantKey(request: FastifyRequest): string {
  const apiKey = request.headers['x-api-key'];
  return `${Array.isArray(apiKey) ? apiKey[0] : (apiKey ?? '')}\u0000${request.url}`;
}

function preferred(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const offered = (acceptEncoding ?? '').toLowerCase();
  const takes = (name: string) =>
    offered.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/** Sends a cached answer: 304 when the browser has it, else the best encoding it takes. */
export function sendConstant(request: FastifyRequest, reply: FastifyReply, answer: ConstantAnswer) {
  reply
    .header('etag', answer.etag)
    .header('vary', 'Accept-Encoding, x-api-key')
    .type('application/json; charset=utf-8');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag))
    return reply.code(304).send();
  const encoding = preferred(request.headers['accept-encoding']);
  const encoded = encoding === 'identity' ? undefined : answer[encoding];
  // Under 1 KiB, or no encoding taken: as it is (the on-the-fly compressor leaves small bodies alone).
  if (!encoded) return reply.send(answer.identity);
  return reply.header('content-encoding', encoding).send(encoded);
}
