/** A per-year limit renews on each anniversary of the card's start date (issue 25). */
import { describe, expect, it } from 'vitest';
import { policyYear } from './cards';

describe('policyYear', () => {
  const card = { start_date: '2026-04-01', expiry_date: '2029-03-31' };

  it('runs from the anniversary on or before the date to the day before the next', () => {
    expect(policyYear(card, '2026-04-01')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(policyYear(card, '2027-03-31')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(policyYear(card, '2027-04-01')).toEqual({ start: '2027-04-01', end: '2028-03-31' });
    expect(policyYear(card, '2028-11-27')).toEqual({ start: '2028-04-01', end: '2029-03-31' });
  });

  it('reads a date outside the cover as the nearest policy year, never past the expiry', () => {
    expect(policyYear(card, '2025-12-31')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(policyYear(card, '2030-01-01')).toEqual({ start: '2028-04-01', end: '2029-03-31' });
    expect(policyYear({ start_date: '2026-01-01', expiry_date: '2026-06-30' }, '2026-03-10')).toEqual({
      start: '2026-01-01',
      end: '2026-06-30',
    });
  });

  it('keeps 29 February cards on 28 February in other years', () => {
    const leap = { start_date: '2024-02-29', expiry_date: '2030-12-31' };
    expect(policyYear(leap, '2025-03-01')).toEqual({ start: '2025-02-28', end: '2026-02-27' });
    expect(policyYear(leap, '2025-02-27')).toEqual({ start: '2024-02-29', end: '2025-02-27' });
  });
});
