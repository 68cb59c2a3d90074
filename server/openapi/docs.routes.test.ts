import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impliedErrors, OPERATIONS } from '../../shared/api/contract';
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
  it('documents the multipart card forms: text fields and image parts', async () => {
    const doc = (await server.app.inject({ url: '/api/docs' })).json();
    const forms = {
      'post /api/v1/cards': 'CardForm',
      'put /api/v1/cards/{id}': 'CardEditForm',
      'post /api/v1/family/{personId}/cards': 'CardForm',
    };
    for (const [route, schema] of Object.entries(forms)) {
      const [method, path] = route.split(' ') as [string, string];
      const body = doc.paths[path][method].requestBody;
      expect(body.required, route).toBe(true);
      const multipart = body.content['multipart/form-data'];
      expect(multipart.schema.$ref, route).toBe(`#/components/schemas/${schema}`);
      expect(multipart.encoding.front_image.contentType, route).toBe('image/jpeg, image/png');
      expect(multipart.encoding.back_image.contentType, route).toBe('image/jpeg, image/png');
    }
    const form = doc.components.schemas.CardForm;
    expect(Object.keys(form.properties)).toEqual([
      'insurer_id',
      'insurer_name',
      'card_no',
      'insured_name',
      'start_date',
      'expiry_date',
      'front_image',
      'back_image',
    ]);
    expect(form.properties.front_image).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(expect.arrayContaining(['front_image', 'back_image', 'card_no']));
    expect(doc.components.schemas.CardEditForm.required).not.toContain('front_image');
  });

  it('lists the errors implied by auth and consent settings on every operation', async () => {
    const doc = (await server.app.inject({ url: '/api/docs' })).json();
    const documented = (path: string, method: string) =>
      Object.entries(doc.paths[path][method].responses as Record<string, { description: string }>)
        .filter(([status]) => status !== '200')
        .flatMap(([, r]) => r.description.split(' | ').map((line) => line.split(':')[0]));
    for (const op of OPERATIONS) {
      const codes = documented(op.path, op.method.toLowerCase());
      expect(codes, op.operationId).toEqual(expect.arrayContaining([...op.errors, ...impliedErrors(op)]));
      expect(codes.includes('CONSENT_REQUIRED'), op.operationId).toBe(op.auth.member && !op.consentExempt);
    }
    // Spot checks of what the settings imply.
    expect(documented('/api/v1/me/password', 'put')).toEqual(
      expect.arrayContaining(['AUTH_REQUIRED', 'INVALID_API_KEY']),
    );
    expect(documented('/api/v1/me/password', 'put')).not.toContain('CONSENT_REQUIRED');
    expect(documented('/api/v1/cards', 'get')).toEqual(
      expect.arrayContaining(['AUTH_REQUIRED', 'INVALID_API_KEY', 'CONSENT_REQUIRED']),
    );
    expect(documented('/api/v1/register/otp', 'post')).toEqual(
      expect.arrayContaining(['PARTNER_CREDENTIALS_INVALID', 'AUTH_REQUIRED', 'INVALID_API_KEY']),
    );
    expect(documented('/api/v1/auth/login', 'post')).not.toContain('AUTH_REQUIRED');
  });
});
