/**
 * The saved drafts, each with an Open button (viewers too). Editors archive a draft they no longer
 * need: it leaves this list, stays whole with its history under "Archived drafts", and is restored
 * from there (issue 26).
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import type { PartnerDraftSummarySchema } from '../../shared/api/schemas/staff-drafts';
import { setDraftArchivedMutation, useDrafts } from '../api/drafts';
import { useStaffMe } from '../api/staff';
import { errorText } from '../staff-session';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';

type DraftSummary = z.infer<typeof PartnerDraftSummarySchema>;

export function DraftList() {
  const me = useStaffMe();
  const canEdit = me.data?.permissions.includes('drafts.write') ?? false;
  const [showArchived, setShowArchived] = useState(false);
  const drafts = useDrafts();
  const archive = useMutation(setDraftArchivedMutation());
  const list = drafts.data ?? [];
  const archivedId = useId();
  return (
    <section className={s.stack} aria-labelledby="drafts-heading">
      <h3 id="drafts-heading" className={s.subheading}>
        Drafts
      </h3>
      {drafts.isError && (
        <p className={s.error} role="alert">
          {errorText(drafts.error)}
        </p>
      )}
      {archive.isError && (
        <p className={s.error} role="alert">
          {errorText(archive.error)}
        </p>
      )}
      {list.length === 0 ? (
        <p className={s.muted}>No drafts yet.</p>
      ) : (
        <ul className={s.history}>
          {list.map((d) => (
            <DraftRow key={d.id} draft={d}>
              {canEdit && (
                <button
                  type="button"
                  className={s.button}
                  disabled={archive.isPending}
                  aria-label={`Archive ${d.title}`}
                  onClick={() => archive.mutate({ id: d.id, archived: true })}
                >
                  Archive
                </button>
              )}
            </DraftRow>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={s.button}
        aria-expanded={showArchived}
        aria-controls={archivedId}
        onClick={() => setShowArchived((v) => !v)}
      >
        {showArchived ? 'Hide archived drafts' : 'Show archived drafts'}
      </button>
      <div id={archivedId} hidden={!showArchived}>
        {showArchived && <ArchivedDrafts canEdit={canEdit} />}
      </div>
    </section>
  );
}

function DraftRow({ draft, children }: { draft: DraftSummary; children?: React.ReactNode }) {
  return (
    <li className={s.row}>
      <button
        type="button"
        className={s.button}
        aria-label={`Open ${draft.title}`}
        onClick={() => void useDraftStore.getState().openDraft(draft.id)}
      >
        Open
      </button>
      <span>
        <strong>{draft.title}</strong> ({draft.partner_id}, version {draft.version}, by{' '}
        {draft.created_by.name || 'unknown'})
      </span>
      {children}
    </li>
  );
}

/** The archived drafts: opened read as they are, restored to the list by editors. */
function ArchivedDrafts({ canEdit }: { canEdit: boolean }) {
  const drafts = useDrafts(true);
  const restore = useMutation(setDraftArchivedMutation());
  const list = drafts.data ?? [];
  return (
    <section className={s.stack} aria-labelledby="archived-heading">
      <h4 id="archived-heading" className={s.subheading}>
        Archived drafts
      </h4>
      {drafts.isPending && (
        <p className={s.muted} role="status">
          Loading…
        </p>
      )}
      {drafts.isError && (
        <p className={s.error} role="alert">
          {errorText(drafts.error)}
        </p>
      )}
      {restore.isError && (
        <p className={s.error} role="alert">
          {errorText(restore.error)}
        </p>
      )}
      {drafts.isSuccess && list.length === 0 ? (
        <p className={s.muted}>No archived drafts.</p>
      ) : (
        <ul className={s.history}>
          {list.map((d) => (
            <DraftRow key={d.id} draft={d}>
              {canEdit && (
                <button
                  type="button"
                  className={s.button}
                  disabled={restore.isPending}
                  aria-label={`Restore ${d.title}`}
                  onClick={() => restore.mutate({ id: d.id, archived: false })}
                >
                  Restore
                </button>
              )}
            </DraftRow>
          ))}
        </ul>
      )}
    </section>
  );
}
