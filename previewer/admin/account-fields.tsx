/** The fields of the account forms (a new account, a change): a labelled control with its hint. */
import { type ReactNode, useId } from 'react';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../shared/api/schemas/staff-admin';
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
} from '../../shared/api/staff-roles';
import * as s from './admin.css';

export const PASSWORD_HINT = `At least ${STAFF_PASSWORD_MIN} characters (at most ${STAFF_PASSWORD_MAX}).`;
export const NO_PARTNER = 'Choose at least one partner, or All partners.';

export function Field({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label className={s.field}>
      {label}
      {children}
      {hint}
    </label>
  );
}

/** A one-line text field of an account: its name, or (new accounts) its e-mail. */
export function TextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
}: {
  label: string;
  name: string;
  type?: 'text' | 'email';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <input
        type={type}
        name={name}
        required
        maxLength={100}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function RoleField({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
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

export function PasswordField({
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
