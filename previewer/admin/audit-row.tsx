/** One entry of the audit trail: when, who in which role, for which partner, what to what, and why. */
import type { StaffAuditEntry } from '../../shared/api/schemas/staff-admin';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../shared/api/staff-roles';
import * as s from './admin.css';
import { AuditChanges } from './audit-changes';
import { Email } from './email';
import { auditChanges, bangkokTime, OPERATION_LABELS } from './format';

const roleLabel = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

export function AuditRow({ entry, names }: { entry: StaffAuditEntry; names: ReadonlyMap<string, string> }) {
  const operation = OPERATION_LABELS[entry.operation];
  return (
    <tr data-operation={entry.operation}>
      <th scope="row" className={s.nowrap}>
        <time dateTime={entry.at}>{bangkokTime(entry.at)}</time>
      </th>
      <td className={s.breakAnywhere}>
        <Email value={entry.staff_email} />
      </td>
      <td className={s.nowrap}>{roleLabel(entry.role)}</td>
      <td>
        {entry.partner_id ? (
          (names.get(entry.partner_id) ?? entry.partner_id)
        ) : (
          <span className={s.muted}>
            —<span className={s.visuallyHidden}>no partner</span>
          </span>
        )}
      </td>
      <td>
        {operation ?? entry.operation}
        {operation && (
          <>
            <br />
            <code className={s.muted}>{entry.operation}</code>
          </>
        )}
      </td>
      <td className={s.breakAnywhere}>
        <Email value={entry.target} />
      </td>
      <td>
        <AuditChanges changes={auditChanges(entry.before, entry.after)} created={entry.before === null} />
      </td>
      <td className={s.breakAnywhere}>{entry.reason ?? <span className={s.muted}>—</span>}</td>
    </tr>
  );
}
