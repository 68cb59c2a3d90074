/**
 * The tus endpoint for claim documents (ECLAIM_UPLOAD_PATH, docs/decisions/059-e-claim.md). Not a JSON
 * operation of the contract: @tus/server answers the protocol on the raw request. Before it does, the
 * member is authenticated exactly like a member route (partner from x-api-key, bearer token, pending
 * consents) and an existing upload must be theirs (anyone else's answers 404, like one that does not
 * exist). Fastify does not parse the body of these routes: the PATCH stream goes straight to the store,
 * which refuses anything past Upload-Length and Upload-Length past 10 MiB (maxSize).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ECLAIM_UPLOAD_PATH, UPLOAD_ID_PATTERN } from '../../src/api/claim-rules';
import { ApiError } from '../http/api-error';
import { authenticateMember, resolveCaller } from '../http/route';
import type { AppContext } from '../context';
import {
  createEclaimUploads,
  type EclaimUploads,
  MEMBER_HEADER,
  uploadInfo,
} from '../services/claims-uploads';
import { requireConsents } from '../services/consents';

/** Where unfinished uploads wait: under the data folder, or a scratch folder for an in-memory database. */
export function uploadDirectory(app: AppContext): string {
  const dir =
    app.config.database.kind === 'pglite-memory'
      ? join(tmpdir(), 'wl-eclaim-uploads', `${process.pid}-${Math.random().toString(36).slice(2)}`)
      : join(app.config.dataDir, 'uploads', 'eclaim');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function claimUploadRoutes(app: FastifyInstance, uploads: EclaimUploads): Promise<void> {
  // tus PATCH bodies are streams for @tus/server: Fastify must not read them.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

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
    // The owner travels to onUploadCreate in a header only the server sets (@tus/server reads the
    // raw header list): a client's own is dropped first.
    const raw = request.raw.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2)
      if (raw[i]!.toLowerCase() === MEMBER_HEADER) raw.splice(i, 2);
    raw.push(MEMBER_HEADER, auth.member.id);
    request.raw.headers[MEMBER_HEADER] = auth.member.id;
    reply.hijack();
    await uploads.tus.handle(request.raw, reply.raw);
  };

  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.route({ method: ['POST', 'OPTIONS'], url: ECLAIM_UPLOAD_PATH, handler: handle });
  app.route({ method: [...methods], url: `${ECLAIM_UPLOAD_PATH}/:id`, handler: handle });
}

export function createUploads(app: AppContext): EclaimUploads {
  const uploads = createEclaimUploads(uploadDirectory(app));
  // Abandoned uploads older than a day go at start (never blocks it).
  void uploads.tus.cleanUpExpiredUploads().catch(() => undefined);
  return uploads;
}
