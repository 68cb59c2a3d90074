import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useQuietFieldErrors } from './error-summary';
import { AlertIcon } from './icons';
import * as s from './field.css';
import * as form from './form.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  help?: string;
  /** Translated error message; marks the input invalid and is announced with it. */
  error?: string | null;
  requiredLabel?: string;
  id?: string;
}

/**
 * The error under a control: announced when it appears (unless an ErrorSummary speaks for the form:
 * QuietFieldErrors), linked by `${id}-error`.
 */
export function FieldError({
  id,
  error,
  testId,
}: {
  id?: string;
  error: string | null | undefined;
  testId?: string;
}) {
  const quiet = useQuietFieldErrors();
  if (!error) return null;
  return (
    <p id={id} className={s.error} role={quiet ? undefined : 'alert'} data-testid={testId}>
      <AlertIcon size={16} />
      {error}
    </p>
  );
}

/** The ids a control names in aria-describedby: its help and, while shown, its error. */
export function describedBy(id: string, help: boolean, error: string | null | undefined) {
  return [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** Label, help and error around one control (the control itself is the child, with id `id`). */
export function FieldFrame({
  id,
  label,
  help,
  error,
  required,
  requiredLabel,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string | null;
  required?: boolean;
  requiredLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={s.requiredMark} aria-hidden="true" title={requiredLabel}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {help ? (
        <p id={`${id}-help`} className={s.help}>
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled text field with help and error text wired up for screen readers. */
export function Field({ label, help, error, required, requiredLabel, id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame {...{ id: inputId, label, help, error, required, requiredLabel }}>
      <input
        id={inputId}
        className={s.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, !!help, error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A checkbox the member must tick (a confirmation), with its error announced beside it. */
export function CheckboxField({
  label,
  checked,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  error?: string | null;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <>
      <label className={form.radio} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, false, error)}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
}
