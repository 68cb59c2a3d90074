/**
 * Who changed what, newest first (the latest 50 versions, 20 changes each). The history is extra: while
 * it loads or when it cannot be had, the draft stays usable and the list is empty. Editors revert the
 * draft to any earlier version: the server saves that version's content as a new version ("Reverted to
 * version N"), so a revert is undone the same way (issue 26).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bangkokTime } from '../admin/format';
import { revertDraftMutation, useDraftHistory } from '../api/drafts';
import { useStaffMe } from '../api/staff';
import { errorText } from '../staff-session';
import type { DraftChange } from './draft-content';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';

const NO_HISTORY: DraftChange[] = [];

/**
 * The revert just made: the editor reloads the draft from the server afterwards, which mounts this
 * history afresh, so the news (and the focus) is handed over here.
 */
let justReverted: { draftId: string; version: number } | null = null;

export function History({ draftId }: { draftId: string }) {
  const { data: history = NO_HISTORY } = useDraftHistory(draftId);
  const shown = useMemo(() => history.slice(0, 50), [history]);
  const me = useStaffMe();
  const canEdit = me.data?.permissions.includes('drafts.write') ?? false;
  const revert = useMutation(revertDraftMutation());
  const [reverted, setReverted] = useState<number | null>(() =>
    justReverted?.draftId === draftId ? justReverted.version : null,
  );
  const [open] = useState(reverted !== null);
  const news = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justReverted?.draftId !== draftId) return;
    justReverted = null;
    news.current?.focus();
  }, [draftId]);
  const latest = history[0]?.version;

  const revertTo = async (toVersion: number) => {
    setReverted(null);
    const store = useDraftStore.getState();
    // Edits not yet saved are saved first, so the revert is made on the version they make.
    await store.flush();
    const current = useDraftStore.getState().current;
    if (
      current?.id !== draftId ||
      current.version === undefined ||
      useDraftStore.getState().saveStatus === 'conflict'
    )
      return;
    try {
      await revert.mutateAsync({ id: draftId, version: current.version, toVersion });
    } catch {
      return; // shown below from the mutation's error
    }
    setReverted(toVersion);
    justReverted = { draftId, version: toVersion };
    // The editor takes the reverted content from the server, as after someone else's save.
    await useDraftStore.getState().reloadTheirs();
  };

  return (
    <details className={s.card} open={open || undefined}>
      <summary>History ({history.length} versions)</summary>
      {revert.isError && (
        <p className={s.error} role="alert">
          Could not revert: {errorText(revert.error)}
        </p>
      )}
      <p className={s.muted} role="status" ref={news} tabIndex={-1}>
        {revert.isPending
          ? 'Reverting…'
          : reverted !== null
            ? `Reverted to version ${reverted}. Revert to the version before it to undo.`
            : ''}
      </p>
      <ol className={s.history}>
        {shown.map((h) => (
          <li key={h.version}>
            <strong>Version {h.version}</strong>: {h.summary} — {h.staff.name || h.staff.email},{' '}
            <time dateTime={h.changed_at}>{bangkokTime(h.changed_at)}</time>
            {canEdit && h.version !== latest && (
              <>
                {' '}
                <button
                  type="button"
                  className={s.button}
                  disabled={revert.isPending}
                  aria-label={`Revert to version ${h.version}`}
                  onClick={() => void revertTo(h.version)}
                >
                  Revert to this version
                </button>
              </>
            )}
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
