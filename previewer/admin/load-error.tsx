/** A list that could not be read: the reason, and a way to ask again. */
import { errorText } from '../staff-session';
import * as s from './admin.css';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <div className={s.actions}>
      <p className={s.error} role="alert">
        {errorText(error)}
      </p>
      <button type="button" className={s.secondary} onClick={() => onRetry()}>
        Try again
      </button>
    </div>
  );
}
