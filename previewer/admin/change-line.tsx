/** One changed field: its path, before → after (only after for a creation). */
import * as s from './admin.css';
import type { AuditChange } from './format';
import { JsonValue } from './json-value';

export function ChangeLine({ change, created }: { change: AuditChange; created: boolean }) {
  return (
    <li>
      {change.path && <span className={s.changePath}>{change.path}: </span>}
      {!created && (
        <>
          <JsonValue value={change.before} />
          <span className={s.arrow} aria-hidden="true">
            →
          </span>
          <span className={s.visuallyHidden}> becomes </span>
        </>
      )}
      <JsonValue value={change.after} />
    </li>
  );
}
