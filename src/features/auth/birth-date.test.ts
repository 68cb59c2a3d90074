import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format';
import { isoToParts, monthNames, parseBirthDate } from './birth-date';

const today = new Date(2026, 10, 22);

describe('parseBirthDate', () => {
  it('accepts a Gregorian year as typed', () => {
    expect(parseBirthDate({ day: '15', month: '1', year: '1988' }, today)).toEqual({
      ok: true,
      value: { iso: '1988-01-15', fromBuddhistYear: false, year: 1988 },
    });
  });

  it('reads a year above 2400 as Buddhist era and says so', () => {
    expect(parseBirthDate({ day: '15', month: '1', year: '2531' }, today)).toEqual({
      ok: true,
      value: { iso: '1988-01-15', fromBuddhistYear: true, year: 1988 },
    });
  });

  it.each([
    [{ day: '', month: '1', year: '1988' }, 'required'],
    [{ day: '31', month: '2', year: '1988' }, 'birth_date_invalid'],
    [{ day: '29', month: '2', year: '2543' }, null], // 2000 was a leap year
    [{ day: '29', month: '2', year: '1999' }, 'birth_date_invalid'],
    [{ day: '1', month: '1', year: '88' }, 'birth_date_invalid'],
    [{ day: '1', month: '12', year: '2026' }, 'birth_date_future'],
    [{ day: '1', month: '1', year: '1850' }, 'birth_date_too_old'],
  ])('%o → %s', (parts, error) => {
    const r = parseBirthDate(parts, today);
    if (error === null) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, error });
  });
});

describe('dates for people', () => {
  it('shows the Buddhist-era year in Thai and the Gregorian year in English', () => {
    expect(formatDate('2025-01-15', { lang: 'th', style: 'long' })).toBe('15 มกราคม 2568');
    expect(formatDate('2025-01-15', { lang: 'en', style: 'long' })).toBe('15 January 2025');
  });

  it('round-trips an ISO date into form parts', () => {
    expect(isoToParts('1988-01-05')).toEqual({ year: '1988', month: '1', day: '5' });
    expect(isoToParts(null)).toEqual({ day: '', month: '', year: '' });
  });

  it('names the months in the screen language', () => {
    expect(monthNames('th')[0]).toBe('มกราคม');
    expect(monthNames('en')[11]).toBe('December');
  });
});
