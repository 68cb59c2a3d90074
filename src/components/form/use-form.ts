/**
 * Plain React form state for the form screens (no form library: the login route has a tight
 * JavaScript budget, docs/decisions/003). Each field has a check returning an error code from
 * src/lib/rules (or a screen's own code) or null; fields are checked on blur and all at once on
 * submit. Values are never cleared on an error, so nothing the member typed is lost.
 */
import { useCallback, useRef, useState } from 'react';

export type Checks<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null };
export type Errors<V> = { [K in keyof V]?: string | null };

export function useForm<V extends object>(initial: V, checks: Checks<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  // Checks read the latest values without re-creating handlers on every keystroke.
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback(
    <K extends keyof V>(name: K, all: V = latest.current) => checks[name]?.(all[name], all) ?? null,
    [checks],
  );

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    // A corrected field stops shouting at once; new problems wait for blur or submit.
    setErrors((prev) => (prev[name] ? { ...prev, [name]: null } : prev));
  }, []);

  const blur = useCallback(
    (name: keyof V) => {
      // An untouched empty field is not an error yet: "required" waits for submit.
      const value = latest.current[name];
      if (value === '' || value === undefined) return;
      setErrors((prev) => ({ ...prev, [name]: check(name) }));
    },
    [check],
  );

  /** Checks every field; returns true when the form may be sent. */
  const validate = useCallback(() => {
    const next: Errors<V> = {};
    let ok = true;
    for (const name of Object.keys(checks) as (keyof V)[]) {
      const error = check(name);
      next[name] = error;
      if (error) ok = false;
    }
    setErrors(next);
    return ok;
  }, [checks, check]);

  const setError = useCallback((name: keyof V, error: string | null) => {
    setErrors((prev) => ({ ...prev, [name]: error }));
  }, []);

  /** The value, error and handlers of a text field, to spread on Field or PasswordField. */
  const field = useCallback(
    <K extends { [P in keyof V]: V[P] extends string ? P : never }[keyof V]>(name: K) => ({
      value: values[name] as string,
      error: errors[name] ?? null,
      onChange: (e: { target: { value: string } }) => set(name, e.target.value as V[K]),
      onBlur: () => blur(name),
    }),
    [values, errors, set, blur],
  );

  return { values, errors, set, blur, validate, setError, setValues, field };
}

/** Moves focus to the first invalid control after a failed submit (screen readers hear its error). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** A shared rule's error code (src/lib/rules) as its message in the validation namespace. */
export const ruleMessage =
  (t: (key: string) => string) =>
  (code: string | null): string | null =>
    code ? t(`validation:${code}`) : null;
