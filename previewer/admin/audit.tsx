/**
 * The audit trail (issue 21; docs/decisions/067-staff-roles-and-audit.md): every staff write, newest
 * first, filtered by partner, person (who did it) and Bangkok calendar dates, a page at a time ("Show
 * older" follows the API's next_before). Each entry shows who, in which role, for which partner, what
 * was done to what, the fields it changed (before → after; long values behind a "Show" disclosure) and
 * the reason given for an override.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { StaffAuditEntry } from '../../src/api/schemas/staff-admin';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../src/api/staff-roles';
import { callApi } from '../../src/lib/api-client';
import { errorText, type StaffPartner } from '../staff-session';
import { AUDIT_KEY, Email, useStaffAccounts } from './accounts';
import * as s from './admin.css';
import {
  type AuditChange,
  auditChanges,
  auditRange,
  bangkokTime,
  jsonPreview,
  OPERATION_LABELS,
  rangeIsEmpty,
} from './format';

const PAGE_SIZE = 50;
/** Lines of a change shown at once; the rest behind a disclosure. */
const SHOWN_CHANGES = 6;

const roleLabel = (role: string) => STAFF_ROLE_LABELS[role as StaffRole] ?? role;

export function AuditTrail({
  partners,
  canListPeople,
}: {
  partners: readonly StaffPartner[];
  /** staff.manage: the person filter lists the accounts. */
  canListPeople: boolean;
}) {
  const [partnerId, setPartnerId] = useState('');
  const [staffId, setStaffId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const people = useStaffAccounts(canListPeople);
  const names = useMemo(() => new Map(partners.map((p) => [p.partner_id, p.name.en])), [partners]);
  const headingId = useId();
  const captionId = useId();
  const rangeError = rangeIsEmpty(from, to);
  const range = auditRange(from, to);
  const filter = {
    partner_id: partnerId || undefined,
    staff_id: staffId || undefined,
    ...range,
  };

  const trail = useInfiniteQuery({
    queryKey: [...AUDIT_KEY, filter],
    queryFn: async ({ pageParam }) =>
      (await callApi('listStaffAudit', { query: { ...filter, before: pageParam, limit: PAGE_SIZE } })).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: !rangeError,
  });
  const entries = trail.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = Boolean(partnerId || staffId || from || to);

  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.sectionHeading}>
        Audit trail
      </h2>
      <p className={s.intro}>
        Every staff write: drafts, claim moves, document requests and account changes. The record cannot be
        changed or deleted. Account changes have no partner and are listed to admins of every partner.
      </p>
      <form className={s.filters} aria-label="Audit filters" onSubmit={(e) => e.preventDefault()}>
        <label className={s.field}>
          Partner
          <select value={partnerId} onChange={(e) => setPartnerId(e.target.value)}>
            <option value="">All partners</option>
            {partners.map((p) => (
              <option key={p.partner_id} value={p.partner_id}>
                {p.name.en} ({p.partner_id})
              </option>
            ))}
          </select>
        </label>
        {canListPeople && (
          <label className={s.field}>
            Person
            <select value={staffId} onChange={(e) => setStaffId(e.target.value)}>
              <option value="">Everyone</option>
              {(people.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={s.field}>
          From (date)
          <input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className={s.field}>
          To (date, inclusive)
          <input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </label>
        <div className={s.actions}>
          <button
            type="button"
            className={s.secondary}
            disabled={!filtered}
            onClick={() => {
              setPartnerId('');
              setStaffId('');
              setFrom('');
              setTo('');
            }}
          >
            Clear filters
          </button>
        </div>
      </form>
      {rangeError && (
        <p className={s.error} role="alert">
          The “From” date is after the “To” date: choose a range that has at least one day.
        </p>
      )}
      {!rangeError && trail.isPending && (
        <p className={s.muted} role="status">
          Loading the audit trail…
        </p>
      )}
      {trail.isError && (
        <div className={s.actions}>
          <p className={s.error} role="alert">
            {errorText(trail.error)}
          </p>
          <button type="button" className={s.secondary} onClick={() => trail.refetch()}>
            Try again
          </button>
        </div>
      )}
      {trail.data && !rangeError && (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keys must reach it */}
          <section className={s.scroll} tabIndex={0} aria-labelledby={captionId}>
            <table className={s.table} aria-busy={trail.isFetching}>
              <caption id={captionId}>
                Audit trail, newest first{filtered ? ' (filtered)' : ''}: {entries.length}{' '}
                {entries.length === 1 ? 'entry' : 'entries'}
                {trail.hasNextPage ? ' shown, older ones follow' : ''}. Times are Bangkok time (UTC+7).
              </caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Person</th>
                  <th scope="col">Role</th>
                  <th scope="col">Partner</th>
                  <th scope="col">Operation</th>
                  <th scope="col">Target</th>
                  <th scope="col">Before → after</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={8} className={s.muted}>
                      {filtered ? 'No entries match these filters.' : 'No staff writes yet.'}
                    </td>
                  </tr>
                )}
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} names={names} />
                ))}
              </tbody>
            </table>
          </section>
          <div className={s.more}>
            {trail.hasNextPage ? (
              <button
                type="button"
                className={s.secondary}
                disabled={trail.isFetchingNextPage}
                onClick={() => trail.fetchNextPage()}
              >
                {trail.isFetchingNextPage ? 'Loading older entries…' : 'Show older'}
              </button>
            ) : (
              entries.length > 0 && <p className={s.muted}>That is the oldest entry.</p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function AuditRow({ entry, names }: { entry: StaffAuditEntry; names: ReadonlyMap<string, string> }) {
  const operation = OPERATION_LABELS[entry.operation];
  return (
    <tr data-operation={entry.operation}>
      <th scope="row" className={s.nowrap}>
        <time dateTime={entry.at}>{bangkokTime(entry.at)}</time>
      </th>
      <td className={s.breakAnywhere}>
        <Email value={entry.staff_email} />
      </td>
      <td className={s.nowrap}>{roleLabel(entry.role)}</td>
      <td>
        {entry.partner_id ? (
          (names.get(entry.partner_id) ?? entry.partner_id)
        ) : (
          <span className={s.muted}>
            —<span className={s.visuallyHidden}>no partner</span>
          </span>
        )}
      </td>
      <td>
        {operation ?? entry.operation}
        {operation && (
          <>
            <br />
            <code className={s.muted}>{entry.operation}</code>
          </>
        )}
      </td>
      <td className={s.breakAnywhere}>
        <Email value={entry.target} />
      </td>
      <td>
        <Changes changes={auditChanges(entry.before, entry.after)} created={entry.before === null} />
      </td>
      <td className={s.breakAnywhere}>{entry.reason ?? <span className={s.muted}>—</span>}</td>
    </tr>
  );
}

function Changes({ changes, created }: { changes: AuditChange[]; created: boolean }) {
  if (changes.length === 0) return <span className={s.muted}>No change recorded</span>;
  const shown = changes.slice(0, SHOWN_CHANGES);
  const rest = changes.slice(SHOWN_CHANGES);
  return (
    <>
      <ul className={s.changes}>
        {shown.map((c) => (
          <ChangeLine key={c.path} change={c} created={created} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details>
          <summary className={s.summary}>Show {rest.length} more</summary>
          <ul className={s.changes}>
            {rest.map((c) => (
              <ChangeLine key={c.path} change={c} created={created} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function ChangeLine({ change, created }: { change: AuditChange; created: boolean }) {
  return (
    <li>
      {change.path && <span className={s.changePath}>{change.path}: </span>}
      {!created && (
        <>
          <Value value={change.before} />
          <span className={s.arrow} aria-hidden="true">
            →
          </span>
          <span className={s.visuallyHidden}> becomes </span>
        </>
      )}
      <Value value={change.after} />
    </li>
  );
}

function Value({ value }: { value: unknown }) {
  const { text, full } = jsonPreview(value);
  return (
    <>
      <span className={s.value}>{text}</span>
      {full && (
        <details className={s.inlineDetails}>
          <summary className={s.summary}>Show</summary>
          <pre className={s.pre}>{full}</pre>
        </details>
      )}
    </>
  );
}
