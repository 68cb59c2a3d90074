/**
 * The previewer's two sections, "Previews" and "Staff and audit", as links in the top bar for staff
 * who may manage accounts or read the audit trail. Real links (a copied or middle-clicked one opens the
 * same section), the current one marked with aria-current; a plain click switches without a reload.
 */
import type { MouseEvent } from 'react';
import type { StaffProfile } from '../staff-session';
import * as s from './admin.css';
import type { PreviewerTab } from './format';

export { type PreviewerTab, tabFrom, withTab } from './format';

/** Whether this staff member has the admin section at all (shared/api/staff-roles.ts). */
export const seesAdmin = (staff: Pick<StaffProfile, 'permissions'>) =>
  staff.permissions.includes('staff.manage') || staff.permissions.includes('audit.read');

const SECTIONS: { tab: PreviewerTab; label: string }[] = [
  { tab: 'previews', label: 'Previews' },
  { tab: 'admin', label: 'Staff and audit' },
];

export function SectionLinks({
  current,
  hrefOf,
  onSelect,
}: {
  current: PreviewerTab;
  /** The address of a section: the current view with the section's parameter. */
  hrefOf: (tab: PreviewerTab) => string;
  onSelect: (tab: PreviewerTab) => void;
}) {
  const follow = (tab: PreviewerTab) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) follows the link as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(tab);
  };
  return (
    <nav aria-label="Sections" className={s.sections}>
      {SECTIONS.map(({ tab, label }) => (
        <a
          key={tab}
          href={hrefOf(tab)}
          className={s.sectionLink}
          aria-current={tab === current ? 'page' : undefined}
          onClick={follow(tab)}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
