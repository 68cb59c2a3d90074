import { type InputHTMLAttributes, useId, useState } from 'react';
import { AlertIcon } from '../../../components/ui/icons';
import * as f from '../../../components/ui/field.css';
import * as s from './auth.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  help?: string;
  error?: string | null;
  /** Accessible names of the toggle in the current language. */
  showLabel: string;
  hideLabel: string;
  showText: string;
  hideText: string;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  help?: string;
  error?: string | null;
}

/**
 * The same markup as components/ui/field.tsx, kept here so /login needs one small field module
 * (its JavaScript budget, docs/decisions/003); other screens use the shared Field.
 */
export function TextField({ label, help, error, required, ...input }: TextFieldProps) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={f.field}>
      <label className={f.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={f.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className={f.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

function FieldNotes({ id, help, error }: { id: string; help?: string; error?: string | null }) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className={f.help}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={f.error} role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A password input with a show/hide toggle (members on phones mistype; seeing the password helps).
 * The toggle is a real button with aria-pressed, so screen readers announce its state.
 */
export function PasswordField({
  label,
  help,
  error,
  showLabel,
  hideLabel,
  showText,
  hideText,
  required,
  ...input
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={f.field}>
      <label className={f.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={f.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={s.passwordWrap}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${f.input} ${s.passwordInput}`}
          required={required}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[helpId, errorId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <button
          type="button"
          className={s.toggle}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? hideText : showText}
        </button>
      </div>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}
