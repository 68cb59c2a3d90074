/**
 * The app's one date input (issue 25): day, month and year as three labelled drop-down lists in a
 * fieldset, never the browser's own date picker (its calendar and year order follow the phone, not
 * the member: mm/dd/yyyy in Gregorian years on many). Years are listed in the Buddhist era (พ.ศ.) on
 * Thai screens and in the partner's `year_format` on English ones (shared/format usesBuddhistEra);
 * whatever is shown, the value is an ISO calendar date (yyyy-mm-dd, Gregorian), as the server takes.
 *
 * The value is controlled and may be unfinished while the member chooses: '' (nothing chosen), an ISO
 * date, or the parts chosen so far with blanks ('1995--', '-02-31'). `dateInputProblem` says what is
 * wrong with it (nothing chosen, unfinished, a day the month does not have, before min / after max);
 * `isIsoDate` says whether it may be sent. Native selects keep it keyboard friendly (type "2538" on
 * the year list to jump to it) and give phones their own wheel.
 */
import { useCallback, useId } from 'react';
import { BE_OFFSET, monthNames, todayInBangkok, usesBuddhistEra } from '../../../shared/format';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import * as s from './date-input.css';
import { FieldError } from './field';
import * as f from './field.css';
import * as form from './form.css';

export type DateInputProblem = 'required' | 'incomplete' | 'invalid' | 'min' | 'max';

interface Parts {
  year: string;
  month: string;
  day: string;
}

const pad = (v: string) => (v ? v.padStart(2, '0') : '');

/** '1995-01-05' → { year: '1995', month: '1', day: '5' }; blanks stay blank. */
export function dateParts(value: string | null | undefined): Parts {
  const [year = '', month = '', day = ''] = (value ?? '').split('-');
  const n = (v: string) => (/^[0-9]+$/.test(v) ? String(Number(v)) : '');
  return { year: /^[0-9]{4}$/.test(year) ? year : '', month: n(month), day: n(day) };
}

/** The parts as the input's value: '' when none is chosen, else 'yyyy-mm-dd' with blanks. */
export function joinDateParts({ year, month, day }: Parts): string {
  if (!year && !month && !day) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Whether `value` is a real calendar date written yyyy-mm-dd (what may be sent to the server). */
export function isIsoDate(value: string | null | undefined): value is string {
  const m = value ? /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** What is wrong with a date input's value (null: nothing), `min`/`max` being ISO dates. */
export function dateInputProblem(
  value: string | null | undefined,
  { min, max, required = true }: { min?: string; max?: string; required?: boolean } = {},
): DateInputProblem | null {
  if (!value) return required ? 'required' : null;
  const p = dateParts(value);
  if (!p.year || !p.month || !p.day) return 'incomplete';
  if (!isIsoDate(value)) return 'invalid';
  if (min && value < min) return 'min';
  if (max && value > max) return 'max';
  return null;
}

/** The year lists' first and last years: from min and max, else 120 years back and 5 ahead of today. */
function yearRange(min: string | undefined, max: string | undefined, chosen: string): number[] {
  const thisYear = Number(todayInBangkok().slice(0, 4));
  const last = max ? Number(max.slice(0, 4)) : thisYear + 5;
  const first = min ? Number(min.slice(0, 4)) : thisYear - 120;
  const years: number[] = [];
  for (let y = last; y >= first; y--) years.push(y);
  // A value from before the range (an old profile) is still shown as it is.
  const c = Number(chosen);
  if (chosen && !years.includes(c)) years.push(c);
  return years;
}

export interface DateInputProps {
  /** The fieldset's legend: what the date is ("Date of birth"). */
  legend: string;
  /** '' , an ISO date, or an unfinished 'yyyy-mm-dd' with blanks (see the module's note). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Told when focus leaves the whole input (not when it moves between its lists). */
  onBlur?: () => void;
  /** The earliest and latest dates allowed (ISO); the year list covers them. */
  min?: string;
  max?: string;
  /** Translated error message: marks the lists invalid and is linked to each of them. */
  error?: string | null;
  help?: string;
  required?: boolean;
  /** 'bday' on a birth date: the browser may fill it in. */
  autoComplete?: 'bday';
  /** The id of the first list (the day), which an error summary links to; the others add -month, -year. */
  id?: string;
  testId?: string;
}

export function DateInput({
  legend,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  help,
  required,
  autoComplete,
  id: givenId,
  testId,
}: DateInputProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const autoId = useId();
  const id = givenId ?? autoId;
  const parts = dateParts(value);
  const buddhist = usesBuddhistEra(fmt.lang, fmt.yearFormat);
  const set = (patch: Partial<Parts>) => onChange(joinDateParts({ ...parts, ...patch }));
  const helpId = help ? `${id}-help` : '';
  const errorId = error ? `${id}-error` : '';
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    className: `${f.input} ${form.select}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required,
  } as const;
  return (
    <fieldset
      className={s.fieldset}
      data-testid={testId}
      onBlur={(e) => {
        if (onBlur && !e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur();
      }}
    >
      <legend className={f.label}>
        {legend}
        {required ? (
          <span className={f.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={s.row}>
        <div className={s.part}>
          <label className={f.help} htmlFor={id}>
            {t('dateInput.day')}
          </label>
          <select
            id={id}
            {...common}
            autoComplete={autoComplete ? 'bday-day' : undefined}
            value={parts.day}
            onChange={(e) => set({ day: e.target.value })}
          >
            <option value="">{t('dateInput.choose')}</option>
            {Array.from({ length: 31 }, (_, i) => String(i + 1)).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className={s.part}>
          <label className={f.help} htmlFor={`${id}-month`}>
            {t('dateInput.month')}
          </label>
          <select
            id={`${id}-month`}
            {...common}
            autoComplete={autoComplete ? 'bday-month' : undefined}
            value={parts.month}
            onChange={(e) => set({ month: e.target.value })}
          >
            <option value="">{t('dateInput.choose')}</option>
            {monthNames(fmt.lang).map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={s.part}>
          <label className={f.help} htmlFor={`${id}-year`}>
            {buddhist ? t('dateInput.yearBe') : t('dateInput.year')}
          </label>
          <select
            id={`${id}-year`}
            {...common}
            autoComplete={autoComplete ? 'bday-year' : undefined}
            value={parts.year}
            onChange={(e) => set({ year: e.target.value })}
          >
            <option value="">{t('dateInput.choose')}</option>
            {yearRange(min, max, parts.year).map((y) => (
              <option key={y} value={String(y)}>
                {buddhist ? y + BE_OFFSET : y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {help ? (
        <p id={helpId} className={f.help} data-testid={testId ? `${testId}-help` : undefined}>
          {help}
        </p>
      ) : null}
      <FieldError id={errorId || undefined} error={error} testId={testId ? `${testId}-error` : undefined} />
    </fieldset>
  );
}

/**
 * A date input's problem as a message (common `dateInput.errors.*`), the limits written as the member
 * reads dates. `required` is left to the caller's own wording when it passes one.
 */
export function useDateInputMessage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  return useCallback(
    (problem: DateInputProblem | null, limits: { min?: string; max?: string } = {}): string | null => {
      if (!problem) return null;
      const date = problem === 'min' ? limits.min : problem === 'max' ? limits.max : undefined;
      return t(`dateInput.errors.${problem}`, { date: date ? fmt.date(date) : '' });
    },
    [t, fmt],
  );
}
