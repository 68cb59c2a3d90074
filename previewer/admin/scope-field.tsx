import { useMemo } from 'react';
import type { StaffPartner } from '../staff-session';
import * as s from './admin.css';
import { ALL_PARTNERS } from './format';

/**
 * The partners an account serves: checkboxes of the partners this admin sees, and "All partners" (null,
 * including partners added later) only for an admin of every partner.
 */
export function ScopeField({
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
