import { AlertIcon } from './icons';
import * as s from './form.css';

/** The form-level error of a screen (server answers), announced when it appears. */
export function FormAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p className={s.formError} role="alert" data-testid={testId}>
      <AlertIcon size={18} />
      {message}
    </p>
  );
}
