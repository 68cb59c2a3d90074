import { useId } from 'react';
import { FieldError } from '../../../components/ui/field';
import * as f from '../../../components/ui/field.css';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { type BirthDateParts, monthNames, parseBirthDate } from '../birth-date';
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
 * Birth date as day, month (named) and year. The year accepts Buddhist-era years; the line below the
 * inputs shows how we read the date (in the Buddhist era on the Thai screen) and says when a BE year
 * was converted, so a member never wonders what was saved.
 */
export function BirthDateField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: BirthDateParts;
  error?: string | null;
  onChange: (value: BirthDateParts) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const fmt = useFormat();
  const id = useId();
  const parsed = parseBirthDate(value);
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [`${id}-help`, errorId].filter(Boolean).join(' ');
  return (
    <fieldset className={s.fieldset} aria-describedby={describedBy}>
      <RequiredLegend>{t('fields.birthDate')}</RequiredLegend>
      <div className={s.dateRow}>
        <div className={f.field}>
          <label className={f.help} htmlFor={`${id}-d`}>
            {t('fields.day')}
          </label>
          <input
            id={`${id}-d`}
            className={f.input}
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            value={value.day}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...value, day: e.target.value.replace(/[^0-9]/g, '') })}
            onBlur={onBlur}
          />
        </div>
        <div className={f.field}>
          <label className={f.help} htmlFor={`${id}-m`}>
            {t('fields.month')}
          </label>
          <select
            id={`${id}-m`}
            className={`${f.input} ${s.select}`}
            autoComplete="bday-month"
            value={value.month}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...value, month: e.target.value })}
            onBlur={onBlur}
          >
            <option value="">{t('fields.choose')}</option>
            {monthNames(locale).map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={f.field}>
          <label className={f.help} htmlFor={`${id}-y`}>
            {locale === 'th' ? t('fields.yearBe') : t('fields.year')}
          </label>
          <input
            id={`${id}-y`}
            className={f.input}
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            placeholder={locale === 'th' ? '2531' : '1988'}
            value={value.year}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...value, year: e.target.value.replace(/[^0-9]/g, '') })}
            onBlur={onBlur}
          />
        </div>
      </div>
      <p id={`${id}-help`} className={f.help} aria-live="polite" data-testid="birth-date-reading">
        {parsed.ok
          ? parsed.value.fromBuddhistYear
            ? t('fields.birthDateFromBe', {
                year: value.year,
                ce: parsed.value.year,
                date: fmt.date(parsed.value.iso, 'long'),
              })
            : t('fields.birthDateReads', { date: fmt.date(parsed.value.iso, 'long') })
          : t('fields.birthDateHelp')}
      </p>
      <FieldError id={errorId} error={error} />
    </fieldset>
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
