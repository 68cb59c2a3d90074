import { AlertIcon } from '../../../components/ui/icons';
import * as s from './auth.css';

/** The form-level error of an account screen (server answers), announced when it appears. */
export function FormAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p className={s.formError} role="alert" data-testid={testId}>
      <AlertIcon size={18} />
      {message}
    </p>
  );
}
