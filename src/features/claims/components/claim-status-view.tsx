/**
 * /claim-status and /claim-status/{id} (docs/spec.md 2, 3, 4): the member's and family's claims with
 * service date, card type, company, last update and policy number, filterable by status and person;
 * a claim's timeline (submitted → under review → documents requested → approved, partly approved or
 * rejected → paid) with each document's status and the amounts; requested documents are uploaded
 * into the same claim.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ClaimDetail, ClaimStatus, ClaimSummary } from '../../../../shared/api/schemas/claims';
import { EmptyState } from '../../../components/ui/empty-state';
import * as f from '../../../components/ui/field.css';
import { InfoIcon } from '../../../components/ui/icons';
import { LoadMoreList } from '../../../components/ui/load-more-list';
import { QueryState } from '../../../components/ui/query-state';
import { visuallyHidden } from '../../../components/ui/surfaces.css';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useAttachClaimDocument, useClaim, useClaims } from '../api/claims';
import { useClaimStates } from '../lib/states';
import { useFormat } from '../../../lib/use-format';
import { AttachKind } from './attach-kind';
import * as cs from './claim-status.css';
import * as s from './claims.css';

const STATUSES: readonly ClaimStatus[] = ['in_process', 'approved', 'rejected'];

/** A claim's step as its badge says it; a claim whose requested documents all came in says so. */
function StageBadge({ claim }: { claim: ClaimSummary }) {
  const { t } = useTranslation('claims');
  return (
    <span className={s.badge} data-testid="claim-stage">
      {claim.documents_received ? t('status.documentsReceived') : t(`stages.${claim.stage}`)}
    </span>
  );
}

function ClaimItem({ claim }: { claim: ClaimSummary }) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  const fmt = useFormat();
  const lp = useLocalePath();
  return (
    <Link className={s.itemLink} to={lp(`/claim-status/${claim.id}`)} data-testid="claim-item">
      <div className={s.row}>
        <strong>{claim.company_name[locale]}</strong>
        <StageBadge claim={claim} />
      </div>
      <dl className={s.dl}>
        <dt className={s.dt}>{t('status.claimNumber')}</dt>
        <dd className={s.dd} data-testid="claim-item-no">
          {claim.claim_no}
        </dd>
        <dt className={s.dt}>{t('status.claimed')}</dt>
        <dd className={`${s.dd} ${cs.amount}`} data-testid="claim-item-amount">
          {fmt.money(claim.amount, claim.currency)}
        </dd>
        <dt className={s.dt}>{t('status.serviceDate')}</dt>
        <dd className={s.dd}>{fmt.date(claim.service_date)}</dd>
        <dt className={s.dt}>{t('status.cardType')}</dt>
        <dd className={s.dd}>{t(`cardTypes.${claim.card_type}`)}</dd>
        <dt className={s.dt}>{t('status.policyNo')}</dt>
        <dd className={s.dd}>{claim.card_no}</dd>
        <dt className={s.dt}>{t('status.insured')}</dt>
        <dd className={s.dd}>{claim.insured_name}</dd>
        <dt className={s.dt}>{t('status.lastUpdate')}</dt>
        <dd className={s.dd}>{fmt.dateTime(claim.updated_at)}</dd>
      </dl>
    </Link>
  );
}

export function ClaimStatusList() {
  const { t } = useTranslation('claims');
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((x) => x === params.get('status'));
  const person = params.get('person') ?? undefined;
  const query = useClaims({ ...(status ? { status } : {}), ...(person ? { person } : {}) });
  const states = useClaimStates();
  const first = query.data?.pages[0];
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <div className={s.stack}>
      <div className={s.filters}>
        <div className={f.field}>
          <label className={f.label} htmlFor="claim-filter-status">
            {t('status.filterStatus')}
          </label>
          <select
            id="claim-filter-status"
            className={f.input}
            value={status ?? ''}
            onChange={(e) => setFilter('status', e.target.value)}
          >
            <option value="">{t('status.all')}</option>
            {STATUSES.map((x) => (
              <option key={x} value={x}>
                {t(`statuses.${x}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={f.field}>
          <label className={f.label} htmlFor="claim-filter-person">
            {t('status.filterPerson')}
          </label>
          <select
            id="claim-filter-person"
            className={f.input}
            value={person ?? ''}
            onChange={(e) => setFilter('person', e.target.value)}
          >
            <option value="">{t('status.everyone')}</option>
            {(first?.persons ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.is_self ? t('status.me', { name: p.name }) : p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        {...states}
        query={query}
        isEmpty={(data) => data.pages.every((p) => p.claims.length === 0)}
        empty={
          <EmptyState
            icon={<InfoIcon size={48} />}
            title={status || person ? t('status.noneFiltered') : t('status.none')}
            testId="claims-empty"
            link={{ to: '/coverages/eclaim', label: t('status.fileClaim') }}
          >
            <p>{t('status.noneBody')}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <LoadMoreList
            query={query}
            items={data.pages.flatMap((p) => p.claims)}
            getKey={(c) => c.id}
            renderItem={(c) => <ClaimItem claim={c} />}
            text={{
              loadingMore: t('status.loadingMore'),
              loadMoreFailed: t('status.loadMoreFailed'),
              end: t('status.end'),
            }}
            estimateSize={300}
            label={t('status.listLabel')}
            testId="claim-list"
          />
        )}
      </QueryState>
    </div>
  );
}

function Amounts({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  const fmt = useFormat();
  return (
    <dl className={s.dl}>
      <dt className={s.dt}>{t('status.claimed')}</dt>
      <dd className={s.dd} data-testid="amount-claimed">
        {fmt.money(claim.amount, claim.currency)}
      </dd>
      <dt className={s.dt}>{t('status.approved')}</dt>
      <dd className={s.dd} data-testid="amount-approved">
        {claim.approved_amount === null ? '–' : fmt.money(claim.approved_amount, claim.currency)}
      </dd>
      <dt className={s.dt}>{t('status.paid')}</dt>
      <dd className={s.dd} data-testid="amount-paid">
        {claim.paid_amount === null ? '–' : fmt.money(claim.paid_amount, claim.currency)}
      </dd>
    </dl>
  );
}

/**
 * An officer's note as written, with a line saying it was written in the other language when it
 * differs from the one the member reads, and the reason picked from the catalogue before it.
 */
function OfficerWords({
  reason,
  note,
  noteLang,
  testId,
}: {
  reason: ClaimDetail['reason'];
  note: ClaimDetail['note'];
  noteLang: ClaimDetail['note_lang'];
  testId?: string;
}) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  if (!reason && !note) return null;
  return (
    <div data-testid={testId}>
      {reason ? <p>{reason[locale]}</p> : null}
      {note ? (
        <p lang={noteLang ?? undefined}>
          {note[locale]}
          {noteLang && noteLang !== locale ? (
            <span className={s.muted} lang={locale}>
              {' '}
              {t(`status.noteWrittenIn.${noteLang}`)}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Says a move of the claim, made while the page is open, to screen readers (the page asks for the
 * claim every few seconds: useClaim). Nothing is said for the stage the page opened at.
 */
function StageAnnouncer({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  const seen = useRef(claim.stage);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (seen.current === claim.stage) return;
    seen.current = claim.stage;
    setSaid(t('status.stageNow', { stage: t(`stages.${claim.stage}`) }));
  }, [claim.stage, t]);
  return (
    <p className={visuallyHidden} aria-live="polite" role="status" data-testid="claim-stage-live">
      {said}
    </p>
  );
}

function RequestedDocuments({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation('claims');
  const attach = useAttachClaimDocument(claim.id);
  const open = claim.requests.filter((r) => r.fulfilled_at === null);
  if (claim.stage !== 'documents_requested') return null;
  if (claim.documents_received)
    return (
      <section className={s.notice} aria-labelledby="received-title" data-testid="documents-received">
        <h2 id="received-title" className={s.title}>
          {t('status.receivedTitle')}
        </h2>
        <p>{t('status.receivedBody')}</p>
      </section>
    );
  if (open.length === 0) return null;
  return (
    <section className={s.notice} aria-labelledby="requested-title" data-testid="documents-requested">
      <h2 id="requested-title" className={s.title}>
        {t('status.requestedTitle')}
      </h2>
      {open.map((r) => (
        <div key={r.id} className={s.stack}>
          <p>{t(`kinds.${r.kind}.title`)}</p>
          <OfficerWords reason={r.reason} note={r.note} noteLang={r.note_lang} />
          <AttachKind
            kind={r.kind}
            existing={claim.documents.filter((d) => d.kind === r.kind)}
            onAttach={(uploadId) => attach.mutateAsync({ upload_id: uploadId, kind: r.kind })}
          />
        </div>
      ))}
    </section>
  );
}

export function ClaimStatusDetail({ id }: { id: string }) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  const fmt = useFormat();
  const query = useClaim(id);
  const states = useClaimStates({ notFound: true });
  return (
    <QueryState {...states} query={query}>
      {(claim) => (
        <div className={s.stack} data-testid="claim-detail">
          <section className={s.panel} aria-labelledby="claim-title">
            <div className={s.row}>
              <h2 id="claim-title" className={s.title}>
                {t('status.claimNo', { no: claim.claim_no })}
              </h2>
              <StageBadge claim={claim} />
            </div>
            <dl className={s.dl}>
              <dt className={s.dt}>{t('status.company')}</dt>
              <dd className={s.dd}>{claim.company_name[locale]}</dd>
              <dt className={s.dt}>{t('status.cardType')}</dt>
              <dd className={s.dd}>{t(`cardTypes.${claim.card_type}`)}</dd>
              <dt className={s.dt}>{t('status.policyNo')}</dt>
              <dd className={s.dd}>{claim.card_no}</dd>
              <dt className={s.dt}>{t('status.insured')}</dt>
              <dd className={s.dd}>{claim.insured_name}</dd>
              <dt className={s.dt}>{t('status.serviceDate')}</dt>
              <dd className={s.dd}>{fmt.date(claim.service_date)}</dd>
              <dt className={s.dt}>{t('fields.claimType')}</dt>
              <dd className={s.dd}>{t(`claimTypes.${claim.claim_type}`)}</dd>
              <dt className={s.dt}>{t('fields.benefitType')}</dt>
              <dd className={s.dd}>{t(`benefitTypes.${claim.benefit_type}`)}</dd>
              {claim.provider_name ? (
                <>
                  <dt className={s.dt}>{t('fields.provider')}</dt>
                  <dd className={s.dd}>{claim.provider_name[locale]}</dd>
                </>
              ) : null}
              <dt className={s.dt}>{t('status.lastUpdate')}</dt>
              <dd className={s.dd}>{fmt.dateTime(claim.updated_at)}</dd>
            </dl>
            <OfficerWords
              reason={claim.reason}
              note={claim.note}
              noteLang={claim.note_lang}
              testId="claim-note"
            />
            <StageAnnouncer claim={claim} />
          </section>
          <section className={s.panel} aria-labelledby="amounts-title">
            <h2 id="amounts-title" className={s.title}>
              {t('status.amounts')}
            </h2>
            <Amounts claim={claim} />
          </section>
          <RequestedDocuments claim={claim} />
          <section className={s.panel} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className={s.title}>
              {t('status.timeline')}
            </h2>
            <ol className={s.timeline} data-testid="claim-timeline">
              {claim.timeline.map((entry) => (
                <li key={`${entry.stage}-${entry.at}`} className={s.timelineItem}>
                  <span className={s.dot} aria-hidden="true" />
                  <strong>{t(`stages.${entry.stage}`)}</strong>
                  <div className={s.muted}>{fmt.dateTime(entry.at)}</div>
                  <OfficerWords reason={entry.reason} note={entry.note} noteLang={entry.note_lang} />
                </li>
              ))}
            </ol>
          </section>
          <section className={s.panel} aria-labelledby="documents-title">
            <h2 id="documents-title" className={s.title}>
              {t('status.documents')}
            </h2>
            {claim.documents.length === 0 ? (
              <p className={s.muted}>{t('status.noDocuments')}</p>
            ) : (
              <ul className={s.list}>
                {claim.documents.map((d) => (
                  <li key={d.id} className={s.row}>
                    <span>
                      {t(`kinds.${d.kind}.title`)}: {d.filename}
                    </span>
                    <span className={s.badge}>{t(`documentStatuses.${d.status}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
