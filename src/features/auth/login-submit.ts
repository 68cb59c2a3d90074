/**
 * The /login submission, loaded on demand (prefetched when the member starts typing): the API client
 * and the session stores stay out of the JavaScript needed to render /login (docs/decisions/003).
 * Errors are thrown as they come (ApiRequestError); the form maps them (src/components/form/use-submit.ts).
 */
import { login } from './api/login';
import { applyLoginResult } from './session';

export async function submitLogin(username: string, password: string, lang: 'th' | 'en'): Promise<void> {
  applyLoginResult(await login({ username, password, lang }));
}
