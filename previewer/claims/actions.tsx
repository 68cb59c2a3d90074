/**
 * The moves of a claim (issue 27), each a small form, and only those its stage allows (the claim's
 * next_stages from the server): start or continue the review, request a document (a reason from the
 * catalogue plus an optional note in Thai or English), approve (an amount no more than claimed and no
 * more than what the benefit has left, checked before sending), reject (a reason from the catalogue
 * and a note), mark paid (the payment reference). Every move goes through advanceClaim; a refusal is
 * shown in the error catalogue's English words.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { AttachmentKind, ClaimStage } from '../../shared/api/schemas/claims';
import type { StaffClaimDetail } from '../../shared/api/schemas/staff-claims';
import { formatMoney } from '../../shared/format';
import type { BodyOf, ResponseOf } from '../../src/lib/api-client';
import { ApiRequestError } from '../../src/lib/api-client';
import * as a from '../admin/admin.css';
import { advanceClaimMutation } from '../api/staff-claims';
import { errorText } from '../staff-session';
import * as s from './claims.css';
import { KIND_LABELS, STAGE_LABELS } from './format';

type Reasons = ResponseOf<'listStaffClaimReasons'>['data'];
type Lang = 'th' | 'en';
type Move = BodyOf<'advanceClaim'>;

/** A refusal in words: the catalogue's English, and what is left when the benefit's limit is the reason. */
function refusalText(error: unknown, currency: StaffClaimDetail['currency']): string {
  const base = errorText(error);
  if (error instanceof ApiRequestError && error.code === 'CLAIM_ABOVE_BENEFIT_LIMIT') {
    const available = (error.details as { available?: unknown } | undefined)?.available;
    if (typeof available === 'number')
      return `${base} At most ${formatMoney(available, currency)} can be approved.`;
  }
  return base;
}

/** The officer's note to the member: optional text and the language it is written in. */
function NoteField({
  note,
  lang,
  onNote,
  onLang,
  label = 'Note to the member (optional)',
}: {
  note: string;
  lang: Lang;
  onNote: (v: string) => void;
  onLang: (v: Lang) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <>
      <div className={a.field}>
        <label htmlFor={`${id}-note`}>{label}</label>
        <textarea
          id={`${id}-note`}
          className={s.textarea}
          maxLength={1000}
          value={note}
          lang={lang}
          onChange={(e) => onNote(e.target.value)}
        />
      </div>
      <fieldset className={a.fieldset}>
        <legend className={a.legend}>The note is written in</legend>
        {(['th', 'en'] as const).map((l) => (
          <label key={l} className={a.check}>
            <input
              type="radio"
              name={`${id}-lang`}
              value={l}
              checked={lang === l}
              onChange={() => onLang(l)}
            />
            {l === 'th' ? 'Thai' : 'English'}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** The words of a note for the request body (none when empty). */
const notePart = (note: string, lang: Lang): Pick<Move, 'note' | 'note_lang'> =>
  note.trim() ? { note: note.trim(), note_lang: lang } : {};

function ActionForm({
  title,
  submit,
  busy,
  onSubmit,
  children,
  testId,
  danger = false,
}: {
  title: string;
  submit: string;
  busy: boolean;
  onSubmit: () => void;
  children?: ReactNode;
  testId: string;
  danger?: boolean;
}) {
  const id = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className={a.form} aria-labelledby={id} onSubmit={send} data-testid={testId} noValidate>
      <h4 id={id} className={a.subHeading}>
        {title}
      </h4>
      {children}
      <div className={a.actions}>
        <button type="submit" className={danger ? a.danger : a.primary} disabled={busy}>
          {busy ? 'Sending…' : submit}
        </button>
      </div>
    </form>
  );
}

export function ClaimActions({ claim, reasons }: { claim: StaffClaimDetail; reasons: Reasons | undefined }) {
  const move = useMutation(advanceClaimMutation(claim.id));
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const allowed = new Set<ClaimStage>(claim.next_stages);
  const headingId = useId();
  const fieldId = useId();

  const defaultLang: Lang = claim.member?.lang ?? 'th';
  const [reviewNote, setReviewNote] = useState('');
  const [reviewLang, setReviewLang] = useState<Lang>(defaultLang);
  const [kind, setKind] = useState<AttachmentKind>('receipt');
  const [requestReason, setRequestReason] = useState('');
  const [requestNote, setRequestNote] = useState('');
  const [requestLang, setRequestLang] = useState<Lang>(defaultLang);
  const [amount, setAmount] = useState('');
  const [approveNote, setApproveNote] = useState('');
  const [approveLang, setApproveLang] = useState<Lang>(defaultLang);
  const [rejectReason, setRejectReason] = useState('');
  const [rejectNote, setRejectNote] = useState('');
  const [rejectLang, setRejectLang] = useState<Lang>(defaultLang);
  const [reference, setReference] = useState('');

  const send = (body: Move, news: string) => {
    setDone(null);
    setProblem(null);
    move.mutate(body, {
      onSuccess: () => {
        setDone(`${news} The member has been told.`);
        setReviewNote('');
        setRequestNote('');
        setApproveNote('');
        setRejectNote('');
        setAmount('');
        setReference('');
      },
      onError: (error) => setProblem(refusalText(error, claim.currency)),
    });
  };
  const refuse = (text: string) => {
    setDone(null);
    setProblem(text);
  };
  const busy = move.isPending;
  const cap = claim.approval_cap;
  const most = cap ? Math.min(claim.amount, cap.available) : claim.amount;
  const canApprove = allowed.has('approved') || allowed.has('partly_approved');

  const approve = () => {
    const text = amount.trim().replace(/,/g, '');
    if (!/^\d+(\.\d{1,2})?$/.test(text))
      return refuse('Enter the amount to approve in baht, e.g. 450 or 450.50.');
    const value = Number(text);
    if (value <= 0)
      return refuse('The amount to approve must be more than ฿0. To pay nothing, reject the claim.');
    if (value > claim.amount)
      return refuse(
        `The amount to approve cannot be more than the claimed ${formatMoney(claim.amount, claim.currency)}.`,
      );
    if (cap && value > cap.available)
      return refuse(
        `The benefit has ${formatMoney(cap.available, claim.currency)} left for this claim: approve at most that.`,
      );
    const stage = value < claim.amount ? 'partly_approved' : 'approved';
    if (!allowed.has(stage)) return refuse(`This claim cannot be ${STAGE_LABELS[stage].toLowerCase()} now.`);
    send(
      { stage, approved_amount: value, ...notePart(approveNote, approveLang) },
      `Approved ${formatMoney(value, claim.currency)}${stage === 'partly_approved' ? ' (partly)' : ''}.`,
    );
  };

  return (
    <section className={s.panel} aria-labelledby={headingId} data-testid="claim-actions">
      <h3 id={headingId} className={a.subHeading}>
        Actions
      </h3>
      <p className={a.status} role="status" data-testid="action-done">
        {done}
      </p>
      {problem && (
        <p className={a.error} role="alert" data-testid="action-problem">
          {problem}
        </p>
      )}
      {allowed.size === 0 && (
        <p className={a.muted}>
          This claim is {STAGE_LABELS[claim.stage].toLowerCase()}: nothing more to do.
        </p>
      )}
      {allowed.has('under_review') && (
        <ActionForm
          title={claim.stage === 'submitted' ? 'Start the review' : 'Continue the review'}
          submit={claim.stage === 'submitted' ? 'Start review' : 'Continue review'}
          busy={busy}
          testId="action-review"
          onSubmit={() =>
            send({ stage: 'under_review', ...notePart(reviewNote, reviewLang) }, 'The review has started.')
          }
        >
          <NoteField note={reviewNote} lang={reviewLang} onNote={setReviewNote} onLang={setReviewLang} />
        </ActionForm>
      )}
      {allowed.has('documents_requested') && (
        <ActionForm
          title="Request a document"
          submit="Request document"
          busy={busy}
          testId="action-request"
          onSubmit={() => {
            if (!requestReason) return refuse('Choose why the document is needed.');
            send(
              {
                stage: 'documents_requested',
                request_kind: kind,
                request_reason: requestReason as Move['request_reason'],
                ...notePart(requestNote, requestLang),
              },
              `${KIND_LABELS[kind]} requested.`,
            );
          }}
        >
          <div className={a.field}>
            <label htmlFor={`${fieldId}-kind`}>Document</label>
            <select
              id={`${fieldId}-kind`}
              value={kind}
              onChange={(e) => setKind(e.target.value as AttachmentKind)}
            >
              {Object.entries(KIND_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={a.field}>
            <label htmlFor={`${fieldId}-request-reason`}>Reason</label>
            <select
              id={`${fieldId}-request-reason`}
              value={requestReason}
              required
              onChange={(e) => setRequestReason(e.target.value)}
            >
              <option value="">Choose a reason</option>
              {reasons?.request.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.label.en}
                </option>
              ))}
            </select>
          </div>
          <NoteField note={requestNote} lang={requestLang} onNote={setRequestNote} onLang={setRequestLang} />
        </ActionForm>
      )}
      {canApprove && (
        <ActionForm title="Approve" submit="Approve" busy={busy} testId="action-approve" onSubmit={approve}>
          <p className={a.hint} id={`${fieldId}-approve-hint`}>
            Claimed {formatMoney(claim.amount, claim.currency)}
            {cap
              ? `; ${cap.benefit.en} has ${formatMoney(cap.available, claim.currency)} left for this claim`
              : ''}
            . Approve at most {formatMoney(most, claim.currency)}; less than claimed is a partial approval.
          </p>
          <div className={a.field}>
            <label htmlFor={`${fieldId}-amount`}>Amount to approve (฿)</label>
            <input
              id={`${fieldId}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-describedby={`${fieldId}-approve-hint`}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <NoteField note={approveNote} lang={approveLang} onNote={setApproveNote} onLang={setApproveLang} />
        </ActionForm>
      )}
      {allowed.has('rejected') && (
        <ActionForm
          title="Reject"
          submit="Reject claim"
          danger
          busy={busy}
          testId="action-reject"
          onSubmit={() => {
            if (!rejectReason) return refuse('Choose why the claim is rejected.');
            send(
              {
                stage: 'rejected',
                reject_reason: rejectReason as Move['reject_reason'],
                ...notePart(rejectNote, rejectLang),
              },
              'The claim is rejected.',
            );
          }}
        >
          <div className={a.field}>
            <label htmlFor={`${fieldId}-reject-reason`}>Reason</label>
            <select
              id={`${fieldId}-reject-reason`}
              value={rejectReason}
              required
              onChange={(e) => setRejectReason(e.target.value)}
            >
              <option value="">Choose a reason</option>
              {reasons?.reject.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.label.en}
                </option>
              ))}
            </select>
          </div>
          <NoteField note={rejectNote} lang={rejectLang} onNote={setRejectNote} onLang={setRejectLang} />
        </ActionForm>
      )}
      {allowed.has('paid') && (
        <ActionForm
          title="Mark paid"
          submit="Mark paid"
          busy={busy}
          testId="action-paid"
          onSubmit={() => {
            if (!reference.trim())
              return refuse('Enter the payment reference (the transfer or cheque number).');
            send({ stage: 'paid', payment_reference: reference.trim() }, 'The claim is marked paid.');
          }}
        >
          <p className={a.hint}>
            Pays the approved {formatMoney(claim.approved_amount ?? 0, claim.currency)}.
          </p>
          <div className={a.field}>
            <label htmlFor={`${fieldId}-reference`}>Payment reference</label>
            <input
              id={`${fieldId}-reference`}
              autoComplete="off"
              maxLength={100}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </div>
        </ActionForm>
      )}
    </section>
  );
}
