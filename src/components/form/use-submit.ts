/**
 * One submit path for every form: it tracks busy and ignores a second submit while one runs, checks
 * the form first (src/components/form/use-form.ts), and turns a failed API call into messages in the
 * current language: field problems (the server's FieldIssue details, or an error code that is about
 * one field) land on their field, the rest becomes the form-level message. Values are never reset,
 * so nothing the member typed is lost.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';
import type { ErrorTarget, Translate } from './map-api-error';
import { focusFirstInvalid, hasErrors } from './use-form';

export { asApiError } from './api-error';
export type { ErrorTarget, MappedError } from './map-api-error';

export interface SubmitOptions<F extends string> extends ErrorTarget<F> {
  /** The namespace of the screen's own `errors.<code>` messages. */
  ns?: string;
  /** The form's state: checked before sending; the server's field problems land on it. */
  form?: {
    validate(step?: string): boolean;
    setError(name: F, message: string | null): void;
    errors?: Partial<Record<F, string | null>>;
  };
  /** The form-level message while fields are invalid (before sending or from the server). */
  invalid?: string;
  /** The form-level message that came with field problems goes once the member has fixed them all. */
  untilFixed?: boolean;
  /**
   * The form shows an ErrorSummary (src/components/ui/error-summary.tsx): a failed check or field
   * problems from the server move focus to it (it follows `attempt`), not to the first invalid field.
   */
  summary?: boolean;
  /** Told of a failed send (not a failed check) with the form-level message shown: for a toast. */
  onError?: (message: string | null, error: unknown) => void;
}

export function useSubmit<F extends string = string>(options: SubmitOptions<F> = {}) {
  const { t } = useTranslation(options.ns);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** Counts the failed attempts with field problems: an ErrorSummary takes focus on each. */
  const [attempt, setAttempt] = useState(0);
  const running = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef(options);
  latest.current = options;
  // Whether the form-level message shown is about field problems (for `untilFixed`).
  const aboutFields = useRef(false);
  const errors = options.form?.errors;
  const fixed = Boolean(options.untilFixed && errors && !hasErrors(errors));
  useEffect(() => {
    if (!fixed || !aboutFields.current) return;
    aboutFields.current = false;
    setFormError(null);
  }, [fixed]);

  /**
   * Runs `task` once at a time; returns whether it succeeded. `check` validates the form first: `true`
   * all of it, a step's name only that step's fields.
   */
  const run = useCallback(
    async (task: () => Promise<unknown>, check: boolean | string = false): Promise<boolean> => {
      if (running.current) return false;
      const { form, invalid } = latest.current;
      setFormError(null);
      aboutFields.current = false;
      if (check !== false && form && !form.validate(check === true ? undefined : check)) {
        aboutFields.current = true;
        setFormError(invalid ?? null);
        if (latest.current.summary) setAttempt((n) => n + 1);
        else focusFirstInvalid(formRef.current);
        return false;
      }
      running.current = true;
      setBusy(true);
      try {
        await task();
        return true;
      } catch (error) {
        // The mapping is fetched on the first failure only; if even that fails, the network is down.
        const mapper = await import('./map-api-error').catch(() => null);
        const mapped = mapper
          ? mapper.mapApiError(error, locale, latest.current, t as Translate)
          : { fields: {} as Partial<Record<F, string>>, form: t('common:errors.network') };
        const names = Object.keys(mapped.fields) as F[];
        for (const name of names) form?.setError(name, mapped.fields[name] ?? null);
        const message = mapped.form ?? (names.length ? (invalid ?? null) : null);
        aboutFields.current = names.length > 0;
        setFormError(message);
        if (latest.current.summary && names.length > 0) setAttempt((n) => n + 1);
        else focusFirstInvalid(formRef.current);
        latest.current.onError?.(message, error);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [locale, t],
  );

  /** A form's onSubmit: checks the form (or one step of it), then runs `task`. */
  const onSubmit =
    (task: () => Promise<unknown>, check: true | string = true) =>
    (event?: FormEvent) => {
      event?.preventDefault();
      void run(task, check);
    };

  return { busy, formError, setFormError, formRef, run, onSubmit, attempt };
}
