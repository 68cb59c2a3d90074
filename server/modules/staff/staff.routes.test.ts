/**
 * Staff access (docs/decisions/038-staff-access.md): the previewer's partner data needs a staff
 * session; the session is an HttpOnly cookie; member tokens open nothing; nothing answers a partner's
 * secret_key or api_key; failures look alike and lock like member logins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, seedStaff } from '../../db/seed-staff';
import { memberWithSession } from '../../testing/card-fixtures';
import { startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
const viewer = DEMO_STAFF.find((s) => s.role === 'viewer')!;
const editor = DEMO_STAFF.find((s) => s.role === 'editor')!;

beforeAll(async () => {
  server = await startTestServer();
  expect(await seedStaff(server.app.ctx.db)).toBe(DEMO_STAFF.length);
  // A second seeding adds nothing (idempotent, keeps changed passwords).
  expect(await seedStaff(server.app.ctx.db)).toBe(0);
});
afterAll(() => server.close());

async function signIn(email: string, password: string) {
  return server.app.inject({ method: 'POST', url: '/api/staff/session', payload: { email, password } });
}

function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'wl_staff');
  if (!cookie) throw new Error('no staff cookie');
  return `wl_staff=${cookie.value}`;
}

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to /api/staff and answers the profile, not the token', async () => {
    const response = await signIn(viewer.email.toUpperCase(), viewer.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.staff).toMatchObject({ email: viewer.email, role: 'viewer' });
    const cookie = response.cookies.find((c) => c.name === 'wl_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    expect(response.body).not.toContain(cookie.value);
    const me = await server.app.inject({
      url: '/api/staff/me',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: viewer.email, role: 'viewer', name: viewer.name });
  });

  it('answers one byte-identical refusal for an unknown e-mail and a wrong password', async () => {
    const unknown = await signIn('nobody@tpa.example', 'Whatever12345');
    const wrong = await signIn(editor.email, 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('STAFF_LOGIN_INVALID');
    // Every answer has its own correlation and request ids, whoever asked: they tell nothing apart.
    const strip = (b: string) =>
      b.replace(/"correlation_id":"[^"]*"/, '').replace(/"request_id":"[^"]*"/, '');
    expect(strip(wrong.body)).toBe(strip(unknown.body));
    expect(unknown.cookies).toHaveLength(0);
  });

  it('locks an account after five wrong passwords, even for the right one, like member logins', async () => {
    const email = 'locked@tpa.example';
    await seedStaff(server.app.ctx.db, [
      { id: 'S90', email, name: 'Lock Test', role: 'viewer', password: 'RightPassword2026' },
    ]);
    for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-${i}`)).statusCode).toBe(401);
    const right = await signIn(email, 'RightPassword2026');
    expect(right.statusCode).toBe(401);
    expect(right.json().error.code).toBe('STAFF_LOGIN_INVALID');
  });

  it('checks the body: a missing password is a field error, not a 5xx', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: viewer.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('body.password');
  });
});

describe('staff endpoints', () => {
  it('refuse a call without a session, with a made-up cookie and with a member token', async () => {
    const member = await memberWithSession(server, 'default');
    for (const headers of [{}, { cookie: 'wl_staff=made-up-token-value' }, member.headers]) {
      const response = await server.app.inject({ url: '/api/staff/partners', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('STAFF_AUTH_REQUIRED');
    }
  });

  it('list every partner without its secret_key or api_key', async () => {
    const cookie = sessionCookie(await signIn(viewer.email, viewer.password));
    const response = await server.app.inject({ url: '/api/staff/partners', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const partners = response.json().data as { partner_id: string; in_line: boolean }[];
    expect(partners.map((p) => p.partner_id)).toEqual(
      server.app.ctx.partners.all
        .map((p) => p.id)
        .sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b))),
    );
    for (const loaded of server.app.ctx.partners.all) {
      expect(response.body).not.toContain(loaded.partner.secret_key);
      expect(response.body).not.toContain(loaded.partner.api_key);
    }
    expect(response.body).not.toMatch(/secret_key|api_key/);
  });

  it('end the session at sign-out: the same cookie opens nothing afterwards', async () => {
    const cookie = sessionCookie(await signIn(editor.email, editor.password));
    const out = await server.app.inject({ method: 'DELETE', url: '/api/staff/session', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'wl_staff')?.value).toBe('');
    const after = await server.app.inject({ url: '/api/staff/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('end a session after its 8 hours', async () => {
    const cookie = sessionCookie(await signIn(viewer.email, viewer.password));
    const realNow = server.app.ctx.now;
    server.app.ctx.now = () => new Date(realNow().getTime() + 8 * 3_600_000 + 1000);
    try {
      const response = await server.app.inject({ url: '/api/staff/me', headers: { cookie } });
      expect(response.statusCode).toBe(401);
    } finally {
      server.app.ctx.now = realNow;
    }
  });
});
