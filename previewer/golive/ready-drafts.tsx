/**
 * The drafts to publish, each with what validate:partners says (its problems), its author and version,
 * and a Publish button for publishers. Four eyes: the author's own button is disabled with the reason
 * (the server refuses it too, and also refuses anyone who saved a change of it).
 */
import { useMutation, useQueries } from '@tanstack/react-query';
import { useId } from 'react';
import { draftQueryOptions, useDrafts } from '../api/drafts';
import { publishDraftMutation, publishProblems } from '../api/partner-versions';
import { bangkokTime } from '../admin/format';
import * as a from '../admin/admin.css';
import { errorText, type StaffProfile } from '../staff-session';
import * as s from './golive.css';

export interface Published {
  partnerId: string;
  version: number;
  publishedAt: string;
  title: string;
}

export function ReadyDrafts({
  staff,
  onPublished,
}: {
  staff: StaffProfile;
  onPublished: (published: Published) => void;
}) {
  const drafts = useDrafts();
  const list = drafts.data ?? [];
  const details = useQueries({ queries: list.map((d) => draftQueryOptions(d.id)) });
  const publish = useMutation(publishDraftMutation());
  const canPublish = staff.permissions.includes('drafts.publish');
  const headingId = useId();
  const captionId = useId();
  const problems = publishProblems(publish.error);

  return (
    <section className={a.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={a.sectionHeading}>
        Drafts to publish
      </h2>
      <p className={a.intro}>
        Publishing makes a draft the partner's live configuration on every server within seconds; members see
        it on their next page. A publisher other than the draft's author publishes it.
        {!canPublish && ' Your role can read this list; a publisher publishes.'}
      </p>
      {drafts.isPending && (
        <p className={a.muted} role="status">
          Loading drafts…
        </p>
      )}
      {drafts.isError && (
        <p className={a.error} role="alert">
          The drafts could not be loaded: {errorText(drafts.error)}
        </p>
      )}
      {publish.isError && (
        <div className={a.error} role="alert">
          <span>Not published: {errorText(publish.error)}</span>
          {problems.length > 0 && (
            <ul className={s.problems}>
              {problems.map((p) => (
                <li key={`${p.file}${p.pointer ?? ''}${p.message}`}>
                  {p.file}
                  {p.pointer ?? ''}: {p.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {drafts.isSuccess && list.length === 0 && <p className={a.muted}>No drafts to publish.</p>}
      {list.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the window scrolls by keys
        <section className={a.scroll} tabIndex={0} aria-labelledby={captionId}>
          <table className={a.table}>
            <caption id={captionId}>Drafts not archived, most recently changed first</caption>
            <thead>
              <tr>
                <th scope="col">Draft</th>
                <th scope="col">Partner</th>
                <th scope="col">Version</th>
                <th scope="col">Author</th>
                <th scope="col">Changed</th>
                <th scope="col">Problems</th>
                <th scope="col">Publish</th>
              </tr>
            </thead>
            <tbody>
              {list.map((d, i) => {
                const detail = details[i]?.data;
                const count = detail?.version === d.version ? detail.problems.length : undefined;
                const own = d.created_by.email.toLowerCase() === staff.email.toLowerCase();
                const reason = !canPublish
                  ? null
                  : own
                    ? 'You started this draft: another publisher must publish it.'
                    : count === undefined
                      ? 'Checking the draft…'
                      : count > 0
                        ? `Fix the ${count === 1 ? 'problem' : `${count} problems`} in the editor first.`
                        : null;
                const reasonId = `publish-reason-${d.id}`;
                return (
                  <tr key={d.id}>
                    <th scope="row">{d.title}</th>
                    <td>{d.partner_id}</td>
                    <td>{d.version}</td>
                    <td>{d.created_by.name || d.created_by.email || 'unknown'}</td>
                    <td className={a.nowrap}>
                      <time dateTime={d.updated_at}>{bangkokTime(d.updated_at)}</time>
                    </td>
                    <td>
                      {details[i]?.isError
                        ? 'Could not be checked'
                        : count === undefined
                          ? 'Checking…'
                          : count === 0
                            ? 'None'
                            : `${count} ${count === 1 ? 'problem' : 'problems'}`}
                    </td>
                    <td>
                      {canPublish ? (
                        <div className={a.actions}>
                          <button
                            type="button"
                            className={`${a.primary} ${a.small}`}
                            disabled={reason !== null || publish.isPending}
                            aria-label={`Publish ${d.title} (version ${d.version}) to ${d.partner_id}`}
                            aria-describedby={reason ? reasonId : undefined}
                            onClick={() =>
                              publish.mutate(
                                { id: d.id, version: d.version },
                                {
                                  onSuccess: (answer) =>
                                    onPublished({
                                      partnerId: answer.partner_id,
                                      version: answer.version,
                                      publishedAt: answer.published_at,
                                      title: d.title,
                                    }),
                                },
                              )
                            }
                          >
                            {publish.isPending && publish.variables?.id === d.id ? 'Publishing…' : 'Publish'}
                          </button>
                          {reason && (
                            <span id={reasonId} className={s.reason}>
                              {reason}
                            </span>
                          )}
                        </div>
                      ) : (
                        <span className={a.muted}>Publishers only</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
