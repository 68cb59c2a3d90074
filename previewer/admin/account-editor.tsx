/**
 * The change panel of one account: name, role and partners, disable or enable, a new password. The
 * admin's own account offers neither role, partners nor disabling (the server refuses them too); a new
 * password of one's own ends this session as well.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { StaffAccountView } from '../../shared/api/schemas/staff-admin';
import type { StaffRole } from '../../shared/api/staff-roles';
import type { BodyOf } from '../../src/lib/api-client';
import { updateStaffAccountMutation } from '../api/accounts';
import { errorText, type StaffPartner } from '../staff-session';
import { NO_PARTNER, PASSWORD_HINT, PasswordField, RoleField, TextField } from './account-fields';
import * as s from './admin.css';
import { ScopeField } from './scope-field';

type Update = BodyOf<'updateStaffAccount'>;

export function AccountEditor({
  account,
  isMe,
  partners,
  allowAll,
}: {
  account: StaffAccountView;
  isMe: boolean;
  partners: readonly StaffPartner[];
  allowAll: boolean;
}) {
  const [name, setName] = useState(account.name);
  const [role, setRole] = useState<StaffRole>(account.role);
  const [scope, setScope] = useState<string[] | null>(account.partner_ids);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const update = useMutation(updateStaffAccountMutation());

  const send = (body: Update, done: string, after?: () => void) => {
    setError(null);
    setStatus('');
    update.mutate(
      { id: account.id, body },
      {
        onSuccess: () => {
          setStatus(done);
          after?.();
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    const body: Update = {};
    if (name.trim() !== account.name) body.name = name;
    if (!isMe && role !== account.role) body.role = role;
    if (!isMe && !sameScope(scope, account.partner_ids)) {
      if (scope !== null && scope.length === 0) {
        setStatus('');
        setError(NO_PARTNER);
        return;
      }
      body.partner_ids = scope;
    }
    if (Object.keys(body).length === 0) {
      setError(null);
      setStatus('Nothing to save: nothing was changed.');
      return;
    }
    send(body, `Saved the changes to ${account.email}.`);
  };

  const savePassword = (event: FormEvent) => {
    event.preventDefault();
    send(
      { password },
      isMe
        ? 'Password set. Signing you out…'
        : `Password set for ${account.email}; their sessions have ended.`,
      () => {
        setPassword('');
        // A new password ends every session of the account, this one too.
        if (isMe) window.location.reload();
      },
    );
  };

  const busy = update.isPending;
  return (
    <section className={s.form} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.subHeading}>
        Change {account.email}
        {isMe && <span className={s.you}> (you)</span>}
      </h3>
      {isMe && (
        <p className={s.intro}>
          This is your own account: you cannot change your own role or partners, or disable it.
        </p>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <p className={s.status} role="status" aria-live="polite">
        {status}
      </p>
      <div className={s.editPanel}>
        <form
          className={`${s.card} ${s.form}`}
          onSubmit={saveDetails}
          aria-label={`Details of ${account.email}`}
        >
          <TextField label="Name" name="name" value={name} onChange={setName} />
          {!isMe && (
            <>
              <RoleField value={role} onChange={setRole} />
              <ScopeField value={scope} onChange={setScope} partners={partners} allowAll={allowAll} />
            </>
          )}
          <div className={s.actions}>
            <button type="submit" className={s.primary} disabled={busy}>
              Save changes
            </button>
          </div>
        </form>
        {!isMe && (
          <div className={s.card}>
            <h4 className={s.subHeading}>Access</h4>
            <p className={s.hint}>
              {account.disabled
                ? 'This account cannot sign in. Enabling it lets it sign in again.'
                : 'Disabling ends the account’s sessions at once; it can be enabled again later.'}
            </p>
            <div className={s.actions}>
              <button
                type="button"
                className={account.disabled ? s.secondary : s.danger}
                disabled={busy}
                onClick={() =>
                  send(
                    { disabled: !account.disabled },
                    account.disabled ? `Enabled ${account.email}.` : `Disabled ${account.email}.`,
                  )
                }
              >
                {account.disabled ? 'Enable account' : 'Disable account'}
              </button>
            </div>
          </div>
        )}
        <form
          className={`${s.card} ${s.form}`}
          onSubmit={savePassword}
          aria-label={`New password for ${account.email}`}
        >
          <PasswordField
            label="New password"
            value={password}
            onChange={setPassword}
            note={
              isMe
                ? `${PASSWORD_HINT} Setting your own password signs you out.`
                : `${PASSWORD_HINT} Ends the account’s sessions at once.`
            }
          />
          <div className={s.actions}>
            <button type="submit" className={s.secondary} disabled={busy}>
              Set password
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

const sameScope = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((id) => b.includes(id));
