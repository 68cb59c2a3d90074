/**
 * The tus endpoint for claim documents (ECLAIM_UPLOAD_PATH, docs/decisions/059-e-claim.md). Not a JSON
 * operation of the contract: @tus/server answers the protocol on the raw request. Before it does, the
 * member is authenticated exactly like a member route (partner from x-api-key, bearer token, pending
 * consents) and an existing upload must be theirs (anyone else's answers 404, like one that does not
 * exist). Fastify does not parse the body of these routes: the PATCH stream goes straight to the store,
 * which refuses anything past Upload-Length and Upload-Length past 10 MiB (maxSize).
 *
 * A creation (POST) is counted against the member's quotas first (reserveUpload,
 * docs/decisions/066-upload-quotas.md): past either, a JSON 429 with Retry-After and the catalogue's
 * message, before any byte is stored. The reply is hijacked for tus, so the security headers every
 * other answer carries are written onto the raw response here (applyResponseHeaders).
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/api/constants';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ECLAIM_UPLOAD_PATH, UPLOAD_ID_PATTERN } from '../../../shared/api/claim-rules';
import { ApiError } from '../../http/api-error';
import { authenticateMember, resolveCaller } from '../../http/route';
import { applyResponseHeaders } from '../../http/security-headers';
import type { AppContext } from '../../context';
import { ObjectBlobStore } from '../../db/object-store';
import {
  closeEclaimUploads,
  createEclaimUploads,
  type EclaimUploads,
  MEMBER_HEADER,
  makePrivateDir,
  releaseUpload,
  removeExpiredUploadFiles,
  removeUpload,
  reserveUpload,
  UPLOAD_ID_HEADER,
  uploadInfo,
} from './claims-uploads';
import { requireConsents } from '../accounts/consents';

/**
 * Where unfinished uploads wait: under the data folder, or a scratch folder for an in-memory database.
 * Every folder on the way under DATA_DIR is 0700 (made so, or tightened when it already existed).
 * On PostgreSQL the bytes are in the database (uploadsInDatabase): the folder is only the scratch
 * space where attaching copies an upload for its checks, private to the process and removed at close.
 */
export function uploadDirectory(app: AppContext): string {
  if (app.config.database.kind === 'pglite-memory' || uploadsInDatabase(app)) {
    const dir = join(tmpdir(), 'wl-eclaim-uploads', `${process.pid}-${Math.random().toString(36).slice(2)}`);
    makePrivateDir(dir);
    return dir;
  }
  const uploadsRoot = join(app.config.dataDir, 'uploads');
  makePrivateDir(uploadsRoot);
  const dir = join(uploadsRoot, 'eclaim');
  makePrivateDir(dir);
  return dir;
}

/** Replaces (or removes, with `value` null) a request header that only the server may set. */
function setServerHeader(request: FastifyRequest, name: string, value: string | null) {
  // @tus/server reads the raw header list: a client's own copy is dropped first.
  const raw = request.raw.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === name) raw.splice(i, 2);
  delete request.raw.headers[name];
  if (value === null) return;
  raw.push(name, value);
  request.raw.headers[name] = value;
}

/** Upload-Length as tus reads it, when it is one the store would accept; otherwise tus refuses it. */
function declaredLength(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string') return null;
  const n = Number(header);
  return Number.isInteger(n) && String(n) === header && n >= 0 && n <= MAX_UPLOAD_BYTES ? n : null;
}

export async function claimUploadRoutes(app: FastifyInstance, uploads: EclaimUploads): Promise<void> {
  // tus PATCH bodies are streams for @tus/server: Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  app.addHook('onClose', async () =>
    closeEclaimUploads(uploads, {
      removeFolder: app.ctx.config.database.kind === 'pglite-memory' || uploads.db !== null,
    }),
  );

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = app.ctx;
    const { partner } = resolveCaller(ctx, request, { apiKey: 'optional', member: true });
    const auth = await authenticateMember(ctx, request, partner);
    await requireConsents(ctx.db, auth.member, ctx.now());
    const id = (request.params as { id?: string }).id;
    if (id !== undefined) {
      if (!UPLOAD_ID_PATTERN.test(id)) throw new ApiError('NOT_FOUND');
      const info = await uploadInfo(uploads, id);
      if (!info || info.member !== auth.member.id) throw new ApiError('NOT_FOUND');
    }
    // The owner travels to onUploadCreate in a header only the server sets.
    setServerHeader(request, MEMBER_HEADER, auth.member.id);
    setServerHeader(request, UPLOAD_ID_HEADER, null);
    // Counted before tus stores anything: a refusal is this route's JSON 429 (the catalogue's message).
    let reserved: string | null = null;
    if (request.method === 'POST') {
      const length = declaredLength(request.headers['upload-length']);
      if (length !== null) {
        reserved = await reserveUpload(ctx, auth.member.id, length, uploads);
        setServerHeader(request, UPLOAD_ID_HEADER, reserved);
      }
    }
    applyResponseHeaders(reply.raw, request.url, request.cspNonce);
    reply.hijack();
    try {
      await uploads.tus.handle(request.raw, reply.raw);
    } finally {
      const status = reply.raw.statusCode;
      // A creation tus refused keeps neither a file nor a place in the quota; a terminated upload
      // leaves the quota.
      const release =
        reserved !== null && status !== 201
          ? reserved
          : request.method === 'DELETE' && id !== undefined && status === 204
            ? id
            : null;
      if (release !== null) {
        if (release === reserved) await removeUpload(uploads, release);
        await releaseUpload(ctx.db, release).catch((error) =>
          request.log.warn({ err: error }, 'upload quota row not released; the purge removes it'),
        );
      }
    }
  };

  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.route({ method: ['POST', 'OPTIONS'], url: ECLAIM_UPLOAD_PATH, handler: handle });
  app.route({ method: [...methods], url: `${ECLAIM_UPLOAD_PATH}/:id`, handler: handle });
}

/**
 * Uploads in progress live in the database when it is PostgreSQL, which several API processes share
 * (any replica continues and attaches any upload: docs/decisions/071-uploads-and-object-storage.md),
 * their bytes in the object store when one is configured (OBJECT_STORE_URL; the database keeps the
 * offsets and the chunk index). The embedded database has one process by construction (its data
 * folder is locked), which keeps them in its upload folder.
 */
export function uploadsInDatabase(app: AppContext): boolean {
  return app.config.database.kind === 'postgres';
}

export function createUploads(app: AppContext): EclaimUploads {
  const objects = app.blobs instanceof ObjectBlobStore ? app.blobs.objects : null;
  const uploads = createEclaimUploads(
    uploadDirectory(app),
    uploadsInDatabase(app) ? { db: app.db, objects } : {},
  );
  // Files past their day go at start (never blocks it) and at every purge (server/jobs/purge.ts).
  void removeExpiredUploadFiles(uploads).catch(() => undefined);
  return uploads;
}
