/**
 * POST /api/v1/auth/login. On the first route: only type imports from the contract (no zod at run
 * time, docs/decisions/003).
 */
import type { LoginResponse } from '../../../../shared/api/schemas/auth';
import { callApi } from '../../../lib/api-client';

export type LoginResult = LoginResponse['data'];

export async function login(body: {
  username: string;
  password: string;
  lang: 'th' | 'en';
}): Promise<LoginResult> {
  return (await callApi('login', { body })).data;
}
