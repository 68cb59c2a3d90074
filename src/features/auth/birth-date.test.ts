import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format';
import { birthDateLimits, birthDateMessage, parseBirthDate } from './birth-date';

const today = new Date(2026, 10, 22);

describe('parseBirthDate', () => {
  it('takes the ISO date the date input gives (the year list shows 2531 in Thai, the value is 1988)', () => {
    expect(parseBirthDate('1988-01-15', today)).toEqual({ ok: true, iso: '1988-01-15' });
  });

  it.each([
    ['', 'required'],
    ['1988-01-', 'incomplete'],
    ['-02-29', 'incomplete'],
    ['1988-02-31', 'birth_date_invalid'],
    ['2000-02-29', null], // 2000 was a leap year
    ['1999-02-29', 'birth_date_invalid'],
    ['2026-12-01', 'birth_date_future'],
    ['1850-01-01', 'birth_date_too_old'],
  ])('%s → %s', (value, error) => {
    const r = parseBirthDate(value, today);
    if (error === null) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, error });
  });

  it('limits the year list from 120 years back to today in Thailand', () => {
    expect(birthDateLimits(today)).toEqual({ min: '1906-01-01', max: '2026-11-22' });
  });

  it('words each problem from the right namespace', () => {
    const t = (key: string) => key;
    expect(birthDateMessage(t, '')).toBe('validation:required');
    expect(birthDateMessage(t, '1990--')).toBe('common:dateInput.errors.incomplete');
    expect(birthDateMessage(t, '1990-02-30')).toBe('errors.birth_date_invalid');
    expect(birthDateMessage(t, '1990-02-28')).toBeNull();
  });
});

describe('dates for people', () => {
  it('shows the Buddhist-era year in Thai and the Gregorian year in English', () => {
    expect(formatDate('2025-01-15', { lang: 'th', style: 'long' })).toBe('15 มกราคม 2568');
    expect(formatDate('2025-01-15', { lang: 'en', style: 'long' })).toBe('15 January 2025');
  });
});
