/**
 * A partner's own files (assets/, pages/) from its live configuration version in memory
 * (server/partners/registry.ts; docs/decisions/079-partner-config-versions.md). Images are answered
 * with an ETag of their bytes and revalidated on every use (no-cache): a publish changes an image
 * under the same URL, and a member's next navigation must show the new one; an unchanged image costs
 * a 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE } from '../http/security-headers';
import type { LoadedPartner } from './registry';

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  md: 'text/markdown; charset=utf-8',
};

export interface PartnerFileAnswer {
  bytes: Uint8Array;
  contentType: string;
  etag: string;
}

const etags = new WeakMap<Uint8Array, string>();

function etagOf(bytes: Uint8Array): string {
  let tag = etags.get(bytes);
  if (!tag) {
    tag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    etags.set(bytes, tag);
  }
  return tag;
}

/**
 * The file a URL path names under one of the partner's folders, or null: a path that is not
 * plain segments (no "..", no dotfile, no encoded slash tricks) names nothing.
 */
export function partnerFile(partner: LoadedPartner, folder: 'assets' | 'pages', urlPath: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.') || s.includes('\\') || s.includes('\0')))
    return null;
  const bytes = partner.files.get(`${folder}/${segments.join('/')}`);
  if (!bytes) return null;
  const ending = segments[segments.length - 1]!.split('.').pop()!.toLowerCase();
  return {
    bytes,
    contentType: CONTENT_TYPES[ending] ?? 'application/octet-stream',
    etag: etagOf(bytes),
  } satisfies PartnerFileAnswer;
}

export function sendPartnerFile(request: FastifyRequest, reply: FastifyReply, file: PartnerFileAnswer) {
  reply.header('cache-control', CACHE.unhashed).header('etag', file.etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag))
    return reply.code(304).send();
  return reply.type(file.contentType).send(Buffer.from(file.bytes));
}
