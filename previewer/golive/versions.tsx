/**
 * A partner's configuration versions, newest first: which is live, where each came from, who made it
 * live and when; Restore (publishers, after a confirmation: one step, live at once) and Export zip (the
 * version's folder byte for byte).
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PartnerVersion } from '../../shared/api/schemas/partner-versions';
import * as a from '../admin/admin.css';
import { bangkokTime } from '../admin/format';
import { restoreVersionMutation, usePartnerVersions, versionExportHref } from '../api/partner-versions';
import { errorText, type StaffProfile } from '../staff-session';
import { ConfirmDialog } from './confirm-dialog';

const SOURCE_LABELS: Record<PartnerVersion['source'], string> = {
  folder: 'partners/ folder (deploy)',
  draft: 'Published draft',
  restore: 'Restore',
};

function sourceText(v: PartnerVersion) {
  if (v.source === 'draft' && v.draft_version !== null)
    return `${SOURCE_LABELS.draft}, version ${v.draft_version}`;
  if (v.source === 'restore' && v.restored_from !== null) return `Restore of version ${v.restored_from}`;
  return SOURCE_LABELS[v.source];
}

export function PartnerVersions({
  staff,
  partnerIds,
  partnerId,
  onPartner,
}: {
  staff: StaffProfile;
  partnerIds: readonly string[];
  partnerId: string | null;
  onPartner: (id: string) => void;
}) {
  const versions = usePartnerVersions(partnerId);
  const restore = useMutation(restoreVersionMutation());
  const [asking, setAsking] = useState<number | null>(null);
  const [restored, setRestored] = useState<string>('');
  const canRestore = staff.permissions.includes('drafts.publish');
  const canExport = staff.permissions.includes('drafts.read');
  const headingId = useId();
  const selectId = useId();
  const list = versions.data?.versions ?? [];

  return (
    <section className={a.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={a.sectionHeading}>
        Versions of a partner
      </h2>
      <label className={a.field} htmlFor={selectId}>
        Partner
        <select id={selectId} value={partnerId ?? ''} onChange={(e) => onPartner(e.target.value)}>
          {partnerId === null && <option value="">Choose a partner</option>}
          {partnerIds.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      <p className={a.status} role="status">
        {restored}
      </p>
      {restore.isError && (
        <p className={a.error} role="alert">
          Not restored: {errorText(restore.error)}
        </p>
      )}
      {versions.isFetching && !versions.data && (
        <p className={a.muted} role="status">
          Loading versions…
        </p>
      )}
      {versions.isError && (
        <p className={a.error} role="alert">
          The versions could not be loaded: {errorText(versions.error)}
        </p>
      )}
      {versions.isSuccess && list.length === 0 && (
        <p className={a.muted}>This partner has no published version yet.</p>
      )}
      {list.length > 0 && partnerId && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the window scrolls by keys
        <section className={a.scroll} tabIndex={0} aria-label={`Versions of ${partnerId}`}>
          <table className={a.table}>
            <caption>Versions of {partnerId}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Live</th>
                <th scope="col">Source</th>
                <th scope="col">Published by</th>
                <th scope="col">When</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((v) => (
                <tr key={v.version}>
                  <th scope="row">{v.version}</th>
                  <td>
                    {v.live ? <span className={a.active}>Live</span> : <span className={a.muted}>—</span>}
                  </td>
                  <td>{sourceText(v)}</td>
                  <td>{v.published_by ? v.published_by.name || v.published_by.email : 'Deploy'}</td>
                  <td className={a.nowrap}>
                    <time dateTime={v.published_at}>{bangkokTime(v.published_at)}</time>
                  </td>
                  <td>
                    <div className={a.actions}>
                      {canRestore && !v.live && (
                        <button
                          type="button"
                          className={`${a.secondary} ${a.small}`}
                          disabled={restore.isPending}
                          aria-label={`Restore version ${v.version} of ${partnerId}`}
                          onClick={() => setAsking(v.version)}
                        >
                          Restore
                        </button>
                      )}
                      {canExport && (
                        <a
                          className={`${a.secondary} ${a.small}`}
                          href={versionExportHref(partnerId, v.version)}
                          download={`${partnerId}-v${v.version}.zip`}
                          aria-label={`Export version ${v.version} of ${partnerId} as a zip`}
                        >
                          Export zip
                        </a>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {asking !== null && partnerId && (
        <ConfirmDialog
          title={`Restore version ${asking} of ${partnerId}?`}
          confirmLabel={`Restore version ${asking}`}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const version = asking;
            setAsking(null);
            setRestored('');
            restore.mutate(
              { partnerId, version },
              {
                onSuccess: (answer) =>
                  setRestored(
                    `Version ${version} is live again as version ${answer.version}; members see it on their next page.`,
                  ),
              },
            );
          }}
        >
          <p className={a.intro}>
            Its files become the live configuration at once, as a new version; the current one stays in this
            list and can be restored the same way.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
