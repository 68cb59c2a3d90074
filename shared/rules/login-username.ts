/**
 * The login-username rule in a module of its own, so the /login route can use it without pulling
 * in the rest of the account rules (and the common-password list) — docs/decisions/003 budget.
 */
import type { RuleError } from './account';

/** At login only the character set is checked: the server answers the rest without saying why. */
export function checkLoginUsername(value: string): RuleError | null {
  if (value.length === 0) return 'required';
  if (!/^[A-Za-z0-9]+$/.test(value)) return 'login_username_charset';
  return null;
}
