/**
 * Staff accounts (issue 21; docs/decisions/067-staff-roles-and-audit.md): the accounts this admin
 * manages, each with its role, partner scope, status and last sign-in; per account a change panel
 * (name, role, partners, disable or enable, a new password) and a form for a new account. The server
 * decides: an admin gives only scopes within their own, and cannot change their own role or scope or
 * disable themselves, so the admin's own row does not offer those at all.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  type StaffAccountView,
} from '../../src/api/schemas/staff-admin';
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '../../src/api/staff-roles';
import { type BodyOf, callApi } from '../../src/lib/api-client';
import { errorText, type StaffPartner, type StaffProfile } from '../staff-session';
import * as s from './admin.css';
import { ALL_PARTNERS, bangkokTime, scopeText } from './format';

export const ACCOUNTS_KEY = ['staff-admin', 'accounts'] as const;
export const AUDIT_KEY = ['staff-admin', 'audit'] as const;

/** The accounts this admin manages (shared with the audit trail's person filter). */
export function useStaffAccounts(enabled = true) {
  return useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: async () => (await callApi('listStaffAccounts')).data,
    enabled,
  });
}

/** A change to accounts: the list and the trail (which now has a new entry) are read again. */
function useAccountWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      client.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}

/** A new account's id; randomUUID needs a secure context, so there is a fallback for plain http. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * An e-mail that, in a narrow column, wraps after its "@" first: the domain is a box of its own, so
 * the line may break before it (and, unlike <wbr>, not where white-space is nowrap).
 */
export function Email({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at + 1)}
      <span className={s.domain}>{value.slice(at + 1)}</span>
    </>
  );
}

const passwordHint = `At least ${STAFF_PASSWORD_MIN} characters (at most ${STAFF_PASSWORD_MAX}).`;
const NO_PARTNER = 'Choose at least one partner, or All partners.';

export function StaffAccounts({ me, partners }: { me: StaffProfile; partners: readonly StaffPartner[] }) {
  const accounts = useStaffAccounts();
  const names = useMemo(() => new Map(partners.map((p) => [p.partner_id, p.name.en])), [partners]);
  const [open, setOpen] = useState<string | null>(null);
  const allowAll = me.partner_ids === null;
  const headingId = useId();
  const captionId = useId();

  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.sectionHeading}>
        Staff accounts
      </h2>
      <p className={s.intro}>
        {allowAll
          ? 'Every staff account. A new role or partner scope applies from the account’s next request; disabling it or setting a new password ends its sessions at once.'
          : `The accounts within your partners (${scopeText(me.partner_ids, names)}). A new role or partner scope applies from the account’s next request; disabling it or setting a new password ends its sessions at once.`}
      </p>
      {accounts.isPending && (
        <p className={s.muted} role="status">
          Loading staff accounts…
        </p>
      )}
      {accounts.isError && (
        <div className={s.actions}>
          <p className={s.error} role="alert">
            {errorText(accounts.error)}
          </p>
          <button type="button" className={s.secondary} onClick={() => accounts.refetch()}>
            Try again
          </button>
        </div>
      )}
      {accounts.data && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keys must reach it
        <section className={s.scroll} tabIndex={0} aria-labelledby={captionId}>
          <table className={s.table}>
            <caption id={captionId}>Staff accounts ({accounts.data.length}), by e-mail</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Partners</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in (Bangkok)</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  isMe={account.id === me.id}
                  names={names}
                  partners={partners}
                  allowAll={allowAll}
                  open={open === account.id}
                  onToggle={() => setOpen((o) => (o === account.id ? null : account.id))}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <NewAccountForm partners={partners} allowAll={allowAll} />
    </section>
  );
}

function AccountRow({
  account,
  isMe,
  names,
  partners,
  allowAll,
  open,
  onToggle,
}: {
  account: StaffAccountView;
  isMe: boolean;
  names: ReadonlyMap<string, string>;
  partners: readonly StaffPartner[];
  allowAll: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  return (
    <>
      <tr>
        <th scope="row" className={s.email}>
          <Email value={account.email} />
          {isMe && <span className={s.you}> (you)</span>}
        </th>
        <td>{account.name}</td>
        <td>{STAFF_ROLE_LABELS[account.role]}</td>
        <td>{scopeText(account.partner_ids, names)}</td>
        <td>
          <span className={account.disabled ? s.disabled : s.active}>
            {account.disabled ? 'Disabled' : 'Active'}
          </span>
        </td>
        <td className={s.wideNowrap}>
          {account.last_login_at ? (
            <time dateTime={account.last_login_at}>{bangkokTime(account.last_login_at)}</time>
          ) : (
            <span className={s.muted}>Never</span>
          )}
        </td>
        <td>
          <button
            type="button"
            className={`${s.secondary} ${s.small}`}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={onToggle}
          >
            {open ? 'Close' : 'Edit'}
            <span className={s.visuallyHidden}> {account.email}</span>
          </button>
        </td>
      </tr>
      {open && (
        <tr className={s.editRow}>
          <td colSpan={7} id={panelId}>
            <AccountEditor account={account} isMe={isMe} partners={partners} allowAll={allowAll} />
          </td>
        </tr>
      )}
    </>
  );
}

type Update = BodyOf<'updateStaffAccount'>;

function AccountEditor({
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
  const update = useAccountWrite((body: Update) =>
    callApi('updateStaffAccount', { params: { id: account.id }, body }),
  );

  const send = (body: Update, done: string, after?: () => void) => {
    setError(null);
    setStatus('');
    update.mutate(body, {
      onSuccess: () => {
        setStatus(done);
        after?.();
      },
      onError: (e) => setError(errorText(e)),
    });
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
          <Field label="Name">
            <input
              name="name"
              required
              maxLength={100}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
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
                ? `${passwordHint} Setting your own password signs you out.`
                : `${passwordHint} Ends the account’s sessions at once.`
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

type Create = BodyOf<'createStaffAccount'>;

function NewAccountForm({ partners, allowAll }: { partners: readonly StaffPartner[]; allowAll: boolean }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('viewer');
  const [scope, setScope] = useState<string[] | null>([]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // One id per new account: a retry of the same create answers the same account.
  const id = useRef(newId());
  const headingId = useId();
  const errorId = useId();
  const create = useAccountWrite((body: Create) => callApi('createStaffAccount', { body }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    if (scope !== null && scope.length === 0) {
      setError(NO_PARTNER);
      return;
    }
    setError(null);
    create.mutate(
      { id: id.current, email, name, role, partner_ids: scope, password },
      {
        onSuccess: ({ data }) => {
          setStatus(
            `Created ${data.email} (${STAFF_ROLE_LABELS[data.role]}, ${scopeText(
              data.partner_ids,
              new Map(partners.map((p) => [p.partner_id, p.name.en])),
            )}). They can sign in now.`,
          );
          id.current = newId();
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
        <Field label="E-mail">
          <input
            type="email"
            name="email"
            required
            maxLength={100}
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Name">
          <input
            name="name"
            required
            maxLength={100}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <RoleField value={role} onChange={setRole} />
        <PasswordField label="Initial password" value={password} onChange={setPassword} note={passwordHint} />
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

function Field({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label className={s.field}>
      {label}
      {children}
      {hint}
    </label>
  );
}

function RoleField({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const hintId = useId();
  return (
    <Field
      label="Role"
      hint={
        <span id={hintId} className={s.hint}>
          {STAFF_ROLE_LABELS[value]}: {STAFF_ROLE_DESCRIPTIONS[value]}.
        </span>
      }
    >
      <select
        name="role"
        value={value}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {STAFF_ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </Field>
  );
}

function PasswordField({
  label,
  value,
  onChange,
  note,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  note: string;
}) {
  const hintId = useId();
  return (
    <Field
      label={label}
      hint={
        <span id={hintId} className={s.hint}>
          {note}
        </span>
      }
    >
      <input
        type="password"
        name="password"
        required
        minLength={STAFF_PASSWORD_MIN}
        maxLength={STAFF_PASSWORD_MAX}
        autoComplete="new-password"
        aria-describedby={hintId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/**
 * The partners an account serves: checkboxes of the partners this admin sees, and "All partners" (null,
 * including partners added later) only for an admin of every partner.
 */
function ScopeField({
  value,
  onChange,
  partners,
  allowAll,
}: {
  value: string[] | null;
  onChange: (scope: string[] | null) => void;
  partners: readonly StaffPartner[];
  allowAll: boolean;
}) {
  // An account may name a partner this admin no longer sees listed: keep it choosable.
  const options = useMemo(() => {
    const known = partners.map((p) => ({ id: p.partner_id, label: p.name.en }));
    const extra = (value ?? [])
      .filter((id) => !known.some((k) => k.id === id))
      .map((id) => ({ id, label: id }));
    return [...known, ...extra];
  }, [partners, value]);
  const all = value === null;
  const toggle = (id: string, on: boolean) => {
    const list = value ?? [];
    onChange(on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id));
  };
  return (
    <fieldset className={s.fieldset}>
      <legend className={s.legend}>Partners</legend>
      {allowAll && (
        <label className={`${s.check} ${s.wideCheck}`}>
          <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? null : [])} />
          <span>
            {ALL_PARTNERS} <span className={s.hint}>(including partners added later)</span>
          </span>
        </label>
      )}
      {options.map((p) => (
        <label key={p.id} className={s.check}>
          <input
            type="checkbox"
            name="partner"
            value={p.id}
            checked={all || value.includes(p.id)}
            disabled={all}
            onChange={(e) => toggle(p.id, e.target.checked)}
          />
          <span>
            {p.label} <span className={s.hint}>({p.id})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
