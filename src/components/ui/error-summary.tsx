/**
 * One error summary for a form (issue 25, WCAG 3.3.1 / 2.4.3): at the top of the form, a heading and
 * a list of links, one per field with a problem, each moving focus to its field. It is the one alert
 * of a failed submit: it takes focus when shown (and on each new failed attempt), and the errors under
 * the fields inside `<QuietFieldErrors>` stop being alerts of their own (they stay linked to their
 * field by aria-describedby), so a screen reader hears one message, not one per field.
 * The items come from the form's state: `summaryItems` in src/components/form/use-form.ts.
 */
import { createContext, type ReactNode, useContext, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import * as s from './error-summary.css';
import { AlertIcon } from './icons';

export interface ErrorSummaryItem {
  /** The id of the control to focus (the first of a group). */
  id: string;
  message: string;
  /** What the field is, said before the message ("Email: …"). */
  label?: string;
}

const Quiet = createContext(false);

/**
 * Field errors inside are not announced on their own: an ErrorSummary speaks for them. `quiet={false}`
 * inside such a part turns it back (a message about a file just picked, which no summary lists).
 */
export function QuietFieldErrors({ children, quiet = true }: { children: ReactNode; quiet?: boolean }) {
  return <Quiet.Provider value={quiet}>{children}</Quiet.Provider>;
}

/** Whether a field error should stay quiet (for FieldError's role). */
export const useQuietFieldErrors = () => useContext(Quiet);

/** Moves focus to a control by id and brings it into view (a summary link's target). */
function focusControl(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.focus();
  el.scrollIntoView?.({ block: 'center' });
}

export function ErrorSummary({
  items,
  title,
  focusKey,
  testId = 'error-summary',
}: {
  items: readonly ErrorSummaryItem[];
  /** The heading; "Please fix the following…" when not given. */
  title?: string;
  /** Changes on every failed attempt: the summary takes focus again. */
  focusKey?: number | string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each new attempt, not each edit.
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [focusKey]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className={s.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h2 id={headingId} className={s.heading}>
        <AlertIcon size={18} />
        {title ?? t('errorSummary.title')}
      </h2>
      <ul className={s.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              className={s.link}
              href={`#${item.id}`}
              onClick={(e) => {
                e.preventDefault();
                focusControl(item.id);
              }}
            >
              {item.label ? `${item.label}: ` : ''}
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
