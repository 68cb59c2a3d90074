/** The fields an entry changed, a few at once and the rest behind a disclosure. */
import * as s from './admin.css';
import { ChangeLine } from './change-line';
import type { AuditChange } from './format';

/** Lines of a change shown at once; the rest behind a disclosure. */
const SHOWN_CHANGES = 6;

export function AuditChanges({ changes, created }: { changes: AuditChange[]; created: boolean }) {
  if (changes.length === 0) return <span className={s.muted}>No change recorded</span>;
  const shown = changes.slice(0, SHOWN_CHANGES);
  const rest = changes.slice(SHOWN_CHANGES);
  return (
    <>
      <ul className={s.changes}>
        {shown.map((c) => (
          <ChangeLine key={c.path} change={c} created={created} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details>
          <summary className={s.summary}>Show {rest.length} more</summary>
          <ul className={s.changes}>
            {rest.map((c) => (
              <ChangeLine key={c.path} change={c} created={created} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
