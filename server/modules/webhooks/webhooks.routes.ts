/**
 * The documents behind a claim event's links (docs/decisions/086-webhooks.md): binary, so a plain
 * route (as card photos, server/modules/cards/cards.routes.ts). The link's signature and expiry are
 * its only credential; a wrong, changed or expired link answers 404 like an unknown document.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { toFastifyPath } from '../../http/route';
import { DOCUMENT_LINK_PATH } from './document-links';
import { documentLinksOf, linkedDocument } from './webhooks';

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const links = documentLinksOf(app.ctx.config);
  app.get<{ Params: { id: string }; Querystring: { expires?: string; sig?: string } }>(
    toFastifyPath(DOCUMENT_LINK_PATH),
    async (request, reply) => {
      const { id } = request.params;
      const { expires, sig } = request.query;
      if (!links.check(id, expires, sig, app.ctx.now())) throw new ApiError('NOT_FOUND');
      const found = await linkedDocument(app.ctx, id);
      if (!found) throw new ApiError('NOT_FOUND');
      const { blob, kind } = found;
      const extension = blob.mime === 'application/pdf' ? 'pdf' : blob.mime === 'image/png' ? 'png' : 'jpg';
      return reply
        .header('content-type', blob.mime)
        .header('content-length', String(blob.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${kind}.${extension}"`)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(blob.bytes.buffer, blob.bytes.byteOffset, blob.bytes.byteLength));
    },
  );
}
