/**
 * /e-claim (docs/spec.md 2-5 and 8): four steps with a visible stepper — information, documents,
 * preview, submit — then success. The draft is saved on the server as the member goes (fields after a
 * short pause, documents as each finishes), so a reload, a closed LINE window or a sign-in on another
 * phone finds it again; the browser keeps only which draft and step (stores/eclaim-store.ts).
 * Query parameters: ?card=<id> starts or moves the draft to that card (from /coverages/eclaim);
 * ?provider=<hospital code> is the treatment place chosen on /provider-list. Both are stored in the
 * draft and dropped from the address.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { attachmentIssues, type ClaimRuleIssue, informationIssues } from '../../../../shared/api/claim-rules';
import type {
  Attachment,
  ClaimSummary,
  DraftFields,
  DraftStep,
  EclaimDraft,
} from '../../../../shared/api/schemas/claims';
import { SelectField } from '../../../components/ui/select-field';
import { checksFrom, summaryItems, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { Button } from '../../../components/ui/button';
import {
  DateInput,
  dateInputProblem,
  isIsoDate,
  useDateInputMessage,
} from '../../../components/ui/date-input';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { Field, FieldError } from '../../../components/ui/field';
import * as f from '../../../components/ui/field.css';
import { visuallyHidden } from '../../../components/ui/surfaces.css';
import { useErrorMessage } from '../../../components/ui/error-message';
import { ErrorSummary, QuietFieldErrors } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { InfoIcon } from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useAttachUpload, useDeleteAttachment, useDraft, useSaveDraft, useSubmitClaim } from '../api/claims';
import { todayInBangkok } from '../../../../shared/format';
import { useFormat } from '../../../lib/use-format';
import { useClaimStates } from '../lib/states';
import { useEclaimStore } from '../stores/eclaim-store';
import { AttachKind } from './attach-kind';
import * as s from './claims.css';

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

const BENEFIT_TYPES = ['opd', 'ipd', 'dental', 'accident_emergency', 'maternity', 'health_checkup'] as const;

/** The documents each kind of the attachments step holds: a field whose value is an upload list. */
const KINDS = ['receipt', 'medical_certificate', 'bank_book'] as const;
type Kind = (typeof KINDS)[number];
/** The form's values: the draft's fields as typed, and its documents by kind. */
type EclaimValues = DraftFields & Record<Kind, readonly Attachment[]>;
type EclaimField = keyof EclaimValues;
type FormStep = 'information' | 'attachments';
const STEP_FIELDS: Record<FormStep, readonly EclaimField[]> = {
  information: [
    'email',
    'claim_type',
    'benefit_type',
    'admit_type',
    'admit_date',
    'accident_date',
    'symptom_code',
    'symptom_note',
    'provider_code',
    'amount',
    'for_insured',
  ],
  attachments: KINDS,
};
const NO_VALUES: EclaimValues = { receipt: [], medical_certificate: [], bank_book: [] };
const valuesOf = (fields: DraftFields, attachments: readonly Attachment[]): EclaimValues => ({
  ...fields,
  receipt: attachments.filter((a) => a.kind === 'receipt'),
  medical_certificate: attachments.filter((a) => a.kind === 'medical_certificate'),
  bank_book: attachments.filter((a) => a.kind === 'bank_book'),
});

/**
 * The shared e-Claim rules (the server's at submit) as the form's checks: each rule issue's message
 * on its field (fields.x → x, attachments.k → k), the first one when a field has several.
 */
function useEclaimChecks() {
  const { t } = useTranslation('claims');
  const dateMessage = useDateInputMessage();
  return useMemo(
    () =>
      checksFrom<EclaimValues, EclaimField>([...STEP_FIELDS.information, ...KINDS], (all) => {
        const out: Partial<Record<EclaimField, string>> = {};
        // A date chosen only in part, or a day its month does not have, says so (not "required").
        const dates: DraftFields = {};
        for (const name of ['admit_date', 'accident_date'] as const) {
          const problem = dateInputProblem(all[name], { required: false });
          if (problem === 'incomplete' || problem === 'invalid')
            out[name] = dateMessage(problem) ?? undefined;
          dates[name] = isIsoDate(all[name]) ? all[name] : null;
        }
        const checked = { ...all, ...dates };
        const issues: ClaimRuleIssue[] = [
          ...informationIssues(checked, todayInBangkok()),
          ...attachmentIssues(all, {
            receipt: all.receipt.length,
            medical_certificate: all.medical_certificate.length,
            bank_book: all.bank_book.length,
          }),
        ];
        for (const i of issues) {
          const name = i.path.replace(/^(fields|attachments)\./, '') as EclaimField;
          out[name] ??= t(`rules.${i.code}`, { defaultValue: t('rules.required') });
        }
        return out;
      }),
    [t, dateMessage],
  );
}

type EclaimForm = ReturnType<typeof useForm<EclaimValues, FormStep>>;

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
          <input
            type="radio"
            id={`${name}-${v}`}
            name={name}
            value={v}
            checked={value === v}
            aria-describedby={error ? `${name}-error` : undefined}
            onChange={() => onChange(v)}
          />
          {label(v)}
        </label>
      ))}
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}

/** A required choice made on another screen (the symptom list, the hospital list): what was chosen and the way there. */
function ChosenElsewhere({
  id,
  label,
  value,
  to,
  linkText,
  error,
}: {
  id: 'symptom' | 'provider';
  label: string;
  value: string;
  to: string;
  linkText: string;
  error: string | null | undefined;
}) {
  return (
    <div className={f.field}>
      <span className={f.label} id={`${id}-label`}>
        {label}
        <span aria-hidden="true"> *</span>
      </span>
      <div className={s.row}>
        <span data-testid={`${id}-value`}>{value}</span>
        <Link
          to={to}
          id={`choose-${id}`}
          className={f.label}
          aria-describedby={error ? `${id}-label ${id}-error` : `${id}-label`}
          data-testid={`choose-${id}`}
        >
          {linkText}
        </Link>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function InformationStep({
  draft,
  form,
  formRef,
  headingRef,
  onNext,
}: {
  draft: EclaimDraft;
  form: EclaimForm;
  formRef: React.RefObject<HTMLFormElement | null>;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onNext: () => void;
}) {
  const { t } = useTranslation('claims');
  const { values: fields, errors, set } = form;
  const locale = useLocale();
  const fmt = useFormat();
  const lp = useLocalePath();
  const today = todayInBangkok();
  /** A text field's value, error and change handler; `clean` turns what was typed into the value. */
  const bind = (
    name: 'email' | 'symptom_note' | 'amount',
    clean: (typed: string) => string | null = (typed) => typed,
  ) => ({
    name,
    id: name,
    value: fields[name] ?? '',
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, clean(e.target.value)),
    required: true,
  });
  // Day, month and year lists (Buddhist-era years in Thai); an unfinished date stays on the screen
  // and is saved to the draft only once complete (EclaimView's onChange).
  const date = (name: 'admit_date' | 'accident_date', label: string) => (
    <DateInput
      id={name}
      testId={name}
      legend={label}
      required
      max={today}
      value={fields[name]}
      error={errors[name]}
      onChange={(v) => set(name, v || null)}
    />
  );
  return (
    <form
      ref={formRef}
      className={s.stack}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
      aria-labelledby="info-title"
    >
      <h2 id="info-title" className={s.title} ref={headingRef} tabIndex={-1}>
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
        {...bind('email')}
      />
      <Radios
        name="claim_type"
        legend={t('fields.claimType')}
        options={['sick', 'accident', 'other'] as const}
        value={fields.claim_type}
        error={errors.claim_type}
        onChange={(v) => set('claim_type', v)}
        label={(v) => t(`claimTypes.${v}`)}
      />
      <SelectField
        id="benefit_type"
        label={t('fields.benefitType')}
        required
        error={errors.benefit_type}
        value={fields.benefit_type ?? ''}
        onChange={(e) => set('benefit_type', (e.target.value || null) as DraftFields['benefit_type'])}
        options={BENEFIT_TYPES.map((v) => ({ value: v, label: t(`benefitTypes.${v}`) }))}
      >
        <option value="">{t('fields.choose')}</option>
      </SelectField>
      <Radios
        name="admit_type"
        legend={t('fields.admitType')}
        options={['opd', 'ipd'] as const}
        value={fields.admit_type}
        error={errors.admit_type}
        onChange={(v) => set('admit_type', v)}
        label={(v) => t(`admitTypes.${v}`)}
      />
      {date('admit_date', t('fields.admitDate'))}
      {fields.claim_type === 'accident' ? date('accident_date', t('fields.accidentDate')) : null}
      <ChosenElsewhere
        id="symptom"
        label={t('fields.symptom')}
        value={fields.symptom_code ? t(`symptoms.${fields.symptom_code}`) : t('fields.notChosen')}
        to={lp('/symptom')}
        linkText={fields.symptom_code ? t('fields.change') : t('fields.chooseSymptom')}
        error={errors.symptom_code}
      />
      {fields.symptom_code === 'other' ? (
        <Field label={t('fields.symptomNote')} maxLength={200} {...bind('symptom_note')} />
      ) : null}
      <ChosenElsewhere
        id="provider"
        label={t('fields.provider')}
        value={draft.provider ? draft.provider.name[locale] : t('fields.notChosen')}
        to={`${lp('/provider-list')}?returnTo=${encodeURIComponent('/e-claim')}`}
        linkText={draft.provider ? t('fields.change') : t('fields.chooseProvider')}
        error={errors.provider_code}
      />
      <Field
        label={t('fields.amount')}
        inputMode="numeric"
        maxLength={9}
        help={
          fields.amount && /^[0-9]+$/.test(fields.amount) ? fmt.money(fields.amount) : t('fields.amountHelp')
        }
        {...bind('amount', (typed) => typed.replace(/[^0-9]/g, ''))}
      />
      <Radios
        name="for_insured"
        legend={t('fields.forInsured')}
        options={['yes', 'no'] as const}
        value={fields.for_insured === true ? 'yes' : fields.for_insured === false ? 'no' : null}
        error={errors.for_insured}
        onChange={(v) => set('for_insured', v === 'yes')}
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
  form,
  headingRef,
  onBack,
  onNext,
}: {
  draft: EclaimDraft;
  form: EclaimForm;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
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
      <h2 className={s.title} ref={headingRef} tabIndex={-1}>
        {t('steps.attachments')}
      </h2>
      <p className={s.notice} data-testid="receipt-reminder">
        {t('attach.keepReceipts')}
      </p>
      {kinds.map((kind) => (
        <AttachKind
          key={kind}
          kind={kind}
          existing={form.values[kind]}
          error={form.errors[kind]}
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
  headingRef,
  onEdit,
  onSubmitted,
}: {
  draft: EclaimDraft;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onEdit: (step: DraftStep) => void;
  onSubmitted: (claim: ClaimSummary) => void;
}) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  const fmt = useFormat();
  const submitClaim = useSubmitClaim();
  const submit = useSubmit({ ns: 'claims', fallback: t('errors.submitFailed') });
  const [reason, setReason] = useState<string | null>(null);
  const fields = draft.fields;
  const rows: [string, string][] = [
    [t('fields.email'), fields.email ?? ''],
    [t('fields.claimType'), fields.claim_type ? t(`claimTypes.${fields.claim_type}`) : ''],
    [t('fields.benefitType'), fields.benefit_type ? t(`benefitTypes.${fields.benefit_type}`) : ''],
    [t('fields.admitType'), fields.admit_type ? t(`admitTypes.${fields.admit_type}`) : ''],
    [t('fields.admitDate'), fields.admit_date ? fmt.date(fields.admit_date) : ''],
    ...(fields.claim_type === 'accident'
      ? ([[t('fields.accidentDate'), fields.accident_date ? fmt.date(fields.accident_date) : '']] as [
          string,
          string,
        ][])
      : []),
    [
      t('fields.symptom'),
      fields.symptom_code
        ? `${t(`symptoms.${fields.symptom_code}`)}${fields.symptom_code === 'other' && fields.symptom_note ? `: ${fields.symptom_note}` : ''}`
        : '',
    ],
    [t('fields.provider'), draft.provider?.name[locale] ?? ''],
    [t('fields.amount'), fields.amount ? fmt.money(fields.amount) : ''],
    [t('fields.forInsured'), fields.for_insured === false ? t('forInsured.no') : t('forInsured.yes')],
  ];
  // A refusal says why (the insurer's reason) under the message.
  const send = () =>
    submit.run(async () => {
      setReason(null);
      try {
        const answer = await submitClaim.mutateAsync({ draft_id: draft.id, version: draft.version });
        onSubmitted(answer.claim);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'CLAIM_SUBMIT_FAILED') {
          const r = (error.details as { reason?: { th: string; en: string } } | undefined)?.reason;
          if (r) setReason(r[locale]);
        }
        throw error;
      }
    });
  return (
    <div className={s.stack}>
      <h2 className={s.title} ref={headingRef} tabIndex={-1}>
        {t('steps.preview')}
      </h2>
      <PreviewSection
        id="preview-info"
        testId="preview-information"
        title={t('preview.information')}
        edit={{ label: t('preview.edit'), testId: 'edit-information', onClick: () => onEdit('information') }}
      >
        <dl className={s.dl}>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt className={s.dt}>{k}</dt>
              <dd className={s.dd}>{v || '–'}</dd>
            </div>
          ))}
        </dl>
      </PreviewSection>
      <PreviewSection
        id="preview-docs"
        testId="preview-documents"
        title={t('preview.documents')}
        edit={{
          label: t('preview.reupload'),
          testId: 'edit-documents',
          onClick: () => onEdit('attachments'),
        }}
      >
        <ul className={s.list}>
          {draft.attachments.map((a) => (
            <li key={a.id}>
              {t(`kinds.${a.kind}.title`)}: {a.filename}
            </li>
          ))}
        </ul>
      </PreviewSection>
      <p className={s.notice}>{t('attach.keepReceipts')}</p>
      <FormAlert message={submit.formError} testId="submit-error" />
      {reason ? <p data-testid="submit-reason">{reason}</p> : null}
      <Button block onClick={() => void send()} disabled={submit.busy} data-testid="eclaim-submit">
        {submit.busy ? t('actions.submitting') : t('actions.submit')}
      </Button>
    </div>
  );
}

/** One part of the preview, with its way back to the step that changes it. */
function PreviewSection({
  id,
  testId,
  title,
  edit,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  edit: { label: string; testId: string; onClick: () => void };
  children: React.ReactNode;
}) {
  return (
    <section className={s.panel} aria-labelledby={id} data-testid={testId}>
      <div className={s.row}>
        <h3 id={id} className={s.title}>
          {title}
        </h3>
        <Button variant="link" size="small" onClick={edit.onClick} data-testid={edit.testId}>
          {edit.label}
        </Button>
      </div>
      {children}
    </section>
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

/** The control an error summary's link focuses for each field (the first of a group). */
const controlIdOf = (name: keyof EclaimValues): string => {
  switch (name) {
    case 'claim_type':
      return 'claim_type-sick';
    case 'admit_type':
      return 'admit_type-opd';
    case 'for_insured':
      return 'for_insured-yes';
    case 'symptom_code':
      return 'choose-symptom';
    case 'provider_code':
      return 'choose-provider';
    case 'receipt':
    case 'medical_certificate':
    case 'bank_book':
      return `camera-${name}`;
    default:
      return String(name);
  }
};

/** What each field is called, for the error summary's links. */
function useFieldLabels() {
  const { t } = useTranslation('claims');
  return (name: keyof EclaimValues): string | undefined => {
    const keys: Partial<Record<keyof EclaimValues, string>> = {
      email: 'fields.email',
      claim_type: 'fields.claimType',
      benefit_type: 'fields.benefitType',
      admit_type: 'fields.admitType',
      admit_date: 'fields.admitDate',
      accident_date: 'fields.accidentDate',
      symptom_code: 'fields.symptom',
      symptom_note: 'fields.symptomNote',
      provider_code: 'fields.provider',
      amount: 'fields.amount',
      for_insured: 'fields.forInsured',
      receipt: 'kinds.receipt.title',
      medical_certificate: 'kinds.medical_certificate.title',
      bank_book: 'kinds.bank_book.title',
    };
    const key = keys[name];
    return key ? t(key) : undefined;
  };
}

export function EclaimView() {
  const { t } = useTranslation('claims');
  const [params, setParams] = useSearchParams();
  const query = useDraft();
  const save = useSaveDraft();
  const message = useErrorMessage();
  const states = useClaimStates();
  const checks = useEclaimChecks();
  const remember = useEclaimStore((st) => st.remember);
  const [fields, setFields] = useState<DraftFields | null>(null);
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
      onError: (error) => setStartError(message(error, t('errors.saveFailed'))),
      onSettled: () => {
        const next = new URLSearchParams(params);
        next.delete('card');
        next.delete('provider');
        setParams(next, { replace: true });
      },
    });
  }, [card, provider, query.isPending, params, save, setParams, message, t]);

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
      // Leaving the page: a failed save has no screen left to tell (the draft keeps its last save).
      if (timer.current) flushRef.current().catch(() => undefined);
    },
    [],
  );
  const setField = (patch: DraftFields) => {
    setFields((cur) => ({ ...(cur ?? {}), ...patch }));
    // A date is saved once it is a whole real date; until then the draft keeps none.
    const saved = { ...patch };
    for (const name of ['admit_date', 'accident_date'] as const)
      if (name in saved && !isIsoDate(saved[name])) saved[name] = null;
    pendingPatch.current = { ...pendingPatch.current, ...saved };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), 600);
  };
  const values = useMemo(
    () => (fields && draft ? valuesOf(fields, draft.attachments) : undefined),
    [fields, draft],
  );
  // The fields are checked a step at a time, when the member goes on ("Next").
  const form = useForm<EclaimValues, FormStep>(NO_VALUES, checks, {
    values,
    onChange: ({ receipt: _r, medical_certificate: _m, bank_book: _b, ...patch }) => setField(patch),
    steps: STEP_FIELDS,
    checkOn: 'submit',
  });
  const submit = useSubmit<EclaimField>({
    ns: 'claims',
    form,
    invalid: t('errors.incomplete'),
    untilFixed: true,
    summary: true,
  });
  const labelOf = useFieldLabels();
  const summary = submit.formError
    ? summaryItems<EclaimValues>(form.errors, [...STEP_FIELDS.information, ...KINDS], controlIdOf, labelOf)
    : [];

  // A new step: focus moves to its heading and the step is announced (it is not a new page, so the
  // app's route announcer says nothing; the member hears "Step 2 of 4: Documents").
  const step: Step | null = draft?.step ?? null;
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shownStep = useRef<Step | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!step || !fields) return;
    const before = shownStep.current;
    shownStep.current = step;
    if (before === null || before === step) return;
    heading.current?.focus({ preventScroll: true });
    setAnnouncement(
      t('steps.announce', { n: STEPS.indexOf(step) + 1, total: STEPS.length, title: t(`steps.${step}`) }),
    );
  }, [step, fields, t]);
  // Sent: the success screen's title takes the focus and is announced.
  useEffect(() => {
    if (!submitted) return;
    const title = document.querySelector<HTMLElement>('[data-testid="eclaim-success"] h2');
    if (title) {
      title.tabIndex = -1;
      title.focus({ preventScroll: true });
    }
    setAnnouncement(t('success.title'));
  }, [submitted, t]);

  /** Saves what was typed and the new step; a failed save is said by the banner (save.isError). */
  const goTo = (step: DraftStep, check?: FormStep) =>
    void submit.run(async () => {
      try {
        await flush();
        await save.mutateAsync({ step });
      } catch {
        return;
      }
      form.clearErrors();
      window.scrollTo({ top: 0 });
    }, check ?? false);

  const live = (
    <p className={visuallyHidden} role="status" aria-live="polite" data-testid="eclaim-step-announcer">
      {announcement}
    </p>
  );

  if (submitted)
    return (
      <>
        {live}
        <Success claim={submitted} />
      </>
    );

  return (
    <>
      {live}
      <QueryState {...states} query={query}>
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
          const current: Step = draft.step;
          return (
            <div className={s.stack}>
              <Stepper current={current} />
              {/* One summary for a step that cannot go on, at its top; other problems in one alert. */}
              {summary.length > 0 ? (
                <ErrorSummary
                  items={summary}
                  title={t('errors.incomplete')}
                  focusKey={submit.attempt}
                  testId="eclaim-error-summary"
                />
              ) : (
                <FormAlert
                  message={submit.formError ?? (save.isError ? t('errors.saveFailed') : null)}
                  testId="eclaim-error"
                />
              )}
              <QuietFieldErrors>
                {current === 'information' ? (
                  <InformationStep
                    draft={draft}
                    form={form}
                    formRef={submit.formRef}
                    headingRef={heading}
                    onNext={() => goTo('attachments', 'information')}
                  />
                ) : current === 'attachments' ? (
                  <AttachmentsStep
                    draft={draft}
                    form={form}
                    headingRef={heading}
                    onBack={() => goTo('information')}
                    onNext={() => goTo('preview', 'attachments')}
                  />
                ) : (
                  <PreviewStep
                    draft={draft}
                    headingRef={heading}
                    onEdit={(to) => goTo(to)}
                    onSubmitted={(claim) => {
                      useEclaimStore.getState().reset();
                      setSubmitted(claim);
                    }}
                  />
                )}
              </QuietFieldErrors>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
