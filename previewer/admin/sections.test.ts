/** The previewer's sections in the address bar (issue 26 adds "Go live" for staff who read drafts). */
import { describe, expect, it } from 'vitest';
import { sectionsOf, tabFor, withTab } from './sections';

const viewer = { permissions: ['session', 'partners.read', 'drafts.read'] as const };
const claims = { permissions: ['session', 'partners.read', 'claims.move'] as const };
const admin = { permissions: ['session', 'drafts.read', 'staff.manage', 'audit.read'] as const };
const as = (p: { permissions: readonly string[] }) => p as Parameters<typeof sectionsOf>[0];

describe('previewer sections', () => {
  it('gives Go live to staff who read drafts, and the admin section to admins', () => {
    expect(sectionsOf(as(viewer))).toEqual(['previews', 'golive']);
    expect(sectionsOf(as(claims))).toEqual(['previews', 'claims']);
    expect(sectionsOf(as(admin))).toEqual(['previews', 'golive', 'admin']);
  });

  it('reads the section from the address bar only when the staff member has it', () => {
    expect(tabFor(as(viewer), '?tab=golive')).toBe('golive');
    expect(tabFor(as(claims), '?tab=golive')).toBe('previews');
    expect(tabFor(as(viewer), '?tab=admin')).toBe('previews');
    expect(tabFor(as(admin), '?partners=default&tab=admin')).toBe('admin');
    expect(tabFor(as(admin), '')).toBe('previews');
  });

  it('writes the section beside the view, and the previews leave no parameter', () => {
    expect(withTab('partners=default', 'golive')).toBe('partners=default&tab=golive');
    expect(withTab('partners=default&tab=golive', 'admin')).toBe('partners=default&tab=admin');
    expect(withTab('partners=default&tab=golive', 'previews')).toBe('partners=default');
  });
});
