import { type InputHTMLAttributes, useId, useState } from 'react';
import { describedBy, FieldFrame } from '../../../components/ui/field';
import * as f from '../../../components/ui/field.css';
import * as s from '../../../components/ui/form.css';
import { useTranslation } from '../../../lib/i18n';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  help?: string;
  error?: string | null;
}

/**
 * A password input with a show/hide toggle (members on phones mistype; seeing the password helps).
 * The toggle is a real button with aria-pressed, so screen readers announce its state.
 */
export function PasswordField({ label, help, error, required, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame {...{ id, label, help, error, required }}>
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
          aria-describedby={describedBy(id, !!help, error)}
          {...input}
        />
        <button
          type="button"
          className={s.toggle}
          aria-pressed={visible}
          aria-label={visible ? t('password.hideLabel') : t('password.showLabel')}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </div>
    </FieldFrame>
  );
}

type TextFieldState = {
  value: string;
  error: string | null;
  onChange: (e: { target: { value: string } }) => void;
};

/** "New password" (with the rules as help) and its confirmation, for renewal and change. */
export function NewPasswordFields({
  next,
  confirmation,
}: {
  next: TextFieldState;
  confirmation: TextFieldState;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        help={t('register.passwordHelp')}
        autoComplete="new-password"
        required
        {...next}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
