/**
 * The audit trail (issue 21; docs/decisions/067-staff-roles-and-audit.md): every staff write, newest
 * first, filtered by partner, person (who did it) and Bangkok calendar dates, a page at a time ("Show
 * older" follows the API's next_before). Each entry shows who, in which role, for which partner, what
 * was done to what, the fields it changed (before → after; long values behind a "Show" disclosure) and
 * the reason given for an override.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { auditTrailQueryOptions } from '../api/accounts';
import type { StaffPartner } from '../staff-session';
import { AdminSection } from './admin-section';
import * as s from './admin.css';
import { AuditFilters, type AuditFilterValues, NO_FILTER } from './audit-filters';
import { AuditRow } from './audit-row';
import { auditRange, partnerNames, rangeIsEmpty } from './format';
import { LoadError } from './load-error';

export function AuditTrail({
  partners,
  canListPeople,
}: {
  partners: readonly StaffPartner[];
  /** staff.manage: the person filter lists the accounts. */
  canListPeople: boolean;
}) {
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTER);
  const { partnerId, staffId, from, to } = values;
  const names = useMemo(() => partnerNames(partners), [partners]);
  const captionId = useId();
  const rangeError = rangeIsEmpty(from, to);
  const range = auditRange(from, to);
  const filter = {
    partner_id: partnerId || undefined,
    staff_id: staffId || undefined,
    ...range,
  };

  const trail = useInfiniteQuery({ ...auditTrailQueryOptions(filter), enabled: !rangeError });
  const entries = trail.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = Boolean(partnerId || staffId || from || to);

  return (
    <AdminSection
      title="Audit trail"
      intro={
        <>
          Every staff write: drafts, claim moves, document requests and account changes. The record cannot be
          changed or deleted. Account changes have no partner and are listed to admins of every partner.
        </>
      }
    >
      <AuditFilters
        values={values}
        onChange={setValues}
        partners={partners}
        canListPeople={canListPeople}
        filtered={filtered}
      />
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
      {trail.isError && <LoadError error={trail.error} onRetry={trail.refetch} />}
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
    </AdminSection>
  );
}
