/**
 * Plain React form state for the form screens (no form library: the login route has a tight
 * JavaScript budget, docs/decisions/003). Each field has a check returning an error code from
 * shared/rules (or a screen's own code) or null; fields are checked on blur and all at once on
 * submit. Values are never cleared on an error, so nothing the member typed is lost.
 *
 * The same state serves the larger forms: values kept outside the form (a session store, a draft saved
 * as it is typed) through `values`/`onChange`, steps that check only their own fields (`steps`,
 * `validate(step)`), and file fields (a chosen photo, a list of uploads) checked the moment a file is
 * picked (`pick`, `refuse`).
 */
import { useCallback, useRef, useState } from 'react';

export type Checks<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null };
export type Errors<V> = { [K in keyof V]?: string | null };

export interface FormOptions<V, S extends string = string> {
  /**
   * The values, when they are kept outside the form (a draft saved as it is typed): the form reads
   * them and `onChange` must store every change. Without it the form keeps its own, from `initial`.
   */
  values?: V;
  /** Told of every change the member makes (to keep a draft, or to store controlled values). */
  onChange?: (patch: Partial<V>) => void;
  /** A form in steps: the fields each step checks; `validate(step)` checks only those. */
  steps?: Record<S, readonly (keyof V)[]>;
  /** 'submit': fields are checked only when the form is sent, never on blur (default 'blur'). */
  checkOn?: 'blur' | 'submit';
}

/** No value yet: an empty text, no choice, no file, an empty upload list. */
const isEmpty = (value: unknown) =>
  value === '' || value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/** Whether any field shows an error. */
export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

export function useForm<V extends object, S extends string = string>(
  initial: V,
  checks: Checks<V>,
  options: FormOptions<V, S> = {},
) {
  const [own, setOwn] = useState<V>(initial);
  const values = options.values ?? own;
  const [errors, setErrors] = useState<Errors<V>>({});
  // Checks read the latest values without re-creating handlers on every keystroke.
  const latest = useRef(values);
  latest.current = values;
  const opts = useRef(options);
  opts.current = options;
  /** The reasons files were refused when picked: they stay on their field until one is accepted. */
  const refused = useRef<Errors<V>>({});

  const check = useCallback(
    <K extends keyof V>(name: K, all: V = latest.current) => checks[name]?.(all[name], all) ?? null,
    [checks],
  );

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    const patch = { [name]: value } as unknown as Partial<V>;
    if (!opts.current.values) setOwn((prev) => ({ ...prev, ...patch }));
    opts.current.onChange?.(patch);
    delete refused.current[name];
    // A corrected field stops shouting at once; new problems wait for blur or submit.
    setErrors((prev) => (prev[name] ? { ...prev, [name]: null } : prev));
  }, []);

  const blur = useCallback(
    (name: keyof V) => {
      // An untouched empty field is not an error yet: "required" waits for submit.
      if (isEmpty(latest.current[name])) return;
      setErrors((prev) => ({ ...prev, [name]: check(name) }));
    },
    [check],
  );

  /**
   * A file field's new value (a chosen photo, an upload list), checked at once rather than on blur.
   * A refused value is not kept (the one before stays) and its reason stays on the field, over
   * "required" at submit, until a value is accepted. Returns whether it was accepted.
   */
  const pick = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const error = isEmpty(value) ? null : check(name, { ...latest.current, [name]: value });
      if (!error) {
        set(name, value);
        return true;
      }
      refused.current[name] = error;
      setErrors((prev) => ({ ...prev, [name]: error }));
      return false;
    },
    [check, set],
  );

  /** Drops a file field's value for a reason found later (a photo that cannot be read); kept like a refused pick's. */
  const refuse = useCallback(
    <K extends keyof V>(name: K, reason: string, empty: V[K]) => {
      set(name, empty);
      refused.current[name] = reason;
      setErrors((prev) => ({ ...prev, [name]: reason }));
    },
    [set],
  );

  /** Checks every field, or only a step's; returns true when the form (or step) may be sent. */
  const validate = useCallback(
    (step?: S) => {
      const steps = opts.current.steps;
      const names = step !== undefined && steps ? steps[step] : (Object.keys(checks) as (keyof V)[]);
      const next: Errors<V> = {};
      let ok = true;
      for (const name of names) {
        let error = check(name);
        if (error) error = refused.current[name] ?? error;
        else delete refused.current[name];
        next[name] = error;
        if (error) ok = false;
      }
      setErrors(next);
      return ok;
    },
    [checks, check],
  );

  const setError = useCallback((name: keyof V, error: string | null) => {
    setErrors((prev) => ({ ...prev, [name]: error }));
  }, []);

  /** Clears every error (a multi-step form moving to another step). */
  const clearErrors = useCallback(() => {
    refused.current = {};
    setErrors({});
  }, []);

  const onBlur = options.checkOn !== 'submit';
  /** The value, error and handlers of a text field, to spread on Field or PasswordField. */
  const field = useCallback(
    <K extends { [P in keyof V]: V[P] extends string ? P : never }[keyof V]>(name: K) => ({
      value: values[name] as string,
      error: errors[name] ?? null,
      onChange: (e: { target: { value: string } }) => set(name, e.target.value as V[K]),
      onBlur: onBlur ? () => blur(name) : undefined,
    }),
    [values, errors, set, blur, onBlur],
  );

  return {
    values,
    errors,
    set,
    blur,
    pick,
    refuse,
    validate,
    setError,
    clearErrors,
    setValues: setOwn,
    field,
  };
}

/**
 * Per-field checks from a rule that checks the whole form at once (the card rules, the shared e-Claim
 * rules): each field's check is what that rule says about it.
 */
export function checksFrom<V, N extends keyof V>(
  names: readonly N[],
  rule: (all: V) => Partial<Record<N, string | null>>,
): Checks<V> {
  const checks: Checks<V> = {};
  for (const name of names) checks[name] = (_value, all) => rule(all)[name] ?? null;
  return checks;
}

/**
 * The items of a form's ErrorSummary (src/components/ui/error-summary.tsx): each field of `order`
 * that shows an error, in that order, with the id of the control to focus (`idOf`, the field's name
 * by default) and, when given, what the field is called.
 */
export function summaryItems<V>(
  errors: Errors<V>,
  order: readonly (keyof V)[],
  idOf: (name: keyof V) => string = String,
  labelOf?: (name: keyof V) => string | undefined,
): { id: string; message: string; label?: string }[] {
  const items: { id: string; message: string; label?: string }[] = [];
  for (const name of order) {
    const message = errors[name];
    if (!message) continue;
    const label = labelOf?.(name);
    items.push({ id: idOf(name), message, ...(label ? { label } : {}) });
  }
  return items;
}

/** Moves focus to the first invalid control after a failed submit (screen readers hear its error). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

/** A shared rule's error code (shared/rules) as its message in the validation namespace. */
export const ruleMessage =
  (t: (key: string) => string) =>
  (code: string | null): string | null =>
    code ? t(`validation:${code}`) : null;
