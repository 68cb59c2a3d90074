/** A new staff account: e-mail, name, role, initial password and partners. */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../shared/api/staff-roles';
import { createStaffAccountMutation } from '../api/accounts';
import { createIds } from '../api/client';
import { errorText, type StaffPartner } from '../staff-session';
import { NO_PARTNER, PASSWORD_HINT, PasswordField, RoleField, TextField } from './account-fields';
import * as s from './admin.css';
import { partnerNames, scopeText } from './format';
import { ScopeField } from './scope-field';

export function NewAccountForm({
  partners,
  allowAll,
}: {
  partners: readonly StaffPartner[];
  allowAll: boolean;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('viewer');
  const [scope, setScope] = useState<string[] | null>([]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // One id per new account: a retry of the same create answers the same account.
  const [ids] = useState(createIds);
  const headingId = useId();
  const errorId = useId();
  const create = useMutation(createStaffAccountMutation());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    if (scope !== null && scope.length === 0) {
      setError(NO_PARTNER);
      return;
    }
    setError(null);
    const values = { email, name, role, partner_ids: scope, password };
    create.mutate(
      { id: ids.idFor(values), ...values },
      {
        onSuccess: (data) => {
          setStatus(
            `Created ${data.email} (${STAFF_ROLE_LABELS[data.role]}, ${scopeText(
              data.partner_ids,
              partnerNames(partners),
            )}). They can sign in now.`,
          );
          ids.reset();
          setEmail('');
          setName('');
          setRole('viewer');
          setScope([]);
          setPassword('');
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  return (
    <form
      className={s.form}
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
    >
      <h3 id={headingId} className={s.subHeading}>
        New staff account
      </h3>
      <div className={s.fields}>
        <TextField label="E-mail" name="email" type="email" value={email} onChange={setEmail} />
        <TextField label="Name" name="name" value={name} onChange={setName} />
        <RoleField value={role} onChange={setRole} />
        <PasswordField
          label="Initial password"
          value={password}
          onChange={setPassword}
          note={PASSWORD_HINT}
        />
      </div>
      <ScopeField value={scope} onChange={setScope} partners={partners} allowAll={allowAll} />
      {error && (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      )}
      <div className={s.actions}>
        <button type="submit" className={s.primary} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create account'}
        </button>
        <p className={s.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </form>
  );
}
