import { useId } from 'react';
import { DateInput } from '../../../components/ui/date-input';
import { FieldError } from '../../../components/ui/field';
import * as f from '../../../components/ui/field.css';
import { useTranslation } from '../../../lib/i18n';
import { birthDateLimits, parseBirthDate } from '../birth-date';
import { useFormat } from '../../../lib/use-format';
import * as s from '../../../components/ui/form.css';

/** A group's legend with the required mark (both profile groups are required). */
function RequiredLegend({ children }: { children: string }) {
  return (
    <legend className={s.legend}>
      {children}
      <span className={f.requiredMark} aria-hidden="true">
        *
      </span>
    </legend>
  );
}

export const GENDER_VALUES = ['male', 'female', 'unspecified'] as const;
export type GenderValue = (typeof GENDER_VALUES)[number];

/**
 * Birth date as the app's one date input: day, month (named) and year, the years in the Buddhist era
 * on the Thai screen (and in the partner's year format in English), so the year field holds the year
 * its label names. The line below says the date as it will be saved, in words.
 */
export function BirthDateField({
  value,
  error,
  onChange,
  onBlur,
}: {
  /** '' , an unfinished date or an ISO date (src/components/ui/date-input.tsx). */
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('auth');
  const fmt = useFormat();
  const id = useId();
  const parsed = parseBirthDate(value);
  return (
    <DateInput
      id={`${id}-birth-date`}
      testId="birth-date"
      legend={t('fields.birthDate')}
      required
      autoComplete="bday"
      {...birthDateLimits()}
      value={value}
      error={error}
      help={parsed.ok ? t('fields.birthDateReads', { date: fmt.date(parsed.iso, 'long') }) : undefined}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

export function GenderField({
  value,
  error,
  onChange,
}: {
  value: GenderValue | '';
  error?: string | null;
  onChange: (value: GenderValue) => void;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <fieldset className={s.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <RequiredLegend>{t('fields.gender')}</RequiredLegend>
      <div className={s.radioRow}>
        {GENDER_VALUES.map((g) => (
          <label key={g} className={s.radio}>
            <input
              type="radio"
              name={`${id}-gender`}
              value={g}
              checked={value === g}
              onChange={() => onChange(g)}
            />
            {t(`gender.${g}`)}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
