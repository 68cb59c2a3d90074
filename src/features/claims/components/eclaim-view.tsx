/**
 * /e-claim (docs/spec.md 2-5 and 8): four steps with a visible stepper — information, documents,
 * preview, submit — then success. The draft is saved on the server as the member goes (fields after a
 * short pause, documents as each finishes), so a reload, a closed LINE window or a sign-in on another
 * phone finds it again; the browser keeps only which draft and step (stores/eclaim-store.ts).
 * Query parameters: ?card=<id> starts or moves the draft to that card (from /coverages/eclaim);
 * ?provider=<hospital code> is the treatment place chosen on /provider-list. Both are stored in the
 * draft and dropped from the address.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  attachmentIssues,
  type ClaimRuleIssue,
  countByKind,
  informationIssues,
} from '../../../api/claim-rules';
import type { ClaimSummary, DraftFields, DraftStep, EclaimDraft } from '../../../api/schemas/claims';
import { Button } from '../../../components/ui/button';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { Field, FieldError, FieldFrame } from '../../../components/ui/field';
import * as f from '../../../components/ui/field.css';
import { FormAlert } from '../../../components/ui/form-alert';
import { InfoIcon } from '../../../components/ui/icons';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useAttachUpload, useDeleteAttachment, useDraft, useSaveDraft, useSubmitClaim } from '../api/claims';
import { formatCalendarDate as formatDate, todayInBangkok } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useEclaimStore } from '../stores/eclaim-store';
import { AttachKind } from './attach-kind';
import * as s from './claims.css';
import { QueryView, useErrorText } from './state';

const STEPS = ['information', 'attachments', 'preview', 'submit'] as const;
type Step = (typeof STEPS)[number];

function Stepper({ current }: { current: Step }) {
  const { t } = useTranslation('claims');
  const index = STEPS.indexOf(current);
  return (
    <ol className={s.stepper} aria-label={t('steps.label')} data-testid="eclaim-stepper">
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={i < index ? s.step.done : i === index ? s.step.current : s.step.todo}
          aria-current={i === index ? 'step' : undefined}
        >
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

type Errors = Partial<Record<string, string>>;

/** Rule issues → messages per field (fields.x → x, attachments.k → k). */
function useIssueText() {
  const { t } = useTranslation('claims');
  return (issues: readonly { path: string; code: string }[]): Errors => {
    const out: Errors = {};
    for (const i of issues) {
      const name = i.path.replace(/^(body\.)?(fields|attachments)\./, '');
      out[name] ??= t(`rules.${i.code}`, { defaultValue: t('rules.required') });
    }
    return out;
  };
}

function Radios<V extends string>({
  name,
  legend,
  options,
  value,
  error,
  onChange,
  label,
}: {
  name: string;
  legend: string;
  options: readonly V[];
  value: V | null | undefined;
  error?: string | null;
  onChange: (v: V) => void;
  label: (v: V) => string;
}) {
  return (
    <fieldset
      className={s.radios}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className={f.label}>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      {options.map((v) => (
        <label key={v} style={{ display: 'inline-flex', gap: 6, alignItems: 'center', minHeight: 44 }}>
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          {label(v)}
        </label>
      ))}
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}

function InformationStep({
  draft,
  fields,
  setField,
  errors,
  onNext,
}: {
  draft: EclaimDraft;
  fields: DraftFields;
  setField: (patch: DraftFields) => void;
  errors: Errors;
  onNext: () => void;
}) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  const lp = useLocalePath();
  const today = todayInBangkok();
  return (
    <form
      className={s.stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
      aria-labelledby="info-title"
    >
      <h2 id="info-title" className={s.title}>
        {t('steps.information')}
      </h2>
      {draft.card ? (
        <div className={s.panel} data-testid="eclaim-card">
          <strong>{draft.card.insurer_name[locale]}</strong>
          <span>
            {t('status.policyNo')}: {draft.card.card_no}
          </span>
          <span>
            {t('status.insured')}: {draft.card.insured_name}
          </span>
        </div>
      ) : null}
      <Field
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={100}
        required
        value={fields.email ?? ''}
        error={errors.email}
        onChange={(e) => setField({ email: e.target.value })}
        name="email"
      />
      <Radios
        name="claim_type"
        legend={t('fields.claimType')}
        options={['sick', 'accident', 'other'] as const}
        value={fields.claim_type}
        error={errors.claim_type}
        onChange={(v) => setField({ claim_type: v })}
        label={(v) => t(`claimTypes.${v}`)}
      />
      <FieldFrame id="benefit_type" label={t('fields.benefitType')} required error={errors.benefit_type}>
        <select
          id="benefit_type"
          className={f.input}
          value={fields.benefit_type ?? ''}
          aria-invalid={errors.benefit_type ? true : undefined}
          aria-describedby={errors.benefit_type ? 'benefit_type-error' : undefined}
          onChange={(e) =>
            setField({ benefit_type: (e.target.value || null) as DraftFields['benefit_type'] })
          }
        >
          <option value="">{t('fields.choose')}</option>
          {(['opd', 'ipd', 'dental', 'accident_emergency', 'maternity', 'health_checkup'] as const).map(
            (v) => (
              <option key={v} value={v}>
                {t(`benefitTypes.${v}`)}
              </option>
            ),
          )}
        </select>
      </FieldFrame>
      <Radios
        name="admit_type"
        legend={t('fields.admitType')}
        options={['opd', 'ipd'] as const}
        value={fields.admit_type}
        error={errors.admit_type}
        onChange={(v) => setField({ admit_type: v })}
        label={(v) => t(`admitTypes.${v}`)}
      />
      <Field
        label={t('fields.admitDate')}
        type="date"
        max={today}
        required
        value={fields.admit_date ?? ''}
        error={errors.admit_date}
        help={fields.admit_date ? formatDate(fields.admit_date, locale) : undefined}
        onChange={(e) => setField({ admit_date: e.target.value || null })}
        name="admit_date"
      />
      {fields.claim_type === 'accident' ? (
        <Field
          label={t('fields.accidentDate')}
          type="date"
          max={today}
          required
          value={fields.accident_date ?? ''}
          error={errors.accident_date}
          help={fields.accident_date ? formatDate(fields.accident_date, locale) : undefined}
          onChange={(e) => setField({ accident_date: e.target.value || null })}
          name="accident_date"
        />
      ) : null}
      <div className={f.field}>
        <span className={f.label} id="symptom-label">
          {t('fields.symptom')}
          <span aria-hidden="true"> *</span>
        </span>
        <div className={s.row}>
          <span data-testid="symptom-value">
            {fields.symptom_code ? t(`symptoms.${fields.symptom_code}`) : t('fields.notChosen')}
          </span>
          <Link
            to={lp('/symptom')}
            className={f.label}
            aria-describedby="symptom-label"
            data-testid="choose-symptom"
          >
            {fields.symptom_code ? t('fields.change') : t('fields.chooseSymptom')}
          </Link>
        </div>
        <FieldError error={errors.symptom_code} />
      </div>
      {fields.symptom_code === 'other' ? (
        <Field
          label={t('fields.symptomNote')}
          maxLength={200}
          required
          value={fields.symptom_note ?? ''}
          error={errors.symptom_note}
          onChange={(e) => setField({ symptom_note: e.target.value })}
          name="symptom_note"
        />
      ) : null}
      <div className={f.field}>
        <span className={f.label} id="provider-label">
          {t('fields.provider')}
          <span aria-hidden="true"> *</span>
        </span>
        <div className={s.row}>
          <span data-testid="provider-value">
            {draft.provider ? draft.provider.name[locale] : t('fields.notChosen')}
          </span>
          <Link
            to={`${lp('/provider-list')}?returnTo=${encodeURIComponent('/e-claim')}`}
            className={f.label}
            aria-describedby="provider-label"
            data-testid="choose-provider"
          >
            {draft.provider ? t('fields.change') : t('fields.chooseProvider')}
          </Link>
        </div>
        <FieldError error={errors.provider_code} />
      </div>
      <Field
        label={t('fields.amount')}
        inputMode="numeric"
        maxLength={9}
        required
        value={fields.amount ?? ''}
        error={errors.amount}
        help={
          fields.amount && /^[0-9]+$/.test(fields.amount)
            ? formatMoney(Number(fields.amount))
            : t('fields.amountHelp')
        }
        onChange={(e) => setField({ amount: e.target.value.replace(/[^0-9]/g, '') })}
        name="amount"
      />
      <Radios
        name="for_insured"
        legend={t('fields.forInsured')}
        options={['yes', 'no'] as const}
        value={fields.for_insured === true ? 'yes' : fields.for_insured === false ? 'no' : null}
        error={errors.for_insured}
        onChange={(v) => setField({ for_insured: v === 'yes' })}
        label={(v) => t(`forInsured.${v}`)}
      />
      <Button type="submit" block data-testid="eclaim-next">
        {t('actions.next')}
      </Button>
    </form>
  );
}

function AttachmentsStep({
  draft,
  errors,
  onBack,
  onNext,
}: {
  draft: EclaimDraft;
  errors: Errors;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('claims');
  const attach = useAttachUpload();
  const remove = useDeleteAttachment();
  const kinds =
    draft.fields.for_insured === false
      ? (['receipt', 'medical_certificate', 'bank_book'] as const)
      : (['receipt', 'medical_certificate'] as const);
  const others = draft.attachments.filter((a) => a.kind === 'other');
  return (
    <div className={s.stack}>
      <h2 className={s.title}>{t('steps.attachments')}</h2>
      <p className={s.notice} data-testid="receipt-reminder">
        {t('attach.keepReceipts')}
      </p>
      {kinds.map((kind) => (
        <AttachKind
          key={kind}
          kind={kind}
          existing={draft.attachments.filter((a) => a.kind === kind)}
          error={errors[kind]}
          onAttach={(uploadId) => attach.mutateAsync({ upload_id: uploadId, kind })}
          onDelete={(id) => remove.mutateAsync(id)}
        />
      ))}
      <section className={s.panel} aria-labelledby="others-title">
        <h3 id="others-title" className={s.title}>
          {t('kinds.other.title')}
        </h3>
        <p className={s.muted}>{t('attach.othersCount', { count: others.length })}</p>
        <LinkButton to="/attach-file-other" variant="outline" block>
          {t('attach.othersLink')}
        </LinkButton>
      </section>
      <div className={s.filters}>
        <Button variant="outline" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button onClick={onNext} data-testid="eclaim-next">
          {t('actions.next')}
        </Button>
      </div>
    </div>
  );
}

function PreviewStep({
  draft,
  onEdit,
  onSubmitted,
}: {
  draft: EclaimDraft;
  onEdit: (step: DraftStep) => void;
  onSubmitted: (claim: ClaimSummary) => void;
}) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  const errorText = useErrorText();
  const submit = useSubmitClaim();
  const [problem, setProblem] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const fields = draft.fields;
  const rows: [string, string][] = [
    [t('fields.email'), fields.email ?? ''],
    [t('fields.claimType'), fields.claim_type ? t(`claimTypes.${fields.claim_type}`) : ''],
    [t('fields.benefitType'), fields.benefit_type ? t(`benefitTypes.${fields.benefit_type}`) : ''],
    [t('fields.admitType'), fields.admit_type ? t(`admitTypes.${fields.admit_type}`) : ''],
    [t('fields.admitDate'), fields.admit_date ? formatDate(fields.admit_date, locale) : ''],
    ...(fields.claim_type === 'accident'
      ? ([
          [t('fields.accidentDate'), fields.accident_date ? formatDate(fields.accident_date, locale) : ''],
        ] as [string, string][])
      : []),
    [
      t('fields.symptom'),
      fields.symptom_code
        ? `${t(`symptoms.${fields.symptom_code}`)}${fields.symptom_code === 'other' && fields.symptom_note ? `: ${fields.symptom_note}` : ''}`
        : '',
    ],
    [t('fields.provider'), draft.provider?.name[locale] ?? ''],
    [t('fields.amount'), fields.amount ? formatMoney(Number(fields.amount)) : ''],
    [t('fields.forInsured'), fields.for_insured === false ? t('forInsured.no') : t('forInsured.yes')],
  ];
  const send = async () => {
    setProblem(null);
    setReason(null);
    try {
      const answer = await submit.mutateAsync({ draft_id: draft.id, version: draft.version });
      onSubmitted(answer.claim);
    } catch (error) {
      setProblem(errorText(error, 'errors.submitFailed'));
      if (error instanceof ApiRequestError && error.code === 'CLAIM_SUBMIT_FAILED') {
        const r = (error.details as { reason?: { th: string; en: string } } | undefined)?.reason;
        if (r) setReason(r[locale]);
      }
    }
  };
  return (
    <div className={s.stack}>
      <h2 className={s.title}>{t('steps.preview')}</h2>
      <section className={s.panel} aria-labelledby="preview-info" data-testid="preview-information">
        <div className={s.row}>
          <h3 id="preview-info" className={s.title}>
            {t('preview.information')}
          </h3>
          <Button
            variant="link"
            size="small"
            onClick={() => onEdit('information')}
            data-testid="edit-information"
          >
            {t('preview.edit')}
          </Button>
        </div>
        <dl className={s.dl}>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt className={s.dt}>{k}</dt>
              <dd className={s.dd}>{v || '–'}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={s.panel} aria-labelledby="preview-docs" data-testid="preview-documents">
        <div className={s.row}>
          <h3 id="preview-docs" className={s.title}>
            {t('preview.documents')}
          </h3>
          <Button
            variant="link"
            size="small"
            onClick={() => onEdit('attachments')}
            data-testid="edit-documents"
          >
            {t('preview.reupload')}
          </Button>
        </div>
        <ul className={s.list}>
          {draft.attachments.map((a) => (
            <li key={a.id}>
              {t(`kinds.${a.kind}.title`)}: {a.filename}
            </li>
          ))}
        </ul>
      </section>
      <p className={s.notice}>{t('attach.keepReceipts')}</p>
      <FormAlert message={problem} testId="submit-error" />
      {reason ? <p data-testid="submit-reason">{reason}</p> : null}
      <Button block onClick={() => void send()} disabled={submit.isPending} data-testid="eclaim-submit">
        {submit.isPending ? t('actions.submitting') : t('actions.submit')}
      </Button>
    </div>
  );
}

function Success({ claim }: { claim: ClaimSummary }) {
  const { t } = useTranslation('claims');
  return (
    <div className={s.stack} data-testid="eclaim-success">
      <Stepper current="submit" />
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('success.title')}
        link={{ to: `/claim-status/${claim.id}` as '/claim-status/:id?', label: t('success.follow') }}
      >
        <p>{t('success.body', { no: claim.claim_no })}</p>
        <p>{t('attach.keepReceipts')}</p>
      </EmptyState>
    </div>
  );
}

export function EclaimView() {
  const { t } = useTranslation('claims');
  const [params, setParams] = useSearchParams();
  const query = useDraft();
  const save = useSaveDraft();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const remember = useEclaimStore((st) => st.remember);
  const [fields, setFields] = useState<DraftFields | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [startError, setStartError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<ClaimSummary | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingPatch = useRef<DraftFields>({});
  const draft = query.data ?? null;

  // ?card= and ?provider=: stored in the draft, then dropped from the address.
  const card = params.get('card');
  const provider = params.get('provider');
  const handled = useRef('');
  useEffect(() => {
    if (!card && !provider) return;
    const key = `${card}|${provider}`;
    if (handled.current === key || query.isPending) return;
    handled.current = key;
    const body = {
      ...(card ? { card_id: card } : {}),
      ...(provider && /^[A-Z0-9-]{2,20}$/.test(provider) ? { fields: { provider_code: provider } } : {}),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        if (saved && provider)
          setFields((cur) => (cur ? { ...cur, provider_code: saved.fields.provider_code } : cur));
      },
      onError: (error) => setStartError(errorText(error, 'errors.saveFailed')),
      onSettled: () => {
        const next = new URLSearchParams(params);
        next.delete('card');
        next.delete('provider');
        setParams(next, { replace: true });
      },
    });
  }, [card, provider, query.isPending, params, save, setParams, errorText]);

  useEffect(() => {
    if (draft && fields === null) setFields(draft.fields);
    if (draft) remember(draft.id, draft.step);
  }, [draft, fields, remember]);

  // Typing is saved after a short pause; leaving the page saves at once.
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const patch = pendingPatch.current;
    pendingPatch.current = {};
    if (Object.keys(patch).length > 0) return save.mutateAsync({ fields: patch });
    return Promise.resolve(draft);
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(
    () => () => {
      if (timer.current) void flushRef.current();
    },
    [],
  );
  const setField = (patch: DraftFields) => {
    setFields((cur) => ({ ...(cur ?? {}), ...patch }));
    pendingPatch.current = { ...pendingPatch.current, ...patch };
    setErrors((cur) => {
      const next = { ...cur };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), 600);
  };

  const goTo = async (step: DraftStep) => {
    await flush();
    await save.mutateAsync({ step });
    setErrors({});
    window.scrollTo({ top: 0 });
  };

  if (submitted) return <Success claim={submitted} />;

  return (
    <QueryView query={query}>
      {() => {
        if (startError && !draft)
          return (
            <EmptyState
              icon={<InfoIcon size={48} />}
              title={startError}
              testId="eclaim-start-error"
              link={{ to: '/coverages/eclaim', label: t('start.chooseCard') }}
            />
          );
        if (!draft || !fields)
          return card ? (
            <p className={s.muted}>{t('loading')}</p>
          ) : (
            <EmptyState
              icon={<InfoIcon size={48} />}
              title={t('start.title')}
              testId="eclaim-no-draft"
              link={{ to: '/coverages/eclaim', label: t('start.chooseCard') }}
            >
              <p>{t('start.body')}</p>
            </EmptyState>
          );
        const step: Step = draft.step;
        const check = (issues: ClaimRuleIssue[]) => {
          const found = issueText(issues);
          setErrors(found);
          if (issues.length > 0) {
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
            );
          }
          return issues.length === 0;
        };
        return (
          <div className={s.stack}>
            <Stepper current={step} />
            <FormAlert
              message={
                Object.keys(errors).length > 0
                  ? t('errors.incomplete')
                  : save.isError
                    ? t('errors.saveFailed')
                    : null
              }
              testId="eclaim-error"
            />
            {step === 'information' ? (
              <InformationStep
                draft={draft}
                fields={fields}
                setField={setField}
                errors={errors}
                onNext={() => {
                  if (check(informationIssues(fields, todayInBangkok()))) void goTo('attachments');
                }}
              />
            ) : step === 'attachments' ? (
              <AttachmentsStep
                draft={draft}
                errors={errors}
                onBack={() => void goTo('information')}
                onNext={() => {
                  if (check(attachmentIssues(fields, countByKind(draft.attachments)))) void goTo('preview');
                }}
              />
            ) : (
              <PreviewStep
                draft={draft}
                onEdit={(to) => void goTo(to)}
                onSubmitted={(claim) => {
                  useEclaimStore.getState().reset();
                  setSubmitted(claim);
                }}
              />
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
