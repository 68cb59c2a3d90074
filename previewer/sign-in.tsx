/** Staff sign-in of the previewer: e-mail and password; what was typed stays after a refusal. */
import { type FormEvent, useState } from 'react';
import * as s from './previewer.css';

const FIELDS = [
  { name: 'email', label: 'E-mail', autoComplete: 'username', maxLength: 100 },
  { name: 'password', label: 'Password', autoComplete: 'current-password', maxLength: 128 },
] as const;

export function SignIn({
  error,
  onSubmit,
}: {
  error?: string;
  onSubmit: (email: string, password: string) => Promise<void>;
}) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(values.email, values.password);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={s.signIn} onSubmit={submit} aria-describedby={error ? 'sign-in-error' : undefined}>
      <h2 className={s.signInTitle}>Staff sign-in</h2>
      <p className={s.subtitle}>
        The previewer is for partner onboarding staff. Sign in with your staff account.
      </p>
      {error && (
        <p id="sign-in-error" role="alert" className={s.error}>
          {error}
        </p>
      )}
      {FIELDS.map((f) => (
        <label key={f.name} className={s.control}>
          {f.label}
          <input
            type={f.name}
            name={f.name}
            autoComplete={f.autoComplete}
            required
            maxLength={f.maxLength}
            value={values[f.name]}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          />
        </label>
      ))}
      <button type="submit" className={s.button} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
