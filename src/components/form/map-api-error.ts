/**
 * Turns a failed API call into messages for a form, in the current language: field problems (the
 * server's FieldIssue details, or an error code that is about one field) land on their field, the rest
 * becomes the form-level message. Loaded by useSubmit (src/components/form/use-submit.ts) only when a
 * submit fails, so it is not in the JavaScript a form needs for its first paint
 * (docs/decisions/003-bundle-budgets.md).
 */
import { withWait } from '../ui/error-message';
import { asApiError } from './api-error';

export type Translate = (key: string, options?: { defaultValue: string }) => string;

export interface ErrorTarget<F extends string> {
  /** API error code → the field it is about (REGISTER_USERNAME_TAKEN → username). */
  codes?: Partial<Record<string, F>>;
  /** Request body property → field name, where they differ (password_confirmation → confirmation). */
  body?: Partial<Record<string, F>>;
  /** The form-level message when the server sent none (default: common "unexpected"). */
  fallback?: string;
  /** The screen's own message for a field issue's code, where it has one (tried first). */
  issues?: (code: string) => string | null | undefined;
}

export interface MappedError<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

/**
 * Maps an error onto a form. The field issues in an error's details (VALIDATION_FAILED's, or a save's
 * own such as CARD_SAVE_FAILED's) land on their fields: a path is a JSON body property (`body.x`) or a
 * multipart form field (`x`); the first issue about a field is the one shown. An issue code is
 * translated by the screen's `issues`, else through the validation namespace (the shared rules,
 * shared/rules), else through the screen's own `errors.<code>`, else the server's message.
 */
export function mapApiError<F extends string>(
  error: unknown,
  lang: 'th' | 'en',
  target: ErrorTarget<F>,
  t: Translate,
): MappedError<F> {
  const fallback = target.fallback ?? t('common:errors.unexpected');
  if ((error as { code?: unknown } | null)?.code === 'NETWORK_ERROR')
    return { fields: {}, form: t('common:errors.network') };
  const err = asApiError(error);
  if (!err) return { fields: {}, form: fallback };
  // A 429 says how long to wait (issue 25: src/components/ui/error-message.ts).
  const said = err.messageIn(lang);
  const message = withWait(err, t as Parameters<typeof withWait>[1], said ?? fallback) ?? said;
  const field = target.codes?.[err.code];
  if (field) return { fields: { [field]: message ?? fallback } as MappedError<F>['fields'], form: null };
  const fields: Partial<Record<F, string>> = {};
  if (Array.isArray(err.details)) {
    for (const issue of err.details as { path?: unknown; code?: unknown }[]) {
      const path = typeof issue?.path === 'string' ? issue.path : '';
      const prop = path.startsWith('body.') ? path.slice(5) : /^\w+$/.test(path) ? path : null;
      if (!prop) continue;
      const code = typeof issue.code === 'string' ? issue.code : '';
      const text =
        (code &&
          (target.issues?.(code) ||
            t(`validation:${code}`, { defaultValue: '' }) ||
            t(`errors.${code}`, { defaultValue: '' }))) ||
        (message ?? '');
      fields[target.body?.[prop] ?? (prop as F)] ??= text;
    }
  }
  if (Object.keys(fields).length > 0) return { fields, form: message };
  return { fields: {}, form: message ?? fallback };
}
