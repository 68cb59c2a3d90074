/** GET /api/docs: the OpenAPI 3.1 document, built once when the server starts. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './document';
import { PACKAGE_JSON, SCHEMAS_DIR } from '../paths';

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(
    buildOpenApiDocument({
      schemasDir: SCHEMAS_DIR,
      version: packageVersion(),
      includeDevOnly: !app.ctx.config.isProduction,
    }),
  );
  app.get('/api/docs', (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
}
