/**
 * Birth date entry (docs/thai.md "Dates"): the app's one date input (src/components/ui/date-input.tsx)
 * lists the years in the Buddhist era on Thai screens (and in the partner's year format in English),
 * so what the member picks is what the screen says; the value is always an ISO Gregorian date, which
 * is what the server receives. Shown through shared/format (useFormat().date(iso, 'long')).
 */
import { dateInputProblem } from '../../components/ui/date-input';
import { todayInBangkok } from '../../../shared/format';

export type BirthDateError =
  | 'required'
  | 'incomplete'
  | 'birth_date_invalid'
  | 'birth_date_future'
  | 'birth_date_too_old';

/** The oldest birth year accepted: 120 years before this one (as the server counts). */
export const MAX_AGE_YEARS = 120;

/** The date input's limits for a birth date: from 1 January 120 years ago to today in Thailand. */
export function birthDateLimits(today: Date = new Date()): { min: string; max: string } {
  const max = todayInBangkok(today);
  return { min: `${Number(max.slice(0, 4)) - MAX_AGE_YEARS}-01-01`, max };
}

/** Checks a birth date input's value ('' , unfinished, or ISO); the ISO date when it may be sent. */
export function parseBirthDate(
  value: string | null | undefined,
  today: Date = new Date(),
): { ok: true; iso: string } | { ok: false; error: BirthDateError } {
  const { min, max } = birthDateLimits(today);
  // Today in Thailand, as the server counts it (server/modules/accounts/auth-registration.ts).
  switch (dateInputProblem(value, { min, max })) {
    case null:
      return { ok: true, iso: value as string };
    case 'required':
      return { ok: false, error: 'required' };
    case 'incomplete':
      return { ok: false, error: 'incomplete' };
    case 'invalid':
      return { ok: false, error: 'birth_date_invalid' };
    case 'max':
      return { ok: false, error: 'birth_date_future' };
    case 'min':
      return { ok: false, error: 'birth_date_too_old' };
  }
}

/** The birth date's message for a form (auth namespace `errors.*`, or the shared ones). */
export function birthDateMessage(t: (key: string) => string, value: string): string | null {
  const r = parseBirthDate(value);
  if (r.ok) return null;
  if (r.error === 'required') return t('validation:required');
  if (r.error === 'incomplete') return t('common:dateInput.errors.incomplete');
  return t(`errors.${r.error}`);
}
