import { type InputHTMLAttributes, useId } from 'react';
import { AlertIcon } from './icons';
import * as s from './field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  help?: string;
  /** Translated error message; marks the input invalid and is announced with it. */
  error?: string | null;
  requiredLabel?: string;
  id?: string;
}

/** A labelled text field with help and error text wired up for screen readers. */
export function Field({ label, help, error, required, requiredLabel, id, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helpId = help ? `${inputId}-help` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={s.field}>
      <label className={s.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={s.requiredMark} aria-hidden="true" title={requiredLabel}>
            *
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        className={s.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {help ? (
        <p id={helpId} className={s.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
