/**
 * One submit path for every form: it tracks busy and ignores a second submit while one runs, checks
 * the form first (src/components/form/use-form.ts), and turns a failed API call into messages in the
 * current language: field problems (the server's FieldIssue details, or an error code that is about
 * one field) land on their field, the rest becomes the form-level message. Values are never reset,
 * so nothing the member typed is lost.
 */
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';
import { focusFirstInvalid } from './use-form';

type Translate = (key: string, options?: { defaultValue: string }) => string;

export interface ErrorTarget<F extends string> {
  /** API error code → the field it is about (REGISTER_USERNAME_TAKEN → username). */
  codes?: Partial<Record<string, F>>;
  /** Request body property → field name, where they differ (password_confirmation → confirmation). */
  body?: Partial<Record<string, F>>;
  /** The form-level message when the server sent none (default: common "unexpected"). */
  fallback?: string;
}

export interface MappedError<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

/**
 * A structural check rather than `instanceof`: importing the API client here would put it in the
 * JavaScript /login needs before its first paint (docs/decisions/003-bundle-budgets.md).
 */
export function asApiError(error: unknown): ApiRequestError | null {
  return error instanceof Error && error.name === 'ApiRequestError' ? (error as ApiRequestError) : null;
}

/**
 * Maps an error onto a form. An issue code is translated through the validation namespace (the shared
 * rules, src/lib/rules), else through the screen's own `errors.<code>`, else the server's message.
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
  const message = err.messageIn(lang);
  const field = target.codes?.[err.code];
  if (field) return { fields: { [field]: message ?? fallback } as MappedError<F>['fields'], form: null };
  const fields: Partial<Record<F, string>> = {};
  if (err.code === 'VALIDATION_FAILED' && Array.isArray(err.details)) {
    for (const issue of err.details as { path?: string; code?: string }[]) {
      const prop = issue.path?.startsWith('body.') ? issue.path.slice(5) : null;
      if (!prop) continue;
      const code = issue.code ?? '';
      const text =
        (code &&
          (t(`validation:${code}`, { defaultValue: '' }) || t(`errors.${code}`, { defaultValue: '' }))) ||
        (message ?? '');
      fields[target.body?.[prop] ?? (prop as F)] = text;
    }
  }
  if (Object.keys(fields).length > 0) return { fields, form: message };
  return { fields: {}, form: message ?? fallback };
}

export interface SubmitOptions<F extends string> extends ErrorTarget<F> {
  /** The namespace of the screen's own `errors.<code>` messages. */
  ns?: string;
  /** The form's state: checked before sending; the server's field problems land on it. */
  form?: { validate(): boolean; setError(name: F, message: string | null): void };
  /** The form-level message while fields are invalid (before sending or from the server). */
  invalid?: string;
}

export function useSubmit<F extends string = string>(options: SubmitOptions<F> = {}) {
  const { t } = useTranslation(options.ns);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  latest.current = options;

  /** Runs `task` once at a time; returns whether it succeeded. `check` validates the form first. */
  const run = useCallback(
    async (task: () => Promise<unknown>, check = false): Promise<boolean> => {
      if (running.current) return false;
      const { form, invalid } = latest.current;
      setFormError(null);
      if (check && form && !form.validate()) {
        setFormError(invalid ?? null);
        focusFirstInvalid(formRef.current);
        return false;
      }
      running.current = true;
      setBusy(true);
      try {
        await task();
        return true;
      } catch (error) {
        const mapped = mapApiError(error, locale, latest.current, t as Translate);
        const names = Object.keys(mapped.fields) as F[];
        for (const name of names) form?.setError(name, mapped.fields[name] ?? null);
        setFormError(mapped.form ?? (names.length ? (invalid ?? null) : null));
        focusFirstInvalid(formRef.current);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [locale, t],
  );

  /** A form's onSubmit: checks the form, then runs `task`. */
  const onSubmit = (task: () => Promise<unknown>) => (event?: FormEvent) => {
    event?.preventDefault();
    void run(task, true);
  };

  return { busy, formError, setFormError, formRef, run, onSubmit };
}
