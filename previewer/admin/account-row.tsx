/** One account in the table, with its Edit toggle and, when open, its change panel below it. */
import { useId } from 'react';
import type { StaffAccountView } from '../../shared/api/schemas/staff-admin';
import { STAFF_ROLE_LABELS } from '../../shared/api/staff-roles';
import type { StaffPartner } from '../staff-session';
import { AccountEditor } from './account-editor';
import * as s from './admin.css';
import { Email } from './email';
import { bangkokTime, scopeText } from './format';

export function AccountRow({
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
