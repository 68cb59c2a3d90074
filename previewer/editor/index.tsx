/**
 * The draft editor panel (issue 14): list drafts, start one from a partner, a brand kit or an imported
 * folder, and edit it in a form generated from the schemas (schema-form.ts). Every edit updates the
 * working copy at once (the frames re-theme from it), is checked by the validate:partners checks and
 * saved shortly after with the version it was made on; undo and redo (buttons, Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z), the history, export as a zip. Viewers see everything read-only.
 *
 * One component a file: start.tsx (the list and the three ways to start), draft-editor.tsx (the open
 * draft); the working copy is draft-store.ts, the server's side previewer/api/drafts.ts.
 */
import { useStaffMe, useStaffPartners } from '../api/staff';
import { isEditorDraft } from './draft-content';
import { DraftEditor } from './draft-editor';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { VIEWER_NOTE } from './form-model';
import { Start } from './start';
import { useUndoKeys } from './use-undo-keys';

export function EditorPanel() {
  // Who is signed in and which partners exist: cached since sign-in (staff-session.ts).
  const me = useStaffMe();
  const partners = useStaffPartners();
  const current = useDraftStore((st) => st.current);
  const busy = useDraftStore((st) => st.busy);
  const error = useDraftStore((st) => st.error);
  const staffKnown = Boolean(me.data && partners.data);
  const canEdit = me.data?.permissions.includes('drafts.write') ?? false;
  useUndoKeys(Boolean(current) && canEdit);

  return (
    <section className={s.panel} aria-labelledby="editor-heading">
      <h2 id="editor-heading" className={s.heading}>
        Draft editor
      </h2>
      {staffKnown && !canEdit && (
        <p className={s.note} id="viewer-note">
          {VIEWER_NOTE}
        </p>
      )}
      {busy && (
        <p className={s.muted} role="status">
          {busy}
        </p>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      {isEditorDraft(current) ? (
        <DraftEditor draft={current} canEdit={canEdit} />
      ) : (
        <Start partners={partners.data ?? []} canEdit={canEdit} />
      )}
    </section>
  );
}
