import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/api/contract';
import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every $ref in the document points at a component that exists. */
function danglingRefs(doc: Record<string, unknown>): string[] {
  const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
  const missing: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.replace('#/components/schemas/', '');
        if (!value.startsWith('#/components/schemas/') || !(name in schemas)) missing.push(value);
      } else walk(value);
    }
  };
  walk(doc);
  return missing;
}

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document of every operation', async () => {
    const response = await server.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const op of OPERATIONS) {
      expect(doc.paths[op.path]?.[op.method.toLowerCase()]?.operationId).toBe(op.operationId);
    }
    expect(danglingRefs(doc)).toEqual([]);
  });

  it('documents the spec calls with their parameters, answers and error shape', async () => {
    const doc = (await server.app.inject({ url: '/api/docs' })).json();
    const partnerInfo = doc.paths['/api/v1/partner-info'].get;
    expect(partnerInfo.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['partner_id', 'secret_key', 'line_liff_key', 'x-api-key']),
    );
    expect(partnerInfo.responses['401'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ErrorBody',
    );
    const theme = doc.paths['/api/v1/theme/{ins_code}'].get;
    expect(theme.parameters[0]).toMatchObject({ name: 'ins_code', in: 'path', required: true });
    expect(theme.responses['404'].description).toContain('THEME_NOT_FOUND');
    expect(doc.components.schemas.ThemeResponse.properties.data.$ref).toBe('#/components/schemas/Theme');
    expect(doc.components.schemas.Theme.properties.main_color_1.$ref).toBe('#/components/schemas/Color');
    expect(doc.components.schemas.PartnerInfo.properties.menu_tiles.$ref).toBe(
      '#/components/schemas/MenuTiles',
    );
    const home = doc.paths['/api/v2/home'];
    expect(Object.keys(home).sort()).toEqual(['get', 'post']);
    expect(home.get.security).toEqual([{ memberToken: [], apiKey: [] }, { memberToken: [] }]);
    expect(home.post.requestBody.required).toBe(false);
    expect(doc.components.schemas.ErrorBody.properties.error.properties.code.enum).toContain('AUTH_REQUIRED');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
  });
});
