/**
 * The previewer's sections, "Previews", "Go live" (staff who read drafts: issue 26), "Claims" (staff
 * who move claims: issue 27) and "Staff and audit" (staff who may manage accounts or read the audit
 * trail), as links in the top bar. Real links
 * (a copied or middle-clicked one opens the same section), the current one marked with aria-current; a
 * plain click switches without a reload.
 */
import type { MouseEvent } from 'react';
import { CLAIM_PARAMS } from '../claims/format';
import type { StaffProfile } from '../staff-session';
import * as s from './admin.css';
import { type PreviewerTab as AdminTab, tabFrom as adminTabFrom, withTab as adminWithTab } from './format';

export type PreviewerTab = AdminTab | 'golive' | 'claims';

/** The section a query string names: tab=golive, tab=admin, or the previews. */
function tabFrom(search: string): PreviewerTab {
  const named = new URLSearchParams(search).get('tab');
  if (named === 'claims') return 'claims';
  return named === 'golive' ? 'golive' : adminTabFrom(search);
}

/** A query string (without '?') naming the section; the previews leave no parameter. */
export function withTab(query: string, tab: PreviewerTab): string {
  if (tab === 'claims') {
    // The claims queue's filters and open claim (claims/format.ts) stay as the address bar has them.
    const q = new URLSearchParams(query);
    q.set('tab', 'claims');
    const here = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    for (const name of CLAIM_PARAMS) {
      const value = here.get(name);
      if (value !== null) q.set(name, value);
    }
    return q.toString();
  }
  if (tab !== 'golive') return adminWithTab(query, tab);
  const q = new URLSearchParams(query);
  q.set('tab', 'golive');
  return q.toString();
}

/** Whether this staff member has the admin section at all (shared/api/staff-roles.ts). */
const seesAdmin = (staff: Pick<StaffProfile, 'permissions'>) =>
  staff.permissions.includes('staff.manage') || staff.permissions.includes('audit.read');

/** Whether this staff member has the "Go live" section: drafts to publish, versions, drift. */
const seesGoLive = (staff: Pick<StaffProfile, 'permissions'>) => staff.permissions.includes('drafts.read');

/** Whether this staff member has the "Claims" section: the claims workspace (issue 27). */
const seesClaims = (staff: Pick<StaffProfile, 'permissions'>) => staff.permissions.includes('claims.move');

const SECTIONS: {
  tab: PreviewerTab;
  label: string;
  shown: (staff: Pick<StaffProfile, 'permissions'>) => boolean;
}[] = [
  { tab: 'previews', label: 'Previews', shown: () => true },
  { tab: 'golive', label: 'Go live', shown: seesGoLive },
  { tab: 'claims', label: 'Claims', shown: seesClaims },
  { tab: 'admin', label: 'Staff and audit', shown: seesAdmin },
];

/** The sections this staff member has, in the top bar's order. */
export const sectionsOf = (staff: Pick<StaffProfile, 'permissions'>): PreviewerTab[] =>
  SECTIONS.filter((x) => x.shown(staff)).map((x) => x.tab);

/** The section the address bar names, when this staff member has it; the previews otherwise. */
export function tabFor(staff: Pick<StaffProfile, 'permissions'>, search: string): PreviewerTab {
  const named = tabFrom(search);
  return sectionsOf(staff).includes(named) ? named : 'previews';
}

export function SectionLinks({
  tabs,
  current,
  hrefOf,
  onSelect,
}: {
  /** The sections to link (sectionsOf). */
  tabs: readonly PreviewerTab[];
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
      {SECTIONS.filter((x) => tabs.includes(x.tab)).map(({ tab, label }) => (
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
