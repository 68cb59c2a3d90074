/**
 * The previewer's "Staff and audit" section (issue 21; docs/decisions/067-staff-roles-and-audit.md):
 * staff accounts for those with staff.manage, the audit trail for those with audit.read. Loaded only
 * when opened (main.tsx imports it lazily). Its queries and mutations (previewer/api/accounts.ts) use
 * the previewer's one TanStack Query client (previewer/api/client.ts).
 */
import type { StaffPartner, StaffProfile } from '../staff-session';
import { StaffAccounts } from './accounts';
import * as s from './admin.css';
import { AuditTrail } from './audit';

export default function AdminView({
  staff,
  partners,
}: {
  staff: StaffProfile;
  partners: readonly StaffPartner[];
}) {
  const manages = staff.permissions.includes('staff.manage');
  const readsAudit = staff.permissions.includes('audit.read');
  return (
    <main className={s.view} aria-label="Staff and audit">
      {manages && <StaffAccounts me={staff} partners={partners} />}
      {readsAudit && <AuditTrail partners={partners} canListPeople={manages} />}
      {!manages && !readsAudit && (
        <p className={s.intro}>Your role does not manage staff accounts or read the audit trail.</p>
      )}
    </main>
  );
}
