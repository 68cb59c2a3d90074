/**
 * The claims queue (issue 27): the claims of the officer's partners, longest waiting first, filtered
 * by partner, stage, claim type, how long they have waited, the claimed amount and whether the member
 * added a document to review; a page at a time ("Load more" follows the API's keyset cursor). Each
 * claim number is a real link to the claim.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type MouseEvent, useId } from 'react';
import { formatDateTime, formatMoney } from '../../shared/format';
import { AdminSection } from '../admin/admin-section';
import * as a from '../admin/admin.css';
import { LoadError } from '../admin/load-error';
import { claimQueueQueryOptions } from '../api/staff-claims';
import type { StaffPartner } from '../staff-session';
import {
  amountRangeEmpty,
  BENEFIT_LABELS,
  CLAIM_TYPE_LABELS,
  NO_FILTERS,
  type QueueFilters,
  queueQuery,
  STAGE_CHOICES,
  STAGE_LABELS,
  type StageChoice,
  WAITED_CHOICES,
  type WaitedChoice,
  waitedText,
} from './format';

const when = (iso: string) => formatDateTime(iso, { lang: 'en' });

function Filters({
  partners,
  filters,
  onChange,
}: {
  partners: readonly StaffPartner[];
  filters: QueueFilters;
  onChange: (next: QueueFilters) => void;
}) {
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const id = useId();
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <form className={a.filters} aria-label="Queue filters" onSubmit={(e) => e.preventDefault()}>
      <div className={a.field}>
        <label htmlFor={`${id}-partner`}>Partner</label>
        <select id={`${id}-partner`} value={filters.partner} onChange={(e) => set('partner', e.target.value)}>
          <option value="">All my partners</option>
          {partners.map((p) => (
            <option key={p.partner_id} value={p.partner_id}>
              {p.name.en}
            </option>
          ))}
        </select>
      </div>
      <div className={a.field}>
        <label htmlFor={`${id}-stage`}>Stage</label>
        <select
          id={`${id}-stage`}
          value={filters.stage}
          onChange={(e) => set('stage', e.target.value as StageChoice)}
        >
          {Object.entries(STAGE_CHOICES).map(([value, choice]) => (
            <option key={value} value={value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className={a.field}>
        <label htmlFor={`${id}-type`}>Claim type</label>
        <select
          id={`${id}-type`}
          value={filters.type}
          onChange={(e) => set('type', e.target.value as QueueFilters['type'])}
        >
          <option value="">Any type</option>
          {Object.entries(CLAIM_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={a.field}>
        <label htmlFor={`${id}-waited`}>Waiting</label>
        <select
          id={`${id}-waited`}
          value={filters.waited}
          onChange={(e) => set('waited', e.target.value as WaitedChoice)}
        >
          {Object.entries(WAITED_CHOICES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={a.field}>
        <label htmlFor={`${id}-min`}>Amount from (฿)</label>
        <input
          id={`${id}-min`}
          inputMode="numeric"
          pattern="[0-9]*"
          value={filters.min}
          onChange={(e) => set('min', e.target.value.replace(/\D/g, '').slice(0, 9))}
        />
      </div>
      <div className={a.field}>
        <label htmlFor={`${id}-max`}>Amount to (฿)</label>
        <input
          id={`${id}-max`}
          inputMode="numeric"
          pattern="[0-9]*"
          value={filters.max}
          onChange={(e) => set('max', e.target.value.replace(/\D/g, '').slice(0, 9))}
        />
      </div>
      <label className={a.check} htmlFor={`${id}-awaiting`}>
        <input
          id={`${id}-awaiting`}
          type="checkbox"
          checked={filters.awaiting}
          onChange={(e) => set('awaiting', e.target.checked)}
        />
        Only claims with a new document to review
      </label>
      {filtered && (
        <button type="button" className={a.secondary} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      )}
    </form>
  );
}

export function ClaimQueue({
  partners,
  filters,
  onFilters,
  hrefOf,
  onOpen,
}: {
  partners: readonly StaffPartner[];
  filters: QueueFilters;
  onFilters: (next: QueueFilters) => void;
  hrefOf: (claimId: string) => string;
  onOpen: (claimId: string) => void;
}) {
  const captionId = useId();
  const rangeError = amountRangeEmpty(filters);
  const queue = useInfiniteQuery({ ...claimQueueQueryOptions(queueQuery(filters)), enabled: !rangeError });
  const claims = queue.data?.pages.flatMap((p) => p.claims) ?? [];
  const names = new Map(partners.map((p) => [p.partner_id, p.name.en]));
  const follow = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };

  return (
    <AdminSection
      title="Claims queue"
      intro={
        <>
          The claims of your partners, the one waiting longest first. Open a claim to read its documents and
          move it on; the member is told of every move in their language.
        </>
      }
    >
      <Filters partners={partners} filters={filters} onChange={onFilters} />
      {rangeError && (
        <p className={a.error} role="alert">
          “Amount from” is more than “Amount to”: no claim can match. Change one of them.
        </p>
      )}
      {!rangeError && queue.isPending && (
        <p className={a.muted} role="status">
          Loading the queue…
        </p>
      )}
      {queue.isError && <LoadError error={queue.error} onRetry={queue.refetch} />}
      {queue.data && !rangeError && (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keys must reach it */}
          <section className={a.scroll} tabIndex={0} aria-labelledby={captionId}>
            <table className={a.table} aria-busy={queue.isFetching} data-testid="claim-queue">
              <caption id={captionId}>
                Claims, longest waiting first: {claims.length} {claims.length === 1 ? 'claim' : 'claims'}
                {queue.hasNextPage ? ' shown, more follow' : ''}. Times are Bangkok time (UTC+7).
              </caption>
              <thead>
                <tr>
                  <th scope="col">Claim</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Stage</th>
                  <th scope="col">Member</th>
                  <th scope="col">Type</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Submitted</th>
                  <th scope="col">Partner</th>
                </tr>
              </thead>
              <tbody>
                {claims.length === 0 && (
                  <tr>
                    <td colSpan={8} className={a.muted}>
                      No claims match these filters.
                    </td>
                  </tr>
                )}
                {claims.map((c) => (
                  <tr key={c.id} data-testid="queue-row">
                    <th scope="row" className={a.nowrap}>
                      <a href={hrefOf(c.id)} onClick={follow(c.id)}>
                        {c.claim_no}
                      </a>
                    </th>
                    <td className={a.nowrap}>{waitedText(c.waited_seconds)}</td>
                    <td>
                      {STAGE_LABELS[c.stage]}
                      {c.awaiting_review && (
                        <>
                          {' '}
                          <span className={a.active}>new document</span>
                        </>
                      )}
                    </td>
                    <td>
                      {c.member_name}
                      {c.insured_name !== c.member_name && (
                        <span className={a.muted}> (for {c.insured_name})</span>
                      )}
                    </td>
                    <td>
                      {CLAIM_TYPE_LABELS[c.claim_type]}, {BENEFIT_LABELS[c.benefit_type]}
                    </td>
                    <td className={a.nowrap}>{formatMoney(c.amount, c.currency, 'en')}</td>
                    <td className={a.nowrap}>{when(c.submitted_at)}</td>
                    <td>{names.get(c.partner_id) ?? c.partner_id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className={a.more}>
            {queue.hasNextPage ? (
              <button
                type="button"
                className={a.secondary}
                disabled={queue.isFetchingNextPage}
                onClick={() => queue.fetchNextPage()}
              >
                {queue.isFetchingNextPage ? 'Loading more claims…' : 'Load more'}
              </button>
            ) : (
              claims.length > 0 && <p className={a.muted}>That is every claim these filters match.</p>
            )}
          </div>
        </>
      )}
    </AdminSection>
  );
}
