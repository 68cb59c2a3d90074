/** Without an open draft: the list, and the three ways to start one (editors). */
import type { StaffPartner } from '../staff-session';
import { DraftList } from './draft-list';
import * as s from './editor.css';
import { FromBrandKit } from './from-brand-kit';
import { FromPartner } from './from-partner';
import { ImportFolder } from './import-folder';

export function Start({ partners, canEdit }: { partners: StaffPartner[]; canEdit: boolean }) {
  return (
    <>
      <DraftList />
      <fieldset
        className={s.plain}
        disabled={!canEdit}
        aria-describedby={canEdit ? undefined : 'viewer-note'}
      >
        <FromPartner partners={partners} />
        <FromBrandKit />
        <ImportFolder />
      </fieldset>
    </>
  );
}
