/**
 * Who changed what, newest first (the latest 50 versions, 20 changes each). The history is extra: while
 * it loads or when it cannot be had, the draft stays usable and the list is empty.
 */
import { useMemo } from 'react';
import { bangkokTime } from '../admin/format';
import { useDraftHistory } from '../api/drafts';
import type { DraftChange } from './draft-content';
import * as s from './editor.css';

const NO_HISTORY: DraftChange[] = [];

export function History({ draftId }: { draftId: string }) {
  const { data: history = NO_HISTORY } = useDraftHistory(draftId);
  const shown = useMemo(() => history.slice(0, 50), [history]);
  return (
    <details className={s.card}>
      <summary>History ({history.length} versions)</summary>
      <ol className={s.history}>
        {shown.map((h) => (
          <li key={h.version}>
            <strong>Version {h.version}</strong>: {h.summary} — {h.staff.name || h.staff.email},{' '}
            <time dateTime={h.changed_at}>{bangkokTime(h.changed_at)}</time>
            {h.changes.length > 0 && (
              <ul>
                {h.changes.slice(0, 20).map((c) => (
                  <li key={c.pointer} className={s.code}>
                    {c.pointer}: {JSON.stringify(c.from)} → {JSON.stringify(c.to)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
