/** Staff sign-in of the previewer: e-mail and password; what was typed stays after a refusal. */
import { type FormEvent, useState } from 'react';
import * as s from './previewer.css';

export function SignIn({
  error,
  onSubmit,
}: {
  error?: string;
  onSubmit: (email: string, password: string) => Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(email, password);
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
      <label className={s.control}>
        E-mail
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          maxLength={100}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label className={s.control}>
        Password
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" className={s.button} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
