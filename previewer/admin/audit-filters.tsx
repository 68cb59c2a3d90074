/** The audit trail's filters: partner, person (for those who manage staff) and a range of Bangkok dates. */
import { useStaffAccounts } from '../api/accounts';
import { PartnerOptions } from '../partner-options';
import type { StaffPartner } from '../staff-session';
import * as s from './admin.css';

export interface AuditFilterValues {
  partnerId: string;
  staffId: string;
  /** Calendar dates (YYYY-MM-DD), or empty. */
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilterValues = { partnerId: '', staffId: '', from: '', to: '' };

export function AuditFilters({
  values,
  onChange,
  partners,
  canListPeople,
  filtered,
}: {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  partners: readonly StaffPartner[];
  /** staff.manage: the person filter lists the accounts. */
  canListPeople: boolean;
  filtered: boolean;
}) {
  const people = useStaffAccounts(canListPeople);
  const set = (change: Partial<AuditFilterValues>) => onChange({ ...values, ...change });
  return (
    <form className={s.filters} aria-label="Audit filters" onSubmit={(e) => e.preventDefault()}>
      <label className={s.field}>
        Partner
        <select value={values.partnerId} onChange={(e) => set({ partnerId: e.target.value })}>
          <option value="">All partners</option>
          <PartnerOptions partners={partners} />
        </select>
      </label>
      {canListPeople && (
        <label className={s.field}>
          Person
          <select value={values.staffId} onChange={(e) => set({ staffId: e.target.value })}>
            <option value="">Everyone</option>
            {(people.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.email})
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={s.field}>
        From (date)
        <input
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </label>
      <label className={s.field}>
        To (date, inclusive)
        <input
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </label>
      <div className={s.actions}>
        <button
          type="button"
          className={s.secondary}
          disabled={!filtered}
          onClick={() => onChange(NO_FILTER)}
        >
          Clear filters
        </button>
      </div>
    </form>
  );
}
