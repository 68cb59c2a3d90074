/** The saved drafts, each with an Open button (viewers too). */
import { useDrafts } from '../api/drafts';
import { errorText } from '../staff-session';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';

export function DraftList() {
  const drafts = useDrafts();
  const list = drafts.data ?? [];
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
      {list.length === 0 ? (
        <p className={s.muted}>No drafts yet.</p>
      ) : (
        <ul className={s.history}>
          {list.map((d) => (
            <li key={d.id} className={s.row}>
              <button
                type="button"
                className={s.button}
                onClick={() => void useDraftStore.getState().openDraft(d.id)}
              >
                Open
              </button>
              <span>
                <strong>{d.title}</strong> ({d.partner_id}, version {d.version}, by{' '}
                {d.created_by.name || 'unknown'})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
