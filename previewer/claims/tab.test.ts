/** The "Claims" section in the previewer's top bar (admin/sections.tsx) and its address-bar filters. */
import { afterEach, describe, expect, it } from 'vitest';
import { sectionsOf, tabFor, withTab } from '../admin/sections';

const as = (p: { permissions: readonly string[] }) => p as Parameters<typeof sectionsOf>[0];
const officer = as({ permissions: ['session', 'partners.read', 'claims.move'] });
const viewer = as({ permissions: ['session', 'partners.read', 'drafts.read'] });

afterEach(() => window.history.replaceState(null, '', '/previewer/'));

describe('the Claims section', () => {
  it('is there for staff who move claims only', () => {
    expect(sectionsOf(officer)).toEqual(['previews', 'claims']);
    expect(sectionsOf(viewer)).not.toContain('claims');
    expect(tabFor(officer, '?tab=claims')).toBe('claims');
    expect(tabFor(viewer, '?tab=claims')).toBe('previews');
  });

  it("keeps the queue's filters and open claim from the address bar, and leaves them behind elsewhere", () => {
    window.history.replaceState(null, '', '/previewer/?lang=th&tab=claims&stage=closed&min=100&claim=abc');
    expect(withTab('lang=th', 'claims')).toBe('lang=th&tab=claims&stage=closed&min=100&claim=abc');
    expect(withTab('lang=th', 'golive')).toBe('lang=th&tab=golive');
    expect(withTab('lang=th', 'previews')).toBe('lang=th');
  });
});
