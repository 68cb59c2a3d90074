/** Test helpers for the staff API: the demo staff accounts and a signed-in staff member's cookie. */
import { expect } from 'vitest';
import { DEMO_STAFF } from '../db/seed-staff';
import type { TestServer } from './server';

/** The demo staff account of `role` (server/db/seed-staff.ts). */
export const demoStaff = (role: (typeof DEMO_STAFF)[number]['role']) =>
  DEMO_STAFF.find((s) => s.role === role)!;

/** Signs a staff member in through POST /api/staff/session; answers the Cookie header of the session. */
export async function staffCookie(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return `wl_staff=${response.cookies.find((c) => c.name === 'wl_staff')!.value}`;
}
