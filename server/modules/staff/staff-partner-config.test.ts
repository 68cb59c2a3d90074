/**
 * GET /api/staff/partners/{partner_id}/config (issue 14, the previewer's compare mode): a partner's
 * public configuration for staff only, never a secret_key or an api_key, 404 for an unknown partner.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStaff } from '../../db/seed-staff';
import { memberWithSession } from '../../testing/card-fixtures';
import { startTestServer, type TestServer } from '../../testing/server';
import { demoStaff, staffCookie } from '../../testing/staff';

let server: TestServer;
let cookie: string;
const viewer = demoStaff('viewer');
const ROOT = join(import.meta.dirname, '../../..');
const partnerFile = (id: string, file: string) =>
  JSON.parse(readFileSync(join(ROOT, 'partners', id, file), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer();
  await seedStaff(server.app.ctx.db);
  cookie = await staffCookie(server, viewer.email, viewer.password);
});
afterAll(() => server.close());

const get = (partnerId: string, headers: Record<string, string> = { cookie }) =>
  server.app.inject({ url: `/api/staff/partners/${partnerId}/config`, headers });

describe('a partner configuration for staff', () => {
  it.each(['default', 'siam-life', 'krungsiam-bank', 'tmp-corp'])(
    'answers the theme, tiles and public partner of %s to a viewer, without its keys',
    async (id) => {
      const response = await get(id);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      const file = partnerFile(id, 'partner.json');
      const { $schema: _t, ...theme } = partnerFile(id, 'theme.json');
      const { $schema: _m, ...tiles } = partnerFile(id, 'menu-tiles.json');
      expect(data.theme).toEqual(theme);
      expect(data.tiles).toEqual(tiles);
      expect(data.partner).toMatchObject({ partner_id: id, ins_code: file.ins_code, name: file.name });
      expect(data.partner).not.toHaveProperty('api_key');
      expect(data.partner).not.toHaveProperty('secret_key');
      expect(response.body).not.toContain(file.secret_key as string);
      expect(response.body).not.toContain(file.api_key as string);
    },
  );

  it('answers 404 NOT_FOUND for an unknown partner and 400 for a malformed id, never a 5xx', async () => {
    const unknown = await get('no-such-partner');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const malformed = await get('Not_A..Partner');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('is for staff only: no cookie, a bad cookie or a member token is refused', async () => {
    const none = await get('default', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('STAFF_AUTH_REQUIRED');
    expect((await get('default', { cookie: 'wl_staff=forged' })).statusCode).toBe(401);
    const { headers } = await memberWithSession(server, 'default');
    const member = await get('default', headers);
    expect(member.statusCode).toBe(401);
    expect(member.body).not.toContain('main_color_1');
  });
});
