/**
 * The /login submission, loaded on demand (prefetched when the member starts typing): the API client
 * and the session stores stay out of the JavaScript needed to render /login (docs/decisions/003).
 */
import { ApiRequestError } from '../../lib/api-client';
import { login } from './api/login';
import { applyLoginResult } from './session';

export type LoginOutcome = { ok: true } | { ok: false; message: string | null; network: boolean };

export async function submitLogin(
  username: string,
  password: string,
  lang: 'th' | 'en',
): Promise<LoginOutcome> {
  try {
    applyLoginResult(await login({ username, password, lang }));
    return { ok: true };
  } catch (error) {
    const err = error instanceof ApiRequestError ? error : null;
    return { ok: false, message: err?.messageIn(lang) ?? null, network: err?.code === 'NETWORK_ERROR' };
  }
}
