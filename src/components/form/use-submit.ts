/**
 * One submit path for every form: it tracks busy and ignores a second submit while one runs, checks
 * the form first (src/components/form/use-form.ts), and turns a failed API call into messages in the
 * current language: field problems (the server's FieldIssue details, or an error code that is about
 * one field) land on their field, the rest becomes the form-level message. Values are never reset,
 * so nothing the member typed is lost.
 */
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocale } from '../../lib/locale';
import type { ErrorTarget, Translate } from './map-api-error';
import { focusFirstInvalid } from './use-form';

export { asApiError } from './api-error';
export type { ErrorTarget, MappedError } from './map-api-error';

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
        // The mapping is fetched on the first failure only; if even that fails, the network is down.
        const mapper = await import('./map-api-error').catch(() => null);
        const mapped = mapper
          ? mapper.mapApiError(error, locale, latest.current, t as Translate)
          : { fields: {} as Partial<Record<F, string>>, form: t('common:errors.network') };
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
