/**
 * The one OTP step (docs/spec.md section 4: sent → countdown → verified, resend, or locked after too many
 * wrong entries until a new code is requested), for registration, password recovery and renewal,
 * card linking and account deletion. One input with autocomplete="one-time-code" so phones offer the
 * SMS code, a numeric keyboard, a pasted code kept whole (spaces, dashes, Thai or full-width digits
 * are read as ASCII digits). The countdown only guides the member: the server decides whether a code
 * is still valid. Generic strings come from the common `otp` namespace; the caller names the code,
 * says where it was sent and what the confirm button does.
 */
import { type ClipboardEvent, useEffect, useId, useState } from 'react';
import { OTP_DIGITS } from '../../../shared/api/constants';
import { asApiError, useSubmit } from '../form/use-submit';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { describedBy, FieldError } from './field';
import * as f from './field.css';
import * as s from './form.css';

export const CODE_LENGTH = OTP_DIGITS;

/** '๑๒๓-456' → '123456': Thai (๐–๙) and full-width digits become ASCII; everything else is dropped. */
export function toAsciiDigits(input: string): string {
  return input
    .replace(/[\u0E50-\u0E59]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/[^0-9]/g, '');
}

/** 90 → "01:30" */
export const formatMmSs = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Whole seconds from now until `at` (epoch ms), never negative. */
const secondsLeft = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

export interface OtpInputProps {
  /** The input's accessible label (the code's name on this screen). */
  label: string;
  /** Where the code went ("We sent a 6-digit code to 081-xxx-5678"). */
  intro: string;
  submitLabel: string;
  refNo: string;
  /** Local epoch ms when the code was sent, and its lifetime from the server. */
  sentAt: number;
  ttlMinute: number;
  /** Local epoch ms from which a new code may be requested. */
  resendAt: number;
  /** The sixth digit submits by itself; off where confirming is destructive (account deletion). */
  autoSubmit?: boolean;
  /** Verifies the code; throws ApiRequestError on a wrong, expired or locked code. */
  onVerify: (code: string) => Promise<void>;
  /** Requests a new code; the parent updates the props from the answer. */
  onResend: () => Promise<void>;
  /** The server said a resend is too soon: seconds to wait (to keep it across a reload). */
  onCooldown?: (seconds: number) => void;
}

type Status = 'entering' | 'locked' | 'expired';

export function OtpInput(props: OtpInputProps) {
  const { t } = useTranslation('otp');
  const id = useId();
  const submit = useSubmit();
  const [code, setCode] = useState('');
  const [info, setInfo] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('entering');
  const [waitUntil, setWaitUntil] = useState(0);
  const now = useNow();
  const left = secondsLeft(props.sentAt + props.ttlMinute * 60_000, now);
  const resendIn = secondsLeft(Math.max(props.resendAt, waitUntil), now);
  const expired = left === 0 || status === 'expired';
  const locked = status === 'locked';
  const { busy, formError: error, setFormError } = submit;

  // A new code (after resend) starts fresh: the reference and send time are the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when a new code is issued
  useEffect(() => {
    setStatus('entering');
    setCode('');
    setFormError(null);
    document.getElementById(id)?.focus();
  }, [props.refNo, props.sentAt]);

  function verify(value: string) {
    if (busy || locked || expired) return;
    if (value.length !== CODE_LENGTH) {
      setFormError(t('sixDigits'));
      return;
    }
    setInfo(null);
    void submit.run(async () => {
      try {
        await props.onVerify(value);
      } catch (e) {
        const failed = asApiError(e)?.code;
        // Keep what was typed unless the code can no longer work.
        if (failed === 'OTP_LOCKED' || failed === 'OTP_EXPIRED') {
          setStatus(failed === 'OTP_LOCKED' ? 'locked' : 'expired');
          setCode('');
        }
        throw e;
      }
    });
  }

  function resend() {
    if (resendIn > 0) return;
    setInfo(null);
    void submit.run(async () => {
      try {
        await props.onResend();
      } catch (e) {
        const wait = (asApiError(e)?.details as { retry_after_seconds?: number } | undefined)
          ?.retry_after_seconds;
        if (typeof wait === 'number') {
          setWaitUntil(Date.now() + wait * 1000);
          props.onCooldown?.(wait);
        }
        throw e;
      }
      setInfo(t('resent'));
    });
  }

  function enter(value: string) {
    const digits = toAsciiDigits(value).slice(0, CODE_LENGTH);
    setCode(digits);
    if (error && !locked) setFormError(null);
    if (props.autoSubmit && digits.length === CODE_LENGTH) verify(digits);
  }

  /** A pasted whole code replaces what was there (not appended to it). */
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const digits = toAsciiDigits(event.clipboardData.getData('text'));
    if (digits.length < CODE_LENGTH) return;
    event.preventDefault();
    enter(digits);
  }

  const shown = error ?? (locked ? t('locked') : expired ? t('expired') : null);
  return (
    <form
      ref={submit.formRef}
      className={s.form}
      noValidate
      data-testid="otp-form"
      onSubmit={(e) => {
        e.preventDefault();
        verify(code);
      }}
    >
      <p className={s.lead}>{props.intro}</p>
      <p className={s.notice}>
        {t('refNo')} <strong data-testid="otp-ref">{props.refNo}</strong>
      </p>
      <div className={f.field}>
        <label className={f.label} htmlFor={id}>
          {props.label}
        </label>
        <input
          id={id}
          className={`${f.input} ${s.otpInput}`}
          name="otp"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          value={code}
          disabled={locked || expired}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy(id, true, shown)}
          onChange={(e) => enter(e.target.value)}
          onPaste={onPaste}
          data-testid="otp-input"
        />
        <p id={`${id}-help`} className={f.help} aria-live="off" data-testid="otp-countdown">
          {expired ? t('expiredShort') : t('expiresIn', { time: formatMmSs(left) })}
        </p>
        <FieldError id={`${id}-error`} error={shown} testId="otp-error" />
      </div>
      {info ? (
        <p className={f.help} role="status">
          {info}
        </p>
      ) : null}
      <div className={s.actions}>
        <Button
          type="submit"
          variant="primary"
          block
          disabled={busy || locked || expired}
          data-testid="otp-submit"
        >
          {props.submitLabel}
        </Button>
        <Button
          variant={locked || expired ? 'secondary' : 'outline'}
          block
          disabled={busy || resendIn > 0}
          onClick={resend}
          data-testid="otp-resend"
        >
          {resendIn > 0 ? t('resendIn', { time: formatMmSs(resendIn) }) : t('resend')}
        </Button>
      </div>
    </form>
  );
}
