import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field';
import * as f from './field.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** The select's id; its error is `${id}-error`. */
  id: string;
  label: string;
  help?: string;
  /** Translated error message; marks the select invalid and is announced with it. */
  error?: string | null;
  /** Shows the required mark beside the label (the select is `required` either way when set). */
  requiredLabel?: string;
  /** The choices, after `children` (a choosable empty option, when there is one). */
  options: readonly { value: string; label: string }[];
  /** The prompt shown until one is chosen, itself not choosable. */
  placeholder?: string;
  children?: ReactNode;
}

/** A labelled drop-down list with its help and error wired up for screen readers, like Field. */
export function SelectField({
  id,
  label,
  help,
  error,
  required,
  requiredLabel,
  options,
  placeholder,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame {...{ id, label, help, error, required, requiredLabel }}>
      <select
        id={id}
        className={f.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, !!help, error)}
        {...select}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {children}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
