/**
 * Account and form rules of docs/spec.md section 5, written once and used by both the screens and the server
 * (docs/security.md 1). Each check returns null when the value is acceptable, else an error code; the
 * codes map to translated messages (locales/<lng>/validation.json).
 */
import { COMMON_PASSWORDS } from './common-passwords';
import type { DateRuleError, TextRuleError } from './text';

export type RuleError =
  | 'required'
  | 'username_length'
  | 'username_charset'
  | 'username_reserved'
  | 'login_username_charset'
  | 'password_length'
  | 'password_letters_and_digits'
  | 'password_charset'
  | 'password_common'
  | 'password_mismatch'
  | 'password_same_as_old'
  | 'name_charset'
  | 'phone_invalid'
  | 'email_invalid'
  | 'email_length'
  | 'digits_only'
  | 'thai_id_invalid'
  // The request-wide text and date rules (./text.ts), so a form can show them like the others.
  | TextRuleError
  | DateRuleError;

export const USERNAME_MIN = 5;
export const USERNAME_MAX = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
export const EMAIL_MAX = 100;
/** Partner codes starting with TMP mark SSO users; a local username may not look like one. */
export const SSO_PREFIX = 'TMP';

export function checkUsername(value: string): RuleError | null {
  if (value.length === 0) return 'required';
  if (!/^[A-Za-z0-9]+$/.test(value)) return 'username_charset';
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) return 'username_length';
  if (value.toUpperCase().startsWith(SSO_PREFIX)) return 'username_reserved';
  return null;
}

// The login rule lives in its own module (kept small for the /login route); re-exported here.
export { checkLoginUsername } from './login-username';

/**
 * 8 to 15 characters with at least one letter and one digit; printable ASCII special characters are
 * allowed. The 15-character cap is the spec's and a recorded deviation from ASVS (never truncated:
 * 16 or more is refused with a clear message).
 */
export function checkPassword(value: string): RuleError | null {
  if (value.length === 0) return 'required';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'password_length';
  if (!/^[\x21-\x7E]+$/.test(value)) return 'password_charset';
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return 'password_letters_and_digits';
  if (COMMON_PASSWORDS.has(value.toLowerCase())) return 'password_common';
  return null;
}

export function checkPasswordConfirmation(password: string, confirmation: string): RuleError | null {
  if (confirmation.length === 0) return 'required';
  return password === confirmation ? null : 'password_mismatch';
}

export function checkNewPassword(oldPassword: string, newPassword: string): RuleError | null {
  return checkPassword(newPassword) ?? (oldPassword === newPassword ? 'password_same_as_old' : null);
}

const THAI_NAME = /^[\u0E01-\u0E3A\u0E40-\u0E4E]+(?: [\u0E01-\u0E3A\u0E40-\u0E4E]+)*$/;
const ENGLISH_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;

/** Name and surname: Thai letters or English letters (one script), single spaces between words. */
export function checkName(value: string): RuleError | null {
  const v = value.trim();
  if (v.length === 0) return 'required';
  if (v.length > 100) return 'name_charset';
  return THAI_NAME.test(v) || ENGLISH_NAME.test(v) ? null : 'name_charset';
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function checkEmail(value: string): RuleError | null {
  if (value.length === 0) return 'required';
  if (value.length > EMAIL_MAX) return 'email_length';
  return EMAIL.test(value) ? null : 'email_invalid';
}

/** Amounts and fee fields: ASCII digits only (no signs, separators or Thai digits). */
export function checkDigits(value: string, required = true): RuleError | null {
  if (value.length === 0) return required ? 'required' : null;
  return /^[0-9]+$/.test(value) ? null : 'digits_only';
}
