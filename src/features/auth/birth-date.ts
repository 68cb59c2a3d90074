/**
 * Birth date entry (docs/thai.md "Dates"): members often type a Buddhist-era year (2531) into a year
 * field. Years above 2400 are read as BE and converted (−543); the screen says so. Stored as an ISO
 * Gregorian date. Shown through shared/format (useFormat().date(iso, 'long') on a screen).
 */
import { BE_OFFSET, todayInBangkok } from '../../../shared/format';

export { monthNames } from '../../../shared/format';
export const BE_THRESHOLD = 2400;

export type BirthDateError = 'required' | 'birth_date_invalid' | 'birth_date_future' | 'birth_date_too_old';

export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

export interface ParsedBirthDate {
  iso: string;
  /** The typed year was read as a Buddhist-era year. */
  fromBuddhistYear: boolean;
  /** The Gregorian year used. */
  year: number;
}

export function parseBirthDate(
  parts: BirthDateParts,
  today: Date = new Date(),
): { ok: true; value: ParsedBirthDate } | { ok: false; error: BirthDateError } {
  const { day, month, year } = parts;
  if (!day || !month || !year) return { ok: false, error: 'required' };
  if (!/^[0-9]{1,2}$/.test(day) || !/^[0-9]{1,2}$/.test(month) || !/^[0-9]{4}$/.test(year)) {
    return { ok: false, error: 'birth_date_invalid' };
  }
  const typedYear = Number(year);
  const fromBuddhistYear = typedYear > BE_THRESHOLD;
  const y = fromBuddhistYear ? typedYear - BE_OFFSET : typedYear;
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { ok: false, error: 'birth_date_invalid' };
  }
  const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // Today in Thailand, as the server counts it (server/modules/accounts/auth-registration.ts).
  const todayIso = todayInBangkok(today);
  if (iso > todayIso) return { ok: false, error: 'birth_date_future' };
  if (y < Number(todayIso.slice(0, 4)) - 120) return { ok: false, error: 'birth_date_too_old' };
  return { ok: true, value: { iso, fromBuddhistYear, year: y } };
}

/** ISO date → parts for the form (Gregorian year; the Thai screen shows the BE date beside it). */
export function isoToParts(iso: string | null | undefined): BirthDateParts {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m
    ? { year: m[1]!, month: String(Number(m[2])), day: String(Number(m[3])) }
    : { day: '', month: '', year: '' };
}

/** The birth date's message for a form (auth namespace `errors.*`, or the shared "required"). */
export function birthDateMessage(t: (key: string) => string, v: BirthDateParts): string | null {
  const r = parseBirthDate(v);
  if (r.ok) return null;
  return r.error === 'required' ? t('validation:required') : t(`errors.${r.error}`);
}
