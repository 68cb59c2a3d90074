/**
 * Maps an API error onto a form: VALIDATION_FAILED details ({path:'body.username', code}) and known
 * field codes go to their field (translated through the validation namespace when the code is a rule
 * code, else the server's message); anything else becomes the form's message.
 */
import { ApiRequestError } from '../../../lib/api-client';

export interface FieldErrorTarget {
  /** Rule codes the validation namespace can translate. */
  ruleCodes: ReadonlySet<string>;
  /** API error code → field name (e.g. REGISTER_USERNAME_TAKEN → username). */
  codeToField?: Record<string, string>;
  /** Body property → field name, when they differ (mobile → phone). */
  bodyToField?: Record<string, string>;
}

export interface MappedError {
  fields: Record<string, string>;
  form: string | null;
}

export function mapApiError(
  error: unknown,
  lang: 'th' | 'en',
  target: FieldErrorTarget,
  t: (key: string) => string,
): MappedError {
  if (!(error instanceof ApiRequestError)) return { fields: {}, form: t('common:errors.unexpected') };
  if (error.code === 'NETWORK_ERROR') return { fields: {}, form: t('common:errors.network') };
  const field = target.codeToField?.[error.code];
  if (field)
    return { fields: { [field]: error.messageIn(lang) ?? t('common:errors.unexpected') }, form: null };
  if (error.code === 'VALIDATION_FAILED' && Array.isArray(error.details)) {
    const fields: Record<string, string> = {};
    for (const issue of error.details as { path?: string; code?: string }[]) {
      const prop = issue.path?.startsWith('body.') ? issue.path.slice(5) : null;
      if (!prop) continue;
      const name = target.bodyToField?.[prop] ?? prop;
      fields[name] =
        issue.code && target.ruleCodes.has(issue.code)
          ? t(`validation:${issue.code}`)
          : issue.code?.startsWith('birth_date_')
            ? t(`errors.${issue.code}`)
            : (error.messageIn(lang) ?? '');
    }
    if (Object.keys(fields).length > 0) return { fields, form: error.messageIn(lang) };
  }
  return { fields: {}, form: error.messageIn(lang) ?? t('common:errors.unexpected') };
}

export const RULE_CODES: ReadonlySet<string> = new Set([
  'required',
  'username_length',
  'username_charset',
  'username_reserved',
  'login_username_charset',
  'password_length',
  'password_letters_and_digits',
  'password_charset',
  'password_common',
  'password_mismatch',
  'password_same_as_old',
  'name_charset',
  'phone_invalid',
  'email_invalid',
  'email_length',
  'digits_only',
]);
