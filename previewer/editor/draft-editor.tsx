/**
 * The open draft: its toolbar, its problems, the contrast report and derived palette, and the form
 * generated from the schemas (filterable), the menu tiles and the history. Viewers see every field
 * disabled.
 */
import { useMemo, useState } from 'react';
import { reviewPartnerConfig } from '../../shared/engine/partner/validate-config';
import type { Theme } from '../../shared/generated/types';
import { ContrastReport } from './contrast-report';
import type { EditorDraft } from './draft-content';
import { useDraftStore } from './draft-store';
import { DraftToolbar } from './draft-toolbar';
import * as s from './editor.css';
import { FieldGroup } from './field-group';
import { FORM } from './form-model';
import { History } from './history';
import { useLogoColors } from './logo-colors';
import { Palette } from './palette';
import { ProblemList } from './problem-list';
import { Tiles } from './tiles';

export function DraftEditor({ draft, canEdit }: { draft: EditorDraft; canEdit: boolean }) {
  const assetProblems = useDraftStore((st) => st.assetProblems);
  const edit = useDraftStore((st) => st.edit);
  const [filter, setFilter] = useState('');
  // The store's checks plus what needs the logo's measured colours and the warnings, from the same
  // core as validate:partners (issue 26).
  const logos = useLogoColors(draft);
  const { content, partnerId, assets } = draft;
  const review = useMemo(
    () =>
      reviewPartnerConfig(
        { partner: content.partner, theme: content.theme, tiles: content.menu_tiles },
        { folder: partnerId, knownAssets: assets.map((a) => a.name), logoColors: logos },
      ),
    [content, partnerId, assets, logos],
  );
  const problems = review.problems;

  return (
    <>
      <DraftToolbar draft={draft} canEdit={canEdit} />
      <ProblemList
        problems={problems}
        warnings={review.warnings}
        assetProblems={assetProblems}
        onFix={canEdit ? (set) => edit('theme', '', { ...content.theme, ...set }) : undefined}
      />
      <ContrastReport theme={content.theme as Partial<Theme>} logos={logos} />
      <Palette theme={draft.config.theme} />

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
