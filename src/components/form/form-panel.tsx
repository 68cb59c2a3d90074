import { type FormEvent, type ReactNode, useId } from 'react';
import { Button, type ButtonProps } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import * as s from '../ui/form.css';
import type { useSubmit } from './use-submit';

export interface FormPanelProps {
  /** The form's state from useSubmit (busy, form-level message, the form element). */
  state: Pick<ReturnType<typeof useSubmit>, 'busy' | 'formError' | 'formRef'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  heading?: string;
  intro?: ReactNode;
  /** Shown above the form (a notice). */
  top?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonProps['variant'];
  /** More actions beside the submit button, and content below the form. */
  actions?: ReactNode;
  after?: ReactNode;
  errorTestId?: string;
  testId?: string;
  onFocus?: () => void;
  children: ReactNode;
}

/**
 * The panel every form screen shares: heading, introduction, the form-level alert, the fields and the
 * submit button, which says what is happening and is disabled while the form is sent.
 */
export function FormPanel(props: FormPanelProps) {
  const id = useId();
  const { state } = props;
  const form = (
    <form
      ref={state.formRef}
      className={props.heading ? s.form : s.panel}
      noValidate
      onSubmit={props.onSubmit}
      onFocus={props.onFocus}
      data-testid={props.testId}
    >
      <FormAlert message={state.formError} testId={props.errorTestId} />
      {props.children}
      <div className={s.actions}>
        <Button type="submit" variant={props.variant} block disabled={state.busy} aria-busy={state.busy}>
          {state.busy ? props.busyLabel : props.submitLabel}
        </Button>
        {props.actions}
      </div>
    </form>
  );
  if (!props.heading) return form;
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h2 id={id} className={s.heading}>
        {props.heading}
      </h2>
      {props.intro ? <p className={s.lead}>{props.intro}</p> : null}
      {props.top}
      {form}
      {props.after}
    </section>
  );
}

/**
 * A panel's words from one key prefix in the caller's namespace: `<prefix>.heading`, `.intro` (when
 * there is one), `.submit` and `.submitting`.
 */
export function panelCopy(t: (key: string, options?: { defaultValue: string }) => string, prefix: string) {
  return {
    heading: t(`${prefix}.heading`),
    intro: t(`${prefix}.intro`, { defaultValue: '' }) || undefined,
    submitLabel: t(`${prefix}.submit`),
    busyLabel: t(`${prefix}.submitting`),
  };
}
