/**
 * The open draft's name and version, its save status (conflict and error with their way out), and its
 * actions, with the design tokens export and import (tokens-actions.tsx).
 */
import { DRAFT_EXPORT_PATH } from '../../shared/api/schemas/staff-drafts';
import type { EditorDraft } from './draft-content';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { VIEWER_NOTE } from './form-model';
import { TokensActions } from './tokens-actions';

const SAVE_TEXT = {
  saved: 'All changes saved',
  pending: 'Saving soon…',
  saving: 'Saving…',
  conflict: 'Not saved: conflict',
  error: 'Not saved',
} as const;

const STEPS = [
  {
    label: 'Undo',
    keys: 'Control+Z Meta+Z',
    title: 'Undo (Ctrl/Cmd+Z)',
    run: () => useDraftStore.getState().undo(),
  },
  {
    label: 'Redo',
    keys: 'Shift+Control+Z Shift+Meta+Z',
    title: 'Redo (Shift+Ctrl/Cmd+Z)',
    run: () => useDraftStore.getState().redo(),
  },
] as const;

export function DraftToolbar({ draft, canEdit }: { draft: EditorDraft; canEdit: boolean }) {
  const saveStatus = useDraftStore((st) => st.saveStatus);
  const saveMessage = useDraftStore((st) => st.saveMessage);
  const canUndo = useDraftStore((st) => st.canUndo);
  const canRedo = useDraftStore((st) => st.canRedo);
  return (
    <div className={s.stack}>
      <p className={s.muted}>
        <strong>{draft.label}</strong> · partner <code>{draft.partnerId}</code> · version {draft.version}
      </p>
      <p className={s.status} role="status" aria-live="polite" data-save-status={saveStatus}>
        {SAVE_TEXT[saveStatus]}
      </p>
      {saveStatus === 'conflict' && (
        <div className={s.error} role="alert">
          <p>{saveMessage}</p>
          <button
            type="button"
            className={s.button}
            onClick={() => void useDraftStore.getState().reloadTheirs()}
          >
            Reload their version
          </button>
        </div>
      )}
      {saveStatus === 'error' && saveMessage && (
        <p className={s.error} role="alert">
          {saveMessage}{' '}
          <button type="button" className={s.button} onClick={() => void useDraftStore.getState().flush()}>
            Try again
          </button>
        </p>
      )}
      <div className={s.row}>
        {STEPS.map((step) => (
          <button
            key={step.label}
            type="button"
            className={s.button}
            disabled={!canEdit || !(step.label === 'Undo' ? canUndo : canRedo)}
            onClick={() => step.run()}
            aria-keyshortcuts={step.keys}
            title={canEdit ? step.title : VIEWER_NOTE}
          >
            {step.label}
          </button>
        ))}
        <button
          type="button"
          className={s.button}
          disabled={!canEdit}
          title={canEdit ? 'Download the partner folder as a zip' : VIEWER_NOTE}
          onClick={async () => {
            await useDraftStore.getState().flush();
            const a = document.createElement('a');
            a.href = DRAFT_EXPORT_PATH.replace('{id}', encodeURIComponent(draft.id));
            a.download = `${draft.partnerId}.zip`;
            document.body.append(a);
            a.click();
            a.remove();
          }}
        >
          Export zip
        </button>
        <button type="button" className={s.button} onClick={() => useDraftStore.getState().close()}>
          Close
        </button>
      </div>
      <TokensActions draft={draft} canEdit={canEdit} />
    </div>
  );
}
