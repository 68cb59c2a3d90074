/**
 * The previewer's "Staff and audit" section (issue 21; docs/decisions/067-staff-roles-and-audit.md):
 * staff accounts for those with staff.manage, the audit trail for those with audit.read. Loaded only
 * when opened (main.tsx imports it lazily), with its own TanStack Query client: the rest of the
 * previewer does not use one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffPartner, StaffProfile } from '../staff-session';
import { StaffAccounts } from './accounts';
import * as s from './admin.css';
import { AuditTrail } from './audit';

// As the member app's client (src/lib/query.tsx): no retries; lists are read again after each change.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 15_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

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
    <QueryClientProvider client={queryClient}>
      <main className={s.view} aria-label="Staff and audit">
        {manages && <StaffAccounts me={staff} partners={partners} />}
        {readsAudit && <AuditTrail partners={partners} canListPeople={manages} />}
        {!manages && !readsAudit && (
          <p className={s.intro}>Your role does not manage staff accounts or read the audit trail.</p>
        )}
      </main>
    </QueryClientProvider>
  );
}
