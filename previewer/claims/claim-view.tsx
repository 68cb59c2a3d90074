/**
 * One claim in the claims workspace (issue 27): who claims and with which card, the card's coverage
 * with what is left, the timeline, the document requests, every document shown in the page
 * (document-viewer.tsx) and the moves its stage allows (actions.tsx). The claim is read again every
 * few seconds while open (api/staff-claims.ts), so a document the member adds appears by itself.
 */
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useId, useState } from 'react';
import type { StaffClaimDetail } from '../../shared/api/schemas/staff-claims';
import { formatDate, formatDateTime, formatMoney } from '../../shared/format';
import * as a from '../admin/admin.css';
import { LoadError } from '../admin/load-error';
import { claimReasonsQueryOptions, staffClaimQueryOptions } from '../api/staff-claims';
import { ClaimActions } from './actions';
import * as s from './claims.css';
import { DocumentViewer } from './document-viewer';
import {
  BENEFIT_LABELS,
  CLAIM_TYPE_LABELS,
  KIND_LABELS,
  PERIOD_LABELS,
  STAGE_LABELS,
  waitedText,
} from './format';

const when = (iso: string) => formatDateTime(iso, { lang: 'en' });
const day = (iso: string) => formatDate(iso, { lang: 'en' });
const LANG_NAMES = { th: 'Thai', en: 'English' } as const;

type Reasons = Map<string, string>;

function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={s.panel} aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className={a.subHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Pairs({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className={s.pairs}>
      {rows.map(([term, value]) => (
        <div key={term} className={s.pairRow}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Note({ note }: { note: StaffClaimDetail['timeline'][number]['note'] }) {
  if (!note) return null;
  return (
    <span>
      “<span lang={note.lang}>{note.text}</span>”{' '}
      <span className={a.muted}>(written in {LANG_NAMES[note.lang]})</span>
    </span>
  );
}

function Coverage({ claim }: { claim: StaffClaimDetail }) {
  const cap = claim.approval_cap;
  return (
    <Panel title="Coverage" testId="claim-coverage">
      {cap ? (
        <p data-testid="approval-cap">
          This claim is charged to <strong>{cap.benefit.en}</strong>: limit{' '}
          {formatMoney(cap.limit, claim.currency)}
          {cap.period ? ` ${PERIOD_LABELS[cap.period]}` : ''},{' '}
          <strong>{formatMoney(cap.available, claim.currency)}</strong> left for this claim.
        </p>
      ) : (
        <p className={a.muted}>No limit of the card applies to this claim’s benefit.</p>
      )}
      {claim.coverage.length > 0 && (
        // Scrolls sideways inside its panel when the panel is narrower than the table (keyboard too).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        <section className={s.tableScroll} tabIndex={0} aria-label="Benefits of the card">
          <table className={a.table}>
            <caption className={a.visuallyHidden}>The card’s benefits, their limits and what is left</caption>
            <thead>
              <tr>
                <th scope="col">Benefit</th>
                <th scope="col">Limit</th>
                <th scope="col">Used</th>
                <th scope="col">Left</th>
              </tr>
            </thead>
            <tbody>
              {claim.coverage.map((b) => {
                const used = b.limit_period === 'per_year' ? (b.used_amount ?? 0) : null;
                return (
                  <tr key={b.id}>
                    <th scope="row">{b.benefit.en}</th>
                    <td className={a.nowrap}>
                      {b.max_limit === null
                        ? 'No limit'
                        : `${formatMoney(b.max_limit, b.currency)}${b.limit_period ? ` ${PERIOD_LABELS[b.limit_period]}` : ''}`}
                    </td>
                    <td className={a.nowrap}>
                      {used !== null
                        ? `${formatMoney(used, b.currency)} (${b.claim_count} ${b.claim_count === 1 ? 'claim' : 'claims'})`
                        : b.largest_amount !== null
                          ? `largest ${formatMoney(b.largest_amount, b.currency)}`
                          : '—'}
                    </td>
                    <td className={a.nowrap}>
                      {b.max_limit === null
                        ? '—'
                        : used !== null
                          ? formatMoney(Math.max(0, b.max_limit - used), b.currency)
                          : `${formatMoney(b.max_limit, b.currency)} each time`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </Panel>
  );
}

function Documents({ claim }: { claim: StaffClaimDetail }) {
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setShown((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Panel title={`Documents (${claim.documents.length})`} testId="claim-documents">
      {claim.documents.length === 0 && <p className={a.muted}>No documents.</p>}
      <ul className={s.plainList}>
        {claim.documents.map((d) => {
          const label = `${KIND_LABELS[d.kind]}: ${d.filename}`;
          const open = shown.has(d.id);
          return (
            <li key={d.id} className={s.documentItem} data-testid="claim-document">
              <div className={a.actions}>
                <button
                  type="button"
                  className={`${a.secondary} ${a.small}`}
                  aria-expanded={open}
                  onClick={() => toggle(d.id)}
                >
                  {open ? 'Hide' : 'Show'} {label}
                </button>
                <span className={a.muted}>
                  {Math.max(1, Math.round(d.size / 1024))} KB, added {when(d.uploaded_at)}
                  {d.request_id ? ', answering a request' : ', sent with the claim'}
                </span>
              </div>
              {open && <DocumentViewer url={d.content_url} mime={d.mime} label={label} />}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function Timeline({ claim, reasons }: { claim: StaffClaimDetail; reasons: Reasons }) {
  return (
    <Panel title="Timeline" testId="staff-claim-timeline">
      <ol className={s.list}>
        {claim.timeline.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end
          <li key={i}>
            <strong>{STAGE_LABELS[t.stage]}</strong> <span className={a.muted}>{when(t.at)}</span>
            {t.reason && <> — {reasons.get(t.reason) ?? t.reason}</>}
            {t.note && (
              <>
                {' '}
                <Note note={t.note} />
              </>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function Requests({ claim, reasons }: { claim: StaffClaimDetail; reasons: Reasons }) {
  if (claim.requests.length === 0) return null;
  return (
    <Panel title="Document requests" testId="claim-requests">
      <ul className={s.list}>
        {claim.requests.map((r) => (
          <li key={r.id}>
            <strong>{KIND_LABELS[r.kind]}</strong>
            {r.reason && <> — {reasons.get(r.reason) ?? r.reason}</>}
            {r.note && (
              <>
                {' '}
                <Note note={r.note} />
              </>
            )}{' '}
            <span className={a.muted}>
              asked {when(r.created_at)};{' '}
              {r.fulfilled_at ? `received ${when(r.fulfilled_at)}` : 'not received yet'}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function ClaimView({ id, queueHref, onBack }: { id: string; queueHref: string; onBack: () => void }) {
  const query = useQuery(staffClaimQueryOptions(id));
  const reasonsQuery = useQuery(claimReasonsQueryOptions());
  const headingId = useId();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onBack();
  };
  const reasons: Reasons = new Map(
    [...(reasonsQuery.data?.request ?? []), ...(reasonsQuery.data?.reject ?? [])].map((r) => [
      r.code,
      r.label.en,
    ]),
  );
  const claim = query.data;
  return (
    <section className={a.section} aria-labelledby={headingId}>
      <p>
        <a href={queueHref} onClick={back}>
          ← Back to the queue
        </a>
      </p>
      {query.isPending && (
        <p className={a.muted} role="status">
          Loading the claim…
        </p>
      )}
      {query.isError && <LoadError error={query.error} onRetry={query.refetch} />}
      <h2 id={headingId} className={a.sectionHeading}>
        {claim ? `Claim ${claim.claim_no}` : 'Claim'}
      </h2>
      {claim && (
        <>
          <p data-testid="staff-claim-stage">
            <strong>{STAGE_LABELS[claim.stage]}</strong>,{' '}
            {waitedText((Date.now() - Date.parse(claim.waiting_since)) / 1000)}
            {claim.awaiting_review && (
              <>
                {' '}
                <span className={a.active}>new document to review</span>
              </>
            )}
          </p>
          <div className={s.columns}>
            <div className={s.documents}>
              <Panel title="Claim and member" testId="claim-member">
                <Pairs
                  rows={[
                    [
                      'Member',
                      claim.member
                        ? `${claim.member.name}${claim.member.lang ? ` (reads ${LANG_NAMES[claim.member.lang]})` : ''}`
                        : 'No app account linked',
                    ],
                    ['Insured', claim.card.insured_name],
                    ['Card', `${claim.card.card_no} (${claim.card.card_type})`],
                    ['Insurer', claim.card.insurer_name.en],
                    ['Cover', `${day(claim.card.start_date)} to ${day(claim.card.expiry_date)}`],
                    [
                      'Claim type',
                      `${CLAIM_TYPE_LABELS[claim.claim_type]}, ${BENEFIT_LABELS[claim.benefit_type]}`,
                    ],
                    ['Treatment date', day(claim.service_date)],
                    ...(claim.accident_date
                      ? [['Accident date', day(claim.accident_date)] as [string, string]]
                      : []),
                    ['Treatment place', claim.provider_name?.en ?? '—'],
                    ['Diagnosis', claim.diagnosis?.en ?? claim.symptom_code ?? '—'],
                    ['Claimed', formatMoney(claim.amount, claim.currency)],
                    ...(claim.approved_amount !== null
                      ? [['Approved', formatMoney(claim.approved_amount, claim.currency)] as [string, string]]
                      : []),
                    ...(claim.paid_amount !== null
                      ? [['Paid', formatMoney(claim.paid_amount, claim.currency)] as [string, string]]
                      : []),
                    ...(claim.payment_reference
                      ? [['Payment reference', claim.payment_reference] as [string, string]]
                      : []),
                    ['Submitted', when(claim.submitted_at)],
                  ]}
                />
              </Panel>
              <ClaimActions claim={claim} reasons={reasonsQuery.data} />
              <Coverage claim={claim} />
              <Timeline claim={claim} reasons={reasons} />
              <Requests claim={claim} reasons={reasons} />
            </div>
            <Documents claim={claim} />
          </div>
        </>
      )}
    </section>
  );
}
