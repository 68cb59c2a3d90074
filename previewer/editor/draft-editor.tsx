/**
 * The open draft: its toolbar, its problems, and the form generated from the schemas (filterable), the
 * menu tiles and the history. Viewers see every field disabled.
 */
import { useState } from 'react';
import type { EditorDraft } from './draft-content';
import { useDraftStore } from './draft-store';
import { DraftToolbar } from './draft-toolbar';
import * as s from './editor.css';
import { FieldGroup } from './field-group';
import { FORM } from './form-model';
import { History } from './history';
import { ProblemList } from './problem-list';
import { Tiles } from './tiles';

export function DraftEditor({ draft, canEdit }: { draft: EditorDraft; canEdit: boolean }) {
  const problems = useDraftStore((st) => st.problems);
  const assetProblems = useDraftStore((st) => st.assetProblems);
  const [filter, setFilter] = useState('');

  return (
    <>
      <DraftToolbar draft={draft} canEdit={canEdit} />
      <ProblemList problems={problems} assetProblems={assetProblems} />

      <label className={s.label}>
        Filter fields
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="e.g. top bar"
        />
      </label>

      <fieldset
        className={s.plain}
        disabled={!canEdit}
        aria-describedby={canEdit ? undefined : 'viewer-note'}
      >
        <legend className={s.subheading}>Fields</legend>
        {FORM.map((group) => (
          <FieldGroup key={group.id} group={group} filter={filter} draft={draft} problems={problems} />
        ))}
        <Tiles draft={draft} />
      </fieldset>
      <History draftId={draft.id} />
    </>
  );
}
