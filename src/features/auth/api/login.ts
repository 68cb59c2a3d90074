/**
 * POST /api/v1/auth/login. On the first route: only type imports from the contract (no zod at run
 * time, docs/decisions/003).
 */
import type { LoginResponse } from '../../../api/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

export type LoginResult = LoginResponse['data'];

export async function login(body: {
  username: string;
  password: string;
  lang: 'th' | 'en';
}): Promise<LoginResult> {
  const res = await apiRequest<LoginResponse>('POST', '/api/v1/auth/login', { body });
  return res.data;
}
