/** Where the live configurations and the partners/ folder differ, one row a partner. */
import { useId } from 'react';
import type { z } from 'zod';
import type { PartnerDriftSchema } from '../../shared/api/schemas/partner-versions';
import * as a from '../admin/admin.css';
import { usePartnerDrift } from '../api/partner-versions';
import { errorText } from '../staff-session';
import * as s from './golive.css';

type Drift = z.infer<typeof PartnerDriftSchema>;

const STATUS_TEXT: Record<Drift['status'], string> = {
  in_sync: 'In step with the folder',
  changed_since_deploy: 'Changed since the deploy (published or restored)',
  db_only: 'Published only (no folder in partners/)',
  folder_only: 'In the folder, not imported yet',
};

const DIFFERENCE_TEXT = {
  changed: 'changed',
  only_live: 'only live',
  only_folder: 'only in the folder',
} as const;

export function DriftReport() {
  const drift = usePartnerDrift();
  const headingId = useId();
  const captionId = useId();
  const rows = drift.data ?? [];
  return (
    <section className={a.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={a.sectionHeading}>
        Drift from the partners/ folder
      </h2>
      <p className={a.intro}>
        The partners/ folder in git stays the source of the partners it holds. Export the live version of a
        changed partner and commit it to bring the folder in step.
      </p>
      {drift.isPending && (
        <p className={a.muted} role="status">
          Loading the drift report…
        </p>
      )}
      {drift.isError && (
        <p className={a.error} role="alert">
          The drift report could not be loaded: {errorText(drift.error)}
        </p>
      )}
      {rows.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the window scrolls by keys
        <section className={a.scroll} tabIndex={0} aria-labelledby={captionId}>
          <table className={a.table}>
            <caption id={captionId}>Each partner's live configuration against its folder</caption>
            <thead>
              <tr>
                <th scope="col">Partner</th>
                <th scope="col">Status</th>
                <th scope="col">Live version</th>
                <th scope="col">Files that differ</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.partner_id}>
                  <th scope="row">{r.partner_id}</th>
                  <td>{STATUS_TEXT[r.status]}</td>
                  <td>{r.live_version ?? '—'}</td>
                  <td>
                    {r.files.length === 0 ? (
                      'None'
                    ) : (
                      <ul className={s.files}>
                        {r.files.map((f) => (
                          <li key={f.path}>
                            {f.path} ({DIFFERENCE_TEXT[f.difference]})
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
