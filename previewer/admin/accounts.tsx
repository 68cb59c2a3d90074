/**
 * Staff accounts (issue 21; docs/decisions/067-staff-roles-and-audit.md): the accounts this admin
 * manages, each with its role, partner scope, status and last sign-in; per account a change panel
 * (account-editor.tsx: name, role, partners, disable or enable, a new password) and a form for a new
 * account (new-account-form.tsx). The server decides: an admin gives only scopes within their own, and
 * cannot change their own role or scope or disable themselves, so the admin's own row does not offer
 * those at all.
 */
import { useId, useMemo, useState } from 'react';
import { useStaffAccounts } from '../api/accounts';
import type { StaffPartner, StaffProfile } from '../staff-session';
import { AccountRow } from './account-row';
import { AdminSection } from './admin-section';
import * as s from './admin.css';
import { partnerNames, scopeText } from './format';
import { LoadError } from './load-error';
import { NewAccountForm } from './new-account-form';

export function StaffAccounts({ me, partners }: { me: StaffProfile; partners: readonly StaffPartner[] }) {
  const accounts = useStaffAccounts();
  const names = useMemo(() => partnerNames(partners), [partners]);
  const [open, setOpen] = useState<string | null>(null);
  const allowAll = me.partner_ids === null;
  const captionId = useId();

  return (
    <AdminSection
      title="Staff accounts"
      intro={
        allowAll
          ? 'Every staff account. A new role or partner scope applies from the account’s next request; disabling it or setting a new password ends its sessions at once.'
          : `The accounts within your partners (${scopeText(me.partner_ids, names)}). A new role or partner scope applies from the account’s next request; disabling it or setting a new password ends its sessions at once.`
      }
    >
      {accounts.isPending && (
        <p className={s.muted} role="status">
          Loading staff accounts…
        </p>
      )}
      {accounts.isError && <LoadError error={accounts.error} onRetry={accounts.refetch} />}
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
    </AdminSection>
  );
}
