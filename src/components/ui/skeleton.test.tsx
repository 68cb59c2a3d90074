/** The loading placeholder announces itself in words, in Thai and English (issue 25). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from './skeleton';

const loading = (lng: 'th' | 'en'): string =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${lng}/common.json`), 'utf8')).app
    .loading;

describe.each(['th', 'en'] as const)('SkeletonList in %s', (lng) => {
  const label = loading(lng);

  it('says it is loading in a polite status, in words', () => {
    render(<SkeletonList rows={2} label={label} />);
    const status = screen.getByRole('status', { name: label });
    // The words are in the status (not only its name), so screen readers read them out.
    expect(status.textContent).toBe(label);
    expect(label).toBe(lng === 'th' ? 'กำลังโหลด…' : 'Loading…');
  });

  it('marks the placeholder rows busy and hides them from assistive tech', () => {
    const { container } = render(<SkeletonList rows={3} label={label} />);
    const busy = container.querySelector('[aria-busy="true"]')!;
    expect(busy).not.toBeNull();
    const rows = [...busy.children];
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.getAttribute('aria-hidden')).toBe('true');
    // The status is not inside the busy region, where a screen reader would hold its words back.
    expect(busy.contains(screen.getByRole('status'))).toBe(false);
  });
});
